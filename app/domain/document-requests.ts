/**
 * Asking a driver for a document (issue 43): which documents may be asked, what each must show,
 * the one-segment SMS that carries the link, and the link's states in words. Pure: the API (the
 * sandbox) builds its message and judges its links with these functions, and the portal previews
 * the same message and shows the same words.
 */

import { PASS_TOKEN } from '~contract/requests';
import { SMS_SEGMENT, toGsm7 } from '~/domain/sms';
import type { Language } from '~contract/languages';

/** How long a link stays valid after it is sent (or after a rejection reopens it), in ms: 7 days. */
export const DOCUMENT_LINK_LIFE_MS = 7 * 86_400_000;
/** The public page's path for a token. */
export const documentLinkPath = (token: string) => `/send/${token}`;

/** Is `token` of the links' form: 16 random bytes (128 bits) as 22 base64url characters, as a pass's? */
export const isDocumentLinkTokenForm = (token: string | undefined): token is string => typeof token === 'string' && PASS_TOKEN.test(token);

/** A document's states in which the owner may ask the driver for it: not uploaded, expiring, expired or rejected, with nothing under review. */
const ASKABLE_STATES = new Set(['missing', 'expiring_soon', 'expired', 'rejected']);

/** May a document in `state` (with a replacement in `replacementStatus`, if any) be asked for? */
export function isAskable(state: string, replacementStatus: string | null | undefined): boolean {
  return ASKABLE_STATES.has(state) && replacementStatus !== 'pending_review';
}

/** May a readiness reason be answered by the driver sending a photo: a paper missing, expired, rejected or expiring (not one under review)? */
export const isAskableReason = (code: string) => code === 'document_missing' || code === 'document_expired' || code === 'document_rejected' || code === 'document_expiring';

/** What a photo of each document must show, for the driver's page. */
export const WHAT_IT_MUST_SHOW: Record<string, string> = {
  driver_licence: 'The front of the licence card: your photo, name, licence number, class and expiry date, all four corners.',
  lasdri: 'The front of the LASDRI card: your photo, card number and expiry date.',
  vehicle_licence: 'The vehicle licence paper, with the plate number and expiry date readable.',
  proof_of_ownership: 'The proof of ownership paper, with the owner’s name and the plate number.',
  insurance: 'The insurance certificate kept in the vehicle, with the plate number and expiry date.',
  roadworthiness: 'The roadworthiness certificate, with the plate number and expiry date.',
  hackney_permit: 'The hackney permit, with the plate number and expiry date.',
  cmr: 'The CMR certificate, with the plate number.',
};

