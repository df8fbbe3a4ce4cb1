/**
 * Address suggestions (spec section 5; ADR 0020): on `input[data-vp-suggest=listId]`, after at
 * least ADDRESS_SUGGEST_MIN_CHARS characters and ADDRESS_SUGGEST_DEBOUNCE_MS ms without typing,
 * suggestions come from /resources/address-suggestions and are offered in the listbox the
 * server rendered (hidden), following the ARIA combobox pattern (arrows, Enter, Escape).
 * Without JavaScript the input is a plain text field.
 */
import { ADDRESS_SUGGEST_DEBOUNCE_MS, ADDRESS_SUGGEST_MIN_CHARS } from '~/domain/constants';
import { eachElement } from '~/enhance/dom';

type Suggestion = { id: number; description: string };

function install(input: HTMLInputElement, list: HTMLElement, status: HTMLElement | null): void {
  let timer: number | undefined;
  let items: Suggestion[] = [];
  let active = -1;
  let asked = '';
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  input.autocomplete = 'off';

  const render = (open: boolean) => {
    const expanded = open && items.length > 0;
    list.replaceChildren(
      ...items.map((s, i) => {
        const li = document.createElement('li');
        li.id = `${list.id}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', String(i === active));
        li.className = list.dataset.vpOptionClass ?? '';
        li.textContent = s.description;
        li.addEventListener('mousedown', (e) => {
          e.preventDefault();
          choose(i);
        });
        return li;
      }),
    );
    list.hidden = !expanded;
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const choose = (i: number) => {
    input.value = items[i].description;
    items = [];
    active = -1;
    render(false);
  };
  const load = async (q: string) => {
    asked = q;
    try {
      const res = await fetch(`/resources/address-suggestions?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' } });
      const data = (await res.json()) as { suggestions: Suggestion[]; unavailable?: boolean };
      if (asked !== q) return;
      items = data.suggestions;
      if (status) status.hidden = !data.unavailable;
    } catch {
      items = [];
      if (status) status.hidden = false;
    }
    active = -1;
    render(document.activeElement === input);
  };
  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    const q = input.value.trim();
    active = -1;
    if (q.length < ADDRESS_SUGGEST_MIN_CHARS) {
      items = [];
      asked = '';
      if (status) status.hidden = true;
      render(false);
      return;
    }
    timer = window.setTimeout(() => void load(q), ADDRESS_SUGGEST_DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      active = (active + 1) % items.length;
      render(true);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      active = active <= 0 ? items.length - 1 : active - 1;
      render(true);
    } else if (e.key === 'Enter' && !list.hidden && active >= 0) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape') {
      active = -1;
      render(false);
    }
  });
  input.addEventListener('blur', () => window.setTimeout(() => render(false), 150));
}

/** Offer suggestions on every `input[data-vp-suggest]` of `doc`. */
export function installAddressSuggestions(doc: Document): void {
  eachElement<HTMLInputElement>(doc, 'input[data-vp-suggest]', (input) => {
    const list = doc.getElementById(input.dataset.vpSuggest!);
    if (list) install(input, list, doc.getElementById(`${input.dataset.vpSuggest}-status`));
  });
}
