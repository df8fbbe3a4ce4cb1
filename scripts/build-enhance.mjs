// Builds the pages' one script (app/enhance/index.ts; ADR 0020) into
// public/enhance/enhance-<hash>.js, named by its content so it can be cached for a year, and
// writes public/enhance/manifest.json ({ "src": "/enhance/enhance-<hash>.js" }) for the server.
// Older builds are removed. Prints the script's size, raw and gzip.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const out = 'public/enhance';
const result = await build({ entryPoints: ['app/enhance/index.ts'], bundle: true, minify: true, format: 'iife', target: 'es2019', write: false, legalComments: 'none', logLevel: 'warning' });
const code = result.outputFiles[0].contents;
const name = `enhance-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
mkdirSync(out, { recursive: true });
for (const old of readdirSync(out)) rmSync(`${out}/${old}`);
writeFileSync(`${out}/${name}`, code);
writeFileSync(`${out}/manifest.json`, JSON.stringify({ src: `/enhance/${name}` }));
console.log(`${out}/${name}: ${code.length} bytes, ${gzipSync(code, { level: 9 }).length} gzip`);
