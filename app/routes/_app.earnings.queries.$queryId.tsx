/**
 * /earnings/queries/:queryId (issue 36 §3): one deduction query: the line it is about (trip,
 * route, vehicle, cause, amount, the payout that carried it), the reason, the note, the evidence,
 * the marketplace's answer and, when refunded, the refund line's trip and the payout that
 * carries it (or will). Another partner's query, or an unknown one, is the not-found page.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { Facts } from '~/components/list/Facts';
import { deductionFacts } from '~/components/money/DeductionEntry';
import { StatusBadge } from '~/components/StatusBadge';
import { queryMark, refundWhere } from '~/domain/deduction-queries';
import { monthLabel } from '~/domain/earnings';
import { formatDate, formatDateTime } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import * as ui from '~/styles/ui.css';
import { partnerQuery } from './+deduction-queries/query.server';

export const handle: PageHandle = { title: 'Deduction query', routeName: 'earnings.queries.details', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const { evidence_url: evidence, ...query } = await partnerQuery(api, ctx.partner.id, params.queryId, 'query');
  // The API's file address never reaches the browser: the evidence opens through the portal's
  // own route, behind the session, the partner and the role (issue 41 §3).
  return json({ query: { ...query, evidence: evidence ? `/earnings/queries/${query.id}/evidence` : null } });
}

export default function DeductionQueryDetails() {
  const { query: q } = useLoaderData<typeof loader>();
  const d = q.deduction;
  const mark = queryMark(q)!;
  const refund = refundWhere(q);
  return (
    <div className={ui.stack}>
      <section className={`${ui.card} ${ui.stack}`} aria-labelledby="query-title">
        <h2 id="query-title" className={ui.cardTitle}>
          Query #{q.id} <StatusBadge tone={mark.tone} label={q.status === 'open' ? 'Open: awaiting the marketplace' : mark.label} />
        </h2>
        <Facts
          items={[
            ...deductionFacts(d),
            {
              label: 'Payout that carried it',
              value: d.payout ? (
                <Link to={`/earnings/payslip/details/${d.trip_date.slice(0, 7)}`}>
                  {d.payout.reference}, paid on {formatDate(d.payout.paid_on)}
                </Link>
              ) : (
                `Not paid yet: it is part of the payout for ${monthLabel(d.trip_date.slice(0, 7))}`
              ),
            },
            { label: 'Sent', value: `${formatDateTime(q.created_at)} by ${q.by_name}` },
            { label: 'Reason', value: q.reason },
            ...(q.note ? [{ label: 'Note', value: q.note }] : []),
            {
              label: 'Evidence',
              value: q.evidence ? (
                <a href={q.evidence} target="_blank" rel="noreferrer noopener">
                  Open the evidence<span className={ui.visuallyHidden}> (opens in a new tab)</span>
                </a>
              ) : (
                'None sent'
              ),
            },
          ]}
        />
      </section>
      <section className={`${ui.card} ${ui.stack}`} aria-labelledby="answer-title">
        <h2 id="answer-title" className={ui.cardTitle}>
          The marketplace&apos;s answer
        </h2>
        {q.status === 'open' || !q.answer ? (
          <p>Not answered yet. You will hear the answer by the channels chosen in Settings → Notifications, and it will show here.</p>
        ) : (
          <Facts
            items={[
              { label: 'Answer', value: q.answer, testId: 'query-answer' },
              ...(q.decided_at ? [{ label: 'Answered', value: formatDateTime(q.decided_at) }] : []),
              { label: 'Decision', value: mark.label },
              ...(refund && q.refund
                ? [
                    {
                      label: 'Refund',
                      testId: 'query-refund',
                      value: (
                        <>
                          {refund}{' '}
                          <Link to={q.refund.payout_reference ? `/earnings/payslip/details/${q.refund.month}` : `/earnings?month=${q.refund.month}`}>
                            {q.refund.payout_reference ? `Payslip for ${monthLabel(q.refund.month)}` : `Earnings of ${monthLabel(q.refund.month)}`}
                          </Link>{' '}
                          · <Link to={`/trips/details/${q.refund.trip_id}`}>the trip of {formatDate(q.refund.trip_date)} that carries it</Link>
                        </>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </section>
      <p className={ui.row}>
        <Link to="/earnings/queries" className={ui.backLink}>
          ← Your queries
        </Link>
      </p>
    </div>
  );
}
