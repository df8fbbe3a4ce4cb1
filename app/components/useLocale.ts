/**
 * The reader's locale for `Intl` (issue 44 §3): the request's language (en-NG, pcm, ha, yo, ig),
 * as the i18next instance of entry.server.tsx has it, and the locale `Intl` resolves it to (the
 * pseudo-locale resolves to English), for a `lang` on text CLDR wrote (a month's name).
 */
import { useLanguage } from '~/components/useWords';
import { calendarLocale } from '~contract/languages';

/** Each language's resolved locale, worked out once: a new `Intl.DateTimeFormat` per render is a measurable share of a page's server time (issue 52 §1). */
const resolvedOf = new Map<string, string>();

export function useLocale(): { locale: string; resolved: string } {
  const locale = useLanguage();
  let resolved = resolvedOf.get(locale);
  // The `lang` of what Intl writes (a month's name): Pidgin's months are English's (contract/languages.ts `calendarLocale`).
  if (!resolved) resolvedOf.set(locale, (resolved = new Intl.DateTimeFormat(calendarLocale(locale)).resolvedOptions().locale));
  return { locale, resolved };
}
