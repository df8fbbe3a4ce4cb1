/**
 * /earnings/pay?period=week|month&start=YYYY-MM-DD&q=&state=&page= (issues 53, 67): the pay run of
 * a period. Money first: what is to pay now, what is paid, what waits and why, for every driver of
 * the period; then a page of drivers by name (searchable, filtered by where they stand), each with
 * their trips, net, pay, what was added and taken back, what to pay and where it stands — paid,
 * payable, waiting for its trips on the road or an earlier period, not ended — and the account it
 * goes to (flagged when not in the driver's name). Ticking drivers leads to a confirmation that names
 * each one before anything is marked paid. The fleet's rule is set here; a driver's own rule,
 * entries, account and queries on their page. Figures are the API's (ADR 0058). Owner and earnings
 * managers; works without JavaScript.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { readReply } from '~/components/form/reply';
import { DataTable, type Column } from '~/components/list/DataTable';
import { Pager } from '~/components/list/Pager';
import { useWords } from '~/components/useWords';
import { nextPeriod, periodQuery, periodSearch, previousPeriod, transferTotals } from '~/domain/driver-pay';
import { formatDate, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { attempt, failedReply, invalidReply, parseForm, readForm, unknownIntent } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { redirectWithToast } from '~/server/toast.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { PAY_STATES, type PayRunRow } from '~contract/driver-pay';
import { payRuleForm } from './+driver-pay/schema.server';
import { PayRuleForm, StateWords } from './+driver-pay/forms';
import { useRuleWords } from './+driver-pay/rule-words';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/money/money.css';

export const handle: PageHandle = { title: 'Driver pay', routeName: 'earnings.pay', area: 'earnings' };
export const meta = pageMeta;

/** Drivers on a page of the run. */
const PER_PAGE = 50;

