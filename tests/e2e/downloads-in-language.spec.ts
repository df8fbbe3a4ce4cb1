/**
 * Every download in the reader's language (issue 69 §1: "the pseudo-locale journey covers every
 * page and download"): in the pseudo-locale, each CSV's line of column titles is the catalogues'
 * words (accented and padded with 'ẋ'), and no English sentence of a catalogue is left in a PDF's
 * text. Names, plates and figures are the fleet's own and stay as written. HTTP only: the same with
 * JavaScript off.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { pdfText } from '../pdf-text';
import { englishIn } from './words-helpers';
import { expect, it as test, PORTAL_URL, SAME_WITHOUT_JS } from './fixtures';

/** The roadside pass's sticker says its two sentences in the printer's words and then in English, for an officer from anywhere (issue 44 §2). */
const STICKER_ENGLISH = Object.values((JSON.parse(readFileSync('app/i18n/catalogues/en-NG/pass.json', 'utf8')) as { sticker: Record<string, string> }).sticker);

const CSVS = ['/earnings/export', '/drivers/export', '/vehicles/export', '/trips/export', '/settings/activity/export', '/earnings/statement/csv'];

test('every CSV and PDF in the pseudo-locale: column titles and sentences from the catalogues', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'vp_pseudo', value: '1', url: PORTAL_URL }]);
  await signedInAs('owner@example.com');
  for (const path of CSVS) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/csv');
    const [titles] = parse((await res.text()).replace(/^\uFEFF/, ''), { to_line: 1, relax_column_count: true }) as string[][];
    expect(
      titles!.filter((cell) => /[a-z]{3,}/i.test(cell) && !cell.includes('ẋ')),
      `${path}: column titles not in the reader's words`,
    ).toEqual([]);
  }
  // The bank's bulk-transfer file keeps the bank's own column names whatever the language: its upload
  // reads them (issue 67 §7). Its narration, in the reader's words, is read in driver-pay.spec.ts.
  const bank = await page.request.get('/earnings/pay/csv');
  expect(bank.status()).toBe(200);
  expect((await bank.text()).split('\n')[0]).toBe('account_number,bank_code,bank_name,account_name,amount,narration,reference');
  // The PDFs: a payslip of the seeded months, the pay run, the annual statement, a vehicle's roadside pass.
  await page.goto('/earnings/payslip');
  const payslip = (await page.locator('main a[href*="/earnings/payslip/details/"]').first().getAttribute('href'))!.replace('/details/', '/pdf/');
  for (const path of [payslip, '/earnings/pay/pdf', '/earnings/statement/pdf', '/vehicles/1/pass.pdf']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.body()));
    expect(text, path).toContain('ẋ');
    const kept = path.endsWith('/pass.pdf') ? STICKER_ENGLISH : [];
    expect(
      englishIn(text).filter((run) => !kept.some((sentence) => sentence.includes(run))),
      `${path}: English sentences left`,
    ).toEqual([]);
  }
});
