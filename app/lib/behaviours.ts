/**
 * The pages' behaviours (issue 52 §4; ADR 0048): each is its own small module in app/enhance,
 * built apart by scripts/build-enhance.mjs, and sent only to a page whose markup carries one of
 * its hooks (`data-vp-*` attributes), so a page pays for what it uses. One table for the build
 * (which module, which installer) and the server (which hooks ask for it).
 */

/**
 * A behaviour: its module under app/enhance (`file`.ts), the installer it exports, its hooks, and
 * `when` it is fetched: with the page (`load`: it changes what the page shows at once), or at the
 * first use of its form (`use`: app/enhance/on-use.ts).
 */
export type Behaviour = { file: string; install: string; hooks: readonly string[]; when: 'load' | 'use' };

/** Every behaviour, in the order a page runs them (module scripts run in document order). */
export const BEHAVIOURS: readonly Behaviour[] = [
  { when: 'use', file: 'form-check', install: 'installFormChecks', hooks: ['data-vp-check', 'data-vp-error-summary'] },
  { when: 'load', file: 'submit-block', install: 'installSubmitBlock', hooks: ['data-vp-block'] },
  { when: 'load', file: 'reveal', install: 'installReveal', hooks: ['data-vp-reveal'] },
  { when: 'use', file: 'chosen-file', install: 'installChosenFile', hooks: ['data-vp-chosen'] },
  { when: 'use', file: 'phone', install: 'installPhone', hooks: ['data-vp-phone-prefix', 'data-vp-filter-for'] },
  { when: 'load', file: 'address', install: 'installAddressSuggestions', hooks: ['data-vp-suggest'] },
  { when: 'use', file: 'licence-warning', install: 'installLicenceWarning', hooks: ['data-vp-licence-warning'] },
  { when: 'load', file: 'after-choice', install: 'installAfterChoice', hooks: ['data-vp-after-choice'] },
  { when: 'load', file: 'otp', install: 'installOtp', hooks: ['data-vp-otp', 'data-vp-resend-at'] },
  { when: 'load', file: 'toast', install: 'installToasts', hooks: ['data-vp-notice'] },
];

/** The loader of the `use` behaviours (app/enhance/on-use.ts), built as one more module. */
export const ON_USE: Pick<Behaviour, 'file' | 'install'> = { file: 'on-use', install: 'installOnUse' };

const HOOK = new RegExp(`\\s(${BEHAVIOURS.flatMap((b) => b.hooks).join('|')})(?=[\\s=>/])`, 'g');

/**
 * The behaviours a document needs: those with a hook among its attributes.
 * @param html the rendered document (or any markup)
 * @returns their `file` names, in BEHAVIOURS' order
 */
export function behavioursIn(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(HOOK)) found.add(m[1]);
  return BEHAVIOURS.filter((b) => b.hooks.some((h) => found.has(h))).map((b) => b.file);
}
