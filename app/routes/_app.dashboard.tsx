/**
 * /dashboard (spec sections 2, 4, 8; issue 5): the profile checklist, the period filter, the
 * summary cards, two charts rendered to SVG on the server, and the live panel. The loader's
 * upstream calls are independent and run in parallel: one round trip after the session.
 * The charts are drawn by the loader (memoised per data) and carried in its data as markup: the
 * component calls no server code, so the page could hydrate (issue 34 §3; ADR 0030 measures
 * the cost).
 */
import { isServed } from '~/server/features.server';
import { dayFirst } from '~contract/lagos-time';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { LivePanel } from '~/components/LivePanel';
import { DASHBOARD_SCRIPT } from '~/lib/dashboard-script';
import { DataTable } from '~/components/list/DataTable';
import { StatusBadge } from '~/components/StatusBadge';
import { errorMessage } from '~/api/errors';
import { dashboardCharts } from '~/server/charts.server';
import { profileChecklist } from '~/domain/checklist';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '~/domain/constants';
import { formatDate, formatKobo, formatRating } from '~/lib/format';
import { canAccess } from '~/domain/access';
import { livePositions } from '~/server/live.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { lagosToday } from '~/server/validation/fleet.server';
import { dayChoiceLabel, fleetDay, readDayChoice, type DayChoice } from '~/domain/fleet-day';
import { FleetDay } from '~/components/fleet/FleetDay';
import { useWords } from '~/components/useWords';
import { sayOf, wordsFor } from '~/server/i18n.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/_app.dashboard.css';

export const handle: PageHandle = {
  title: 'Dashboard',
  routeName: 'dashboard',
  area: 'dashboard',
  offline: true,
  // The dashboard's script, in the head before the stylesheet (issue 52 §2).
  headScript: DASHBOARD_SCRIPT,
  // "Dashboard, Tomorrow (27-11-2026)" in the offline list (issue 40 §7).
  offlineTitle: (data) => {
    const d = data as { dayChoice: DayChoice; fleetDay: { day: string } | null };
    return d.fleetDay ? { text: 'Dashboard, {{day}} ({{date}})', values: { day: { text: dayChoiceLabel(d.dayChoice, d.fleetDay.day) }, date: dayFirst(d.fleetDay.day) } } : { text: 'Dashboard' };
  },
};
export const meta = pageMeta;

export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  All: 'All time',
  current_year: 'This year',
  current_month: 'This month',
  current_week: 'This week',
  today: 'Today',
  yesterday: 'Yesterday',
  last_month: 'Last month',
  last_week: 'Last week',
};

/** The money card's line by period, whole sentences (issue 70 §2: none is built from English at run time). */
const EARNED_IN: Record<DashboardPeriod, string> = {
  All: 'Earned in all: {{amount}} net',
  current_year: 'Earned this year: {{amount}} net',
  current_month: 'Earned this month: {{amount}} net',
  current_week: 'Earned this week: {{amount}} net',
  today: 'Earned today: {{amount}} net',
  yesterday: 'Earned yesterday: {{amount}} net',
  last_month: 'Earned last month: {{amount}} net',
  last_week: 'Earned last week: {{amount}} net',
};

export const TRIPS_HISTORY_WARNING = 'An error occurred while fetching your trips history';

/**
 * Every day of the current month in Lagos up to today (a Lagos date, YYYY-MM-DD), with its
 * completed trips (0 when none). Lagos days, as the API's stats are (issue 20 §4: UTC days
 * showed yesterday's month between 00:00 and 01:00 in Lagos).
 */
