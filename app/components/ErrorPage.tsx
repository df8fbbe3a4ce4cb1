import { Link } from '@remix-run/react';
import { button } from '~/styles/ui.css';
import * as css from './ErrorPage.css';

/** A friendly full-page message for errors and missing pages, with a way home. */
export function ErrorPage({ status, title, message }: { status?: number; title: string; message: string }) {
  return (
    <main className={css.wrap}>
      <div className={css.inner}>
        {status ? <p className={css.code}>{status}</p> : null}
        <h1>{title}</h1>
        <p>{message}</p>
        <Link to="/" className={button.primary}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
