// Merge a words file (scripts/words/<name>.json) into the catalogues: for each namespace, each
// English sentence (the key) with its words in pcm, ha, yo and ig. A sentence with a count gives
// its singular as `one` and, for Pidgin and Hausa, [one, other]; Yoruba and Igbo have one form
// (CLDR), written as `_other`. `en` overrides the English value (titles keyed by route name).
// Usage: node scripts/add-words.mjs scripts/words/pay-ledger.json
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/add-words.mjs <words.json>');
const words = JSON.parse(readFileSync(file, 'utf8'));
const LANGS = ['en-NG', 'pcm', 'ha', 'yo', 'ig'];
for (const [ns, entries] of Object.entries(words)) {
  for (const lang of LANGS) {
    const path = `app/i18n/catalogues/${lang}/${ns}.json`;
    const catalogue = JSON.parse(readFileSync(path, 'utf8'));
    for (const [key, e] of Object.entries(entries)) {
      const plural = typeof e.one === 'string';
      if (lang === 'en-NG') {
        if (plural) {
          delete catalogue[key];
          catalogue[`${key}_one`] = e.one;
          catalogue[`${key}_other`] = key;
        } else if (e.en !== undefined || !(key in catalogue)) catalogue[key] = e.en ?? key;
        continue;
      }
      const value = e[lang];
      if (value === undefined) throw new Error(`${ns}: "${key}" has no ${lang}`);
      if (!plural) catalogue[key] = value;
      else if (Array.isArray(value)) {
        delete catalogue[key];
        catalogue[`${key}_one`] = value[0];
        catalogue[`${key}_other`] = value[1];
      } else {
        delete catalogue[key];
        catalogue[`${key}_other`] = value;
      }
    }
    writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
  }
}
console.log(`merged ${file}`);
