/**
 * The review kit cannot go stale (issue 69 §5): each checked-in docs/i18n/review/<language>.csv is
 * what `npm run i18n:kit` makes from the catalogues now, every sentence of every catalogue is in
 * it, and a reviewed file applied changes the reviewed sentences and nothing else.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { KIT_DIR, KIT_HEADER, kitCsv, kitLanguages, kitRows } from '../../scripts/review-kit.mjs';
import { applyReview } from '../../scripts/i18n-apply.mjs';
import { CATALOGUES } from '~/i18n/catalogues';

type Row = Record<string, string>;
const languages = kitLanguages() as string[];

describe('the review kit', () => {
  it.each(languages)('docs/i18n/review/%s.csv is current (run `npm run i18n:kit` after changing words)', (language) => {
    expect(readFileSync(join(KIT_DIR, `${language}.csv`), 'utf8')).toBe(kitCsv(language));
  });

  it('holds every sentence of every catalogue, the driver’s pay statement among them', () => {
    const rows = kitRows('ha') as string[][];
    const count = (tree: unknown): number => (tree && typeof tree === 'object' ? Object.values(tree).reduce((n: number, v) => n + count(v), 0) : 1);
    expect(rows.length - 1).toBe(Object.values(CATALOGUES.ha).reduce((n, tree) => n + count(tree), 0));
    expect(rows.some((r) => r[3] === 'money' && /statement/i.test(r[1]))).toBe(true);
  });

  it('shows the driver’s two pages at 240 px in all five languages, each named beside the sentences the page says', () => {
    for (const language of ['en-NG', ...languages])
      for (const page of ['pay.$token', 'send.$token']) expect(existsSync(join(KIT_DIR, 'screens', language, `${page}-240.jpg`)), `${language} ${page}`).toBe(true);
    for (const language of languages) {
      const rows = kitRows(language) as string[][];
      const statement = rows.filter((r) => r[5]!.split('; ').includes('route pay.$token'));
      expect(statement.length, language).toBeGreaterThan(10);
      for (const r of statement) expect(r[10], `${language} ${r[0]}`).toContain(`screens/${language}/pay.$token-240.jpg`);
    }
  });

  it('applies a reviewed file: the changed sentences and nothing else; placeholders kept; stale rows skipped', () => {
    const trees = structuredClone(CATALOGUES.ha) as Record<string, Record<string, unknown>>;
    const english = CATALOGUES['en-NG'] as Record<string, Record<string, unknown>>;
    const rows: Row[] = parse(kitCsv('ha'), { columns: true });
    const net = rows.find((r) => r.namespace === 'money' && r.key === 'Net: {{amount}}')!;
    const load = rows.find((r) => r.namespace === 'messages' && r.key === 'Loading')!;
    const nested = rows.find((r) => r.namespace === 'common' && r.key === 'nav.main')!;
    net[KIT_HEADER[8]] = 'change';
    net[KIT_HEADER[9]] = 'Tsantsar kuɗi: {{amount}}';
    load[KIT_HEADER[8]] = 'change';
    load[KIT_HEADER[9]] = 'Ana lodawa…';
    nested[KIT_HEADER[9]] = 'Babban shafi';
    const lost = { ...rows.find((r) => r.namespace === 'money' && r.key === 'Net and payout agree to the kobo.')!, [KIT_HEADER[9]]: 'Ba {{placeholder}} ba' };
    const stale = { ...rows.find((r) => r.namespace === 'messages' && r.key === 'Try again')!, english: 'Try once more', [KIT_HEADER[9]]: 'Sake gwadawa yanzu' };
    const { trees: next, changes, skipped } = applyReview(trees, english, [...rows, lost, stale]);
    expect(changes.map((c: { key: string }) => c.key).sort()).toEqual(['Loading', 'Net: {{amount}}', 'nav.main']);
    expect(skipped.map((s: { key: string }) => s.key).sort()).toEqual(['Net and payout agree to the kobo.', 'Try again']);
    expect((next.money as Record<string, string>)['Net: {{amount}}']).toBe('Tsantsar kuɗi: {{amount}}');
    expect(((next.common as Record<string, Record<string, string>>).nav as Record<string, string>).main).toBe('Babban shafi');
    // Everything else as it was.
    const changed = new Set(['money:Net: {{amount}}', 'messages:Loading', 'common:nav.main']);
    const flat = (tree: unknown, prefix = ''): [string, unknown][] =>
      Object.entries(tree as object).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]));
    for (const ns of Object.keys(trees)) for (const [k, v] of flat(trees[ns])) if (!changed.has(`${ns}:${k}`)) expect(flat(next[ns]).find(([key]) => key === k)?.[1], `${ns}:${k}`).toBe(v);
  });
});
