/**
 * The earnings CSV streams (issue 12, section 3): 12,000 lines in the sandbox come out as a
 * file whose sum reconciles to the kobo with the API's totals, and the API's pages are pulled as
 * the file is read — one page asked for while the reader has taken the first bytes, so the
 * portal's memory cannot grow with the file. (Its memory at 100,000 lines is the bench's:
 * `node bench/run.mjs exports`, the portal as deployed.) Small enough to take a few seconds on a
 * busy machine (issue 70 §3).
 */
import { describe, expect, it } from 'vitest';
import { parseNairaToKobo } from '~/domain/money';
import { action as login } from '~/routes/_auth.login';
import { loader as exportLoader } from '~/routes/_app.earnings.export';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { readAs } from '../sandbox-client';
import { EARNINGS_CSV_COLUMNS } from '~/domain/earnings';

const sandbox = routeTestSandbox();
const LINES = 12_000;
const MONTH = '2025-01';
/** The API's earnings pages asked for so far (the sandbox's record of calls, finished ones). */
const pagesAsked = async () => (await (await fetch(`${sandbox.current.url}/__sandbox/calls?path=${encodeURIComponent('/v1/partners/1/earnings')}`)).json()).data.length as number;

describe('the earnings export', () => {
  it(`streams ${LINES.toLocaleString('en')} lines, pulling the API's pages as it is read, and its sum is the API's total to the kobo`, { timeout: 60_000 }, async () => {
    const bulk = await fetch(`${sandbox.current.url}/__sandbox/bulk-earnings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partner_id: 1, month: MONTH, lines: LINES }),
    });
    expect(bulk.status).toBe(201);
    const signed = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } }))));
    const cookie = cookiesOf(signed);

    const asked = await pagesAsked();
    const response = await responseOf(() => exportLoader(args(portalRequest(`/earnings/export?month=${MONTH}`, { cookie }))));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="earnings_${MONTH}-01_${MONTH}-31.csv"`);

    let bytes = 0;
    let askedAtFirstBytes = -1;
    let rows = -1; // the header
    let netKobo = 0;
    let rest = '';
    let netColumn = -1;
    let totalRow: string[] = [];
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (askedAtFirstBytes < 0) {
        // Give an eager producer time to run ahead: a stream that reads the whole month first would have asked for all 12 pages by now.
        await new Promise((r) => setTimeout(r, 300));
        askedAtFirstBytes = (await pagesAsked()) - asked;
      }
      bytes += value.length;
      // Amounts have no commas and names in this month have no line breaks: split by line.
      const text = rest + decoder.decode(value, { stream: true });
      const lines = text.split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (rows === -1)
          netColumn = line
            .replace(/^\uFEFF/, '')
            .split(',')
            .indexOf('net_ngn');
        else if (line.startsWith('total,')) {
          totalRow = line.split(',');
          continue;
        } else {
          // The route's name has a quoted comma; the amounts are the last columns: count from the end.
          const cells = line.split(',');
          netKobo += parseNairaToKobo(cells[cells.length - 3])!;
        }
        rows++;
      }
    }
    expect(netColumn).toBe(13);
    expect(rows).toBe(LINES);
    expect(bytes).toBeGreaterThan(1_500_000);
    // Pulled as read: at the first bytes, the first page (and at most the next); at the end, all twelve.
    expect(askedAtFirstBytes).toBeGreaterThanOrEqual(1);
    expect(askedAtFirstBytes).toBeLessThanOrEqual(2);
    expect((await pagesAsked()) - asked).toBeGreaterThanOrEqual(LINES / 1000);

    const api = await readAs(sandbox.current.url, `/v1/partners/1/earnings?month=${MONTH}&perPage=1`);
    expect(api.metadata.totals.trips).toBe(LINES);
    expect(netKobo).toBe(api.metadata.totals.net_kobo);
    // The last row totals the file (issues 31 §3, 41): the page's totals, to the kobo, each in the
    // column of its name, the row marked `total` (nothing in a column that names a trip).
    const column = (name: (typeof EARNINGS_CSV_COLUMNS)[number]) => totalRow[EARNINGS_CSV_COLUMNS.indexOf(name)];
    expect(totalRow).toHaveLength(EARNINGS_CSV_COLUMNS.length);
    expect([column('line'), column('trip_id'), column('trip_date'), column('driver_name')]).toEqual(['total', '', `${MONTH}-01..${MONTH}-31`, `${LINES} trips`]);
    // The row says what it is, so a sum over every row is not taken twice by mistake (issue 54 §9).
    expect(column('deduction_causes')).toBe('Total of the rows above: leave this row out when you add up a column');
    expect(parseNairaToKobo(column('gross_ngn'))).toBe(api.metadata.totals.gross_kobo);
    expect(parseNairaToKobo(column('deductions_ngn'))).toBe(api.metadata.totals.deductions_kobo);
    expect(parseNairaToKobo(column('refunds_ngn'))).toBe(api.metadata.totals.refunds_kobo);
    expect(parseNairaToKobo(column('net_ngn'))).toBe(api.metadata.totals.net_kobo);
  });
});
