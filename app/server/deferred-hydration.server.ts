/**
 * The server half of deferred hydration (see deferred-hydration.ts): rewrites a rendered
 * document so Remix's module preloads and route modules script wait for DEFERRED_ENTRY.
 * `deferScripts(html)` → the same document with `<link rel="modulepreload">`, the Remix context
 * script (`window.__remixContext = …`) and the one `<script type="module">` held; anything
 * else is unchanged. A document without them (an
 * error before Remix's scripts rendered) comes back as it was.
 */
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '~/lib/deferred-hydration';

export function deferScripts(html: string): string {
  return html
    .replace(/<link rel="modulepreload"/g, `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(/(<script\b[^>]*?)>(window\.__remixContext = )/, `$1 type="${HELD_SCRIPT_TYPE}">$2`)
    .replace(/(<script\b[^>]*?) type="module"/, `$1 type="${HELD_MODULE_TYPE}"`);
}
