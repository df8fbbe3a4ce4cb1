// The kit for native reviewers (issue 51 §7): one CSV per language in docs/i18n/review/, every
// word a person reads — the pages, the notices, the PDFs and CSVs, the SMS, WhatsApp and e-mail —
// with its key, the English, the translation, its namespace, where it shows, its budget and an
// empty column for the reviewer's verdict. `npm run i18n:kit` writes them again from the catalogues.
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify/sync';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogues = join(root, 'app/i18n/catalogues');
const out = join(root, 'docs/i18n/review');
const walk = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

/** Every leaf of a catalogue: [key, text] with nested keys joined by dots. */
const leaves = (tree, prefix = '') => Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]]));

// Where a sentence shows: the source files that say it (its literal), as route or module names.
const sources = walk(join(root, 'app'))
  .concat(walk(join(root, 'contract')))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/i18n/'))
  .map((f) => ({ file: relative(root, f), text: readFileSync(f, 'utf8') }));
const base = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');
function whereOf(namespace, key) {
  if (namespace === 'notify')
    return key.startsWith('sms.') ? 'SMS to a person' : key.startsWith('email.') ? 'e-mail to a person' : key.startsWith('subject.') ? 'a message’s subject' : 'SMS and e-mail';
  if (namespace === 'titles') return `page title (route ${key})`;
  const literal = base(key).split('.').pop();
  const files = sources.filter((s) => s.text.includes(`'${base(key)}'`) || s.text.includes(`"${base(key)}"`) || (namespace !== 'messages' && s.text.includes(`'${literal}'`)));
  return files
    .map((f) => f.file.replace(/^app\/routes\//, 'route ').replace(/\.tsx?$/, ''))
    .slice(0, 4)
    .join('; ');
}
function budgetOf(namespace, key) {
  if (namespace === 'titles') return 'a title at 360 px: wraps, best under 24 characters';
  if (namespace === 'notify' && key.startsWith('sms.')) return 'one SMS: 160 plain letters, or 70 with special letters, link included';
  if (namespace === 'notify' && key.startsWith('subject.')) return 'a subject: under 40 characters';
  if (namespace === 'lists' && /column|_title/.test(key)) return 'a column title';
  return '';
}

mkdirSync(out, { recursive: true });
const languages = readdirSync(catalogues).filter((l) => l !== 'en-NG');
const english = Object.fromEntries(readdirSync(join(catalogues, 'en-NG')).map((f) => [f.slice(0, -5), Object.fromEntries(leaves(JSON.parse(readFileSync(join(catalogues, 'en-NG', f), 'utf8'))))]));
for (const language of languages) {
  const rows = [['key', 'english', 'translation', 'namespace', 'where it shows', 'budget', 'verdict (ok, or your better words)']];
  for (const file of readdirSync(join(catalogues, language)).sort()) {
    const namespace = file.slice(0, -5);
    for (const [key, text] of leaves(JSON.parse(readFileSync(join(catalogues, language, file), 'utf8')))) {
      const en = english[namespace]?.[key] ?? english[namespace]?.[key.replace(/_(zero|one|two|few|many)$/, '_other')] ?? '';
      rows.push([key, en, text, namespace, whereOf(namespace, key), budgetOf(namespace, key), '']);
    }
  }
  writeFileSync(join(out, `${language}.csv`), stringify(rows));
  console.log(`docs/i18n/review/${language}.csv: ${rows.length - 1} sentences`);
}
