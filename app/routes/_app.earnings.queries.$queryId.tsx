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
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import * as ui from '~/styles/ui.css';
import { partnerQuery } from './+deduction-queries/query.server';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';

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
  const say = useWords('money');
  const { locale } = useLocale();
  const refund = refundWhere(q, say, locale);
  return (
    <div className={ui.stack}>
      <section className={`${ui.card} ${ui.stack}`} aria-labelledby="query-title">
        <h2 id="query-title" className={ui.cardTitle}>
          {say('Query #{{id}}', { id: q.id })}{' '}
          <StatusBadge
            tone={mark.tone}
            label={q.status === 'open' ? say('Open: awaiting the marketplace') : q.status === 'upheld' ? say(mark.label) : say('Refunded {{amount}}', { amount: formatKobo(q.refunded_kobo) })}
          />
        </h2>
        <Facts
          items={[
            ...deductionFacts(d, say),
            {
              label: say('Payout that carried it'),
              value: d.payout ? (
                <Link to={`/earnings/payslip/details/${d.trip_date.slice(0, 7)}`}>{say('{{reference}}, paid on {{date}}', { reference: d.payout.reference, date: formatDate(d.payout.paid_on) })}</Link>
              ) : (
                say('Not paid yet: it is part of the payout for {{month}}', { month: monthLabel(d.trip_date.slice(0, 7), locale) })
              ),
            },
            { label: say('Sent'), value: say('{{when}} by {{name}}', { when: formatDateTime(q.created_at), name: q.by_name }) },
            { label: say('Reason'), value: say(q.reason) },
            ...(q.note ? [{ label: say('Note'), value: <span translate="no">{q.note}</span> }] : []),
            {
              label: say('Evidence'),
              value: q.evidence ? (
                <a href={q.evidence} target="_blank" rel="noreferrer noopener">
                  {say('Open the evidence')}
                  <span className={ui.visuallyHidden}> {say('(opens in a new tab)')}</span>
                </a>
              ) : (
                say('None sent')
              ),
            },
          ]}
        />
      </section>
      <section className={`${ui.card} ${ui.stack}`} aria-labelledby="answer-title">
        <h2 id="answer-title" className={ui.cardTitle}>
          {say('The marketplace’s answer')}
        </h2>
        {q.status === 'open' || !q.answer ? (
          <p>{say('Not answered yet. You will hear the answer by the channels chosen in Settings → Notifications, and it will show here.')}</p>
        ) : (
          <Facts
            items={[
              { label: say('Answer'), value: <span translate="no">{q.answer}</span>, testId: 'query-answer' },
              ...(q.decided_at ? [{ label: say('Answered'), value: formatDateTime(q.decided_at) }] : []),
              { label: say('Decision'), value: q.status === 'upheld' ? say(mark.label) : say('Refunded {{amount}}', { amount: formatKobo(q.refunded_kobo) }) },
              ...(refund && q.refund
                ? [
                    {
                      label: say('Refund'),
                      testId: 'query-refund',
                      value: (
                        <>
                          {refund}{' '}
                          <Link to={q.refund.payout_reference ? `/earnings/payslip/details/${q.refund.month}` : `/earnings?month=${q.refund.month}`}>
                            {q.refund.payout_reference
                              ? say('Payslip for {{month}}', { month: monthLabel(q.refund.month, locale) })
                              : say('Earnings of {{month}}', { month: monthLabel(q.refund.month, locale) })}
                          </Link>{' '}
                          · <Link to={`/trips/details/${q.refund.trip_id}`}>{say('the trip of {{date}} that carries it', { date: formatDate(q.refund.trip_date) })}</Link>
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
          ← {say('Your queries')}
        </Link>
      </p>
    </div>
  );
}
