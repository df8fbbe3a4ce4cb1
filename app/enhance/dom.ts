/**
 * Small DOM helpers shared by the page enhancements (ADR 0020). Browser only.
 */

/** Add (`on`) or remove `id` from `el`'s `aria-describedby` tokens; the attribute goes when empty. */
export function describedBy(el: Element, id: string, on: boolean): void {
  const tokens = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t && t !== id);
  if (on) tokens.push(id);
  if (tokens.length) el.setAttribute('aria-describedby', tokens.join(' '));
  else el.removeAttribute('aria-describedby');
}

/** Every element of `root` matching `selector`, as an array. */
export function all<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return Array.from(root.querySelectorAll<T>(selector));
}

/** Parse the JSON of a data attribute; `null` when it is missing or not JSON. */
export function readJson<T>(value: string | undefined | null): T | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}
