/**
 * A submit button marked `data-vp-block` is `aria-disabled` while its form is invalid (spec
 * section 5; issue 15), yet stays pressable, so a press says why (the form's checks, or the
 * server's answer before they have arrived). Its own small module, sent with the page (issue 52
 * §4): the button's state shows at once, while the checks come at the form's first use.
 */
import { all, eachElement } from '~/enhance/dom';

/** Here, not in lib/forms (its own module's bytes, not a chunk shared with the checks: issue 52 §4). Does any named, enabled control of `form` fail its native constraints? (Spec section 5: submit is disabled while invalid.) */
export function hasInvalidControl(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some(
    (el) => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && Boolean(el.name) && !el.disabled && el.willValidate && !el.validity.valid,
  );
}

/** Keep each `button[data-vp-block]` in step with its form's native validity. */
export function installSubmitBlock(doc: Document): void {
  eachElement<HTMLButtonElement>(doc, 'button[data-vp-block]', (button) => {
    const form = button.form;
    if (!form || form.hasAttribute('data-vp-blocking')) return;
    form.setAttribute('data-vp-blocking', '');
    const block = () => {
      const invalid = hasInvalidControl(form);
      for (const b of all(form, 'button[data-vp-block]')) {
        if (invalid) b.setAttribute('aria-disabled', 'true');
        else b.removeAttribute('aria-disabled');
      }
    };
    form.addEventListener('input', block);
    form.addEventListener('change', block);
    block();
  });
}
