/**
 * The page's notice (spec section 8; issue 33 §3, GOV.UK's notification banner as the model):
 * rendered by the server from the flash cookie at the top of the page, in the flow — never over
 * the header — so it shows without JavaScript and stays until the next page. With the page's
 * script it takes focus once (so a screen reader announces it) and can be dismissed; it is never
 * removed on a timer while someone may still be reading. A check in the browser can show one from
 * the `<template data-vp-toast>` rendered here (app/enhance/toast.ts).
 */
import { noticeSaid, saidToast, type Toast } from '~/lib/toast';
import * as css from '~/components/Toaster.css';
import { useMessageWords } from '~/components/form/Field';
import { useSaid } from '~/components/useWords';

/** A notice as the page renders it: a catalogue key with values, or words already said (the script's template: none yet). */
export type ToastView = Toast;

/**
 * A notice's words in the reader's language (issue 51 §2): its key said with its values as a
 * sentence of the API's is (`saySaid`): a value that is a sentence said first, a document's name
 * as the catalogue names it, a count choosing the plural.
 */
export function useToastWords(): (toast: ToastView) => string {
  const said = useSaid();
  return (toast) => ('said' in toast ? toast.said : said(noticeSaid(toast)));
}

/** `blank`: the template's card, without the `data-vp-notice` hook (only a shown notice asks for the notices' script, app/lib/behaviours.ts). */
function ToastCard({ toast, blank = false }: { toast: ToastView; blank?: boolean }) {
  // A known sentence (a refused sign-in, a check's message) in the reader's language (issue 44 §2).
  const say = useMessageWords();
  const words = useToastWords();
  return (
    <div className={css.toast[toast.type]} role="alert" tabIndex={-1} data-testid="toast" data-vp-notice={blank ? undefined : true} data-vp-type={toast.type}>
      <p className={css.body}>
        {toast.title ? <strong className={css.title}>{toast.title}</strong> : null}
        <span data-vp-message>{words(toast)}</span>
      </p>
      {/* Shown by the script: without it, a button that does nothing would only mislead. */}
      <button type="button" className={css.close} aria-label={say('Dismiss this message')} data-vp-dismiss hidden>
        ×
      </button>
    </div>
  );
}

/** `template`: also render an empty error notice for the page's script to fill. */
export function Toaster({ toast, template = false }: { toast: ToastView | null; template?: boolean }) {
  if (!toast && !template) return null;
  return (
    <div className={css.region} data-print="hide" data-vp-notices>
      {toast ? <ToastCard toast={toast} /> : null}
      {template ? (
        <template data-vp-toast>
          <ToastCard toast={saidToast('error', '')} blank />
        </template>
      ) : null}
    </div>
  );
}
