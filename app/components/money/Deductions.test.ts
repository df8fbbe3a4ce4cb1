/**
 * One signed vocabulary for money that changes pay (issue 31 §3): a deduction reads −₦…, a
 * refund +₦…, in the total and in each cause, as on a trip's line and the payslip.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Deductions } from '~/components/money/Deductions';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a deductions cell', () => {
  it('signs each cause as the pay changes: a deduction −₦, a refund +₦', () => {
    const html = renderToStaticMarkup(
      createElement(Deductions, {
        totalKobo: 150_000 - 250_050,
        byCause: [
          { cause: 'late_departure', amount_kobo: 150_000 },
          { cause: 'refund', amount_kobo: -250_050 },
        ],
      }),
    );
    expect(text(html)).toBe('+₦1,000.50 Late departure −₦1,500.00 Refund +₦2,500.50');
    expect(text(html)).not.toContain('Refund −');
  });
});
