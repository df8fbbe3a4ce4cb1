/**
 * Where the enhancement script is (ADR 0020): scripts/build-enhance.mjs writes
 * public/enhance/manifest.json with its content-hashed path. Read once per process; `null`
 * when the script was not built (pages then work as plain HTML).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let src: string | null | undefined;

/** The script's URL path ('/enhance/enhance-<hash>.js'), or null. */
export function enhanceScriptSrc(): string | null {
  if (src === undefined) {
    try {
      const manifest = JSON.parse(readFileSync(join(process.cwd(), 'public', 'enhance', 'manifest.json'), 'utf8')) as { src?: unknown };
      src = typeof manifest.src === 'string' && /^\/enhance\/enhance-[0-9a-f]+\.js$/.test(manifest.src) ? manifest.src : null;
    } catch {
      src = null;
    }
  }
  return src;
}
