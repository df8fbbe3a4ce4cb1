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
import { randomBytes } from 'node:crypto';
import type { PassView } from '~contract/fleet';
import { checkedAtLine, isPassTokenForm, passDocumentLine, verdictLine } from '~/domain/pass';
import { isUpstreamError } from '~/api/errors';
import { supportContact } from '~/server/config.server';
import { isPageView, passVerdict, passViewer } from '~/server/pass.server';
import { networkBlock, reserveAttempt } from '~/server/rate-limit.server';
import type { RouteHandle } from '~/lib/meta';
import * as css from '~/styles/pass.css';

export const handle: RouteHandle & { bare: true } = { title: 'Roadside pass', routeName: 'pass', bare: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && 'pass' in data && data.pass ? `${data.pass.vehicle.plate} – Roadside pass` : 'Roadside pass' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

type Answer = { state: 'ok'; pass: PassView; cached: boolean } | { state: 'unknown' | 'replaced' | 'removed' | 'busy'; message?: string };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = isPassTokenForm(params.token) ? params.token : randomBytes(16).toString('base64url');
  const support = supportContact();
  // Per address and per network block: the identifier is the block, never the token.
  const limit = await reserveAttempt('pass-scan', context.clientIp, networkBlock(context.clientIp));
  if (!limit.ok) return json({ state: 'busy', message: limit.message, support } satisfies Answer & { support: unknown }, { status: 429 });
  try {
    const viewer = isPageView(request) ? passViewer(token, context.clientIp) : null;
    const { view: pass, cached } = await passVerdict(token, () => context.api.passes.scan(token, viewer));
    return json({ state: 'ok', pass, cached, support } satisfies Answer & { support: unknown });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 410) return json({ state: error.code === 'VehicleRemoved' ? 'removed' : 'replaced', support } satisfies Answer & { support: unknown }, { status: 410 });
    if (error.status === 404 || error.status === 400) return json({ state: 'unknown', support } satisfies Answer & { support: unknown }, { status: 404 });
    throw error;
  }
}

export default function RoadsidePass() {
  const data = useLoaderData<typeof loader>();
  const support = data.support;
  return (
    <main className={css.page}>
      <p className={css.brand}>Vehicle Partner · Roadside pass</p>
      {data.state === 'ok' ? (
        <Pass pass={data.pass} cached={data.cached} />
      ) : (
        <section className={css.card}>
          <h1 className={css.plate}>
            {data.state === 'replaced'
              ? 'This pass has been replaced. Ask the driver for the current one.'
              : data.state === 'removed'
                ? 'This vehicle is no longer in the partner’s fleet. This pass is not valid.'
                : data.state === 'busy'
                  ? 'Too many checks of this pass just now.'
                  : 'No pass was found at this address.'}
          </h1>
          {data.state === 'busy' ? <p>{data.message}</p> : <p>Check the address on the sticker, or call partner support.</p>}
        </section>
      )}
      <p className={css.support}>
        Marketplace support: <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
      </p>
    </main>
  );
}

function Pass({ pass, cached }: { pass: PassView; cached: boolean }) {
  const v = pass.vehicle;
  return (
    <>
      <section className={css.card} aria-labelledby="verdict">
        <h1 id="verdict" className={pass.can_operate ? css.yes : css.no} data-testid="verdict">
          {verdictLine(pass.can_operate, pass.reason)}
        </h1>
        <p className={css.plate}>{v.plate}</p>
        <p>
          {v.make} {v.model}
          {v.colour ? `, ${v.colour}` : ''}
        </p>
        <p>{pass.partner.trading_name}</p>
      </section>
      <section className={css.card} aria-labelledby="papers">
        <h2 id="papers" className={css.heading}>
          Papers
        </h2>
        <ul className={css.papers}>
          {pass.documents.map((d) => (
            <li key={d.type} data-status={d.status}>
              <strong>{d.label}</strong>
              {d.number_last4 ? ` (…${d.number_last4})` : ''}: {passDocumentLine(d)}
            </li>
          ))}
        </ul>
      </section>
      <section className={css.card}>
        <p>{checkedAtLine(pass.checked_at)}</p>
        {pass.verification_code ? (
          <>
            <p>
              Verification code: <strong className={css.code}>{pass.verification_code}</strong>
            </p>
            <p className={css.small}>Read this code to marketplace support to confirm this check.</p>
          </>
        ) : cached ? (
          <p className={css.small}>This pass is being checked very often just now, so this is the answer of the check above. Open the page again in a minute for a verification code.</p>
        ) : null}
      </section>
    </>
  );
}
