/**
 * /dashboard/start-kyc/:id (spec section 2; issue 4): the KYC of the active partner, step by
 * step, with where each stands and what to do next.
 */
import { useWords } from '~/components/useWords';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { isSubmitted } from '~/domain/onboarding';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'KYC', routeName: 'dashboard.start-kyc', area: 'dashboard' };
export const meta = pageMeta;

const explain = (status: string) => (status === 'completed' ? 'Verified.' : isSubmitted(status) ? 'Under review: we will let you know when it is verified.' : 'Not submitted yet.');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  if (String(ctx.partner.id) !== params.id) throw new Response('Not found', { status: 404 });
  const kyc = await api.partners.kycStatus(ctx.partner.account_sid);
  const type = ctx.partner.mode === 'business' ? 'company' : 'individual';
  return json({
    steps: [
      {
        key: 'identity',
        label: 'Identity verification',
        start: 'Start identity verification',
        status: kyc.identity.status,
        text: explain(kyc.identity.status),
        href: `/get-started/${type}?state=identity`,
      },
      { key: 'address', label: 'Address verification', start: 'Start address verification', status: kyc.address.status, text: explain(kyc.address.status), href: `/get-started/${type}?state=address` },
    ],
    business: ctx.partner.mode === 'business',
  });
}

export default function StartKyc() {
  const { steps, business } = useLoaderData<typeof loader>();
  const say = useWords('dashboard');
  return (
    <div className={`${ui.stack} ${ui.readable}`}>
      {steps.map((s) => (
        <section key={s.key} className={ui.card} aria-labelledby={`kyc-${s.key}`}>
          <h2 id={`kyc-${s.key}`} className={ui.sectionTitle}>
            {say(s.label)}
          </h2>
          <p data-testid={`kyc-${s.key}`}>
            <strong>{say(s.status === 'completed' ? 'completed' : isSubmittedLabel(s.status))}</strong> — {say(s.text)}
          </p>
          {s.status === 'not submitted' ? <Link to={s.href}>{say(s.start)}</Link> : null}
        </section>
      ))}
      {business ? <Link to="/dashboard/company-kyc">{say('Upload your company documents')}</Link> : null}
      <Link to="/dashboard" className={ui.button.secondary}>
        {say('Back to the dashboard')}
      </Link>
    </div>
  );
}

function isSubmittedLabel(status: string) {
  return isSubmitted(status) ? 'under review' : 'not submitted';
}
