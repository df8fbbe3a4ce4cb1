/**
 * The earnings CSV streams (issue 12, section 3): 50,000 lines in the sandbox come out as a
 * file whose sum reconciles to the kobo with the API's totals, while the portal's memory does
 * not grow with the file (pages are pulled as the stream is read).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseNairaToKobo } from '~/domain/money';
import { action as login } from '~/routes/_auth.login';
import { loader as exportLoader } from '~/routes/_app.earnings.export';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { readAs } from '../sandbox-client';
import { EARNINGS_CSV_COLUMNS } from '~/domain/earnings';

const sandbox = routeTestSandbox();
const LINES = 50_000;
const MONTH = '2025-01';

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

describe('the earnings export', () => {
  it(`streams ${LINES.toLocaleString('en')} lines with flat memory, and its sum is the API's total to the kobo`, { timeout: 120_000 }, async () => {
    const bulk = await fetch(`${sandbox.current.url}/__sandbox/bulk-earnings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partner_id: 1, month: MONTH, lines: LINES }),
    });
    expect(bulk.status).toBe(201);
    const signed = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } }))));
    const cookie = cookiesOf(signed);

    const response = await responseOf(() => exportLoader(args(portalRequest(`/earnings/export?month=${MONTH}`, { cookie }))));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="earnings_${MONTH}-01_${MONTH}-31.csv"`);

    const before = heap();
    let peak = 0;
    let bytes = 0;
    let sampledAt = 0;
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
      if (bytes - sampledAt > 1_000_000) {
        sampledAt = bytes;
        peak = Math.max(peak, heap() - before);
      }
    }
    expect(netColumn).toBe(13);
    expect(rows).toBe(LINES);
    // 50,000 lines are about 8 MB of CSV; held in memory they would be at least that.
    expect(bytes).toBeGreaterThan(6_000_000);
    // Held in memory, the file would add at least its own size; streamed, the growth is noise.
    expect(peak).toBeLessThan(bytes / 2);

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
    console.info(`earnings export: ${rows} lines, ${(bytes / 1e6).toFixed(1)} MB, heap growth at most ${(peak / 1e6).toFixed(1)} MB`);
  });
});
