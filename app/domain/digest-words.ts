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
