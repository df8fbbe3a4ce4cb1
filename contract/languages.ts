/**
 * The portal's languages (issue 44 §1): English (Nigeria), Nigerian Pidgin, Hausa, Yoruba and
 * Igbo, each by its BCP 47 code, with its name in itself (what a person looks for in a list).
 * Pure, and shared by the portal and the API (the contract): no catalogue is ever imported here.
 */

export const LANGUAGES = [
  { code: 'en-NG', name: 'English' },
  { code: 'pcm', name: 'Naijá (Pidgin)' },
  { code: 'ha', name: 'Hausa' },
  { code: 'yo', name: 'Yorùbá' },
  { code: 'ig', name: 'Igbo' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [Language, ...Language[]];
/** What a person reads before anyone chose: English (Nigeria). */
export const DEFAULT_LANGUAGE: Language = 'en-NG';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** 'en', 'en-GB', 'EN-ng' → 'en-NG'; 'pcm', 'ha-NG', 'yo', 'ig-NG' → theirs; anything else null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'en') return 'en-NG';
  return isLanguage(primary) ? primary : null;
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): tags by their
 * q-value, highest first (in header order on a tie), the first one we speak; null when none.
 */
export function fromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag && x.q > 0 && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    const found = languageOfTag(tag);
    if (found) return found;
  }
  return null;
}

/**
 * The locale `Intl` names months and weekdays in for `language` (issue 51 §8): Pidgin readers write
 * January and Monday as English does, not CLDR's Pidgin with tone marks ("Jénúári", "Ọgọst"); the
 * other languages as CLDR has them.
 */
export const calendarLocale = (language: string): string => (language === 'pcm' ? 'en-NG' : language);
