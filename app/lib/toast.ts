/**
 * The one toast type (spec section 8: top-right toasts), from the flash cookie, a loader's
 * data or the browser, to the Toaster component. The server validates it with `toastSchema`
 * (toast.server.ts) whenever it reads one from a cookie.
 *
 * A notice is never a sentence built from English at run time (issue 51 §2): it is either a key
 * of the `messages` catalogue (`MessageKey`: the English sentence with `{{placeholders}}`,
 * checked by the type checker) with its values, or words already said in the reader's language
 * (`said`: an API error the upstream client worded for them).
 */
import type { Said } from '~contract/core';
import type enMessages from '~/i18n/catalogues/en-NG/messages.json';

export const TOAST_TYPES = ['success', 'error', 'info', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

type PluralBase<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
/** A sentence of the `messages` catalogue: the only words a notice may say. */
export type MessageKey = PluralBase<keyof typeof enMessages>;

/**
 * What varies in a notice: names, plates, amounts already formatted (never translated), a count
 * (the plural form), or a sentence of its own (a document's name, a page's title) said in the
 * reader's words too.
 */
export type ToastValue = string | number | Said;

type ToastBase = { type: ToastType; title?: string };
/** A notice by its catalogue key, said in the reader's language by the Toaster. */
export type KeyedToast = ToastBase & { message: MessageKey; values?: Record<string, ToastValue> };
/** A notice in words already said for this reader (an API error worded by the upstream client). */
export type SaidToast = ToastBase & { said: string };
export type Toast = KeyedToast | SaidToast;

/** A sentence of the portal's own (a refusal, a limit) by its key and values: said in the reader's language where it shows. */
export type Notice = { key: MessageKey; values?: Record<string, string | number> };

/** A keyed notice as a sentence (contract/core.ts `Said`): its key and its values, a count as its digits. */
export const noticeSaid = (toast: KeyedToast): Said => ({
  text: toast.message,
  values: Object.fromEntries(Object.entries(toast.values ?? {}).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])),
});

/** A notice of words already in the reader's language (an API error's words, `errorMessage`). */
export const saidToast = (type: ToastType, said: string): SaidToast => ({ type, said });

export const TOAST_MAX_CHARS = 300;