/** The run's own query beside its period: a search by name, a state, the page. */
function runAsk(url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 60);
  const raw = url.searchParams.get('state') ?? '';
  const state = (PAY_STATES as readonly string[]).includes(raw) ? (raw as PayRunRow['state']) : undefined;
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  return { q, state, page };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const period = periodQuery(url.searchParams, lagosToday());
  const ask = runAsk(url);
  const [run, queries, others] = await Promise.all([
    api.pay.run(ctx.partner.id, period, { q: ask.q || undefined, state: ask.state, page: ask.page, perPage: PER_PAGE }),
    api.pay.queries(ctx.partner.id),
    // A search also finds the drivers with nothing in this period, for their own page.
    ask.q ? api.pay.drivers(ctx.partner.id, { q: ask.q, perPage: 10 }) : null,
  ]);
  return json({ run, ask, queries: queries.slice(0, 5), openQueries: queries.length, others: others?.data ?? [], today: lagosToday() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const period = periodQuery(new URL(request.url).searchParams, lagosToday());
  const formData = await readForm(request, context);
  if (formData.get('intent') !== 'rule') return unknownIntent(parseForm(formData, payRuleForm));
  const submission = parseForm(formData, payRuleForm);
  if (submission.status !== 'success') return invalidReply(submission);
  const v = submission.value;
  const done = await attempt(() => api.pay.setRule(ctx.partner.id, { driver_id: v.driver_id, basis: v.basis, share_bp: v.share, amount_kobo: v.amount, period: v.period, from: v.from }));
  if (!done.ok) return failedReply(request, context, submission, done.error);
  return redirectWithToast(request, `/earnings/pay?${periodSearch(period)}`, {
    type: 'success',
    message: done.value.corrects_paid ? 'Pay rule saved for trips from {{date}}; periods already paid are corrected in the next pay' : 'Pay rule saved for trips from {{date}}',
    values: { date: formatDate(v.from) },
  });
}

export default function DriverPay() {
  const { run, ask, queries, openQueries, others, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const say = useWords('money');
  const { period } = run;
  const here = periodSearch(period);
  const transfers = transferTotals(run.rows);
  const columns = usePayColumns(period);
  return (
    <div className={ui.stack}>
      <PayRunSummary run={run} queries={queries} openQueries={openQueries} />

      <section className={ui.card} aria-labelledby="drivers-title">
        <h2 id="drivers-title" className={ui.cardTitle}>
          {say('Drivers')}
        </h2>
        <Form method="get" action="/earnings/pay" role="search" aria-label={say('Find a driver')} className={css.sortBar}>
          <input type="hidden" name="period" value={period.kind} />
          <input type="hidden" name="start" value={period.start} />
          <div className={ui.field}>
            <label htmlFor="pay-search" className={ui.label}>
              {say('Driver’s name')}
            </label>
            <input id="pay-search" type="search" name="q" defaultValue={ask.q} maxLength={60} className={ui.input} />
          </div>
          <div className={ui.field}>
            <label htmlFor="pay-state" className={ui.label}>
              {say('Where it stands')}
            </label>
            <select id="pay-state" name="state" defaultValue={ask.state ?? ''} className={ui.input}>
              <option value="">{say('All')}</option>
              <option value="payable">{say('Payable now')}</option>
              <option value="paid">{say('Paid')}</option>
              <option value="on_the_road">{say('Trips on the road')}</option>
              <option value="earlier_unpaid">{say('An earlier period to pay first')}</option>
              <option value="open">{say('Not ended yet')}</option>
            </select>
          </div>
          <button type="submit" className={ui.button.secondary}>
            {say('Find')}
          </button>
        </Form>
        {run.rows.length ? (
          <Form method="get" action="/earnings/pay/confirm" className={ui.stack}>
            <input type="hidden" name="period" value={period.kind} />
            <input type="hidden" name="start" value={period.start} />
            <DataTable caption={say('Driver pay')} columns={columns} rows={run.rows} rowKey={(r) => `${r.driver.id}-${r.period.start}`} testId="pay-row" wide />
            {run.rows.some((r) => r.state === 'payable') ? (
              <p className={ui.row}>
                <button type="submit" className={ui.button.primary}>
                  {say('Check and mark paid')}
                </button>
                <span className={ui.muted}>{say('On this page: {{count}} transfers, {{amount}}', { count: transfers.count, amount: formatKobo(transfers.kobo) })}</span>
              </p>
            ) : null}
          </Form>
        ) : (
          <p>{ask.q || ask.state ? say('No driver of this period matches.') : say('No driver drove or had an entry in this period.')}</p>
        )}
        <Pager
          path="/earnings/pay"
          query={{ period: period.kind, start: period.start, q: ask.q || undefined, state: ask.state }}
          page={run.metadata.page}
          total={run.metadata.total}
          perPage={PER_PAGE}
          items="{{count}} drivers"
        />
        {others.length ? (
          <div>
            <p>{say('Every driver called “{{q}}”, for their pay page:', { q: ask.q })}</p>
            <ul>
              {others.map((d) => (
                <li key={d.id}>
                  <Link to={`/earnings/pay/driver/${d.id}?${here}`} translate="no">
                    {d.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <PayRuleForm kind={period.kind} start={period.start} today={today} error={readReply(reply, 'rule').error} />
    </div>
  );
}

type PayRunData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The run's table columns: the tick to pay, the driver, the figures, where each stands and the account. */
function usePayColumns(period: PayRunData['run']['period']): Column<PayRunRow>[] {
  const say = useWords('money');
  const driverHref = (r: PayRunRow) => `/earnings/pay/driver/${r.driver.id}?${periodSearch(r.period)}`;
  return [
    {
      key: 'pick',
      header: <span className={ui.visuallyHidden}>{say('Pay')}</span>,
      label: say('Pay'),
      cell: (r) =>
        r.state === 'payable' ? (
          <input
            type="checkbox"
            name="d"
            value={`${r.driver.id}:${r.period.start}`}
            className={ui.checkbox}
            aria-label={say('Pay {{name}}', { name: r.driver.name })}
            defaultChecked={r.to_pay_kobo > 0}
          />
        ) : null,
    },
    {
      key: 'driver',
      header: say('Driver'),
      cell: (r) => (
        <>
          <Link to={driverHref(r)} translate="no">
            {r.driver.name}
          </Link>
          {r.period.start !== period.start || r.period.end !== period.end ? (
            <div className={ui.muted}>{say('{{from}} to {{to}}', { from: formatDate(r.period.start), to: formatDate(r.period.end) })}</div>
          ) : null}
        </>
      ),
    },
    { key: 'trips', header: say('Trips'), numeric: true, cell: (r) => r.trips },
    { key: 'pay', header: say('Pay'), numeric: true, nowrap: true, cell: (r) => formatKobo(r.gross_pay_kobo) },
    {
      key: 'added',
      header: say('Added'),
      numeric: true,
      nowrap: true,
      cell: (r) => formatKobo(r.bonus_kobo + r.corrections_kobo + r.returned_kobo),
    },
    { key: 'taken', header: say('Taken back'), numeric: true, nowrap: true, cell: (r) => formatKobo(r.taken_kobo) },
    { key: 'to-pay', header: say('To pay'), numeric: true, nowrap: true, cell: (r) => <strong>{formatKobo(r.to_pay_kobo)}</strong> },
    { key: 'state', header: say('Where it stands'), cell: (r) => <StateWords row={r} /> },
    {
      key: 'account',
      header: say('Account'),
      cell: (r) =>
        !r.bank ? (
          <span className={ui.muted}>{say('No account yet')}</span>
        ) : r.bank.name_matches ? (
          <span translate="no">{r.bank.bank_name}</span>
        ) : (
          <span role="note" className={ui.warningNote} data-testid="name-flag">
            {say('In the name of {{holder}}', { holder: r.bank.account_name })}
          </span>
        ),
    },
  ];
}

/** The period's card: its dates and the way to the next, the totals, what to check first, the fleet rule and the files. */
function PayRunSummary({ run, queries, openQueries }: Pick<PayRunData, 'run' | 'queries' | 'openQueries'>) {
  const say = useWords('money');
  const ruleWords = useRuleWords();
  const { period, totals } = run;
  const here = periodSearch(period);
  const q = (p: { kind: string; start: string }) => `/earnings/pay?${periodSearch(p as { kind: 'week' | 'month'; start: string })}`;
  return (
    <section className={ui.card} aria-labelledby="pay-title">
      <h2 id="pay-title" className={ui.cardTitle}>
        {say('Driver pay: {{from}} to {{to}}', { from: formatDate(period.start), to: formatDate(period.end) })}
      </h2>
      <nav aria-label={say('Choose a pay period')} className={css.sortBar}>
        <Link to={q(previousPeriod(period))}>{`← ${say('Previous')}`}</Link>
        <Link to={q(nextPeriod(period))}>{`${say('Next')} →`}</Link>
        {period.kind === 'week' ? <Link to={q({ kind: 'month', start: period.start })}>{say('Monthly')}</Link> : <Link to={q({ kind: 'week', start: period.start })}>{say('Weekly')}</Link>}
      </nav>
      <dl className={css.payTotals} data-testid="pay-totals">
        <div>
          <dt className={ui.muted}>{say('To pay now')}</dt>
          <dd className={ui.definitionStrong} data-testid="pay-payable">
            {formatKobo(totals.payable.kobo)}
          </dd>
          <dd className={ui.flush}>{say('{{count}} drivers', { count: totals.payable.count })}</dd>
        </div>
        <div>
          <dt className={ui.muted}>{say('Paid')}</dt>
          <dd className={ui.definitionStrong} data-testid="pay-paid">
            {formatKobo(totals.paid.kobo)}
          </dd>
          <dd className={ui.flush}>{say('{{count}} drivers', { count: totals.paid.count })}</dd>
        </div>
        <div>
          <dt className={ui.muted}>{say('Waiting')}</dt>
          <dd className={ui.definitionStrong}>{formatKobo(totals.waiting.kobo)}</dd>
          <dd className={ui.flush}>{totals.on_the_road ? say('{{count}} trips still on the road', { count: totals.on_the_road }) : say('{{count}} drivers', { count: totals.waiting.count })}</dd>
        </div>
      </dl>
      {totals.mismatched_accounts ? (
        <p className={ui.warningNote} role="note">
          {say('{{count}} accounts are not in the driver’s name: check them before you pay.', { count: totals.mismatched_accounts })}
        </p>
      ) : null}
      {openQueries ? (
        <div className={css.notice} role="note" data-testid="pay-queries">
          <p className={ui.flush}>{say('{{count}} drivers say their pay is not right:', { count: openQueries })}</p>
          <ul>
            {queries.map((x) => (
              <li key={x.id}>
                <Link to={`/earnings/pay/driver/${x.driver.id}?${x.period ? periodSearch(x.period) : here}#queries`} translate="no">
                  {x.driver.name}
                </Link>{' '}
                ({x.period ? say('{{from}} to {{to}}', { from: formatDate(x.period.start), to: formatDate(x.period.end) }) : ''}): <q>{x.note}</q>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p data-testid="default-rule">
        {run.default_rule ? say('Fleet rule: {{rule}}', { rule: ruleWords(run.default_rule) }) : say('No fleet rule yet: set one below, then each driver’s pay is worked out from their trips.')}
      </p>
      {totals.payable.count ? (
        <p>
          <a href={`/earnings/pay/csv?${here}`} download data-testid="bank-file">
            {say('Bank file for the payable drivers with an account (CSV)')}
          </a>{' '}
          · <a href={`/earnings/pay/pdf?${here}`}>{say('Download as PDF')}</a>
        </p>
      ) : totals.drivers ? (
        <p>
          <a href={`/earnings/pay/pdf?${here}`}>{say('Download as PDF')}</a>
        </p>
      ) : null}
    </section>
  );
}