/** What a photo of `type` must show, or a plain default. */
export const whatItMustShow = (type: string) => WHAT_IT_MUST_SHOW[type] ?? 'The whole document, every word readable.';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}.` : text);

/** The words of the messages to a driver (issue 44 §4), per language; written plain (GSM-7) when sent. */
type DriverWords = {
  ask: (name: string, partner: string, what: string, link: string) => string;
  askShort: (name: string, what: string, link: string) => string;
  document: string;
  documents: (n: number) => string;
  and: string;
  rejected: (name: string, label: string) => string;
  again: (sentOn: string) => string;
};
const DRIVER_WORDS: Record<Language, DriverWords> = {
  'en-NG': {
    ask: (n, p, w, l) => `${n}, ${p} asks for your ${w}. Send a photo here: ${l}`,
    askShort: (n, w, l) => `${n}, please send your ${w}: ${l}`,
    document: 'document',
    documents: (n) => `${n} documents`,
    and: 'and',
    rejected: (n, d) => `${n}, your ${d} was not accepted: `,
    again: (on) => ` Send it again with the link of ${on}.`,
  },
  pcm: {
    ask: (n, p, w, l) => `${n}, ${p} wan make you send your ${w}. Send photo here: ${l}`,
    askShort: (n, w, l) => `${n}, abeg send your ${w}: ${l}`,
    document: 'paper',
    documents: (n) => `${n} papers`,
    and: 'and',
    rejected: (n, d) => `${n}, dem no accept your ${d}: `,
    again: (on) => ` Send am again with the link of ${on}.`,
  },
  ha: {
    ask: (n, p, w, l) => `${n}, ${p} na neman ${w} naka. Aiko da hoto a nan: ${l}`,
    askShort: (n, w, l) => `${n}, don Allah aiko da ${w}: ${l}`,
    document: 'takarda',
    documents: (n) => `takardu ${n}`,
    and: 'da',
    rejected: (n, d) => `${n}, ba a karɓi ${d} naka ba: `,
    again: (on) => ` Sake aiko da ita ta mahaɗin ${on}.`,
  },
  yo: {
    ask: (n, p, w, l) => `${n}, ${p} ń béèrè ${w} rẹ. Fi fọ́tò ránṣẹ́ níbí: ${l}`,
    askShort: (n, w, l) => `${n}, jọ̀ọ́ fi ${w} rẹ ránṣẹ́: ${l}`,
    document: 'ìwé',
    documents: (n) => `ìwé ${n}`,
    and: 'àti',
    rejected: (n, d) => `${n}, a kò gba ${d} rẹ: `,
    again: (on) => ` Tún un fi ránṣẹ́ pẹ̀lú ìjápọ̀ ${on}.`,
  },
  ig: {
    ask: (n, p, w, l) => `${n}, ${p} na-arịọ ${w} gị. Zite foto ebe a: ${l}`,
    askShort: (n, w, l) => `${n}, biko zite ${w} gị: ${l}`,
    document: 'akwụkwọ',
    documents: (n) => `akwụkwọ ${n}`,
    and: 'na',
    rejected: (n, d) => `${n}, anabataghị ${d} gị: `,
    again: (on) => ` Zighachi ya site na njikọ nke ${on}.`,
  },
};

/**
 * A document's name in `language` for a message to a driver (the English label when the language
 * has none). The same words as the `fleet` catalogue (a test keeps them equal).
 */
export const DOCUMENT_NAMES: Record<Exclude<Language, 'en-NG'>, Record<string, string>> = {
  pcm: {
    'Vehicle licence': 'Motor licence',
    'Insurance certificate': 'Insurance paper',
    'Roadworthiness certificate': 'Roadworthiness paper',
    'Central Motor Registry (CMR) certificate': 'CMR paper (Central Motor Registry)',
    "Driver's licence": 'Driver licence',
  },
  ha: {
    'Vehicle licence': 'Lasisin mota',
    'Proof of ownership': 'Shaidar mallaka',
    'Insurance certificate': 'Takardar inshora',
    'Roadworthiness certificate': 'Takardar lafiyar mota',
    'Hackney permit': 'Izinin haya (hackney permit)',
    'Central Motor Registry (CMR) certificate': 'Takardar CMR (Central Motor Registry)',
    "Driver's licence": 'Lasisin tuƙi',
    'LASDRI card': 'Katin LASDRI',
  },
  yo: {
    'Vehicle licence': 'Ìwé àṣẹ ọkọ̀',
    'Proof of ownership': 'Ẹ̀rí níní ọkọ̀',
    'Insurance certificate': 'Ìwé ìbánigbófò',
    'Roadworthiness certificate': 'Ìwé ìlera ọkọ̀',
    'Hackney permit': 'Ìwé àṣẹ hackney',
    'Central Motor Registry (CMR) certificate': 'Ìwé CMR (Central Motor Registry)',
    "Driver's licence": 'Ìwé àṣẹ awakọ̀',
    'LASDRI card': 'Káàdì LASDRI',
  },
  ig: {
    'Vehicle licence': 'Akwụkwọ ikike ụgbọala',
    'Proof of ownership': 'Ihe akaebe nwe ụgbọala',
    'Insurance certificate': 'Akwụkwọ mkpuchi',
    'Roadworthiness certificate': 'Akwụkwọ ahụike ụgbọala',
    'Hackney permit': 'Ikike hackney',
    'Central Motor Registry (CMR) certificate': 'Akwụkwọ CMR (Central Motor Registry)',
    "Driver's licence": 'Akwụkwọ ikike ịkwọ ụgbọala',
    'LASDRI card': 'Kaadị LASDRI',
  },
};
const LINK_MARK = '@@LINK@@';
/** A document's English label as `language` names it (English where it has no name of its own). */
export const nameIn = (label: string, language: Language) => (language === 'en-NG' ? label : (DOCUMENT_NAMES[language][label] ?? label));

/**
 * The SMS (or WhatsApp message) that asks a driver for documents (issues 43 §6, 44 §4): one
 * segment of GSM-7, at most 160 characters, naming the partner, the documents and the link, in
 * `language` (English when not given) written in plain letters.
 * @param firstName the driver's first name; `tradingName` the partner's; `labels` the documents' English labels; `link` the full URL.
 * @returns the message; the documents are counted ("3 documents") where their names do not fit.
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
  const w = DRIVER_WORDS[language];
  const name = cut(toGsm7(firstName).trim(), 20);
  const partner = cut(toGsm7(tradingName).trim(), 30);
  const names = labels.map((l) => nameIn(l, language));
  const named = names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${w.and} ${names[names.length - 1]}`;
  const counted = w.documents(labels.length);
  // The words in plain letters; the link as it is (the preview's dots stand for its private part).
  const plain = (text: string) => toGsm7(text).replace(LINK_MARK, link);
  const compose = (what: string) => plain(w.ask(name, partner, what, LINK_MARK));
  const full = compose(named);
  if (full.length <= SMS_SEGMENT) return full;
  const short = compose(labels.length === 1 ? w.document : counted);
  return short.length <= SMS_SEGMENT ? short : plain(w.askShort(name, labels.length === 1 ? w.document : counted, LINK_MARK)).slice(0, SMS_SEGMENT);
}

