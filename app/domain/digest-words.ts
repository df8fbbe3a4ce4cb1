/**
 * The fleet digest's words in each language (issue 44 §4), for the API that sends it and the
 * settings page that previews it: the recipient reads their own language. Kept here, beside the
 * digest's rule, because the API composes the messages and may import only the contract and the
 * domain (the portal's page catalogues are its own). Drafts, not yet reviewed by a native speaker
 * (docs/i18n/glossary.md's words).
 */
import type { Language } from '~contract/languages';

/** Which records a sentence counts: both kinds, or one. */
export type Kinds = 'both' | 'vehicles' | 'drivers';

export type DigestWords = {
  /** The SMS's first word ('Fleet'). */
  fleet: string;
  /** 'Details:' before the SMS's link. */
  details: string;
  /** '3 vehicles', '1 driver'. */
  vehicles: (n: number) => string;
  drivers: (n: number) => string;
  /** Joins the two counts: ' and '. */
  and: string;
  /** '<counts> cannot work'. */
  cannotWork: (counts: string) => string;
  /** '; 2 at risk' (empty for 0). */
  atRisk: (n: number) => string;
  /** 'every vehicle and driver can work'. */
  allCanWork: (kinds: Kinds) => string;
  noVehicle: string;
  noDriver: string;
  /** The e-mail's and WhatsApp's subject, for the day (DD-MM-YYYY). */
  subject: (day: string) => string;
  cannotWorkTitle: string;
  newReminders: string;
  seeAndFix: string;
  /** A record that cannot work, when no reason is said. */
  cannotWorkAlone: string;
};

/** English's plural: one, other (Intl.PluralRules would say the same for 'en'). */
const en = (one: string, other: string) => (n: number) => `${n} ${n === 1 ? one : other}`;

