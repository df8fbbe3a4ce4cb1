// Builds the pages' one script (app/enhance/index.ts; ADR 0020) into
// public/enhance/enhance-<hash>.js, named by its content so it can be cached for a year, and
// writes public/enhance/manifest.json ({ "src": "/enhance/enhance-<hash>.js", "liveTrip": code })
// for the server: the live trip view's script (app/enhance/live-trip-entry.ts) is inlined in its
// page, so it comes with the HTML.
// Older builds are removed. Prints the script's size, raw and gzip.
//
// Then the service worker (app/sw/sw.ts; issue 35, ADR 0028) into public/sw/sw.js, with its
// precache list: the CSS bundle, the enhancement script, the icons, the manifest and the offline
// page, each with its revision (the file's hash; the offline page's is the build's).
import { build, stop } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const out = 'public/enhance';
const bundle = async (entry, define) =>
  (await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2019', write: false, legalComments: 'none', logLevel: 'warning', define })).outputFiles[0].contents;
// The photo tool first: the page's script fetches it by its name the first time a photo is chosen.
const photo = await bundle('app/enhance/photo-entry.ts');
const photoName = `photo-${createHash('sha256').update(photo).digest('hex').slice(0, 10)}.js`;
const code = await bundle('app/enhance/index.ts', { __PHOTO_SRC__: JSON.stringify(`/enhance/${photoName}`) });
const liveTrip = Buffer.from(await bundle('app/enhance/live-trip-entry.ts')).toString('utf8');
// Inlined in HTML: it must not be able to close its own <script> element.
if (/<\/script|<!--/i.test(liveTrip)) throw new Error('the live trip script contains </script or <!--: it cannot be inlined');
const name = `enhance-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
mkdirSync(out, { recursive: true });
for (const old of readdirSync(out)) rmSync(`${out}/${old}`);
writeFileSync(`${out}/${name}`, code);
writeFileSync(`${out}/${photoName}`, photo);
writeFileSync(`${out}/manifest.json`, JSON.stringify({ src: `/enhance/${name}`, liveTrip }));
console.log(
  `${out}/${name}: ${code.length} bytes, ${gzipSync(code, { level: 9 }).length} gzip; live trip (inline): ${liveTrip.length} bytes, ${gzipSync(liveTrip, { level: 9 }).length} gzip; photo tool (on demand): ${gzipSync(photo, { level: 9 }).length} gzip`,
);
const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);
const filesIn = (dir, test) => (existsSync(dir) ? readdirSync(dir).filter(test) : []);
// The CSS bundle and the Remix manifest are named by their content (none before `remix build`, as in `npm run dev`).
const css = filesIn('public/build', (f) => f.endsWith('.css')).map((f) => ({ url: `/build/${f}`, revision: null }));
const buildId = hash(filesIn('public/build', (f) => /^manifest-.*\.js$/.test(f)).join() + name);
const precache = [
  ...css,
  { url: `/enhance/${name}`, revision: null },
  ...filesIn('public/icons', (f) => f.endsWith('.png')).map((f) => ({ url: `/icons/${f}`, revision: hash(readFileSync(`public/icons/${f}`)) })),
  ...['manifest.webmanifest', 'favicon.svg'].map((f) => ({ url: `/${f}`, revision: hash(readFileSync(`public/${f}`)) })),
  // The offline page once per language (issue 51 §3): the worker says its notes in the pages' language.
  ...['en-NG', 'pcm', 'ha', 'yo', 'ig'].map((lang) => ({ url: `/offline?lang=${lang}`, revision: buildId })),
];
const sw = await bundle('app/sw/sw.ts', { 'self.__WB_MANIFEST': JSON.stringify(precache), __VP_BUILD__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' });
mkdirSync('public/sw', { recursive: true });
writeFileSync('public/sw/sw.js', sw);
console.log(`public/sw/sw.js: ${sw.length} bytes, ${gzipSync(sw, { level: 9 }).length} gzip; precaches ${precache.length} files`);
// End esbuild's service before exit (a service left to die with the process once deadlocked on this machine).
await stop();
