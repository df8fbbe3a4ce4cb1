/**
 * Where the enhancement script is (ADR 0020): scripts/build-enhance.mjs writes
 * public/enhance/manifest.json with its content-hashed path. Read once per process; `null`
 * when the script was not built (pages then work as plain HTML).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Manifest = { src: string | null; liveTrip: string | null };
let manifest: Manifest | undefined;

function read(): Manifest {
  if (!manifest) {
    try {
      const m = JSON.parse(readFileSync(join(process.cwd(), 'public', 'enhance', 'manifest.json'), 'utf8')) as { src?: unknown; liveTrip?: unknown };
      manifest = {
        src: typeof m.src === 'string' && /^\/enhance\/enhance-[0-9a-f]+\.js$/.test(m.src) ? m.src : null,
        liveTrip: typeof m.liveTrip === 'string' ? m.liveTrip : null,
      };
    } catch {
      manifest = { src: null, liveTrip: null };
    }
  }
  return manifest;
}

/** The script's URL path ('/enhance/enhance-<hash>.js'), or null. */
export const enhanceScriptSrc = () => read().src;

/** The live trip view's script, to inline in an active trip's page (about 1 KB gzip), or null. */
export const liveTripScript = () => read().liveTrip;
