// The kit for native reviewers (issues 51 §7, 69 §5): one CSV per language in docs/i18n/review/,
// every word a person reads — the pages, the notices, the PDFs and CSVs, the SMS, WhatsApp and
// e-mail — with its key, the English, the translation, its namespace, the glossary's terms it
// says, where it shows (routes), its budget and plural form, two columns for the reviewer (a
// status, ok / change, and a suggestion) and the screenshots of the pages that show it. `npm run i18n:kit` writes them again from the
// catalogues; tests/integration/review-kit.test.ts fails when a checked-in kit is stale, and
// `npm run i18n:apply -- <file.csv>` brings a reviewed file back (scripts/i18n-apply.mjs).
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify/sync';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CATALOGUES_DIR = join(root, 'app/i18n/catalogues');
export const KIT_DIR = join(root, 'docs/i18n/review');
export const KIT_HEADER = ['key', 'english', 'translation', 'namespace', 'glossary terms', 'where it shows', 'budget', 'plural form', 'status (ok or change)', 'suggestion', 'screenshot'];
/** The pages' screenshots, by language (`npm run i18n:shots`: tests/e2e/kit-shots.ts writes them). */
export const SCREENS_DIR = join(KIT_DIR, 'screens');

/** The screenshots of `language` that show a route the `where` column names: 'screens/ha/_app.dashboard.jpg; …'. */
function screenshotsOf(language, where) {
  let files;
  try {
    files = readdirSync(join(SCREENS_DIR, language));
  } catch {
    return '';
  }
  const routes = [...where.matchAll(/route ([^;]+)/g)].map((m) => m[1].trim());
  return routes.flatMap((route) => files.filter((f) => f === `${route}.jpg` || f.startsWith(`${route}-`)).map((f) => `screens/${language}/${f}`)).join('; ');
}
const walk = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

/** Every leaf of a catalogue: [key, text] with nested keys joined by dots. */
export const leaves = (tree, prefix = '') => Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]]));

// Every string literal of the app's and contract's sources → the files that hold it (read once).
let literals;
function literalIndex() {
  if (literals) return literals;
  literals = new Map();
  const files = walk(join(root, 'app'))
    .concat(walk(join(root, 'contract')))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/i18n/'))
    .sort();
  for (const f of files) {
    const file = relative(root, f);
    for (const m of readFileSync(f, 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      const text = (m[1] ?? m[2]).replace(/\\(.)/g, '$1');
      if (!literals.has(text)) literals.set(text, new Set());
      literals.get(text).add(file);
    }
  }
  return literals;
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key) => key.replace(PLURAL, '');
/** Where a sentence shows: the routes (or modules) whose source says it. */
function whereOf(namespace, key) {
  if (namespace === 'notify')
    return key.startsWith('sms.') ? 'SMS to a person' : key.startsWith('email.') ? 'e-mail to a person' : key.startsWith('subject.') ? 'a message’s subject' : 'SMS and e-mail';
  if (namespace === 'titles') return `page title (route ${key})`;
  // An id-like key ('status.active') is also said by its last part; a sentence only whole (its
  // last part after a full stop would be '', which every file has).
  const literal = /\s/.test(key) ? '' : base(key).split('.').pop();
  const index = literalIndex();
  const files = new Set([...(index.get(base(key)) ?? []), ...(namespace !== 'messages' && literal ? (index.get(literal) ?? []) : [])]);
  // Pages first: a reviewer looks for the route.
  const rank = (f) => (f.startsWith('app/routes/') ? 0 : f.startsWith('app/components/') ? 1 : 2);
  return [...files]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((f) => f.replace(/^app\/routes\//, 'route ').replace(/\.tsx?$/, ''))
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

/** The glossary's English terms (docs/i18n/glossary.md's first column), longest first. */
function glossaryTerms() {
  const table = readFileSync(join(root, 'docs/i18n/glossary.md'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| English') && !l.startsWith('| ---'));
  return table
    .flatMap((l) =>
      l
        .split('|')[1]
        .replace(/\(.*\)/, '')
        .split('/'),
    )
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

/** The kit's rows for `language` (the header first), from the catalogues as they are (read once per process). */
const made = new Map();
export function kitRows(language) {
  if (!made.has(language)) made.set(language, makeRows(language));
  return made.get(language);
}
function makeRows(language) {
  const terms = glossaryTerms().map((t) => ({ t, word: new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i') }));
  const english = Object.fromEntries(
    readdirSync(join(CATALOGUES_DIR, 'en-NG')).map((f) => [f.slice(0, -5), Object.fromEntries(leaves(JSON.parse(readFileSync(join(CATALOGUES_DIR, 'en-NG', f), 'utf8'))))]),
  );
  const rows = [KIT_HEADER];
  for (const file of readdirSync(join(CATALOGUES_DIR, language)).sort()) {
    const namespace = file.slice(0, -5);
    for (const [key, text] of leaves(JSON.parse(readFileSync(join(CATALOGUES_DIR, language, file), 'utf8')))) {
      const en = english[namespace]?.[key] ?? english[namespace]?.[key.replace(/_(zero|one|two|few|many)$/, '_other')] ?? '';
      const found = terms.filter(({ word }) => word.test(en)).map(({ t }) => t);
      const where = whereOf(namespace, key);
      rows.push([key, en, text, namespace, [...new Set(found)].join('; '), where, budgetOf(namespace, key), PLURAL.exec(key)?.[1] ?? '', '', '', screenshotsOf(language, where)]);
    }
  }
  return rows;
}

/** The kit's CSV text for `language`. */
export const kitCsv = (language) => stringify(kitRows(language));
/** The languages with a kit (every catalogue but English). */
export const kitLanguages = () => readdirSync(CATALOGUES_DIR).filter((l) => l !== 'en-NG');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(KIT_DIR, { recursive: true });
  for (const language of kitLanguages()) {
    const rows = kitRows(language);
    writeFileSync(join(KIT_DIR, `${language}.csv`), stringify(rows));
    console.log(`docs/i18n/review/${language}.csv: ${rows.length - 1} sentences`);
  }
}
