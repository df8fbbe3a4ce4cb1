/**
 * Show/Hide on a password field (issue 33 §4; ADR 0020): its own module, loaded only on a page
 * with a `data-vp-reveal` button (issue 52 §4).
 */
import { eachElement } from '~/enhance/dom';

/**
 * Show/Hide on a password field, hidden again on submit and on `pageshow`:
 * `<button data-vp-reveal="Show|Hide|said when shown|said when hidden" hidden aria-controls=input>Show<span> password</span></button>`
 * (the words in the reader's language, from the page: issue 44 §2).
 */
export function installReveal(doc: Document): void {
  eachElement<HTMLButtonElement>(doc, 'button[data-vp-reveal]', (button) => {
    const input = doc.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLInputElement | null;
    if (!input) return;
    button.hidden = false;
    const status = doc.querySelector<HTMLElement>(`[data-vp-reveal-status="${CSS.escape(input.id)}"]`);
    const [showWord, hideWord, shownSaid, hiddenSaid] = (button.getAttribute('data-vp-reveal') ?? '').split('|');
    const show = (visible: boolean, said: boolean) => {
      input.type = visible ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(visible));
      if (button.firstChild) button.firstChild.nodeValue = (visible ? hideWord : showWord) ?? '';
      // Said aloud (issue 33 §3): what the press did.
      if (status && said) status.textContent = (visible ? shownSaid : hiddenSaid) ?? '';
    };
    button.addEventListener('click', () => show(input.type === 'password', true));
    // Hidden again when its form is sent and when the page comes back (issue 45 §3, GOV.UK's
    // password input): never left shown on a shared phone, nor remembered as plain text.
    input.form?.addEventListener('submit', () => show(false, false));
    window.addEventListener('pageshow', () => show(false, false));
  });
}
