/**
 * One fact, one place (issue 34 §1): the known facts the portal and the API share are written
 * once, in contract/, and this test fails when one is typed again elsewhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'migrations' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
/**
 * Where a fact is written, its one home, never counted as a copy; and the API's own writing of
 * naira (issue 70 §1: the other side's code, compared with the portal's in two-sides.test.ts).
 */
const HOMES = new Set(['app/api/api-clock.server.ts', 'sandbox/words/money.ts']);
const files = [...sources('app'), ...sources('sandbox')].filter((path) => !HOMES.has(path)).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
/** Lines that are code (not comments), with the pattern. */
const copies = (pattern: RegExp) =>
  files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, i) => ({ line: line.trim(), at: `${path}:${i + 1}` }))
      .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && !line.startsWith('/*') && pattern.test(line))
      .map(({ at }) => at),
  );

describe('facts written once', () => {
  it.each([
    ['Lagos is UTC+1 (contract/lagos-time.ts)', /\+ ?3_600_000\)|\+01:00'?`?\)|\+ 60 \* 60 \* 1000\)/],
    ['the Lagos day format', /split\('-'\)\.reverse\(\)\.join\('-'\)/],
    ['the 30-day warning window (contract/constants.ts AT_RISK_DAYS)', /(EXPIRING_DAYS|AT_RISK_DAYS) = 30/],
    ['the 48-hour cooling-off (COOLING_OFF_HOURS)', /['"`>][^'"`<]*\b48 hours/],
    ['account masking (maskAccountNumber)', /'\*'\.repeat\(/],
    ['export page sizes (EXPORT_PAGE)', /const perPage = \d+;/],
    // Issue 45 §4: naira written by one formatter, days counted by one rule, dates read by one pattern.
    ['naira formatting (formatKobo in app/domain/money.ts)', /`₦\$\{|toLocaleString\('en-NG', \{ minimumFractionDigits/],
    ['days between two dates (daysBetween in contract/lagos-time.ts)', /function daysBetween\(/],
    ['the ISO date pattern (ISO_DATE in contract/lagos-time.ts)', /\/\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$\//],
    ['the locale of formatters (LOCALE in app/domain/constants.ts)', /(DateTimeFormat|NumberFormat|toLocaleString)\('en-NG'/],
    // Issue 55 §3: "today" and "tomorrow" in Lagos by the API's clock, once (app/api/api-clock.server.ts), one name each.
    ['today in Lagos (lagosToday in app/api/api-clock.server.ts)', /(const|function) (todayIso|lagosToday)\b/],
    // Issue 55 §7: a refused form's reply, once.
    ['a refused form’s reply (invalidReply in app/server/forms.server.ts)', /json\(submission\.reply\(\), \{ status: 400 \}\)/],
    ['tomorrow in Lagos (lagosTomorrow)', /(const|function) lagosTomorrow\b|\+ 86_400_000\)\)/],
  ])('%s', (_name, pattern) => {
    expect(copies(pattern)).toEqual([]);
  });

  // Issue 55 §3: plurals by one system (Intl.PluralRules through the catalogues; in English,
  // englishSay in app/domain/english.ts), never `n === 1` in the portal's words. The sandbox
  // stands in for the API, whose English it writes as the API would.
  it('plurals (Intl.PluralRules through the catalogues)', () => {
    expect(copies(/=== 1 \? '' : 's'|=== 1 \? '[a-z ]+' : '[a-z ]+'/).filter((at) => at.startsWith('app/'))).toEqual([]);
    expect(copies(/englishSay\(\{/)).toEqual([]);
  });

  // Issue 55 §3: the expiry rule's sentence, once on each side (EXPIRY_AFTER_TODAY in app/server/validation/fleet.server.ts and sandbox/routes/fleet-shared.ts).
  it('the expiry rule’s words (EXPIRY_AFTER_TODAY)', () => {
    const homes = ['app/server/validation/fleet.server.ts:', 'sandbox/routes/fleet-shared.ts:'];
    expect(copies(/['"]The expiry date must be after today['"]/).filter((at) => !homes.some((h) => at.startsWith(h)))).toEqual([]);
  });

  // Issue 55 §7: the portal's home country is DEFAULT_COUNTRY (app/domain/constants.ts); the
  // sandbox's seed and schema hold it as the API's data.
  it('the home country (DEFAULT_COUNTRY in app/domain/constants.ts)', () => {
    expect(copies(/['"]NG['"]/).filter((at) => at.startsWith('app/') && !at.startsWith('app/domain/constants.ts:'))).toEqual([]);
  });
});
