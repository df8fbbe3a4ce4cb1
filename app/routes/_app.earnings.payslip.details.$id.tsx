/**
 * /earnings/payslip/details/:id (issue 12; :id is the month, YYYY-MM): the payslip as a page
 * that prints on A4 (the app's navigation and the buttons are left off paper): who, the
 * period, the payout (bank, account name, masked NUBAN, reference, date, status), "Explain my
 * pay" (gross − deductions by cause = net = paid, any difference shown), and one line per
 * trip with totals. "Download PDF" is drawn on the server; "Share" gives a plain-text summary
 * (a WhatsApp link and the text to copy, both without JavaScript).
 */
import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { Facts } from '~/components/list/Facts';
import { Pager } from '~/components/list/Pager';
import * as css from '~/components/money/money.css';
import { LineDeductions } from '~/components/money/DeductionEntry';
import { PayExplanation } from '~/components/money/PayExplanation';
import { StatusBadge } from '~/components/StatusBadge';
import type { EarningsLine } from '~contract/money';
import { explainPay, monthLabel, payoutState, payslipShareText } from '~/domain/earnings';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { loadPayslip, payslipLines } from '~/server/payslip.server';
import { withRecord } from '~/server/fleet.server';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import * as ui from '~/styles/ui.css';
import { formatDeduction } from '~/domain/money';
import { RefundTable } from '~/components/money/RefundTable';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = {
  title: 'Payslip',
  routeName: 'earnings.payslip.details',
  area: 'earnings',
  offline: true,
  offlineTitle: (data, language) => ({ text: 'Payslip, {{month}}', values: { month: monthLabel((data as { slip: { month: string } }).slip.month, language) } }),
};
export const meta = pageMeta;
/** A4 page margins for printing (vanilla-extract cannot write @page). */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: '/print-a4.css', media: 'print' }];

/** The payslip of month `raw` (YYYY-MM), or the not-found page. */
/**
 * Trip lines per page: a busy month has thousands of trips, too many for a phone's page. 50: at
 * 100, with the refund columns, laying out the table alone cost Lighthouse's slow phone ~95 ms of
 * blocking time (score 99).
 */