export function monthDays(stats: { date: string; total: number }[], today: string) {
  const byDate = new Map(stats.map((s) => [s.date, s.total]));
  return Array.from({ length: Number(today.slice(8, 10)) }, (_, i) => {
    const date = `${today.slice(0, 8)}${String(i + 1).padStart(2, '0')}`;
    return { date, total: byDate.get(date) ?? 0 };
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const requested = url.searchParams.get('period');
  // One day selector (issue 32 §1): Today or Tomorrow, resolved by the API's clock.
  const dayChoice = readDayChoice(url.searchParams.get('day'));
  const period: DashboardPeriod = (DASHBOARD_PERIODS as readonly string[]).includes(requested ?? '') ? (requested as DashboardPeriod) : 'All';
  const id = ctx.partner.id;
  const seesEarnings = canAccess(ctx.roles, 'earnings');
  // Driver pay only where the marketplace's API serves it (issue 72 §3).
  const paysDrivers = isServed(context, 'driver-pay');
  const [summary, stats, ratings, accounts, kyc, live, tomorrow, earnings, payQueries] = await Promise.allSettled([
    api.partners.summary(id, period),
    api.partners.tripStats(id),
    api.partners.ratings(id),
    api.payouts.settlementAccounts(ctx.partner.account_sid),
    api.partners.kycStatus(ctx.partner.account_sid),
    livePositions(api, id),
    // The card names who cannot work: the ready ones only count (issue 52 §5).
    api.partners.fleetReadiness(id, dayChoice, 'attention'),
    seesEarnings ? api.earnings.summary(id) : Promise.resolve(null),
    // Drivers who say their pay is not right, still to answer (issue 67 §8): earnings roles only.
    paysDrivers.then((served) => (seesEarnings && served ? api.pay.queries(id) : null)),
  ]);
  // A redirect (401) or a 503 from any call is the page's answer.
  for (const r of [summary, stats, ratings, accounts, kyc, live, tomorrow, earnings, payQueries]) if (r.status === 'rejected' && r.reason instanceof Response) throw r.reason;

  const s = summary.status === 'fulfilled' ? summary.value : null;
  // Without the summary the checklist cannot be known: unknown is not pending, so it is not shown.
  const checklist = profileChecklist({
    mode: ctx.partner.mode,
    identity: kyc.status === 'fulfilled' ? kyc.value.identity.status : (ctx.onboardingState?.identity ?? null),
    address: kyc.status === 'fulfilled' ? kyc.value.address.status : (ctx.onboardingState?.address ?? null),
    companyDocs: s?.companyDocs ?? [],
    drivers: s?.total_drivers ?? 0,
    vehicles: s?.total_vehicles ?? 0,
    settlementAccounts: accounts.status === 'fulfilled' ? accounts.value.length : null,
    partnerId: id,
  });
  const days = stats.status === 'fulfilled' ? monthDays(stats.value, lagosToday()) : [];
  // Incompleted: trips that were due and did not complete (cancelled), never those still to come.
  const incompleted = s ? s.total_cancelled_trips : 0;
  return json({
    // Drawn here, on the server (charts.server.tsx, memoised per data): the component only
    // places the markup, so a page that hydrated would not call server code (issue 34 §3).
    charts: dashboardCharts(days, s ? { completed: s.total_completed_trips, incompleted } : null, {
      language: wordsFor(request, session.user).language,
      say: sayOf(wordsFor(request, session.user), 'dashboard'),
    }),
    period,
    summary: s
      ? {
          unsettled: formatKobo(s.earningsSummary.unsettledEarnings.amount),
          earned: s.earningsSummary.periodEarnings ? formatKobo(s.earningsSummary.periodEarnings.amount) : null,
          vehicles: s.total_vehicles,
          drivers: s.total_drivers,
          completed: s.total_completed_trips,
          incompleted,
          tripsToday: s.trips_today,
        }
      : null,
    hasPayoutAccount: accounts.status === 'fulfilled' && accounts.value.some((a) => a.status !== 'cancelled'),
    nextPayout: earnings.status === 'fulfilled' && earnings.value ? earnings.value.next_payout_date : null,
    payQueries: payQueries.status === 'fulfilled' && payQueries.value ? payQueries.value.length : 0,
    // This month's margin once drivers are paid by rule (issue 53 §5): earnings roles only.
    margin:
      (await paysDrivers) && earnings.status === 'fulfilled' && earnings.value?.month_margin
        ? { month: earnings.value.month_margin.month, margin: formatKobo(earnings.value.month_margin.margin_kobo), pay: formatKobo(earnings.value.month_margin.driver_pay_kobo) }
        : null,
    seesEarnings,
    seesTrips: canAccess(ctx.roles, 'trips'),
    summaryError: summary.status === 'rejected' ? errorMessage(summary.reason) : null,
    rating: ratings.status === 'fulfilled' ? formatRating(ratings.value.rating, ratings.value.count) : '—',
    ratingCount: ratings.status === 'fulfilled' ? ratings.value.count : 0,
    checklist: s ? checklist : null,
    trips: days,
    tripsError: stats.status === 'rejected',
    live: live.status === 'fulfilled' ? live.value : null,
    // The owner's first question: who cannot work tomorrow, and why (issue 21 §3).
    fleetDay: tomorrow.status === 'fulfilled' ? fleetDay(tomorrow.value) : null,
    dayChoice,
    // Links only to the pages this member may open; those pages check again on the server.
    opens: { vehicle: canAccess(ctx.roles, 'vehicles'), driver: canAccess(ctx.roles, 'drivers') },
  });
}

/** Rendered open; its Close is the browser's own `method="dialog"`, with no script. */
function SummaryErrorDialog({ message }: { message: string }) {
  const say = useWords('dashboard');
  return (
    <dialog open className={css.dialog} role="alertdialog" aria-labelledby="summary-error-title" aria-describedby="summary-error-message">
      <h2 id="summary-error-title">{say('Error!')}</h2>
      <p id="summary-error-message">{message}</p>
      <form method="dialog">
        <button type="submit" className={ui.button.primary}>
          {say('Close')}
        </button>
      </form>
    </dialog>
  );
}

const CHECKLIST_WORDS: Record<string, { label: string; tone: 'success' | 'info' | 'warning' | 'neutral' }> = {
  completed: { label: 'Done', tone: 'success' },
  'under review': { label: 'Under review', tone: 'info' },
  pending: { label: 'To do', tone: 'warning' },
  optional: { label: 'Optional', tone: 'neutral' },
};

export default function Dashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={css.grid}>
      {d.summaryError ? <SummaryErrorDialog message={d.summaryError} /> : null}
      {d.fleetDay ? <FleetDay day={d.fleetDay} choice={d.dayChoice} canOpen={(kind) => d.opens[kind]} /> : null}
      {d.checklist?.show ? <ProfileChecklist /> : null}

      <PeriodFilter />

      <div className={css.figures} data-vp-figures="" data-testid="dashboard-figures">
        <SummaryCards />

        <DashboardCharts />
      </div>

      <LivePanel initial={d.live} />
    </div>
  );
}

