/**
 * The top-right toast (spec section 8). Rendered by the server from the flash cookie, so it
 * shows without JavaScript; on a page with the enhancement script it can be dismissed, hides
 * after 8 s, and a check in the browser can show one from the `<template data-toast>` rendered
 * here (app/enhance/toast.ts).
 */
import type { Toast } from '~/lib/toast';
import * as css from '~/components/Toaster.css';

export type ToastView = Toast;

function ToastCard({ toast }: { toast: ToastView }) {
  return (
    <div className={css.toast[toast.type]} data-testid="toast" data-type={toast.type}>
      <p className={css.body}>
        {toast.title ? <strong className={css.title}>{toast.title}</strong> : null}
        <span data-message>{toast.message}</span>
      </p>
      <button type="button" className={css.close} aria-label="Dismiss" data-dismiss>
        ×
      </button>
    </div>
  );
}

/** `template`: also render an empty error toast for the page's script to fill. */
export function Toaster({ toast, template = false }: { toast: ToastView | null; template?: boolean }) {
  return (
    <div className={css.region} role="status" aria-live="polite" data-print="hide">
      {toast ? <ToastCard toast={toast} /> : null}
      {template ? (
        <template data-toast>
          <ToastCard toast={{ type: 'error', message: '' }} />
        </template>
      ) : null}
    </div>
  );
}
