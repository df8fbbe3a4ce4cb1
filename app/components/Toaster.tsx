import { useEffect, useState } from 'react';
import type { Toast } from '~/lib/toast';
import * as css from '~/components/Toaster.css';

export type ToastView = Toast;

const TOAST_EVENT = 'vp:toast';

/** Show a toast from the browser (e.g. a client-side validation), without a server round trip. */
export function showToast(toast: ToastView) {
  window.dispatchEvent(new CustomEvent<ToastView>(TOAST_EVENT, { detail: toast }));
}

/**
 * The top-right toast (spec section 8). Rendered by the server from the flash cookie, so it
 * shows without JavaScript; with JavaScript it can be dismissed and hides after 8 s.
 */
export function Toaster({ toast }: { toast: ToastView | null }) {
  const [shown, setShown] = useState(toast);
  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const timer = setTimeout(() => setShown(null), 8000);
    return () => clearTimeout(timer);
  }, [toast]);
  useEffect(() => {
    const onToast = (event: Event) => setShown((event as CustomEvent<ToastView>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return (
    <div className={css.region} role="status" aria-live="polite" data-print="hide">
      {shown ? (
        <div className={css.toast[shown.type]} data-testid="toast" data-type={shown.type}>
          <p className={css.body}>
            {shown.title ? <strong className={css.title}>{shown.title}</strong> : null}
            {shown.message}
          </p>
          <button type="button" className={css.close} aria-label="Dismiss" onClick={() => setShown(null)}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
