/**
 * The API's messages about a driver's documents (issues 43, 51 §5): the SMS (or WhatsApp message)
 * that asks for documents by a link, the one that says a sent document was rejected and why, and
 * how long the owner's reason may be so that it stays one segment. Pure; the API sends these and
 * answers the portal's previews with them (ADR 0071).
 */
import type { Language } from '../../contract/languages.js';
import { notifyWords, shortName, SMS_NAME, smsIn } from './notify.js';
import { joinList } from './list.js';
import { wordsIn } from './say.js';
import { SMS_SEGMENT, toGsm7 } from './sms.js';

/** A document's English label as `language` names it: the `fleet` catalogue's name (English where it has none). */
export const nameIn = (label: string, language: Language) => wordsIn(language, 'fleet')(label);

/**
 * The SMS (or WhatsApp message) that asks a driver for documents (issues 43 §6, 51 §5): one
 * segment (`smsIn`), naming the partner, the documents and the link, in `language` (English when
 * not given); where the names do not fit, the documents are counted ("3 documents"), then the
 * partner's name is left out.
 * @param firstName the driver's first name; `tradingName` the partner's; `labels` the documents' English labels; `link` the full URL.
 * @throws Error when not even the short message fits (a link too long for an SMS).
 */
export function askMessage({
  firstName,
  tradingName,
  labels,
  link,
  language = 'en-NG',
}: {
  firstName: string;
  tradingName: string;
  labels: readonly string[];
  link: string;
  language?: Language;
}): string {
  const name = shortName(firstName, SMS_NAME.person);
  const partner = shortName(tradingName, SMS_NAME.partner);
  const named = joinList(
    language,
    labels.map((l) => nameIn(l, language)),
  );
  const counted = labels.length === 1 ? named : notifyWords(language)('ask.documents', { count: labels.length });
  return smsIn(language, [
    { key: 'sms.ask', values: { name, partner, what: named, link } },
    { key: 'sms.ask', values: { name, partner, what: counted, link } },
    { key: 'sms.ask.short', values: { name, what: counted, link } },
  ]);
}

type Rejection = { firstName: string; label: string; reason: string; link: string; language?: Language };

/**
 * The SMS that says a sent document was rejected, why, and the link to send it again (issues 43
 * §4, 51 §5): one segment in `language`, the owner's reason whole — never cut (the form limits it
 * to `rejectionReasonLimit`).
 * @throws Error when the reason is longer than `rejectionReasonLimit` allows.
 */
export function rejectedMessage({ firstName, label, reason, link, language = 'en-NG' }: Rejection): string {
  return smsIn(language, [{ key: 'sms.rejected', values: { name: shortName(firstName, SMS_NAME.person), document: nameIn(label, language), reason: reason.trim().replace(/[.!?]+$/, ''), link } }]);
}

/**
 * How many characters the owner's reason may have so that the rejection's SMS, with the driver's
 * name, the document's name and the link, is one segment in plain letters (issue 51 §5): what the
 * form says and checks, and what the API enforces.
 */
export function rejectionReasonLimit(r: Omit<Rejection, 'reason'>): number {
  const empty = rejectedMessage({ ...r, reason: '' });
  return Math.max(0, SMS_SEGMENT - toGsm7(empty).length);
}
