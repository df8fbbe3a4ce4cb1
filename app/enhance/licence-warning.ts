/**
 * The licence-class warning (issue 23; ADR 0020): its own module, loaded only on a page with a
 * `data-vp-licence-warning` (issue 52 §4).
 */
import { eachElement } from '~/enhance/dom';

/**
 * The licence-class warning (`[data-vp-licence-warning="E"]`: the classes that may carry passengers for
 * hire, from the server's one table, so the table never travels in the script) follows the class
 * chosen in its form.
 */
export function installLicenceWarning(doc: Document): void {
  eachElement(doc, '[data-vp-licence-warning]', (warning) => {
    const select = warning.closest('form')?.querySelector<HTMLSelectElement>('select[name="licence_class"]');
    const named = warning.querySelector('[data-vp-class]');
    const forHire = (warning.dataset.vpLicenceWarning || 'E').split(',');
    select?.addEventListener('change', () => {
      warning.hidden = !select.value || forHire.includes(select.value.toUpperCase());
      if (named) named.textContent = select.value;
    });
  });
}
