/**
 * /earnings/pay?period=week|month&start=YYYY-MM-DD (issue 53 §1–§3): the pay run of a period —
 * every driver with trips or entries in it, their trips, days, net, the rule in force, the pay,
 * bonuses, what advances and recoveries took back, and what to pay, with totals; drivers marked
 * paid with the transfer's reference (once; the period is then locked for them); the fleet's rule
 * or a driver's own set from a day; an advance, recovery or bonus recorded. Figures come from the
 * API, worked out by app/domain/driver-pay.ts. Owner and earnings managers; works without JavaScript.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { readReply } from '~/components/form/reply';
import { DataTable, type Column } from '~/components/list/DataTable';
import { useWords } from '~/components/useWords';
import { nextPeriod, periodOf, type PayPeriodKind } from '~/domain/driver-pay';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { attempt, failedReply, parseForm, invalidReply } from '~/server/forms.server';
import { readForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { redirectWithToast } from '~/server/toast.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { addDays, isCalendarDay } from '~contract/lagos-time';
import type { PayRun } from '~contract/driver-pay';
import { payAccountForm, payEntryForm, payPaidForm, payRuleForm } from './+driver-pay/schema.server';
import { MarkPaidForm, PayAccountForm, PayEntryForm, PayRuleForm } from './+driver-pay/forms';
import { useRuleWords } from './+driver-pay/rule-words';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/money/money.css';
import * as listCss from '~/components/list/list.css';

export const handle: PageHandle = { title: 'Driver pay', routeName: 'earnings.pay', area: 'earnings' };
export const meta = pageMeta;

/** The period the URL asks for: `period` (week by default) holding `start` (today by default, Lagos). */
function periodAsked(request: Request) {
  const url = new URL(request.url);
  const kind: PayPeriodKind = url.searchParams.get('period') === 'month' ? 'month' : 'week';
  const start = url.searchParams.get('start') ?? '';
  return periodOf(isCalendarDay(start) ? start : lagosToday(), kind);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const period = periodAsked(request);
  const [run, drivers, banks] = await Promise.all([api.pay.run(ctx.partner.id, period.kind, period.start), api.drivers.list(ctx.partner.id, { perPage: 100 }), api.payouts.banks()]);
  return json({
    run,
    drivers: drivers.data.map((d) => ({ id: d.id, name: `${d.fname} ${d.lname}` })),
    banks: banks.map((b) => ({ code: b.code, name: b.name })),
    today: lagosToday(),
    ended: period.end < lagosToday(),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const period = periodAsked(request);
  const here = `/earnings/pay?period=${period.kind}&start=${period.start}`;
  const formData = await readForm(request, context);
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'rule') {
    const submission = parseForm(formData, payRuleForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const v = submission.value;
    const done = await attempt(() => api.pay.setRule(ctx.partner.id, { driver_id: v.driver_id, basis: v.basis, share_bp: v.share, amount_kobo: v.amount, period: v.period, from: v.from }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, here, { type: 'success', message: 'Pay rule saved: it applies to pay periods from {{date}}', values: { date: formatDate(v.from) } });
  }
  if (intent === 'entry') {
    const submission = parseForm(formData, payEntryForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const v = submission.value;
    const done = await attempt(() => api.pay.addEntry(ctx.partner.id, { driver_id: v.driver_id, kind: v.kind, amount_kobo: v.amount, day: v.day, note: v.note }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, here, { type: 'success', message: 'Recorded: {{amount}} on {{date}}', values: { amount: formatKobo(v.amount), date: formatDate(v.day) } });
  }
  if (intent === 'account') {
    const submission = parseForm(formData, payAccountForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const v = submission.value;
    const done = await attempt(() => api.pay.setAccount(ctx.partner.id, v));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, here, {
      type: 'success',
      message: 'Pay account saved: {{bank}} {{account}}, {{holder}}',
      values: { bank: done.value.bank_name, account: done.value.account_number, holder: done.value.account_name },
    });
  }
  if (intent === 'paid') {
    const submission = parseForm(formData, payPaidForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const v = submission.value;
    const done = await attempt(() => api.pay.markPaid(ctx.partner.id, { period: period.kind, start: period.start, driver_ids: v.driver_ids, reference: v.reference, paid_on: v.paid_on }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, here, { type: 'success', message: 'Marked paid: {{count}} drivers', values: { count: done.value.paid_driver_ids.length } });
  }
  return json({ error: 'Please choose what to save' }, { status: 400 });
}

type Row = PayRun['rows'][number];

export default function DriverPay() {
  const { run, drivers, banks, today, ended } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const say = useWords('money');
  const ruleWords = useRuleWords();
  const { period } = run;
  const q = (start: string, kind = period.kind) => `/earnings/pay?period=${kind}&start=${start}`;
  const before = periodOf(addDays(period.start, -1), period.kind);
  const after = nextPeriod(period);
  const unpaid = run.rows.filter((r) => !r.paid);
  const errorOf = (intent: string) => readReply(reply, intent).error;
  const columns: Column<Row>[] = [
    { key: 'driver', header: say('Driver'), cell: (r) => <span translate="no">{r.driver.name}</span> },
    { key: 'trips', header: say('Trips'), numeric: true, cell: (r) => r.trips },
    { key: 'days', header: say('Days'), numeric: true, cell: (r) => r.days },
    { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (r) => formatKobo(r.net_kobo) },
    { key: 'rule', header: say('Rule'), cell: (r) => ruleWords(r.rule) },
    { key: 'pay', header: say('Pay'), numeric: true, nowrap: true, cell: (r) => formatKobo(r.gross_pay_kobo) },
    { key: 'bonus', header: say('Bonus'), numeric: true, nowrap: true, cell: (r) => formatKobo(r.bonus_kobo) },
    {
      key: 'taken',
      header: say('Advances and recoveries'),
      numeric: true,
      nowrap: true,
      cell: (r) => (
        <>
          {formatKobo(r.taken_kobo)}
          {r.carried_kobo > 0 ? <div className={ui.muted}>{say('{{amount}} carried to the next period', { amount: formatKobo(r.carried_kobo) })}</div> : null}
        </>
      ),
    },
    { key: 'to-pay', header: say('To pay'), numeric: true, nowrap: true, cell: (r) => <strong>{formatKobo(r.to_pay_kobo)}</strong> },
    {
      key: 'paid',
      header: say('Paid'),
      cell: (r) => (r.paid ? say('Paid on {{date}}, reference {{reference}}', { date: formatDate(r.paid.paid_on), reference: r.paid.reference }) : say('Not paid yet')),
    },
    {
      key: 'statement',
      header: say('Statement'),
      cell: (r) => (
        <>
          <Link to={`/earnings/pay/statement/${r.driver.id}?period=${period.kind}&start=${period.start}`}>{r.statement ? say('Send again') : say('Send to the driver')}</Link>
          {r.statement ? <div className={ui.muted}>{r.statement.opened_at ? say('Opened {{date}}', { date: formatDate(r.statement.opened_at) }) : say('Not opened yet')}</div> : null}
        </>
      ),
    },
  ];
  const queried = run.rows.filter((r) => r.notes.length);
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="pay-title">
        <h2 id="pay-title" className={ui.cardTitle}>
          {say('Driver pay: {{from}} to {{to}}', { from: formatDate(period.start), to: formatDate(period.end) })}
        </h2>
        <nav aria-label={say('Choose a pay period')} className={css.sortBar}>
          <Link to={q(before.start)}>{`← ${say('Previous')}`}</Link>
          <Link to={q(after.start)}>{`${say('Next')} →`}</Link>
          {period.kind === 'week' ? <Link to={q(period.start, 'month')}>{say('Monthly')}</Link> : <Link to={q(period.start, 'week')}>{say('Weekly')}</Link>}
        </nav>
        <p data-testid="default-rule">
          {run.default_rule ? say('Fleet rule: {{rule}}', { rule: ruleWords(run.default_rule) }) : say('No fleet rule yet: set one below, then each driver’s pay is worked out from their trips.')}
        </p>
        {queried.length ? (
          <div className={css.notice} role="note" data-testid="pay-queries">
            <p>{say('Drivers say their pay is not right:')}</p>
            <ul>
              {queried.flatMap((r) =>
                r.notes.map((n) => (
                  <li key={`${r.driver.id}-${n.created_at}`}>
                    <span translate="no">{r.driver.name}</span> ({formatDateTime(n.created_at)}): <q>{n.note}</q>
                  </li>
                )),
              )}
            </ul>
          </div>
        ) : null}
        {run.rows.length ? (
          <p>
            <a href={`/earnings/pay/csv?period=${period.kind}&start=${period.start}`} download>
              {say('Download for your bank’s bulk transfer (CSV)')}
            </a>{' '}
            ·{' '}
            <a href={`/earnings/pay/pdf?period=${period.kind}&start=${period.start}`} download>
              {say('Download as PDF')}
            </a>
          </p>
        ) : null}
        {run.rows.length ? (
          <DataTable
            caption={say('Driver pay')}
            columns={columns}
            rows={run.rows}
            rowKey={(r) => r.driver.id}
            testId="pay-row"
            wide
            footer={
              <tr data-testid="pay-totals">
                <th scope="row" className={listCss.td}>
                  {say('Total')}
                </th>
                <td className={`${listCss.td} ${listCss.numeric}`} data-label={say('Trips')}>
                  {run.totals.trips}
                </td>
                <td className={listCss.td} />
                <td className={`${listCss.td} ${listCss.numeric}`} data-label={say('Net')}>
                  {formatKobo(run.totals.net_kobo)}
                </td>
                <td className={listCss.td} />
                <td className={`${listCss.td} ${listCss.numeric}`} data-label={say('Pay')}>
                  {formatKobo(run.totals.gross_pay_kobo)}
                </td>
                <td className={`${listCss.td} ${listCss.numeric}`} data-label={say('Bonus')}>
                  {formatKobo(run.totals.bonus_kobo)}
                </td>
                <td className={`${listCss.td} ${listCss.numeric}`} data-label={say('Advances and recoveries')}>
                  {formatKobo(run.totals.taken_kobo)}
                </td>
                <td className={`${listCss.td} ${listCss.numeric}`} data-label={say('To pay')} data-testid="pay-total">
                  <strong>{formatKobo(run.totals.to_pay_kobo)}</strong>
                </td>
                <td className={listCss.td} />
                <td className={listCss.td} />
              </tr>
            }
          />
        ) : (
          <p>{say('No driver drove or had an entry in this period.')}</p>
        )}
      </section>

      {unpaid.length ? <MarkPaidForm unpaid={unpaid} ended={ended} today={today} error={errorOf('paid')} /> : null}
      <PayRuleForm drivers={drivers} kind={period.kind} start={period.start} error={errorOf('rule')} />
      <PayEntryForm drivers={drivers} today={today} error={errorOf('entry')} />
      <PayAccountForm drivers={drivers} banks={banks} error={errorOf('account')} />
    </div>
  );
}
