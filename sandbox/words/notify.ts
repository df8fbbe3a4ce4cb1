/**
 * What the API sends a person — SMS, WhatsApp, e-mail — in their language (issue 51 §4–§6): the
 * words are the `notify` catalogue's (`app/i18n/catalogues/<language>/notify.json`, one review
 * surface with the pages' words), said by the API's own `wordsIn` (./say.ts); this module only picks
 * the key, fills the values and keeps an SMS to one segment. Pure: the API (the sandbox) composes
 * and sends; the portal shows what the API answers, never composes it (ADR 0071).
 *
 * An SMS is one segment, never cut mid-word (§5): each message lists its candidates, longest
 * first, and `smsIn` sends the first that fits — its own letters where they fit (GSM-7 160, or
 * UCS-2 70 once a letter of Hausa, Yoruba or Igbo is in it), else the same words in plain letters
 * (GSM-7 160), else the next, shorter candidate. Money in an SMS is `N4,500.00` (`smsNaira`):
 * `₦` is not GSM-7 and would cost the whole message its 160 characters. Names are shortened at a
 * word's end (`shortName`) before they are put in, so a name never pushes a message to a second
 * segment. Dates are DD-MM-YYYY, times 24-hour, Lagos (§9).
 */
import type { Language } from '../../contract/languages.js';
import { dayFirst, lagosDate, lagosTime } from '../../contract/lagos-time.js';
import { nairaOf } from './money.js';
import { wordsIn } from './say.js';
import { fitsOneSms, isGsm7, toGsm7 } from './sms.js';

/** `say` of the `notify` catalogue in `language`. */
export const notifyWords = (language: Language) => wordsIn(language, 'notify');

/** Naira as an SMS writes it (GSM-7 has no `₦`): 'N4,500.00', from integer kobo. */
export const smsNaira = (kobo: number): string => nairaOf(kobo).replace('₦', 'N');

/** An instant as every message writes it: '30-11-2026 14:05' (Lagos, day first, 24-hour). */
export const messageDateTime = (ms: number): string => `${dayFirst(lagosDate(ms))} ${lagosTime(ms)}`;

/**
 * `text` at most `max` characters, cut at the end of a word (never inside one), with no ellipsis;
 * a first word longer than `max` is kept whole up to `max`.
 */
export function shortName(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return (end > 0 ? cut.slice(0, end) : t.slice(0, max)).replace(/[\s,;:.-]+$/, '');
}

/** Longest a name may be in an SMS (characters): a person's first name, a partner's name, an account holder. */
export const SMS_NAME = { person: 20, partner: 30, holder: 24 } as const;

/**
 * A link's private part in a preview (ADR 0071): dots as many as a token's characters (22: 128
 * bits in base64url), so the preview has the length of what is sent, without a working token.
 */
export const LINK_TOKEN_DOTS = '•'.repeat(22);

/** Where the link goes while the words are made plain: GSM-7 letters no sentence has. */
const LINK_MARK = '@@LINK@@';

/** One way of saying an SMS: a `notify` key and its values. */
export type SmsCandidate = { key: string; values?: Record<string, string | number> };

/**
 * One SMS segment in `language` (issue 51 §5): the first candidate that fits, in its own letters
 * where they fit, else in plain letters; with `plainLetters` (the partner's "SMS without special
 * letters") in plain letters only.
 * @throws Error when no candidate fits one segment even in plain letters (the caller's values are too long).
 */
export function smsIn(language: Language, candidates: readonly SmsCandidate[], plainLetters = false): string {
  const say = notifyWords(language);
  for (const { key, values } of candidates) {
    // The link is as it is, never made plain, and counted as the letters the real one has (a
    // preview shows its private part as dots: the same length).
    const link = typeof values?.link === 'string' ? values.link : null;
    const text = say(key, link === null ? values : { ...values, link: LINK_MARK });
    const sent = (t: string) => (link === null ? t : t.replace(LINK_MARK, link));
    const counted = (t: string) => (link === null ? t : t.replace(LINK_MARK, 'x'.repeat(link.length)));
    if (fitsOneSms(counted(text)) && (!plainLetters || isGsm7(text))) return sent(text);
    const plain = toGsm7(text);
    if (fitsOneSms(counted(plain))) return sent(plain);
  }
  throw new Error(`No SMS of ${candidates.map((c) => c.key).join(', ')} fits one segment in ${language}`);
}

/** The sign-in code (spec: a 4-digit code), one segment. */
export const loginCodeSms = (language: Language, code: string, plainLetters = false) => ({
  subject: notifyWords(language)('subject.login_code'),
  body: smsIn(language, [{ key: 'sms.login_code', values: { code } }], plainLetters),
});

/** The code that confirms a payout account change (ADR 0022), one segment; the partner's name where it fits. */
export const payoutCodeSms = (language: Language, company: string, code: string, plainLetters = false) => ({
  subject: notifyWords(language)('subject.payout_code'),
  body: smsIn(
    language,
    [
      { key: 'sms.payout_code', values: { company: shortName(company, SMS_NAME.partner), code } },
      { key: 'sms.payout_code.short', values: { code } },
    ],
    plainLetters,
  ),
});

