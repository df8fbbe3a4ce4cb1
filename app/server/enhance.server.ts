/**
 * Where the behaviours' modules are (ADRs 0020, 0048): scripts/build-enhance.mjs writes
 * public/enhance/manifest.json with each behaviour's content-hashed module and the shared chunks
 * it imports. Read once per process; without a build (pages then work as plain HTML) no page
 * gets a script.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEHAVIOURS, ON_USE, behavioursIn } from '~/lib/behaviours';

/** A behaviour's module (`/enhance/<file>-<hash>.js`) and the chunks it imports. */
type Module = { src: string; imports: string[] };
type Manifest = { behaviours: Record<string, Module>; liveTrip: string | null };
let manifest: Manifest | undefined;

const SCRIPT_PATH = /^\/enhance\/[\w-]+\.js$/;
const isModule = (m: unknown): m is Module => {
  const { src, imports } = (m ?? {}) as Partial<Module>;
  return typeof src === 'string' && SCRIPT_PATH.test(src) && Array.isArray(imports) && imports.every((i) => typeof i === 'string' && SCRIPT_PATH.test(i));
};

function read(): Manifest {
  if (!manifest) {
    try {
      const m = JSON.parse(readFileSync(join(process.cwd(), 'public', 'enhance', 'manifest.json'), 'utf8')) as { behaviours?: unknown; liveTrip?: unknown };
      const behaviours = Object.fromEntries(Object.entries((m.behaviours ?? {}) as Record<string, unknown>).filter((e): e is [string, Module] => isModule(e[1])));
      manifest = { behaviours, liveTrip: typeof m.liveTrip === 'string' ? m.liveTrip : null };
    } catch {
      manifest = { behaviours: {}, liveTrip: null };
    }
  }
  return manifest;
}

/** Were the behaviours built (so a page that asks for script can have it)? */
export const hasBehaviours = () => Object.keys(read().behaviours).length > 0;

/** The live trip view's script, to inline in an active trip's page (about 2 KB gzip), or null. */
export const liveTripScript = () => read().liveTrip;

/** The attribute of the load watch's script (root.tsx): only a page that carries it asked for behaviours. */
export const WATCH_MARK = 'data-vp-watch';

const WHEN = new Map(BEHAVIOURS.map((b) => [b.file, b]));

/**
 * The tags that load a page's behaviours, for `html` (issue 52 §4): a module script for each
 * behaviour whose hook the page carries and that changes the page at once (`when: 'load'`), and
 * for the others (`'use'`) the on-use loader, which names their modules and hooks and fetches
 * them at the first use of their form; before them, each chunk those scripts import, as a
 * module script too (fetched beside them, not after them; and never with JavaScript off). All with the page's CSP nonce.
 * @param html the rendered page
 * @param nonce the request's CSP nonce
 * @param modules the built modules by behaviour file, the loader's as `on-use` (default: the manifest's)
 * @returns the tags, '' when the page needs none
 */
export function behaviourTags(html: string, nonce: string, modules: Record<string, Module> = read().behaviours): string {
  const found = behavioursIn(html).filter((file) => modules[file]);
  const now = found.filter((file) => WHEN.get(file)?.when === 'load').map((file) => modules[file]);
  const later = found.filter((file) => WHEN.get(file)?.when === 'use');
  const loader = later.length ? modules[ON_USE.file] : undefined;
  const scripts = loader ? [...now, loader] : now;
  const chunks = [...new Set(scripts.flatMap((m) => m.imports))];
  const onUse = (m: Module) =>
    m === loader ? ` data-vp-on-use="${later.map((file) => modules[file].src).join(' ')}" data-vp-hooks="${later.flatMap((file) => WHEN.get(file)!.hooks.map((h) => `[${h}]`)).join(',')}"` : '';
  return [
    // A chunk as a module script of its own, not a `modulepreload` link: a browser fetches a preload
    // with JavaScript off too, and a module script only with it on (the import then finds it loaded).
    ...chunks.map((src) => `<script type="module" src="${src}" nonce="${nonce}"></script>`),
    ...scripts.map((m) => `<script type="module" src="${m.src}" nonce="${nonce}"${onUse(m)} data-vp-behaviour></script>`),
  ].join('');
}

/**
 * `html` with its behaviours' tags at the end of its `<body>`, when the page asked for script
 * (its load watch is there): found after the stylesheet, so on a slow link they never share its
 * bandwidth before the first paint (in the head they made /login's first paint 1.26× slower).
 * @param modules as for `behaviourTags` (default: the manifest's)
 * @returns the page, unchanged when it asked for none
 */
export function withBehaviours(html: string, nonce: string, modules: Record<string, Module> = read().behaviours): string {
  if (!html.includes(WATCH_MARK)) return html;
  const tags = behaviourTags(html, nonce, modules);
  const end = html.lastIndexOf('</body>');
  return tags && end >= 0 ? `${html.slice(0, end)}${tags}${html.slice(end)}` : html;
}