export const DIGEST_WORDS: Record<Language, DigestWords> = {
  'en-NG': {
    fleet: 'Fleet',
    details: 'Details:',
    vehicles: en('vehicle', 'vehicles'),
    drivers: en('driver', 'drivers'),
    and: ' and ',
    cannotWork: (c) => `${c} cannot work`,
    atRisk: (n) => (n ? `; ${n} at risk` : ''),
    allCanWork: (k) => `every ${k === 'both' ? 'vehicle and driver' : k === 'vehicles' ? 'vehicle' : 'driver'} can work`,
    noVehicle: 'no vehicle yet. Add your first vehicle',
    noDriver: 'no driver yet. Add your first driver',
    subject: (day) => `Fleet reminders for ${day}`,
    cannotWorkTitle: 'Cannot work:',
    newReminders: 'New reminders:',
    seeAndFix: 'See and fix them:',
    cannotWorkAlone: 'cannot work',
  },
  // Pidgin keeps "motor" and "driver", with no plural ending.
  pcm: {
    fleet: 'Motor',
    details: 'Details:',
    vehicles: (n) => `${n} motor`,
    drivers: (n) => `${n} driver`,
    and: ' and ',
    cannotWork: (c) => `${c} no fit work`,
    atRisk: (n) => (n ? `; ${n} fit get wahala` : ''),
    allCanWork: (k) => `all ${k === 'both' ? 'motor and driver' : k === 'vehicles' ? 'motor' : 'driver'} fit work`,
    noVehicle: 'no motor yet. Add your first motor',
    noDriver: 'no driver yet. Add your first driver',
    subject: (day) => `Motor reminders for ${day}`,
    cannotWorkTitle: 'No fit work:',
    newReminders: 'New reminders:',
    seeAndFix: 'See and fix dem:',
    cannotWorkAlone: 'no fit work',
  },
  // Hausa: the noun before the number, singular for one (mota 1, motoci 3).
  ha: {
    fleet: 'Motoci',
    details: 'Bayani:',
    vehicles: (n) => `${n === 1 ? 'mota' : 'motoci'} ${n}`,
    drivers: (n) => `${n === 1 ? 'direba' : 'direbobi'} ${n}`,
    and: ' da ',
    cannotWork: (c) => `${c} ba za su iya aiki ba`,
    atRisk: (n) => (n ? `; ${n} na cikin haɗari` : ''),
    allCanWork: (k) => `duk ${k === 'both' ? 'motoci da direbobi' : k === 'vehicles' ? 'motoci' : 'direbobi'} za su iya aiki`,
    noVehicle: 'babu mota tukuna. Ƙara motarku ta farko',
    noDriver: 'babu direba tukuna. Ƙara direbanku na farko',
    subject: (day) => `Tunatarwar motoci ta ${day}`,
    cannotWorkTitle: 'Ba za su iya aiki ba:',
    newReminders: 'Sabbin tunatarwa:',
    seeAndFix: 'Duba ku gyara su:',
    cannotWorkAlone: 'ba za ta iya aiki ba',
  },
  // Yoruba: one form for every number, the noun first (ọkọ̀ 3).
  yo: {
    fleet: 'Ọkọ̀',
    details: 'Àlàyé:',
    vehicles: (n) => `ọkọ̀ ${n}`,
    drivers: (n) => `awakọ̀ ${n}`,
    and: ' àti ',
    cannotWork: (c) => `${c} kò lè ṣiṣẹ́`,
    atRisk: (n) => (n ? `; ${n} wà nínú ewu` : ''),
    allCanWork: (k) => `gbogbo ${k === 'both' ? 'ọkọ̀ àti awakọ̀' : k === 'vehicles' ? 'ọkọ̀' : 'awakọ̀'} lè ṣiṣẹ́`,
    noVehicle: 'kò sí ọkọ̀ síbẹ̀. Fi ọkọ̀ àkọ́kọ́ rẹ kún un',
    noDriver: 'kò sí awakọ̀ síbẹ̀. Fi awakọ̀ àkọ́kọ́ rẹ kún un',
    subject: (day) => `Ìránnilétí ọkọ̀ fún ${day}`,
    cannotWorkTitle: 'Kò lè ṣiṣẹ́:',
    newReminders: 'Ìránnilétí tuntun:',
    seeAndFix: 'Wò ó kí o sì tún wọn ṣe:',
    cannotWorkAlone: 'kò lè ṣiṣẹ́',
  },
  // Igbo: one form for every number, the noun first (ụgbọala 3).
  ig: {
    fleet: 'Ụgbọala',
    details: 'Nkọwa:',
    vehicles: (n) => `ụgbọala ${n}`,
    drivers: (n) => `ndị ọkwọ ụgbọala ${n}`,
    and: ' na ',
    cannotWork: (c) => `${c} enweghị ike ịrụ ọrụ`,
    atRisk: (n) => (n ? `; ${n} nọ n'ihe ize ndụ` : ''),
    allCanWork: (k) => `${k === 'both' ? 'ụgbọala na ndị ọkwọ ụgbọala' : k === 'vehicles' ? 'ụgbọala' : 'ndị ọkwọ ụgbọala'} niile nwere ike ịrụ ọrụ`,
    noVehicle: 'enweghị ụgbọala ma ugbu a. Tinye ụgbọala mbụ gị',
    noDriver: 'enweghị onye ọkwọ ụgbọala ma ugbu a. Tinye onye ọkwọ ụgbọala mbụ gị',
    subject: (day) => `Ncheta ụgbọala maka ${day}`,
    cannotWorkTitle: 'Enweghị ike ịrụ ọrụ:',
    newReminders: 'Ncheta ọhụrụ:',
    seeAndFix: 'Hụ ma dozie ha:',
    cannotWorkAlone: 'enweghị ike ịrụ ọrụ',
  },
};

/**
 * One reminder of the digest's detail (issue 44 §4), as facts the API found: a document that
 * expired or expires (`left` days from the digest's day, 0: today), or a record that cannot work
 * for another reason (`code`, the readiness rule's; `message`, its English words).
 */
export type ReminderFacts =
  | { kind: 'expired'; who: string; document: string; date: string; from: string }
  | { kind: 'expiring'; who: string; document: string; date: string; from: string; left: number }
  | { kind: 'blocked'; who: string; code: string; document: string | null; message: string };

type LineWords = {
  expired: (f: Extract<ReminderFacts, { kind: 'expired' }>, doc: string) => string;
  expiring: (f: Extract<ReminderFacts, { kind: 'expiring' }>, doc: string) => string;
  /** A reason by its code, with the document's name; null: the English message is kept. */
  reason: (code: string, doc: string) => string | null;
  cannotWork: (who: string, reason: string) => string;
};

const dayCount = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

