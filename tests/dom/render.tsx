/**
 * The components' real markup for the enhancement layer's DOM tests (issue 45 §2): a React
 * element rendered to HTML on the server, as every page is made (no page hydrates), with the
 * request's i18next instance for `language`, put in the test's document. The behaviour under
 * test then runs on exactly what a browser would receive.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '~contract/languages';
import { i18nFor } from '~/server/i18n.server';

/** The HTML of `element` as the server renders it in `language`. */
export function markup(element: ReactElement, language: Language = 'en-NG'): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18nFor(language)}>{element}</I18nextProvider>);
}

/** Render `element` into the test document's body (replacing it); returns the body. */
export function render(element: ReactElement, language: Language = 'en-NG'): HTMLElement {
  document.body.innerHTML = markup(element, language);
  return document.body;
}
