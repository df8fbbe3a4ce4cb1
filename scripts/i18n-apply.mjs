// Bring a reviewed kit back into the catalogues (issue 69 §5): `npm run i18n:apply -- <file.csv>`
// reads a kit (docs/i18n/review/<language>.csv, filled by a reviewer), takes each row whose status
// is "change" (or that has a suggestion) and writes its suggestion into the language's catalogue,
// prints each change (key: old → new), regenerates the kit and runs the words' tests. Nothing
// else changes: a row whose key or English no longer matches is reported and skipped.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { CATALOGUES_DIR, KIT_HEADER } from './review-kit.mjs';

/** Where a kit's key lives in a namespace's tree: the key itself at the top (sentence keys hold dots), else its dotted path. */
function locate(tree, key) {
  if (typeof tree[key] === 'string') return { parent: tree, leaf: key };
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    if (!node || typeof node[part] !== 'object') return null;
    node = node[part];
  }
  const leaf = parts[parts.length - 1];
  return node && typeof node[leaf] === 'string' ? { parent: node, leaf } : null;
}

/**
 * Apply a reviewed kit's rows to the catalogues (pure: the trees are copied).
 * @param trees `{ namespace: tree }` of the language; `english` the same for English
 * @param rows the kit's rows as objects keyed by KIT_HEADER
 * @returns the new trees, the changes made and the rows skipped (with why)
 */
export function applyReview(trees, english, rows) {
  const next = structuredClone(trees);
  const changes = [];
  const skipped = [];
  for (const row of rows) {
    const status = (row[KIT_HEADER[8]] ?? '').trim().toLowerCase();
    const suggestion = (row[KIT_HEADER[9]] ?? '').trim();
    if (!suggestion || status === 'ok') continue;
    const { key, namespace } = row;
    const place = next[namespace] && locate(next[namespace], key);
    const en = english[namespace] && locate(english[namespace], key.replace(/_(zero|one|two|few|many)$/, '_other'));
    if (!place) {
      skipped.push({ key, namespace, why: 'no such key' });
      continue;
    }
    if (en && en.parent[en.leaf] !== row.english) {
      skipped.push({ key, namespace, why: 'the English has changed since the kit was made' });
      continue;
    }
    const placeholders = (text) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    if (placeholders(suggestion) !== placeholders(place.parent[place.leaf])) {
      skipped.push({ key, namespace, why: `the suggestion must keep the placeholders {{${placeholders(place.parent[place.leaf])}}}` });
      continue;
    }
    if (place.parent[place.leaf] === suggestion) continue;
    changes.push({ namespace, key, from: place.parent[place.leaf], to: suggestion });
    place.parent[place.leaf] = suggestion;
  }
  return { trees: next, changes, skipped };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run i18n:apply -- docs/i18n/review/<language>.csv');
    process.exit(2);
  }
  const language = basename(file, '.csv');
  const read = (lang) => {
    const dir = join(CATALOGUES_DIR, lang);
    return Object.fromEntries(
      readdirSync(dir)
        .map((f) => f.slice(0, -5))
        .map((ns) => [ns, JSON.parse(readFileSync(join(dir, `${ns}.json`), 'utf8'))]),
    );
  };
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true });
  const { trees, changes, skipped } = applyReview(read(language), read('en-NG'), rows);
  for (const c of changes) console.log(`${c.namespace}:${c.key}\n  − ${c.from}\n  + ${c.to}`);
  for (const s of skipped) console.log(`skipped ${s.namespace}:${s.key}: ${s.why}`);
  for (const ns of new Set(changes.map((c) => c.namespace))) writeFileSync(join(CATALOGUES_DIR, language, `${ns}.json`), JSON.stringify(trees[ns], null, 2) + '\n');
  console.log(`${changes.length} sentences changed, ${skipped.length} skipped.`);
  if (changes.length) {
    execFileSync(process.execPath, [fileURLToPath(new URL('review-kit.mjs', import.meta.url))], { stdio: 'inherit' });
    execFileSync('npx', ['vitest', 'run', 'tests/integration/catalogue-consistency.test.ts', 'tests/integration/review-kit.test.ts', 'app/server/i18n.server.test.ts'], { stdio: 'inherit' });
  }
}
