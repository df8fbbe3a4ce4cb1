import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { BOM, csvLine, csvResponse, pages } from './csv.server';

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
    const response = csvResponse('test_2026-11-22.csv', ['id', 'name'], rows);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="test_2026-11-22.csv"');
    expect(loaded).toBe(0);
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
});
