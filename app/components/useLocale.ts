/**
 * The reader's locale for `Intl` (issue 44 §3): the request's language (en-NG, pcm, ha, yo, ig),
 * as the i18next instance of entry.server.tsx has it, and the locale `Intl` resolves it to (the
 * pseudo-locale resolves to English), for a `lang` on text CLDR wrote (a month's name).
 */
import { useTranslation } from 'react-i18next';
import { calendarLocale } from '~contract/languages';

export function useLocale(): { locale: string; resolved: string } {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en-NG';
  // The `lang` of what Intl writes (a month's name): Pidgin's months are English's (contract/languages.ts `calendarLocale`).
  return { locale, resolved: new Intl.DateTimeFormat(calendarLocale(locale)).resolvedOptions().locale };
}
