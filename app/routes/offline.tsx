/**
 * /offline (issue 35 §2): what a phone shows for a page it cannot reach while the link is down.
 * The service worker keeps this page (precached) and fills its list with the pages kept on the
 * phone for the signed-in partner (app/sw/rules.ts `withKeptPages`). Online, it is a plain page
 * that says what the portal keeps and how to clear it.
 */
import type { HeadersFunction } from '@remix-run/node';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import * as css from '~/routes/faq.css';
import * as ui from '~/styles/ui.css';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useMessageWords } from '~/components/form/Field';
import { workerWords } from '~/server/offline.server';

/**
 * The page speaks the language asked (`?lang=`: the worker precaches it once per language, issue
 * 51 §3), else the person's.
 */
export const handle: RouteHandle & { bare: true; language: 'query' } = { title: 'You are offline', routeName: 'offline', bare: true, language: 'query' };
export const meta = pageMeta;
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({ words: workerWords(request, (await context.session()).data?.user) });
}

export default function Offline() {
  const say = useMessageWords();
  const { words } = useLoaderData<typeof loader>();
  return (
    <main className={css.wrap}>
      <h1>{say('You are offline')}</h1>
      {/* Filled by the service worker: a logout kept for the link's return (issue 40 §3); its words for every note it writes (issue 51 §3). */}
      <div id="offline-note" className={ui.warningNote} role="status" data-vp-sw-words={words} hidden></div>
      <p>{say('This page needs a connection. These pages were kept on this phone when you last opened them, and can be read now:')}</p>
      <ul data-vp-offline-list=""></ul>
      <p className={ui.muted}>
        {say(
          'The portal keeps the dashboard, trips and their manifests, vehicles’ roadside passes and the payslips you opened, for you only: they are removed when you log out, when your session ends, and when you switch to another partner.',
        )}
      </p>
      <p>
        <a href="/dashboard" className={ui.button.primary}>
          {say('Try again')}
        </a>
      </p>
    </main>
  );
}