/**
 * A payout account change (ADR 0022): the new account (`account`: bank and masked number), its
 * holder as the bank names them (as the cancel page shows), from when (ms), the account paid until
 * then (null: held), and the cancel link.
 */
export type PayoutChange = { company: string; account: string; holder: string; from: number; before: string | null; link: string };

/** The SMS (one segment) and the e-mail of a payout account change, in the owner's language. */
export function payoutAlert(language: Language, c: PayoutChange, plainLetters = false) {
  const say = notifyWords(language);
  const values = { company: shortName(c.company, SMS_NAME.partner), account: c.account, holder: shortName(c.holder, SMS_NAME.holder), date: messageDateTime(c.from), link: c.link };
  // Shorter, in turn: without the partner's name, in fewer words with the holder's first name, with the masked number alone.
  const brief = { ...values, holder: shortName(c.holder, SMS_NAME.person) };
  return {
    smsSubject: say('subject.payout_alert'),
    sms: smsIn(
      language,
      [
        { key: 'sms.payout_alert', values },
        { key: 'sms.payout_alert.short', values },
        { key: 'sms.payout_alert.shorter', values: brief },
        { key: 'sms.payout_alert.shorter', values: { ...brief, holder: shortName(c.holder, 12), account: c.account.split(' ').pop() ?? c.account } },
      ],
      plainLetters,
    ),
    emailSubject: say('email.payout_alert.subject', { account: c.account }),
    email: say(c.before ? 'email.payout_alert.body' : 'email.payout_alert.body_held', { ...values, company: c.company, holder: c.holder, before: c.before ?? '' }),
  };
}

/** The e-mail that says a payout account change was cancelled: the account it would have been, the one paid now (null: held). */
export const payoutCancelledEmail = (language: Language, c: { company: string; account: string; current: string | null }) => ({
  subject: notifyWords(language)('email.payout_cancelled.subject'),
  body: notifyWords(language)(c.current ? 'email.payout_cancelled.body' : 'email.payout_cancelled.body_held', { company: c.company, account: c.account, current: c.current ?? '' }),
});

/** The password-reset e-mail. */
export const resetEmail = (language: Language, link: string) => ({ subject: notifyWords(language)('email.reset.subject'), body: notifyWords(language)('email.reset.body', { link }) });

/** A team invitation's e-mail. */
export const inviteEmail = (language: Language, company: string, link: string) => ({
  subject: notifyWords(language)('email.invite.subject', { company }),
  body: notifyWords(language)('email.invite.body', { company, link }),
});

/**
 * A deduction query's answer (ADR 0029): the query, the deduction's cause already in the reader's
 * words, its trip's day (YYYY-MM-DD) and plate, the refund in kobo (null: upheld), the
 * marketplace's answer (free text) and the query's page.
 */
export type QueryAnswer = { id: number; cause: string; day: string; plate: string; refundKobo: number | null; answer: string; link: string };

/** The SMS (one segment: the outcome and the link) and the e-mail (with the answer's words) of a query's answer. */
export function queryAnswer(language: Language, a: QueryAnswer, plainLetters = false) {
  const say = notifyWords(language);
  const outcome = a.refundKobo ? 'refunded' : 'upheld';
  const values = { id: a.id, plate: a.plate, day: dayFirst(a.day), link: a.link };
  return {
    subject: say('email.query.subject', { id: a.id }),
    sms: smsIn(language, [{ key: `sms.query.${outcome}`, values: { ...values, amount: a.refundKobo ? smsNaira(a.refundKobo) : '' } }], plainLetters),
    email: say(outcome === 'refunded' ? 'email.query.refunded' : 'email.query.upheld', { ...values, cause: a.cause, amount: a.refundKobo ? nairaOf(a.refundKobo) : '', answer: a.answer })
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** The owner's SMS when a vehicle's roadside pass is scanned (ADR 0021): the plate, when (ms) and the verification code. */
export const passScannedSms = (language: Language, s: { plate: string; at: number; code: string }, plainLetters = false) => {
  const values = { plate: s.plate, day: dayFirst(lagosDate(s.at)), time: lagosTime(s.at), code: s.code };
  return {
    subject: notifyWords(language)('subject.pass_scanned'),
    body: smsIn(
      language,
      [
        { key: 'sms.pass_scanned', values },
        { key: 'sms.pass_scanned.short', values },
      ],
      plainLetters,
    ),
  };
};

/**
 * The owner's message when a driver says their pay is not right (issue 67 §8): the driver, the
 * period (dates DD-MM-YYYY), the link to the driver's pay; the e-mail also carries the note.
 * @param p.from, p.to the period's first and last day ('YYYY-MM-DD').
 */
export function payQueryNotice(language: Language, p: { driver: string; from: string; to: string; note: string; link: string }, plainLetters = false) {
  const say = notifyWords(language);
  const values = { driver: shortName(p.driver, SMS_NAME.person), from: dayFirst(p.from), to: dayFirst(p.to), link: p.link };
  return {
    subject: say('subject.pay_query'),
    sms: smsIn(
      language,
      [
        { key: 'sms.pay_query', values },
        { key: 'sms.pay_query.short', values },
      ],
      plainLetters,
    ),
    email: say('email.pay_query', { ...values, driver: p.driver, note: p.note }),
  };
}
