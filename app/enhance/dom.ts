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

/**
 * Does this browser have what the enhancements need (issue 33 §4; GOV.UK's `isSupported`, "cut the
 * mustard")? Without it nothing is installed and the page stays the working page without script.
 */
export function isSupported(win: Window & typeof globalThis = window): boolean {
  // A browser with CSS.escape and Element.closest has querySelector, addEventListener and classList too.
  const doc = win.document;
  return Boolean(doc && win.CSS && typeof win.CSS.escape === 'function' && 'closest' in doc.documentElement);
}

/**
 * Run `init` on each element of `root` matching `selector`, each alone (issue 45 §2): a bad
 * element (its init throws) is logged and never stops its siblings.
 * @returns how many elements' init threw
 */
export function eachElement<T extends Element = HTMLElement>(root: ParentNode, selector: string, init: (el: T) => void): number {
  let failed = 0;
  for (const el of all<T>(root, selector)) {
    try {
      init(el);
    } catch (error) {
      failed += 1;
      console.error(selector, error);
    }
  }
  return failed;
}

/**
 * Install each enhancement alone (issue 33 §4): one that throws is logged and the others still
 * run. `installers` are named, so the log says which failed.
 * @returns the names of the installers that threw
 */
export function installEach(doc: Document, installers: Record<string, (doc: Document) => void>): string[] {
  const failed: string[] = [];
  for (const [name, install] of Object.entries(installers)) {
    try {
      install(doc);
    } catch (error) {
      failed.push(name);
      console.error(name, error); // the page works without it
    }
  }
  return failed;
}

let ran = 0;

/**
 * Run one behaviour's module (issue 52 §4): each is its own file, sent only to a page whose markup
 * has its hook (app/lib/behaviours.ts), and calls this once. After a browser that cuts the mustard
 * has installed it (`install(document)`, alone: a throw is logged), and once every behaviour module
 * the page was sent (`script[data-vp-behaviour]`) has run, marks `<html data-vp-enhanced>`: the
 * load watch (root.tsx) shows its "reload" banner if that never happens. Module scripts run in
 * document order, and this counter lives in the modules' one shared chunk.
 */
export function runBehaviour(name: string, install: (doc: Document) => void): void {
  if (isSupported()) installEach(document, { [name]: install });
  ran += 1;
  if (ran >= document.querySelectorAll('script[data-vp-behaviour]').length) document.documentElement.setAttribute('data-vp-enhanced', '');
}
