/**
 * The server half of deferred hydration (see deferred-hydration.ts; ADR 0014): rewrites a
 * rendered document so Remix's module preloads, its context script and its route modules script
 * wait for DEFERRED_ENTRY. It depends on the markup of Remix 2.17's `<Scripts>`, so it checks
 * what it matched before it changes anything:
 * - a document with none of Remix's scripts (an error page rendered before them) is returned
 *   as it was;
 * - a document with exactly one context script (`window.__remixContext = …`) and exactly one
 *   module script is rewritten;
 * - anything else (a Remix upgrade, single fetch or `defer()` adding inline scripts that would
 *   run before the held context exists) is returned unchanged and reported through `onMismatch`:
 *   the page then hydrates as Remix wrote it, never half-held.
 */
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '~/lib/deferred-hydration';

const CONTEXT = /(<script\b[^>]*?)>(window\.__remixContext = )/g;
const MODULE = /(<script\b[^>]*?) type="module"/g;

/**
 * `html` with Remix's scripts held until after the load event, or unchanged (see the module
 * comment). `onMismatch(reason)` is called when Remix's markup is not what the rewrite expects.
 */
export function deferScripts(html: string, onMismatch: (reason: string) => void = () => undefined): string {
  const contexts = html.match(CONTEXT)?.length ?? 0;
  const modules = html.match(MODULE)?.length ?? 0;
  const remixMentions = html.match(/__remixContext/g)?.length ?? 0;
  if (contexts === 0 && modules === 0) return html;
  if (contexts !== 1 || modules !== 1 || remixMentions !== 1) {
    onMismatch(`expected one Remix context script and one module script, found ${contexts} and ${modules} (${remixMentions} mentions of __remixContext)`);
    return html;
  }
  return html
    .replace(/<link rel="modulepreload"/g, `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(CONTEXT, `$1 type="${HELD_SCRIPT_TYPE}">$2`)
    .replace(MODULE, `$1 type="${HELD_MODULE_TYPE}"`);
}