/** The SMS that says a sent document was rejected, and what to redo (issues 43 §4, 44 §4), one GSM-7 segment in `language`. */
export function rejectedMessage({ firstName, label, reason, sentOn, language = 'en-NG' }: { firstName: string; label: string; reason: string; sentOn: string; language?: Language }): string {
  const w = DRIVER_WORDS[language];
  const head = toGsm7(w.rejected(cut(toGsm7(firstName).trim(), 20), nameIn(label, language)));
  const tail = toGsm7(w.again(sentOn));
  const said = cut(toGsm7(reason).trim(), Math.max(10, SMS_SEGMENT - head.length - tail.length - 1));
  return `${head}${/[.!?]$/.test(said) ? said : `${said}.`}${tail}`.slice(0, SMS_SEGMENT);
}

/** A link's state, as the API answers it. */
export type DocumentLinkState = 'open' | 'complete' | 'replaced' | 'withdrawn' | 'expired';

/** What the driver's page says of a link that no longer takes files. */
export const LINK_CLOSED: Record<Exclude<DocumentLinkState, 'open'>, string> = {
  complete: 'Everything asked was sent. Thank you: the owner will check it.',
  replaced: 'This link was replaced by a newer one. Use the latest message you received.',
  withdrawn: 'The owner no longer needs this link. Ask them if you still have a document to send.',
  expired: 'This link has expired. Ask the owner to send you a new one.',
};

/** What the owner reads of a link's state on the driver's page. */
export const LINK_STATE_WORDS: Record<DocumentLinkState, string> = {
  open: 'Waiting for the driver',
  complete: 'Everything asked was sent',
  replaced: 'Replaced by a newer link',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** A submission's words for the owner. */
export const SUBMISSION_WORDS = {
  awaiting_review: 'Sent by the driver — awaiting your review',
  accepted: 'Accepted: sent to the marketplace for approval',
  rejected: 'Rejected',
} as const;
