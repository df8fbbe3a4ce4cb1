/**
 * A driver's pay statement by link (issue 53 §4): the one-segment SMS (or WhatsApp message) that
 * carries it — "Tunde, your pay for 16-11 to 22-11-2026: N38,500.00. Details: <link>" — in the
 * language the owner chose. Pure: the API (the sandbox) sends it and answers the portal's preview
 * with it (ADR 0071); the link's life and path are the contract's (contract/links.ts).
 */
import { dayFirst } from '../../contract/lagos-time.js';
import type { Language } from '../../contract/languages.js';
import { shortName, smsIn, smsNaira, SMS_NAME } from './notify.js';

/** A pay period's first and last day ('YYYY-MM-DD'). */
type PayPeriod = { start: string; end: string };

/** A period as the SMS writes it: '16-11 to 22-11-2026' (the start's year only when it differs). */
export function periodDays(period: Pick<PayPeriod, 'start' | 'end'>): { from: string; to: string } {
  const from = dayFirst(period.start);
  return { from: period.start.slice(0, 4) === period.end.slice(0, 4) ? from.slice(0, 5) : from, to: dayFirst(period.end) };
}

/**
 * The statement's SMS in `language`: the driver's first name (shortened at a word), the period,
 * what the owner pays (N, not ₦: GSM-7), the link; one segment, or without the name where it
 * does not fit.
 * @param toPayKobo integer kobo; `link` the full URL.
 * @throws Error when not even the short form fits (a link too long for an SMS).
 */
export function payStatementMessage({
  firstName,
  period,
  toPayKobo,
  link,
  language = 'en-NG',
}: {
  firstName: string;
  period: Pick<PayPeriod, 'start' | 'end'>;
  toPayKobo: number;
  link: string;
  language?: Language;
}): string {
  const values = { name: shortName(firstName, SMS_NAME.person), ...periodDays(period), amount: smsNaira(toPayKobo), link };
  return smsIn(language, [
    { key: 'sms.pay_statement', values },
    { key: 'sms.pay_statement.short', values },
  ]);
}
