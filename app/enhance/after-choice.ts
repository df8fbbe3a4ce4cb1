/**
 * Proceed after a choice (issue 23; ADR 0020): its own module, loaded only on a page with a
 * `data-vp-after-choice` button (issue 52 §4).
 */
import { eachElement } from '~/enhance/dom';

/** A form's submit buttons (`[data-vp-after-choice]`) appear once one of its radios is chosen. */
export function installAfterChoice(doc: Document): void {
  eachElement(doc, '[data-vp-after-choice]', (button) => {
    const form = button.closest('form');
    if (!form || form.querySelector('input[type=radio]:checked')) return;
    button.hidden = true;
    form.addEventListener('change', () => (button.hidden = false));
  });
}