/** The profile checklist (spec §3): what is done, under review and still to do, each a link to it. */
function ProfileChecklist() {
  const d = useLoaderData<typeof loader>();
  const say = useWords('dashboard');
  if (!d.checklist) return null;
  return (
    <section className={css.banner} aria-labelledby="checklist-title">
      <h2 id="checklist-title" className={ui.tightHeading}>
        {say('Complete your profile')}
      </h2>
      <p className={css.flush} data-testid="checklist-count">
        {say('{{done}} of {{total}}', { done: d.checklist.done, total: d.checklist.total })}
        {d.checklist.reviewing ? ` · ${say('{{count}} under review', { count: d.checklist.reviewing })}` : ''}
      </p>
      <ul className={css.checklist}>
        {d.checklist.items.map((item) => (
          <li key={item.key} className={css.item}>
            <Link to={item.href}>{say(item.label)}</Link>
            <StatusBadge tone={CHECKLIST_WORDS[item.state].tone} label={CHECKLIST_WORDS[item.state].label} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The period the figures cover, chosen in the URL (applied as chosen with JavaScript). */
function PeriodFilter() {
  const d = useLoaderData<typeof loader>();
  const say = useWords('dashboard');
  return (
    <Form method="get" className={css.filter} data-vp-period="">
      <div className={ui.field}>
        <label htmlFor="period" className={ui.label}>
          {say('Period')}
        </label>
        <select id="period" name="period" defaultValue={d.period} className={ui.input} key={d.period}>
          {DASHBOARD_PERIODS.map((p) => (
            <option key={p} value={p}>
              {say(PERIOD_LABELS[p])}
            </option>
          ))}
        </select>
      </div>
      {/* With JavaScript the period applies as it is chosen (DASHBOARD_SCRIPT hides this). */}
      <button type="submit" className={ui.button.secondary} data-vp-apply="">
        {say('Apply')}
      </button>
      <p className={css.staleNote} role="status" data-vp-loading="" hidden>
        {say('Loading the chosen period…')}
      </p>
    </Form>
  );
}

/** The summary cards: money first (unsettled, earned, margin, next payout), then trips and the fleet. */
function SummaryCards() {
  const d = useLoaderData<typeof loader>();
  const say = useWords('dashboard');
  const earnedIn = say(EARNED_IN[d.period], { amount: d.summary?.earned ?? '' });
  return (
    <section className={css.cards} aria-label={say('Summary')}>
      <div className={`${css.card} ${css.wide}`} data-testid="card-earnings">
        <p className={css.cardLabel}>{say('Unsettled earnings now')}</p>
        <p className={css.cardMoney}>{d.summary?.unsettled ?? '—'}</p>
        {d.summary?.earned ? (
          <p className={css.cardNote} data-testid="period-earned">
            {earnedIn}
          </p>
        ) : null}
        {d.margin ? (
          <p className={css.cardNote} data-testid="month-margin">
            {say('Left after driver pay this month: {{margin}} (drivers {{pay}})', { margin: d.margin.margin, pay: d.margin.pay })} · <Link to="/earnings/pay?period=month">{say('Driver pay')}</Link>
          </p>
        ) : null}
        {d.payQueries ? (
          <p className={css.cardNote} data-testid="pay-queries-note">
            <Link to="/earnings/pay">{say('{{count}} drivers say their pay is not right', { count: d.payQueries })}</Link>
          </p>
        ) : null}
        {/* No account, no payout to announce (issue 42 §8): the checklist asks for the account. */}
        {d.nextPayout && d.hasPayoutAccount ? (
          <p className={css.cardNote}>
            {say('Next payout {{date}}', { date: formatDate(d.nextPayout) })}
            {d.seesEarnings ? (
              <>
                {' · '}
                <Link to="/earnings">{say('Earnings')}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={css.card} data-testid="card-trips-today">
        <p className={css.cardLabel}>{say('Trips today')}</p>
        <p className={css.cardValue}>{d.summary?.tripsToday ?? '—'}</p>
        {d.seesTrips ? (
          <Link to="/trips?tab=upcoming" className={css.cardNote}>
            {say('Upcoming trips')}
          </Link>
        ) : null}
      </div>
      <div className={css.card} data-testid="card-on-road">
        <p className={css.cardLabel}>{say('On the road now')}</p>
        <p className={css.cardValue}>{d.live ? d.live.positions.length : '—'}</p>
        <a href="#live-title" className={css.cardNote}>
          {say('Where they are')}
        </a>
      </div>
      <div className={css.card} data-testid="card-vehicles">
        <p className={css.cardLabel}>{say('Total Vehicles')}</p>
        <p className={css.cardValue}>{d.summary?.vehicles ?? '—'}</p>
      </div>
      <div className={css.card} data-testid="card-drivers">
        <p className={css.cardLabel}>{say('Total Drivers')}</p>
        <p className={css.cardValue}>{d.summary?.drivers ?? '—'}</p>
      </div>
      <div className={css.card} data-testid="card-ratings">
        <p className={css.cardLabel}>{say('Overall ratings')}</p>
        <p className={css.cardValue}>{say(d.rating)}</p>
      </div>
    </section>
  );
}

/** The month's completed trips per day (a chart and its table) and the period's trips completed or cancelled. */
function DashboardCharts() {
  const d = useLoaderData<typeof loader>();
  const say = useWords('dashboard');
  return (
    <div className={css.charts}>
      <figure className={`${ui.card} ${css.figure}`} aria-labelledby="trips-chart-title">
        <h2 id="trips-chart-title">{say('Completed trips this month')}</h2>
        {d.tripsError ? (
          <p role="alert" className={css.warning}>
            {say(TRIPS_HISTORY_WARNING)}
          </p>
        ) : (
          <>
            <div className={css.chart} data-testid="trips-chart">
              <div className={css.chartWide} dangerouslySetInnerHTML={{ __html: d.charts.tripsWide }} />
              <div className={css.chartPhone} dangerouslySetInnerHTML={{ __html: d.charts.tripsPhone }} />
            </div>
            <details>
              <summary>{say('Show the figures')}</summary>
              <DataTable
                caption={say('Completed trips per day this month')}
                rows={d.trips}
                rowKey={(t) => t.date}
                columns={[
                  { key: 'date', header: say('Date'), nowrap: true, cell: (t) => <Link to={`/trips?tab=completed&from=${t.date}&to=${t.date}`}>{dayFirst(t.date)}</Link> },
                  { key: 'total', header: say('Completed trips'), numeric: true, cell: (t) => t.total },
                ]}
              />
            </details>
          </>
        )}
      </figure>
      <figure className={`${ui.card} ${css.figure}`} aria-labelledby="compliance-title">
        {/* The spec's "Drivers Compliance" counts trips, so it is named for them (issue 20 §4). */}
        <h2 id="compliance-title">{say('Trips completed or cancelled')}</h2>
        {d.summary && d.summary.completed + d.summary.incompleted > 0 ? (
          <>
            <div className={css.donut} data-testid="compliance-chart" dangerouslySetInnerHTML={{ __html: d.charts.donut }} />
            <p data-testid="compliance-text">
              {say('Of the trips due in this period, {{completed}} completed and {{cancelled}} were cancelled.', { completed: d.summary.completed, cancelled: d.summary.incompleted })}
            </p>
          </>
        ) : d.summary ? (
          <p data-testid="compliance-text">{say('No trip was due in this period yet.')}</p>
        ) : (
          <p>{say('No figures for this period.')}</p>
        )}
      </figure>
    </div>
  );
}
