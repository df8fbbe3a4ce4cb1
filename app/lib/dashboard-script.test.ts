import { describe, expect, it } from 'vitest';
import { DASHBOARD_SCRIPT } from '~/lib/dashboard-script';
import { ago } from '~/lib/format';

describe('the dashboard’s inline script', () => {
  it('says “N s ago” by the same rule as the server’s formatter', () => {
    const source = /function ago\(ms\)\{[^}]*\}/.exec(DASHBOARD_SCRIPT)![0];
    const inline = new Function('W', `${source}; return ago;`)(['# s ago', '# min ago']) as (ms: number) => string;
    for (const ms of [0, 400, 12_000, 89_400, 90_000, 150_000, 3_600_000, -5_000]) expect(inline(ms), String(ms)).toBe(ago(ms));
  });

  it('says it in the page’s words (data-vp-ago), English when the page has none', () => {
    const source = /function ago\(ms\)\{[^}]*\}/.exec(DASHBOARD_SCRIPT)![0];
    const inline = new Function('W', `${source}; return ago;`)('# s da suka wuce|# min da suka wuce'.split('|')) as (ms: number) => string;
    expect(inline(12_000)).toBe('12 s da suka wuce');
    expect(inline(150_000)).toBe('3 min da suka wuce');
    expect(DASHBOARD_SCRIPT).toContain("'# s ago|# min ago'");
  });

  it('is valid JavaScript and small', () => {
    expect(() => new Function(DASHBOARD_SCRIPT)).not.toThrow();
    expect(DASHBOARD_SCRIPT.length).toBeLessThan(1500);
  });
});
