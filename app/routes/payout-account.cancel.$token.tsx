/**
 * /payout-account/cancel/:token (issue 24 §2): the link the owner gets by SMS and email when a
 * payout account is added or changed. No sign-in (the owner may be on another phone), no
 * script, no cookie, noindex, not stored by caches. It says what the change is and, while it is
 * cooling off, cancels it (the previous payout account is restored by the API). A link used twice
 * or after the 48 hours says where payouts go now.
 *
 * Limits (issue 31 §2): unknown tokens are counted per address (views and cancels), and a cancel
 * also per token; a view of a real link never counts against the token, so nobody who sees the
 * link (a preview, a stranger) can spend the owner's cancel.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { PayoutAccountChange } from '~contract/core';
import { isUpstreamError } from '~/api/errors';
import { formatDateTime } from '~/lib/format';
import type { RouteHandle } from '~/lib/meta';
import { supportContact } from '~/server/config.server';
import { readForm } from '~/server/forms.server';
import { reserveAttempt } from '~/server/rate-limit.server';
import { i18nFor, sayNotice, visitorLanguage } from '~/server/i18n.server';
import * as css from '~/styles/pass.css';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';
import { useMessageWords } from '~/components/form/Field';

export const handle: RouteHandle & { bare: true } = { title: 'Payout account change', routeName: 'payout-account.cancel', bare: true };
export const meta: MetaFunction = () => [{ title: 'Payout account change' }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

type Answer = { state: 'found'; change: PayoutAccountChange; cancelledNow?: boolean } | { state: 'unknown' | 'busy'; message?: string };

/**
 * Ask the API about (or cancel) the change named by `token`; unknown and malformed tokens answer
 * alike. `perToken`: count this request against the token too (a cancel), not only the address.
 */
async function answer(request: Request, token: string, ip: string, perToken: boolean, run: (token: string) => Promise<{ change: PayoutAccountChange; cancelledNow: boolean }>): Promise<Response> {
  const support = supportContact();
  const limit = await reserveAttempt('payout-cancel', ip, perToken ? token : null);
  if (!limit.ok) return json({ state: 'busy', message: sayNotice(i18nFor(visitorLanguage(request)), limit.message), support } satisfies Answer & { support: unknown }, { status: 429 });
  try {
    const found = await run(token);
    await limit.settle('success');
    return json({ state: 'found', ...found, support } satisfies Answer & { support: unknown });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    await limit.settle(error.status === 404 ? 'failure' : 'neutral');
    if (error.status === 404) return json({ state: 'unknown', support } satisfies Answer & { support: unknown }, { status: 404 });
    throw error;
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return answer(request, String(params.token), context.clientIp, false, async (t) => ({ change: await context.api.payouts.payoutChange(t), cancelledNow: false }));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // The cancel is a write: its form's key, issued with the page, passes the one door (issue 40 §1).
  await readForm(request, context);
  return answer(request, String(params.token), context.clientIp, true, async (t) => {
    try {
      return { change: await context.api.payouts.cancelPayoutChange(t), cancelledNow: true };
    } catch (error) {
      // Used twice, or after the 48 hours: say what the account is now.
      if (isUpstreamError(error) && error.status === 409) return { change: await context.api.payouts.payoutChange(t), cancelledNow: false };
      throw error;
    }
  });
}

const account = (a: { bank_name: string; account_number: string; account_name: string } | null) => (a ? `${a.bank_name} ${a.account_number} (${a.account_name})` : null);

export default function PayoutAccountCancel() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const data = acted ?? loaded;
  const support = data.support;
  const say = useWords('money');
  const sayMessage = useMessageWords();
  return (
    <main className={css.page}>
      <p className={css.brand}>
        <span translate="no">Vehicle Partner</span> · {say('Payout account')}
      </p>
      <section className={css.card}>
        {data.state === 'found' ? (
          <Change change={data.change} cancelledNow={Boolean(data.cancelledNow)} />
        ) : (
          <>
            <h1 className={css.plate}>{data.state === 'busy' ? say('Too many tries just now.') : say('This link is not valid.')}</h1>
            <p>{data.state === 'busy' ? sayMessage(data.message ?? '') : say('Check the link in the message, or call partner support.')}</p>
          </>
        )}
      </section>
      <p className={css.support}>
        {say('Partner support:')} <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
      </p>
    </main>
  );
}

function Change({ change, cancelledNow }: { change: PayoutAccountChange; cancelledNow: boolean }) {
  const say = useWords('money');
  const now = account(change.current);
  const where = now ? say('Payouts go to {{account}}.', { account: now }) : say('Payouts are held until an account is added.');
  if (change.state === 'pending')
    return (
      <>
        <h1 className={css.plate}>{say('Cancel this payout account change?')}</h1>
        <p>
          {say('{{partner}}: payouts will go to {{account}} from {{when}} (Lagos time).', {
            partner: change.partner,
            account: account(change.account) ?? '',
            when: change.active_from ? formatDateTime(change.active_from) : say('soon'),
          })}
        </p>
        <p>{change.previous ? say('Until then, and if you cancel, they go to {{account}}.', { account: account(change.previous) ?? '' }) : say('Until then payouts are held.')}</p>
        <PostForm>
          <button type="submit" className={ui.button.danger}>
            {say('Cancel this change')}
          </button>
        </PostForm>
        <p className={ui.muted}>{say('Did not make this change? Cancel it, then change your password and call partner support.')}</p>
      </>
    );
  return (
    <>
      <h1 className={css.plate} data-testid="change-state">
        {change.state === 'cancelled' ? (cancelledNow ? say('The change is cancelled.') : say('This change was already cancelled.')) : say('This link has expired: the change took effect.')}
      </h1>
      <p data-testid="current-account">{where}</p>
      {change.state === 'expired' ? <p>{say('If you did not make this change, call partner support now.')}</p> : null}
    </>
  );
}
