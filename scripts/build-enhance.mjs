// Builds the pages' one script (app/enhance/index.ts; ADR 0020) into
// public/enhance/enhance-<hash>.js, named by its content so it can be cached for a year, and
// writes public/enhance/manifest.json ({ "src": "/enhance/enhance-<hash>.js", "liveTrip": code })
// for the server: the live trip view's script (app/enhance/live-trip-entry.ts) is inlined in its
// page, so it comes with the HTML.
// Older builds are removed. Prints the script's size, raw and gzip.
import { build, stop } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const out = 'public/enhance';
const bundle = async (entry) =>
  (await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2019', write: false, legalComments: 'none', logLevel: 'warning' })).outputFiles[0].contents;
const code = await bundle('app/enhance/index.ts');
const liveTrip = Buffer.from(await bundle('app/enhance/live-trip-entry.ts')).toString('utf8');
// Inlined in HTML: it must not be able to close its own <script> element.
if (/<\/script|<!--/i.test(liveTrip)) throw new Error('the live trip script contains </script or <!--: it cannot be inlined');
const name = `enhance-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
mkdirSync(out, { recursive: true });
for (const old of readdirSync(out)) rmSync(`${out}/${old}`);
writeFileSync(`${out}/${name}`, code);
writeFileSync(`${out}/manifest.json`, JSON.stringify({ src: `/enhance/${name}`, liveTrip }));
console.log(`${out}/${name}: ${code.length} bytes, ${gzipSync(code, { level: 9 }).length} gzip; live trip (inline): ${liveTrip.length} bytes, ${gzipSync(liveTrip, { level: 9 }).length} gzip`);
// End esbuild's service before exit (a service left to die with the process once deadlocked on this machine).
await stop();
