/**
 * /pass/:token (issues 25 §2, 31 §1): a vehicle's roadside pass, for anyone — an officer's phone,
 * a feature phone's browser. No sign-in, no cookie, no script, noindex, not stored by caches. It
 * shows what the vehicle's papers prove today, as the API judges them by the one readiness rule,
 * and nothing about people.
 *
 * Always answerable: limited per address and per network block, never per token (a stranger's
 * checks cannot switch it off for an officer); under a flood of one token this replica answers
 * from its last verdict (`passVerdict`). Only a person's view is recorded as a scan
 * (`isPageView`: not HEAD, a link preview or a prefetch), once per address an hour (the API
 * counts by `passViewer`).
 *
 * A token that is not of the pass tokens' form is asked about as a random one of that form, so
 * a malformed, forged or unknown token all take the same path and answer the same 404.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useT } from '~/components/useWords';
import type { PassView } from '~contract/fleet';
import { checkedAtLine, isPassTokenForm, passDocumentLine, passDocumentName, passReasonLine, verdictLine, type Say } from '~/domain/pass';
import { isUpstreamError } from '~/api/errors';
import { supportContact } from '~/server/config.server';
import { i18nFor, sayNotice, visitorLanguage } from '~/server/i18n.server';
import { isPageView, passVerdict, passViewer } from '~/server/pass.server';
import { linkTokenOr } from '~/server/public-link.server';
import { networkBlock, reserveAttempt } from '~/server/rate-limit.server';
import type { RouteHandle } from '~/lib/meta';
import * as css from '~/styles/pass.css';
import { LanguageLinks } from '~/components/LanguageSwitch';

// The officer's language, never a signed-in person's (issue 44 §5): `?lang=`, the browser's, English.
export const handle: RouteHandle & { bare: true; language: 'visitor' } = { title: 'Roadside pass', routeName: 'pass', bare: true, language: 'visitor' };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && 'pass' in data && data.pass ? `${data.pass.vehicle.plate} – ${data.title}` : (data?.title ?? 'Roadside pass') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

type Answer = { state: 'ok'; pass: PassView; cached: boolean } | { state: 'unknown' | 'replaced' | 'removed' | 'busy'; message?: string };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = linkTokenOr(params.token, isPassTokenForm);
  const support = supportContact();
  // The tab's title in the officer's language (meta has no catalogue of its own).
  const title = i18nFor(visitorLanguage(request)).t('title', { ns: 'pass' });
  // Per address and per network block: the identifier is the block, never the token.
  const limit = await reserveAttempt('pass-scan', context.clientIp, networkBlock(context.clientIp));
  if (!limit.ok)
    return json({ state: 'busy', message: sayNotice(i18nFor(visitorLanguage(request)), limit.message), support, title } satisfies Answer & { support: unknown; title: string }, { status: 429 });
  try {
    const viewer = isPageView(request) ? passViewer(token, context.clientIp) : null;
    const { view: pass, cached } = await passVerdict(token, () => context.api.passes.scan(token, viewer));
    return json({ state: 'ok', pass, cached, support, title } satisfies Answer & { support: unknown; title: string });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 410) return json({ state: error.code === 'VehicleRemoved' ? 'removed' : 'replaced', support, title } satisfies Answer & { support: unknown; title: string }, { status: 410 });
    if (error.status === 404 || error.status === 400) return json({ state: 'unknown', support, title } satisfies Answer & { support: unknown; title: string }, { status: 404 });
    throw error;
  }
}

export default function RoadsidePass() {
  const data = useLoaderData<typeof loader>();
  const t = useT('pass');
  const say: Say = (key, values) => t(key, values);
  const support = data.support;
  return (
    <main className={css.page}>
      <p className={css.brand}>{t('brand')}</p>
      <LanguageLinks label={t('language')} className={css.languages} />
      {data.state === 'ok' ? (
        <Pass pass={data.pass} cached={data.cached} say={say} />
      ) : (
        <section className={css.card}>
          <h1 className={css.plate}>{t(data.state)}</h1>
          {data.state === 'busy' ? <p>{data.message}</p> : <p>{t('checkAddress')}</p>}
        </section>
      )}
      <p className={css.support}>
        {t('support')} <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
      </p>
    </main>
  );
}

function Pass({ pass, cached, say }: { pass: PassView; cached: boolean; say: Say }) {
  const v = pass.vehicle;
  return (
    <>
      <section className={css.card} aria-labelledby="verdict">
        <h1 id="verdict" className={pass.can_operate ? css.yes : css.no} data-testid="verdict">
          {verdictLine(pass.can_operate, passReasonLine(pass, say), say)}
        </h1>
        {/* The vehicle's registration and its owner's name, as written: never translated (a browser would). */}
        <p className={css.plate} translate="no">
          {v.plate}
        </p>
        <p translate="no">
          {v.make} {v.model}
          {v.colour ? `, ${v.colour}` : ''}
        </p>
        <p translate="no">{pass.partner.trading_name}</p>
      </section>
      <section className={css.card} aria-labelledby="papers">
        <h2 id="papers" className={css.heading}>
          {say('papers')}
        </h2>
        <ul className={css.papers}>
          {pass.documents.map((d) => (
            <li key={d.type} data-status={d.status}>
              <strong>{passDocumentName(d, say)}</strong>
              {d.number_last4 ? ` (…${d.number_last4})` : ''}: {passDocumentLine(d, say)}
            </li>
          ))}
        </ul>
      </section>
      <section className={css.card}>
        <p>{checkedAtLine(pass.checked_at, say)}</p>
        {pass.verification_code ? (
          <>
            <p>
              {say('code')}{' '}
              <strong className={css.code} translate="no">
                {pass.verification_code}
              </strong>
            </p>
            <p className={css.small}>{say('codeHelp')}</p>
          </>
        ) : cached ? (
          <p className={css.small}>{say('cached')}</p>
        ) : null}
      </section>
    </>
  );
}
