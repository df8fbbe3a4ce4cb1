/**
 * /earnings/pay/confirm?period=&start=&d=driverId:periodStart… (issue 67 §5): the look before
 * drivers are marked paid. It names each driver ticked on the run with their period, the amount, the
 * account it goes to (a holder not the driver flagged; none, said), and the total and count; only
 * payable drivers are on it, and nothing is marked that is not on it. Confirming sends the amounts
 * shown: if any changed since (a late trip, an entry), the API refuses all and the page shows the
 * new figures with why. Works without JavaScript; owner and earnings managers.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { PostForm } from '~/components/form/PostForm';
import { SubmitButton } from '~/components/form/SubmitButton';
import { ErrorLine } from '~/components/form/Field';
import { FormErrors } from '~/components/FormErrors';
import { readReply } from '~/components/form/reply';
import { DataTable, type Column } from '~/components/list/DataTable';
import { useWords } from '~/components/useWords';
import { periodQuery, periodSearch } from '~/domain/driver-pay';
import { formatDate, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { attempt, failedReply, invalidReply, parseForm, readForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { redirectWithToast } from '~/server/toast.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { maskAccountNumber } from '~contract/constants';
import { PAY_BATCH_MAX, type PayRunRow } from '~contract/driver-pay';
import { payPaidForm } from './+driver-pay/schema.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Mark drivers paid', routeName: 'earnings.pay.confirm', area: 'earnings' };
export const meta = pageMeta;

/** The drivers ticked: 'driverId:periodStart' values of `d`, at most a batch. */
function ticked(url: URL) {
  return url.searchParams
    .getAll('d')
    .filter((v) => /^\d{1,9}:\d{4}-\d{2}-\d{2}$/.test(v))
    .slice(0, PAY_BATCH_MAX)
    .map((v) => {
      const [id, start] = v.split(':');
      return { id: Number(id), start: start! };
    });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const period = periodQuery(url.searchParams, lagosToday());
  const asked = ticked(url);
  const run = asked.length ? await api.pay.run(ctx.partner.id, period, { ids: [...new Set(asked.map((a) => a.id))], perPage: PAY_BATCH_MAX }) : null;
  const rows = (run?.rows ?? []).filter((r) => asked.some((a) => a.id === r.driver.id && a.start === r.period.start));
  return json({ period, payable: rows.filter((r) => r.state === 'payable'), skipped: rows.filter((r) => r.state !== 'payable'), today: lagosToday() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const period = periodQuery(new URL(request.url).searchParams, lagosToday());
  const formData = await readForm(request, context);
  const submission = parseForm(formData, payPaidForm);
  if (submission.status !== 'success') return invalidReply(submission);
  const v = submission.value;
  const done = await attempt(() => api.pay.markPaid(ctx.partner.id, { period: period.kind, drivers: v.paid, reference: v.reference, paid_on: v.paid_on }));
  if (!done.ok) return failedReply(request, context, submission, done.error, { status: 409 });
  return redirectWithToast(request, `/earnings/pay?${periodSearch(period)}`, {
    type: 'success',
    message: 'Marked paid: {{count}} drivers, {{amount}}',
    values: { count: done.value.paid.length, amount: formatKobo(done.value.total_kobo) },
  });
}

export default function ConfirmPayment() {
  const { period, payable, skipped, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const say = useWords('money');
  const form = readReply(reply);
  const total = payable.reduce((n, r) => n + r.to_pay_kobo, 0);
  const back = `/earnings/pay?${periodSearch(period)}`;
  const columns: Column<PayRunRow>[] = [
    { key: 'driver', header: say('Driver'), cell: (r) => <span translate="no">{r.driver.name}</span> },
    { key: 'period', header: say('Period'), nowrap: true, cell: (r) => say('{{from}} to {{to}}', { from: formatDate(r.period.start), to: formatDate(r.period.end) }) },
    { key: 'amount', header: say('Amount'), numeric: true, nowrap: true, cell: (r) => <strong>{formatKobo(r.to_pay_kobo)}</strong> },
    {
      key: 'account',
      header: say('Account'),
      cell: (r) =>
        r.bank ? (
          <>
            <span translate="no">
              {r.bank.bank_name} {maskAccountNumber(r.bank.account_number)}, {r.bank.account_name}
            </span>
            {r.bank.name_matches ? null : (
              <div role="note" className={ui.warningNote} data-testid="confirm-name-flag">
                {say('Not in the driver’s name (confirmed by the owner)')}
              </div>
            )}
          </>
        ) : (
          say('No account: pay another way')
        ),
    },
  ];
  return (
    <div className={ui.stack}>
      <p>
        <Link to={back} className={ui.backLink}>
          {`← ${say('Driver pay')}`}
        </Link>
      </p>
      <section className={ui.card} aria-labelledby="confirm-title">
        <h2 id="confirm-title" className={ui.cardTitle}>
          {say('Check before you mark them paid')}
        </h2>
        <FormErrors errors={form.formErrors} id="confirm-errors" />
        {payable.length ? (
          <>
            <DataTable caption={say('Drivers to mark paid')} columns={columns} rows={payable} rowKey={(r) => `${r.driver.id}-${r.period.start}`} testId="confirm-row" />
            <p className={ui.definitionStrong} data-testid="confirm-total">
              {say('{{count}} drivers, {{amount}} in all', { count: payable.length, amount: formatKobo(total) })}
            </p>
            <PostForm className={ui.stack}>
              {payable.map((r) => (
                <input key={`${r.driver.id}-${r.period.start}`} type="hidden" name="paid" value={`${r.driver.id}:${r.period.start}:${r.to_pay_kobo}`} />
              ))}
              <label className={ui.label} htmlFor="paid-reference">
                {say('Transfer reference')}
              </label>
              <input id="paid-reference" name="reference" className={ui.input} maxLength={60} required defaultValue={form.value('reference') ?? ''} />
              <ErrorLine id="paid-reference-error" name="reference" error={form.error('reference')} />
              <label className={ui.label} htmlFor="paid-on">
                {say('Paid on')}
              </label>
              <input id="paid-on" name="paid_on" type="date" className={ui.input} defaultValue={form.value('paid_on') ?? today} max={today} required />
              <ErrorLine id="paid-on-error" name="paid_on" error={form.error('paid_on')} />
              <SubmitButton pendingText={say('Saving...')} full={false}>
                {say('Mark {{count}} drivers paid: {{amount}}', { count: payable.length, amount: formatKobo(total) })}
              </SubmitButton>
            </PostForm>
          </>
        ) : (
          <p>{say('No driver ticked can be paid now. Tick drivers that are payable on the pay run.')}</p>
        )}
        {skipped.length ? (
          <div>
            <p>{say('Not on it, because they cannot be paid now:')}</p>
            <ul>
              {skipped.map((r) => (
                <li key={`${r.driver.id}-${r.period.start}`} translate="no">
                  {r.driver.name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </div>
  );
}
