// Builds the pages' behaviours (app/lib/behaviours.ts; ADRs 0020, 0048): each its own ES module,
// public/enhance/<file>-<hash>.js, with the code they share in chunks (shared-<hash>.js), every
// name from its content so it can be cached for a year. Writes public/enhance/manifest.json for
// the server: { behaviours: { <file>: { src, imports } }, liveTrip }, where `imports` are the
// chunks a behaviour's module imports (the page preloads them: one round trip, not two) and
// `liveTrip` is the live trip view's script (app/enhance/live-trip-entry.ts), inlined in its page
// so it comes with the HTML. The photo tool (photo-<hash>.js) is fetched on the first photo.
// Older builds are removed. Prints each file's size, raw and gzip.
//
// Then the service worker (app/sw/sw.ts; issue 35, ADR 0028) into public/sw/sw.js, with its
// precache list: the CSS bundle, the behaviours and their chunks, the manifest and the offline
// page in each language, each with its revision (the file's hash; the offline page's is the
// build's). Not the icons: 16.5 KB of PNG a browser fetches itself when the portal is added to the
// home screen, which the install paid for over the partner's link on their second page (ADR 0050).
import { build, stop } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const out = 'public/enhance';
const gzip = (code) => gzipSync(code, { level: 9 }).length;
const bundle = async (entry, define) =>
  (await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2019', write: false, legalComments: 'none', logLevel: 'warning', define })).outputFiles[0].contents;
// The table of behaviours, read from its TypeScript (one place for the build and the server).
const table = (await build({ entryPoints: ['app/lib/behaviours.ts'], bundle: true, format: 'esm', write: false, logLevel: 'warning' })).outputFiles[0].text;
const { BEHAVIOURS, ON_USE } = await import(`data:text/javascript;base64,${Buffer.from(table).toString('base64')}`);
// The photo tool first: the chosen-file module fetches it by its name the first time a photo is chosen.
const photo = await bundle('app/enhance/photo-entry.ts');
const photoName = `photo-${createHash('sha256').update(photo).digest('hex').slice(0, 10)}.js`;
// One entry per behaviour, written here: it runs the behaviour's installer through runBehaviour.
const entries = {
  name: 'behaviours',
  setup(b) {
    b.onResolve({ filter: /^behaviour:/ }, (args) => ({ path: args.path.slice('behaviour:'.length), namespace: 'behaviour' }));
    b.onLoad({ filter: /.*/, namespace: 'behaviour' }, (args) => {
      const { file, install } = [...BEHAVIOURS, ON_USE].find((x) => x.file === args.path);
      return {
        contents: `import { ${install} } from '~/enhance/${file}';\nimport { runBehaviour } from '~/enhance/dom';\nrunBehaviour('${file}', ${install});\n`,
        resolveDir: resolve('app'),
        loader: 'ts',
      };
    });
  },
};
const modules = await build({
  entryPoints: [...BEHAVIOURS, ON_USE].map((x) => ({ in: `behaviour:${x.file}`, out: x.file })),
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  outdir: out,
  entryNames: '[name]-[hash]',
  chunkNames: 'shared-[hash]',
  write: false,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [entries],
  define: { __PHOTO_SRC__: JSON.stringify(`/enhance/${photoName}`) },
});
const liveTrip = Buffer.from(await bundle('app/enhance/live-trip-entry.ts')).toString('utf8');
// Inlined in HTML: it must not be able to close its own <script> element.
if (/<\/script|<!--/i.test(liveTrip)) throw new Error('the live trip script contains </script or <!--: it cannot be inlined');
mkdirSync(out, { recursive: true });
for (const old of readdirSync(out)) rmSync(`${out}/${old}`);
const url = (path) => `/enhance/${basename(path)}`;
const behaviours = {};
for (const [path, output] of Object.entries(modules.metafile.outputs)) {
  const file = output.entryPoint?.slice('behaviour:'.length);
  if (file) behaviours[file] = { src: url(path), imports: output.imports.filter((i) => !i.external).map((i) => url(i.path)) };
}
for (const file of modules.outputFiles) {
  writeFileSync(file.path, file.contents);
  console.log(`${out}/${basename(file.path)}: ${file.contents.length} bytes, ${gzip(file.contents)} gzip`);
}
writeFileSync(`${out}/${photoName}`, photo);
writeFileSync(`${out}/manifest.json`, JSON.stringify({ behaviours, liveTrip }));
console.log(`live trip (inline): ${liveTrip.length} bytes, ${gzip(liveTrip)} gzip; photo tool (on demand): ${gzip(photo)} gzip`);
const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);
const filesIn = (dir, test) => (existsSync(dir) ? readdirSync(dir).filter(test) : []);
// The CSS bundle and the Remix manifest are named by their content (none before `remix build`, as in `npm run dev`).
const css = filesIn('public/build', (f) => f.endsWith('.css')).map((f) => ({ url: `/build/${f}`, revision: null }));
const scripts = modules.outputFiles.map((f) => url(f.path));
const buildId = hash(filesIn('public/build', (f) => /^manifest-.*\.js$/.test(f)).join() + scripts.join());
const precache = [
  ...css,
  ...scripts.map((script) => ({ url: script, revision: null })),
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