export const LINES_PER_PAGE = 50;
/** "Show all trips" (for printing) is offered up to this many; beyond, the PDF has them all. */
export const MAX_LINES_ON_ONE_PAGE = 2000;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const asked = pageNumber(url.searchParams.get('page'));
  const pageOf = (page: number) => api.earnings.lines(ctx.partner.id, { month: params.id, order: 'asc', page, perPage: LINES_PER_PAGE });
  // The payslip and the asked page of its lines at once: one round after the guard (issue 23).
  // The lines count only once the payslip is known to be this partner's (loadPayslip checks the
  // month's form before any call).
  const [slip, first] = await withRecord(loadPayslip(api, ctx.partner, params.id), [/^\d{4}-(0[1-9]|1[0-2])$/.test(params.id ?? '') ? pageOf(asked) : null]);
  const all = url.searchParams.get('all') === '1' && slip.totals.trips <= MAX_LINES_ON_ONE_PAGE;
  const page = Math.min(asked, Math.max(1, Math.ceil(slip.totals.trips / LINES_PER_PAGE)));
  // The text to share, in the reader's words (issue 44 §2).
  const words = wordsFor(request, session.user);
  const share = payslipShareText(slip, sayOf(words, 'money'), words.language);
  // The page's lines only (or all of a month small enough to print), never a whole big month.
  let lines: EarningsLine[] = [];
  if (all) for await (const line of payslipLines(api, ctx.partner.id, slip.month)) lines.push(line);
  else lines = page === asked && first ? first.data : (await pageOf(page)).data;
  return json({
    slip,
    lines,
    all,
    canShowAll: slip.totals.trips <= MAX_LINES_ON_ONE_PAGE,
    page,
    perPage: LINES_PER_PAGE,
    explanation: explainPay(slip),
    share,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(share)}`,
  });
}

export default function PayslipDetails() {
  const { slip, lines, all, canShowAll, page, perPage, explanation, share, whatsapp } = useLoaderData<typeof loader>();
  const base = `/earnings/payslip/details/${slip.month}`;
  const p = slip.payout;
  const state = payoutState(p);
  const say = useWords('money');
  const { locale, resolved } = useLocale();
  const month = monthLabel(slip.month, locale);
  return (
    <div className={ui.stack}>
      <div className={css.toolbar} data-print="hide">
        {/* No `download` attribute: a navigation, which the service worker keeps for reading offline (issue 35); the server's Content-Disposition makes it a download. */}
        <a href={`/earnings/payslip/pdf/${slip.month}`} className={ui.button.primary}>
          {say('Download PDF')}
        </a>
        <a href={whatsapp} className={ui.button.secondary} target="_blank" rel="noopener noreferrer">
          {say('Share on WhatsApp')}
        </a>
        <Link to="/earnings/payslip" className={ui.button.ghost}>
          {say('All payslips')}
        </Link>
      </div>
      <article className={css.slip} aria-labelledby="slip-title">
        <header className={css.slipHead}>
          <div>
            <h2 id="slip-title" className={css.slipTitle}>
              {say('Payslip')} · <span lang={resolved}>{month}</span>
            </h2>
            <p className={ui.muted}>
              <span translate="no">
                {slip.partner.company_name}
                {slip.partner.owner_name ? ` · ${slip.partner.owner_name}` : ''}
              </span>{' '}
              · {say('Partner ID {{id}}', { id: slip.partner.account_sid })}
            </p>
          </div>
          <StatusBadge status={p.status} tone={state.tone} label={state.label} />
        </header>
        {state.paid ? (
          <Facts
            items={[
              { label: say('Period'), value: say('{{from}} to {{to}}', { from: formatDate(slip.period.from), to: formatDate(slip.period.to) }) },
              { label: say('Paid on'), value: formatDateTime(p.created_at) },
              { label: say('Bank'), value: <span translate="no">{p.bank_name}</span> },
              { label: say('Account'), value: <span translate="no">{`${p.account_name} · ${p.account_number}`}</span> },
              { label: say('Reference'), value: p.reference },
              { label: say('Amount paid'), value: <strong>{formatKobo(p.amount_kobo)}</strong>, testId: 'payslip-paid' },
            ]}
          />
        ) : (
          <>
            <Facts
              items={[
                { label: say('Period'), value: say('{{from}} to {{to}}', { from: formatDate(slip.period.from), to: formatDate(slip.period.to) }) },
                { label: say('Status'), value: say(state.label), testId: 'payslip-status' },
                { label: say('Reference'), value: p.reference },
                { label: say('Amount not yet paid'), value: <strong>{formatKobo(p.amount_kobo)}</strong>, testId: 'payslip-unpaid' },
              ]}
            />
            <p role="status" className={ui.muted} data-testid="payslip-held">
              {state.reason ? `${say(state.reason)}. ` : ''}
              {state.todo ? say(state.todo) : null}
            </p>
          </>
        )}
        <PayExplanation explanation={explanation} trips={slip.totals.trips} />
        <section aria-labelledby="slip-lines-title">
          <h3 id="slip-lines-title">{say('Trips ({{count}})', { count: slip.totals.trips })}</h3>
          {!all && slip.totals.trips > perPage ? (
            <p className={ui.muted} data-print="hide">
              {say('Trips {{first}}–{{last}} of {{total}}. The PDF has them all.', { first: (page - 1) * perPage + 1, last: Math.min(page * perPage, slip.totals.trips), total: slip.totals.trips })}
              {canShowAll ? (
                <>
                  {' '}
                  <Link to={`${base}?all=1`}>{say('Show all trips on this page')}</Link> {say('(a large page, for printing).')}
                </>
              ) : null}
            </p>
          ) : null}
          <div className={css.slipTable}>
            <DataTable
              caption={say('Trips of {{month}}', { month })}
              rows={lines}
              rowKey={(l) => l.trip_id}
              testId="payslip-line"
              columns={[
                { key: 'date', header: say('Date'), nowrap: true, cell: (l) => formatDate(l.trip_date) },
                { key: 'code', header: say('Route'), nowrap: true, cell: (l) => <span translate="no">{l.route.code}</span> },
                { key: 'route', header: say('From → to'), cell: (l) => <span translate="no">{`${l.route.pickup} → ${l.route.destination}`}</span> },
                { key: 'time', header: say('Departure'), nowrap: true, cell: (l) => l.departure_time },
                { key: 'vehicle', header: say('Vehicle'), nowrap: true, cell: (l) => <span translate="no">{l.vehicle.plate}</span> },
                { key: 'driver', header: say('Driver'), cell: (l) => <span translate="no">{l.driver.name}</span> },
                { key: 'gross', header: say('Gross'), numeric: true, nowrap: true, cell: (l) => formatKobo(l.gross_kobo) },
                { key: 'deductions', header: say('Deductions'), numeric: true, cell: (l) => <LineDeductions line={l} /> },
                { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (l) => formatKobo(l.net_kobo) },
              ]}
              footer={
                <tr>
                  <th scope="row" colSpan={6}>
                    {slip.refunds.length ? say('Total of the trips') : say('Total')}
                  </th>
                  <td data-testid="payslip-total-gross">{formatKobo(slip.totals.gross_kobo)}</td>
                  <td>{formatDeduction(slip.totals.deductions_kobo)}</td>
                  <td data-testid={slip.refunds.length ? 'payslip-trips-net' : 'payslip-total-net'}>{formatKobo(slip.totals.gross_kobo - slip.totals.deductions_kobo)}</td>
                </tr>
              }
            />
          </div>
          {all ? null : (
            <div data-print="hide">
              <Pager path={base} query={{}} page={page} total={slip.totals.trips} perPage={perPage} items="{{count}} trips" />
            </div>
          )}
        </section>
        {slip.refunds.length ? (
          <section aria-labelledby="slip-refunds-title">
            <h3 id="slip-refunds-title">{say('Refunds paid with this payout ({{count}})', { count: slip.refunds.length })}</h3>
            <p className={ui.muted}>{say('Each refund is counted to the trip, vehicle and driver of the deduction it refunds.')}</p>
            <div className={css.slipTable}>
              <RefundTable refunds={slip.refunds} caption={say('Refunds paid with the payout for {{month}}', { month })} />
            </div>
            <p className={css.slipNet}>
              {say('Net of the trips and refunds:')} <strong data-testid="payslip-total-net">{formatKobo(slip.totals.net_kobo)}</strong>
            </p>
          </section>
        ) : null}
      </article>
      <details data-print="hide">
        <summary>{say('Share as text')}</summary>
        <label htmlFor="share-text" className={ui.label}>
          {say('Copy this summary into a message')}
        </label>
        <textarea id="share-text" readOnly className={css.share} defaultValue={share} rows={share.split('\n').length + 1} />
      </details>
    </div>
  );
}
