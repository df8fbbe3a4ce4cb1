/**
 * The language choice (issue 44 §1): a plain form that works without JavaScript. It posts to
 * /language, which keeps the choice (a cookie for a guest, the saved language of a person signed
 * in) and comes back to this page. Each language is named in itself.
 */
import { useLocation } from '@remix-run/react';
import { useT, useLanguage } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { LANGUAGES } from '~contract/languages';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/form/form.css';

export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  return (
    <PostForm action="/language" className={css.inline} data-testid="language-switch">
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <label htmlFor="language" className={ui.label}>
        {t('language.label')}
      </label>
      <select id="language" name="language" defaultValue={language} className={ui.input}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <button type="submit" className={ui.button.secondary}>
        {t('language.change')}
      </button>
    </PostForm>
  );
}

/**
 * A public page's language links (issue 44 §4–5: the roadside pass, the driver's upload page):
 * `?lang=` for each language, named in itself, the page's own marked; no cookie is set. `label`:
 * the nav's name in the reader's words.
 */
export function LanguageLinks({ label, className }: { label: string; className?: string }) {
  const language = useLanguage();
  return (
    <nav aria-label={label} className={className}>
      {LANGUAGES.map((l) => (
        <a key={l.code} href={`?lang=${l.code}`} lang={l.code} hrefLang={l.code} aria-current={l.code === language ? 'true' : undefined}>
          {l.name}
        </a>
      ))}
    </nav>
  );
}
