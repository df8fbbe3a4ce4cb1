import { describe, expect, it } from 'vitest';
import { COLUMN_TITLES, columnTitles } from '~/domain/csv-words';
import { englishSay } from '~/domain/english';
import { CATALOGUES, i18nFor, sayOf } from '~/server/i18n.server';
import { EARNINGS_CSV_COLUMNS } from '~/domain/earnings';
import { STATEMENT_CSV_COLUMNS } from '~/domain/statement';

describe('the line of column titles over an export (issue 44 §2, ADR 0040)', () => {
  it('is none for an English reader, whose file stays as it was', () => {
    expect(columnTitles(EARNINGS_CSV_COLUMNS, englishSay(), 'en-NG')).toBeNull();
  });

  it('says each column in the reader’s words, in the header’s order, a column without a title keeping its name', () => {
    const hausa = columnTitles([...STATEMENT_CSV_COLUMNS, 'mystery'], sayOf(i18nFor('ha'), 'lists'), 'ha')!;
    expect(hausa).toHaveLength(STATEMENT_CSV_COLUMNS.length + 1);
    expect(hausa[1]).toBe('Wata');
    expect(hausa[3]).toBe('Jimillar kuɗi (₦)');
    expect(hausa.at(-1)).toBe('mystery');
  });

  it('has every title in every catalogue', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      for (const title of Object.values(COLUMN_TITLES)) expect(catalogue.lists, `${language}: ${title}`).toHaveProperty([title]);
    }
  });
});
