/**
 * A driver's pay statement by link (issue 53 §4): the link's life and path, and the one-segment
 * SMS (or WhatsApp message) that carries it — "Tunde, your pay for 16-11 to 22-11-2026:
 * N38,500.00. Details: <link>" — in the language the owner chose. Pure: the API (the sandbox)
 * sends it, and the portal previews the same words before it goes.
 */
import { dayFirst } from '~contract/lagos-time';
import type { Language } from '~contract/languages';
import { shortName, smsIn, smsNaira, SMS_NAME } from '~/domain/notify';
import type { PayPeriod } from '~/domain/driver-pay';

/** How long a statement link reads after it is sent, in ms: 62 days (two monthly periods). */
export const PAY_STATEMENT_LIFE_MS = 62 * 86_400_000;

/** The public page's path for a token. */
export const payStatementPath = (token: string) => `/pay/${token}`;

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
