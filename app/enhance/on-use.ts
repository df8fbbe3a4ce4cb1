/**
 * Behaviours loaded on first use (issue 52 §4; ADR 0048). A page's form behaviours (its checks,
 * the chosen file's line, the phone's country, the address suggestions, the licence warning) do
 * nothing until someone works in their form, so their modules are not fetched with the page:
 * this small module, sent instead (`<script data-vp-on-use="/enhance/a.js /enhance/b.js">`),
 * imports them at the first focus, tap, key, input, change or opened `<details>` inside a form
 * that carries one of their hooks. Until they have run, the `focusout`, `input` and `change`
 * events of the page are noted (the last of each kind per element) and sent again after they
 * are installed, so nothing done meanwhile is missed: a field left is checked, a chosen file is
 * named, a typed address is looked up. Without the modules (a dropped link) the form still
 * works as HTML, checked by the server.
 */
import { all } from '~/enhance/dom';

/** The events a behaviour listens for, sent again once the behaviours are installed. */
const REPLAYED = ['focusout', 'input', 'change'] as const;
/** The events that say someone is using a form. */
const USE = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'toggle'] as const;

/**
 * Watch `doc` for the first use of a form that needs the modules listed in the loader's
 * `data-vp-on-use` (space-separated URL paths), then import them and replay what was missed.
 * @param load how a module is imported (default `import()`; a test passes its own)
 */
export function installOnUse(doc: Document, load: (src: string) => Promise<unknown> = (src) => import(src)): void {
  const script = doc.querySelector<HTMLScriptElement>('script[data-vp-on-use]');
  const sources = (script?.dataset.vpOnUse ?? '').split(' ').filter((s) => s.startsWith('/enhance/'));
  // The hooks of those behaviours, as a selector list ('[data-vp-check],[data-vp-chosen]').
  const hooks = script?.dataset.vpHooks ?? '';
  if (!sources.length || !hooks) return;
  // Where use counts: each form with a hook (a hook outside a form is its own area).
  const areas = all(doc, hooks).map((el) => el.closest('form') ?? el);
  const missed: { target: EventTarget; type: string }[] = [];
  let state: 'waiting' | 'loading' | 'done' = 'waiting';
  const note = (event: Event) => {
    if (state === 'done' || !(event.target instanceof Element)) return;
    // The last of each kind per element: typing a word replays one input, not one per letter.
    const i = missed.findIndex((m) => m.target === event.target && m.type === event.type);
    if (i >= 0) missed.splice(i, 1);
    missed.push({ target: event.target, type: event.type });
  };
  const use = (event: Event) => {
    if (state !== 'waiting' || !(event.target instanceof Node) || !areas.some((a) => a.contains(event.target as Node))) return;
    state = 'loading';
    Promise.all(sources.map((src) => load(src)))
      .then(() => {
        state = 'done';
        for (const { target, type } of missed.splice(0)) target.dispatchEvent(type === 'focusout' ? new FocusEvent(type, { bubbles: true }) : new Event(type, { bubbles: true }));
      })
      // A dropped link: the next use tries again.
      .catch(() => (state = 'waiting'));
  };
  for (const type of REPLAYED) doc.addEventListener(type, note, true);
  for (const type of USE) doc.addEventListener(type, use, true);
}
