/**
 * No sentence outside the catalogues (issue 51 §2): every sentence the code says — a page's
 * `say('…')` (whatever the namespace's name: `say`, `sayMessage`, `money`…), a form's rule message
 * in app/server/validation and the API's in contract/requests.ts — is a key of the English
 * catalogues, so a reader of another language never meets English a translator could not see.
 * Notices are checked by the type checker (app/lib/toast.ts `MessageKey`); the API's messages by
 * sandbox/words/notify.test.ts; the activity log's sentences by app/domain/activity.test.ts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '~/i18n/catalogues';
import { NOT_FOUND } from '~/server/fleet.server';

const root = join(__dirname, '..', '..');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
const source = (dir: string) => walk(join(root, dir)).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** Every English key (nested keys joined with dots, plural forms by their base). */
const english = new Set<string>();
const collect = (tree: Record<string, unknown>, prefix = '') => {
  for (const [k, v] of Object.entries(tree)) {
    if (v && typeof v === 'object') collect(v as Record<string, unknown>, `${prefix}${k}.`);
    else english.add(`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
};
for (const ns of Object.values(CATALOGUES['en-NG'])) collect(ns);
const messages = new Set(Object.keys(CATALOGUES['en-NG'].messages).map((k) => k.replace(/_(one|other)$/, '')));

const unquote = (s: string) => s.replace(/\\'/g, "'");

describe('the sentences in the code', () => {
  it('every say of a page or a server (a literal sentence) is in the English catalogues', () => {
    // The browser's script and the worker read their words from the page (data-vp-words): not here.
    const files = [...source('app'), ...source('contract')].filter((f) => !/app\/(enhance|sw|i18n)\//.test(f));
    const said = /\b(?:say|sayMessage|sayAny|money|fleet|trips|lists|dashboard)\(\s*'((?:[^'\\]|\\.)*)'/g;
    const missing = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(said)]
        .map((m) => unquote(m[1]!))
        .filter((k) => !english.has(k))
        .map((k) => `${relative(root, f)}: ${k}`),
    );
    expect(missing).toEqual([]);
  });

  it("every error page's sentence a loader sends (a not-found record, a thrown message) is in the messages catalogue", () => {
    // The error page words `message` through the messages catalogue (app/components/ErrorPage.tsx).
    expect(Object.values(NOT_FOUND).filter((m) => !messages.has(m))).toEqual([]);
    const thrown = /throw json\(\{\s*message:\s*'((?:[^'\\]|\\.)*)'/g;
    const found = source('app').flatMap((f) => [...readFileSync(f, 'utf8').matchAll(thrown)].map((m) => ({ file: relative(root, f), text: unquote(m[1]!) })));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((m) => !messages.has(m.text)).map((m) => `${m.file}: ${m.text}`)).toEqual([]);
    // No message of an error page is built from English at run time.
    expect(
      source('app')
        .filter((f) => /json\(\{\s*message:\s*`/.test(readFileSync(f, 'utf8')))
        .map((f) => relative(root, f)),
    ).toEqual([]);
  });

  it('every rule message of a form and of the API is in the messages catalogue', () => {
    const files = [...source('app/server/validation'), join(root, 'contract/requests.ts')];
    const rule = /(?:message:\s*|\.(?:min|max|email|regex|length|refine|url|int|positive|nonnegative)\([^'"`]*?,\s*)'((?:[^'\\]|\\.)*)'/g;
    const found = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(rule)].map((m) => ({ file: relative(root, f), text: unquote(m[1]!) })));
    expect(found.length).toBeGreaterThan(50);
    expect(found.filter((m) => !messages.has(m.text)).map((m) => `${m.file}: ${m.text}`)).toEqual([]);
  });
});
