/**
 * The phone field's country (issue 23; ADR 0020): its own module, loaded only on a page with a
 * `data-vp-phone-prefix` select or a `data-vp-filter-for` search box (issue 52 §4).
 */
import { eachElement } from '~/enhance/dom';

/** An option's text is '🇳🇬 Nigeria (+234)': its flag, name and dial code. */
export function parseCountryOption(text: string): { flag: string; name: string; dialCode: string } | null {
  const m = /^(\S+)\s(.+)\s\((\+\d+)\)$/u.exec(text.trim());
  return m ? { flag: m[1], name: m[2], dialCode: m[3] } : null;
}

/** Does a country named `name` (or the chosen one) stay listed when searching for `query`? */
export const countryMatches = (name: string, query: string) => name.toLowerCase().includes(query.trim().toLowerCase());

/**
 * The phone field's prefix follows the chosen country (`select[data-vp-phone-prefix=prefixId]`),
 * and its search box (`input[data-vp-filter-for=selectId]`, hidden until now) narrows the list.
 */
export function installPhone(doc: Document): void {
  eachElement<HTMLSelectElement>(doc, 'select[data-vp-phone-prefix]', (select) => {
    const prefix = doc.getElementById(select.dataset.vpPhonePrefix!);
    const summary = select.closest('details')?.querySelector('summary');
    // The summary's words in the reader's language, from the page: 'Not a Nigerian number?|Country: '.
    const [homeWords, countryWords] = (summary?.dataset.vpWords ?? '').split('|');
    select.addEventListener('change', () => {
      const chosen = parseCountryOption(select.selectedOptions[0]?.text ?? '');
      if (!chosen || !prefix) return;
      prefix.firstElementChild!.textContent = `${chosen.flag} `;
      prefix.lastChild!.nodeValue = chosen.dialCode;
      if (summary) summary.textContent = select.value === select.dataset.vpHome ? (homeWords ?? '') : `${countryWords ?? ''}${chosen.name}`;
    });
  });
  eachElement<HTMLInputElement>(doc, 'input[data-vp-filter-for]', (input) => {
    const select = doc.getElementById(input.dataset.vpFilterFor!) as HTMLSelectElement | null;
    if (!select) return;
    input.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
    input.addEventListener('input', () => {
      for (const option of Array.from(select.options)) option.hidden = !option.selected && !countryMatches(parseCountryOption(option.text)?.name ?? option.text, input.value);
    });
  });
}