const LINE_WORDS: Record<Language, LineWords> = {
  'en-NG': {
    expired: (f, doc) => `${f.who}: ${doc} expired on ${f.date}; it cannot work from ${f.from}.`,
    expiring: (f, doc) => `${f.who}: ${doc} expires ${f.left === 0 ? 'today' : `in ${dayCount(f.left, 'day', 'days')}`} (${f.date}); it cannot work from ${f.from}.`,
    reason: () => null,
    cannotWork: (who, reason) => `${who} cannot work: ${reason}.`,
  },
  pcm: {
    expired: (f, doc) => `${f.who}: ${doc} don expire for ${f.date}; e no fit work from ${f.from}.`,
    expiring: (f, doc) => `${f.who}: ${doc} go expire ${f.left === 0 ? 'today' : `in ${dayCount(f.left, 'day', 'days')}`} (${f.date}); e no go fit work from ${f.from}.`,
    reason: (code, doc) =>
      ({
        document_missing: `${doc} never upload`,
        document_rejected: `dem reject ${doc}`,
        document_under_review: `dem still dey check ${doc}`,
        inactive: 'e dey off',
        licence_class: 'the licence class no cover the motor',
      })[code] ?? null,
    cannotWork: (who, reason) => `${who} no fit work: ${reason}.`,
  },
  ha: {
    expired: (f, doc) => `${f.who}: wa'adin ${doc} ya ƙare a ranar ${f.date}; ba zai iya aiki ba daga ${f.from}.`,
    expiring: (f, doc) => `${f.who}: wa'adin ${doc} zai ƙare ${f.left === 0 ? 'yau' : `cikin ${f.left === 1 ? 'kwana 1' : `kwanaki ${f.left}`}`} (${f.date}); ba zai iya aiki ba daga ${f.from}.`,
    reason: (code, doc) =>
      ({
        document_missing: `ba a ɗora ${doc} ba`,
        document_rejected: `an ƙi ${doc}`,
        document_under_review: `ana duba ${doc}`,
        inactive: 'an dakatar da shi',
        licence_class: 'ajin lasisi bai shafi motar ba',
      })[code] ?? null,
    cannotWork: (who, reason) => `${who} ba zai iya aiki ba: ${reason}.`,
  },
  yo: {
    expired: (f, doc) => `${f.who}: ${doc} parí ní ${f.date}; kò lè ṣiṣẹ́ láti ${f.from}.`,
    expiring: (f, doc) => `${f.who}: ${doc} yóò parí ${f.left === 0 ? 'lónìí' : `ní ọjọ́ ${f.left}`} (${f.date}); kò ní lè ṣiṣẹ́ láti ${f.from}.`,
    reason: (code, doc) =>
      ({
        document_missing: `a kò tíì gbé ${doc} sókè`,
        document_rejected: `a kọ ${doc}`,
        document_under_review: `a ń yẹ ${doc} wò`,
        inactive: 'a ti pa á',
        licence_class: 'kíláàsì ìwé àṣẹ kò bo ọkọ̀ náà',
      })[code] ?? null,
    cannotWork: (who, reason) => `${who} kò lè ṣiṣẹ́: ${reason}.`,
  },
  ig: {
    expired: (f, doc) => `${f.who}: ${doc} gwụrụ na ${f.date}; ọ gaghị arụ ọrụ site na ${f.from}.`,
    expiring: (f, doc) => `${f.who}: ${doc} ga-agwụ ${f.left === 0 ? 'taa' : `n'ime ụbọchị ${f.left}`} (${f.date}); ọ gaghị arụ ọrụ site na ${f.from}.`,
    reason: (code, doc) =>
      ({
        document_missing: `e bulitebeghị ${doc}`,
        document_rejected: `a jụrụ ${doc}`,
        document_under_review: `a na-enyocha ${doc}`,
        inactive: 'e mechiri ya',
        licence_class: 'klas akwụkwọ ikike anaghị ekpuchi ụgbọala ahụ',
      })[code] ?? null,
    cannotWork: (who, reason) => `${who} enweghị ike ịrụ ọrụ: ${reason}.`,
  },
};

/**
 * A reminder's line in `language` (issue 44 §4): the document named as the language names it
 * (`documentName`, English where it has no name), a reason by its code where the language has
 * words for it, else the rule's English message.
 */
export function reminderLine(f: ReminderFacts, language: Language, documentName: (label: string, language: Language) => string): string {
  const w = LINE_WORDS[language];
  if (f.kind === 'expired') return w.expired(f, documentName(f.document, language));
  if (f.kind === 'expiring') return w.expiring(f, documentName(f.document, language));
  return w.cannotWork(f.who, w.reason(f.code, f.document ? documentName(f.document, language) : '') ?? f.message);
}
