/**
 * The language choice (issue 44 §1): a plain form that works without JavaScript. It posts to
 * /language, which keeps the choice (a cookie for a guest, the saved language of a person signed
 * in) and comes back to this page. Each language is named in itself.
 */
import { useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PostForm } from '~/components/form/PostForm';
import { LANGUAGES } from '~contract/languages';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/form/form.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <PostForm action="/language" className={css.inline} data-testid="language-switch">
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <label htmlFor="language" className={ui.label}>
        {t('language.label')}
      </label>
      <select id="language" name="language" defaultValue={i18n.language} className={ui.input}>
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
