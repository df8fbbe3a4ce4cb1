/**
 * The one toast type (spec section 8: top-right toasts), from the flash cookie, a loader's
 * data or the browser, to the Toaster component. The server validates it with `toastSchema`
 * (toast.server.ts) whenever it reads one from a cookie.
 */
export const TOAST_TYPES = ['success', 'error', 'info', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export type Toast = {
  type: ToastType;
  title?: string;
  /** At most TOAST_MAX_CHARS characters; longer messages are cut by the server. */
  message: string;
  /**
   * What varies in `message` (issue 44 §2): `message` is then the English sentence with
   * `{{placeholders}}`, said in the reader's language by the Toaster and filled with these
   * (names, plates, amounts already formatted: never translated).
   */
  values?: Record<string, string | number>;
};

export const TOAST_MAX_CHARS = 300;
