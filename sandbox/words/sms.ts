/**
 * The SMS's facts, once (issues 32 §5, 43 §6, 44 §4): GSM 03.38's basic alphabet, what one segment
 * carries (160 characters in GSM-7, 70 in UCS-2 once any other character is needed), and the
 * plain-letter form of a Nigerian text (tone marks and dots below dropped, Hausa's hooked letters
 * written plain) that keeps a message in GSM-7. Pure; the API composes every SMS with these (the
 * portal shows the previews the API answers, ADR 0071).
 */
import type { Language } from '../../contract/languages.js';

/** One segment in the GSM-7 alphabet: 160 characters. */
export const SMS_SEGMENT = 160;
/** One segment once a character outside GSM-7 is needed (UCS-2): 70 characters. */
export const UCS2_SEGMENT = 70;

/** GSM 03.38's basic characters (no escapes). */
const GSM7 = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');

/** Is every character of `text` in GSM-7's basic set? */
export const isGsm7 = (text: string) => [...text].every((c) => GSM7.has(c));

/** Characters one SMS segment carries for `text`: 160 in GSM-7, else 70 (UCS-2). */
export const smsSegmentLimit = (text: string): number => (isGsm7(text) ? SMS_SEGMENT : UCS2_SEGMENT);

/** Does `text` fit one SMS segment? (UCS-2 counts UTF-16 code units, as a phone does.) */
export const fitsOneSms = (text: string) => text.length <= smsSegmentLimit(text);

/** Letters of Hausa, Yoruba and Igbo that decomposition does not reduce to a basic letter, and typographic marks. */
const PLAIN: Record<string, string> = { ɓ: 'b', Ɓ: 'B', ɗ: 'd', Ɗ: 'D', ƙ: 'k', Ƙ: 'K', ƴ: 'y', Ƴ: 'Y', '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...' };

/**
 * `text` in GSM-7's basic set: tone marks and dots below dropped (Ọlá → Ola, Ngozị → Ngozi), the
 * hooked letters of Hausa written plain (ɗ → d), anything else left out. So a message keeps its
 * 160 characters instead of falling to 70 (UCS-2).
 */
export function toGsm7(text: string): string {
  return [...text]
    .map((c) => PLAIN[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split('')
    .filter((c) => GSM7.has(c))
    .join('');
}

/** The languages whose letters leave GSM-7 (Hausa's ɓ ɗ ƙ ƴ, Yoruba's ẹ ọ ṣ and tones, Igbo's ị ọ ụ ṅ). */
export const needsSpecialLetters = (language: Language) => language === 'ha' || language === 'yo' || language === 'ig';

/**
 * One SMS segment of `text` in `language` (issue 44 §4): English and Pidgin are written in GSM-7
 * (160); Hausa, Yoruba and Igbo keep their letters when the whole text fits 70 (UCS-2), and are
 * written in plain letters (GSM-7, 160) when the partner chose "SMS without special letters"
 * (`plainLetters`) or when the letters would not fit one segment.
 * @throws Error when even the plain form needs more than one segment (the caller's text is too long).
 */
export function oneSegment(text: string, language: Language, plainLetters: boolean): string {
  const sent = needsSpecialLetters(language) && !plainLetters && fitsOneSms(text) ? text : toGsm7(text);
  if (!fitsOneSms(sent)) throw new Error(`The SMS needs ${sent.length} characters, more than one segment (${smsSegmentLimit(sent)})`);
  return sent;
}
