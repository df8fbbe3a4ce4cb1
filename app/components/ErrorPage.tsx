/**
 * A friendly message for errors and missing pages (spec section 2: page not found), with a
 * way on and the support contact. Inside the app shell it keeps the menu around the partner
 * and offers Retry (issue 15); on its own it is a full page with a way home.
 */
import { useLocation } from '@remix-run/react';
import { Link } from '~/components/Link';
import { button, justifyCentre, row } from '~/styles/ui.css';
import { SupportContact } from '~/components/SupportContact';
import { useMessageWords } from '~/components/form/Field';
import * as css from '~/components/ErrorPage.css';

export type ErrorView = { status?: number; title: string; message: string };

/** The title and message of an error status (404, 403, 502/503, anything else). */
export function errorView(status: number | undefined, message?: string, code?: unknown): ErrorView {
  // A feature the marketplace's API does not serve (issue 72 §3): said plainly, not as a lost page.
  if (status === 404 && code === 'FeatureMissing')
    return { status, title: 'Not offered yet', message: message ?? 'The marketplace does not offer this part of the portal yet. Everything else works as usual.' };
  if (status === 404) return { status, title: 'Page not found', message: message ?? 'We could not find the page you were looking for. It may have moved, or the link may be wrong.' };
  if (status === 403) return { status, title: 'Not allowed', message: message ?? 'You do not have access to this page.' };
  if (status === 502 || status === 503 || status === 504) return { status, title: 'Service unavailable', message: message ?? 'The service is unavailable right now. Please try again in a moment.' };
  if (status === 413) return { status, title: 'Too large', message: message ?? 'What you sent is too large. Files must be less than 5 MB.' };
  return { status, title: 'Something went wrong', message: message ?? 'Oops! An error occurred, please try again.' };
}

export function ErrorPage({ status, title, message, inShell = false }: ErrorView & { inShell?: boolean }) {
  const location = useLocation();
  // The page's sentences in the reader's language (issue 44 §2); a loader's own message stays as it came if the catalogue has no words for it.
  const say = useMessageWords();
  const retry = status === undefined || status >= 500;
  const here = `${location.pathname}${location.search}`;
  const Wrapper = inShell ? 'section' : 'main';
  return (
    <Wrapper className={inShell ? css.inShell : css.wrap} id={inShell ? undefined : 'main'} aria-labelledby={inShell ? undefined : 'error-title'} aria-label={inShell ? say(title) : undefined}>
      <div className={css.inner}>
        {status ? <p className={css.code}>{status}</p> : null}
        {/* In the shell the header already shows the title (a page's title appears once). */}
        {inShell ? null : <h1 id="error-title">{say(title)}</h1>}
        <p>{say(message)}</p>
        <p className={`${row} ${justifyCentre}`}>
          {retry ? (
            <a href={here} className={button.primary}>
              {say('Retry')}
            </a>
          ) : null}
          {/* `/` lands each person on the first page their roles open (a driver manager's is Drivers, issue 54 §7). */}
          <Link to="/" className={retry ? button.secondary : button.primary}>
            {say('Go to the home page')}
          </Link>
        </p>
        <div className={css.support}>
          <SupportContact />
        </div>
      </div>
    </Wrapper>
  );
}
