import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '~/api/errors';
import { BOM, csvLine, csvResponse, INCOMPLETE_LINE, neutralise, pages } from '~/server/csv.server';

describe('CSV writing', () => {
  it('quotes commas, quotes and line breaks so a spreadsheet reads them back', () => {
    const row = ['Bulk "A", B - C', "O'Driver, Jr", 'two\nlines', 12500, null];
    const line = csvLine(row);
    expect(line).toBe('"Bulk ""A"", B - C","O\'Driver, Jr","two\nlines",12500,\n');
    expect(parse(line)).toEqual([['Bulk "A", B - C', "O'Driver, Jr", 'two\nlines', '12500', '']]);
  });

  it('streams a BOM, the header, then every row, pulling pages as it goes', async () => {
    let loaded = 0;
    const all = Array.from({ length: 1234 }, (_, i) => ({ id: i + 1 }));
    const rows = (async function* () {
      for await (const item of pages(async (page) => {
        loaded++;
        return { data: all.slice((page - 1) * 100, page * 100), metadata: { total: all.length } };
      }, 100))
        yield [item.id, `row ${item.id}`];
    })();
    const response = await csvResponse('test_2026-11-22.csv', ['id', 'name'], rows);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="test_2026-11-22.csv"');
    // Only the first page is read before the response starts.
    expect(loaded).toBe(1);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8 byte-order mark, then the rows.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(BOM)).toBe(true);
    const parsed = parse(text.slice(1), { columns: true });
    expect(parsed).toHaveLength(1234);
    expect(parsed[1233]).toEqual({ id: '1234', name: 'row 1234' });
    expect(loaded).toBe(13);
  });

  it('asks the API for the next page only as the reader reads (issue 68 §5)', async () => {
    let loaded = 0;
    const rows = (async function* () {
      for await (const item of pages(async (page) => {
        loaded++;
        return { data: Array.from({ length: 1000 }, (_, i) => ({ id: (page - 1) * 1000 + i + 1 })), metadata: { total: 100_000 } };
      }, 1000))
        yield [item.id, `row ${item.id}`];
    })();
    const response = await csvResponse('test.csv', ['id', 'name'], rows);
    await new Promise((r) => setTimeout(r, 100));
    // Nobody reads: one page of 100, no more.
    expect(loaded).toBe(1);
    const reader = response.body!.getReader();
    for (let i = 0; i < 12; i++) await reader.read();
    await new Promise((r) => setTimeout(r, 50));
    // Eleven batches of 200 rows read: the third page, not the hundredth.
    expect(loaded).toBeLessThanOrEqual(3);
    await reader.cancel();
  });

  it('neutralises text cells a spreadsheet would run as formulas, never plain amounts (OWASP CSV injection)', () => {
    expect(neutralise('=HYPERLINK("http://evil","x")')).toBe('\'=HYPERLINK("http://evil","x")');
    for (const cell of ['+234 803', '+1+1', '-x', '@SUM(A1)', '\tcmd', '\rcmd']) expect(neutralise(cell)).toBe(`'${cell}`);
    for (const cell of ['-2500.50', '12500.00', '-3', '+2348031234567', 'Adaeze', '']) expect(neutralise(cell)).toBe(cell);
    expect(parse(csvLine(['=1+2', '-2500.50', -2500, 'Ok']))).toEqual([["'=1+2", '-2500.50', '-2500', 'Ok']]);
  });

  it('answers a readable page, not a broken 200, when the first page fails; a later failure ends the file with a last line', async () => {
    const failing = (async function* () {
      throw new UpstreamError('vehicle_id: must be one of your vehicles', 422, 'ValidationError');
      yield [1];
    })();
    const refused = await csvResponse('x.csv', ['id'], failing, { back: '/earnings' });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await refused.text()).toContain('vehicle_id: must be one of your vehicles');

    const down = (async function* () {
      throw new Response('{}', { status: 503 });
      yield [1];
    })();
    expect((await csvResponse('x.csv', ['id'], down)).status).toBe(503);

    const broken = (async function* () {
      yield [1];
      yield [2];
      throw new UpstreamError('Oops', 500);
    })();
    const partial = await csvResponse('x.csv', ['id'], broken);
    expect(partial.status).toBe(200);
    const lines = (await partial.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual(['id', '1', '2', INCOMPLETE_LINE]);
  });
});
