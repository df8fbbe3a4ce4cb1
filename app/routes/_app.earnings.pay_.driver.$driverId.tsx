/**
 * /earnings/pay/driver/:driverId?period=week|month&start=YYYY-MM-DD (issue 67 §4–§8): one driver's
 * pay, as a record anyone can audit. Their period holding the day asked — what to pay and where it
 * stands, then every line of it (the rules' pay, each bonus, correction, reversal and advance with
 * its day, note and who entered it, what each debt left) and the trips that make it — then what
 * the driver said ("This is not right") with the owner's answer, every entry (a wrong one reversed
 * with a reason, never edited), what the driver still owes, every payment (the latest voidable with
 * a reason while its transfer is not made), their rule and the account they are paid into (checked
 * with the bank; a holder not the driver confirmed and flagged). Owner and earnings managers; works
 * without JavaScript.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { readReply } from '~/components/form/reply';
import { FormErrors } from '~/components/FormErrors';
import { useWords } from '~/components/useWords';
import { nextPeriod, periodQuery, periodSearch, previousPeriod } from '~/domain/driver-pay';
import { accountNameMatches } from '~/domain/roles';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { isUpstreamError } from '~/api/errors';
import { recordOr404 } from '~/server/fleet.server';
import { attempt, failedReply, invalidReply, parseForm, readForm, unknownIntent } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { jsonWithToast, redirectWithToast } from '~/server/toast.server';
import { lagosToday } from '~/server/validation/fleet.server';
import type { PayDriverView } from '~contract/driver-pay';
import { payAccountForm, payAnswerForm, payEntryForm, payReverseForm, payRuleForm, payVoidForm } from './+driver-pay/schema.server';
import { AnswerForm, PayAccountForm, PayEntryForm, PayRuleForm, ReasonForm, StateWords } from './+driver-pay/forms';
import { PayLines, signedKobo } from './+driver-pay/lines';
import { useRuleWords } from './+driver-pay/rule-words';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/money/money.css';

export const handle: PageHandle = { title: 'A driver’s pay', routeName: 'earnings.pay.driver', area: 'earnings' };
export const meta = pageMeta;

/** The driver's page from the API, or the not-found page (an unknown id, another partner's driver). */
async function driverPage(request: Request, api: Awaited<ReturnType<typeof requirePartner>>['api'], partnerId: number, raw: string | undefined) {
  const period = periodQuery(new URL(request.url).searchParams, lagosToday());
  return recordOr404(raw, 'driver', partnerId, async (id) => ({ ...(await api.pay.driver(partnerId, id, period)), partner_id: partnerId }));
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const [view, banks] = await Promise.all([driverPage(request, api, ctx.partner.id, params.driverId), api.payouts.banks()]);
  return json({ view, banks: banks.map((b) => ({ code: b.code, name: b.name })), today: lagosToday() });
}

type Checked = { bank_code: string; bank_name: string; account_number: string; account_name: string; matches: boolean };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const view = await driverPage(request, api, ctx.partner.id, params.driverId);
  const driverId = view.driver.id;
  const here = `/earnings/pay/driver/${driverId}?${periodSearch(view.period)}`;
  const formData = await readForm(request, context);
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'entry') {
    const submission = parseForm(formData, payEntryForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const v = submission.value;
    const done = await attempt(() => api.pay.addEntry(ctx.partner.id, { driver_id: driverId, kind: v.kind, amount_kobo: v.amount, day: v.day, note: v.note }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    const corrects = done.value.corrects;
    return redirectWithToast(
      request,
      here,
      corrects
        ? {
            type: 'success',
            message: 'Recorded: {{amount}} on {{date}}. {{from}} to {{to}} is already paid: it goes with the next pay.',
            values: { amount: formatKobo(v.amount), date: formatDate(v.day), from: formatDate(corrects.start), to: formatDate(corrects.end) },
          }
        : { type: 'success', message: 'Recorded: {{amount}} on {{date}}', values: { amount: formatKobo(v.amount), date: formatDate(v.day) } },
    );
  }
  if (intent === 'reverse') {
    const submission = parseForm(formData, payReverseForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const done = await attempt(() => api.pay.reverseEntry(ctx.partner.id, submission.value.entry_id, { reason: submission.value.reason }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, here, { type: 'success', message: 'Entry reversed' });
  }
  if (intent === 'void') {
    const submission = parseForm(formData, payVoidForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const done = await attempt(() => api.pay.voidPayment(ctx.partner.id, submission.value.payment_id, { reason: submission.value.reason }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, here, { type: 'success', message: 'Payment voided: the period can be paid again' });
  }
  if (intent === 'answer') {
    const submission = parseForm(formData, payAnswerForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const done = await attempt(() => api.pay.answerQuery(ctx.partner.id, submission.value.query_id, { answer: submission.value.answer }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, `${here}#queries`, { type: 'success', message: 'Answer sent: the driver reads it on their link' });
  }
  if (intent === 'rule') {
    const submission = parseForm(formData, payRuleForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const v = submission.value;
    const done = await attempt(() => api.pay.setRule(ctx.partner.id, { driver_id: driverId, basis: v.basis, share_bp: v.share, amount_kobo: v.amount, period: v.period, from: v.from }));
    if (!done.ok) return failedReply(request, context, submission, done.error);
    return redirectWithToast(request, here, {
      type: 'success',
      message: done.value.corrects_paid ? 'Pay rule saved for trips from {{date}}; periods already paid are corrected in the next pay' : 'Pay rule saved for trips from {{date}}',
      values: { date: formatDate(v.from) },
    });
  }
  if (intent === 'account-check' || intent === 'account') {
    const submission = parseForm(formData, payAccountForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const v = submission.value;
    // The bank's holder name first (no write): read back to the owner, warned when it is not the driver's.
    const resolved = await attempt(() => api.payouts.resolveAccount(v.bank_code, v.account_number));
    if (!resolved.ok) return failedReply(request, context, submission, resolved.error);
    const checked: Checked = {
      bank_code: v.bank_code,
      bank_name: resolved.value.bank_name,
      account_number: v.account_number,
      account_name: resolved.value.account_name,
      matches: accountNameMatches(resolved.value.account_name, [view.driver.name]),
    };
    if (intent === 'account-check') return json({ ...submission.reply(), checked });
    const saved = await attempt(() => api.pay.setAccount(ctx.partner.id, { driver_id: driverId, bank_code: v.bank_code, account_number: v.account_number, confirm_name: v.confirm_name }));
    if (!saved.ok) {
      if (isUpstreamError(saved.error) && saved.error.code === 'PayAccountNameMismatch')
        return jsonWithToast(
          context,
          { ...submission.reply({ fieldErrors: { confirm_name: ['Please tick to say you checked this account'] } }), checked },
          { type: 'error', message: 'Please tick to say you checked this account' },
          { status: 409 },
        );
      return failedReply(request, context, submission, saved.error);
    }
    return redirectWithToast(request, here, {
      type: 'success',
      message: 'Pay account saved: {{bank}} {{account}}, {{holder}}',
      values: { bank: saved.value.bank_name, account: saved.value.account_number, holder: saved.value.account_name },
    });
  }
  return unknownIntent(parseForm(formData, payEntryForm));
}

type Reply = ReturnType<typeof readReply> & { checked?: Checked };

export default function DriverPayPage() {
  const { view, banks, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const say = useWords('money');
  const ruleWords = useRuleWords();
  const { driver, row, period } = view;
  const base = `/earnings/pay/driver/${driver.id}`;
  const errorOf = (intent: string) => readReply(reply, intent).error;
  const checked = (reply as Reply | undefined)?.checked ?? null;
  return (
    <div className={ui.stack}>
      <p>
        <Link to={`/earnings/pay?${periodSearch(period)}`} className={ui.backLink}>
          {`← ${say('Driver pay')}`}
        </Link>
      </p>
      <section className={ui.card} aria-labelledby="driver-pay-title">
        <h2 id="driver-pay-title" className={ui.cardTitle}>
          {say('{{name}}: pay for {{from}} to {{to}}', { name: driver.name, from: formatDate(period.start), to: formatDate(period.end) })}
        </h2>
        <nav aria-label={say('Choose a pay period')} className={css.sortBar}>
          <Link to={`${base}?${periodSearch(previousPeriod(period))}`}>{`← ${say('Previous')}`}</Link>
          <Link to={`${base}?${periodSearch(nextPeriod(period))}`}>{`${say('Next')} →`}</Link>
        </nav>
        {row ? (
          <>
            <p className={ui.definitionStrong} data-testid="driver-to-pay">
              {say('To pay: {{amount}}', { amount: formatKobo(row.to_pay_kobo) })}
            </p>
            <p data-testid="driver-pay-state">
              <StateWords row={row} />
              {row.state === 'payable' ? (
                <>
                  {' · '}
                  <Link to={`/earnings/pay/confirm?${periodSearch(row.period)}&d=${driver.id}:${row.period.start}`}>{say('Check and mark paid')}</Link>
                </>
              ) : null}
            </p>
            <PayLines row={row} />
          </>
        ) : (
          <p>{say('Nothing to pay in this period.')}</p>
        )}
        {view.trips.length ? (
          <details>
            <summary>{say('The {{count}} trips', { count: view.trips.length })}</summary>
            <ol className={ui.cleanList} data-testid="driver-pay-trips">
              {view.trips.map((t) => (
                <li key={t.id}>
                  {formatDate(t.day)} · {t.route} · <span translate="no">{t.plate}</span> · {say('net {{net}}, pay {{pay}}', { net: formatKobo(t.net_kobo), pay: formatKobo(t.pay_kobo) })}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        {row ? (
          <p>
            <Link to={`/earnings/pay/statement/${driver.id}?${periodSearch(row.period)}`} className={ui.button.secondary}>
              {row.statement ? say('Send the statement again') : say('Send the statement to the driver')}
            </Link>
          </p>
        ) : null}
      </section>

      <section className={ui.card} aria-labelledby="queries-title" id="queries">
        <h2 id="queries-title" className={ui.cardTitle}>
          {say('What the driver said')}
        </h2>
        {view.queries.length ? (
          <ul className={ui.cleanList} data-testid="driver-pay-queries">
            {view.queries.map((x) => (
              <li key={x.id}>
                <p className={ui.flush}>
                  {x.period ? `${say('{{from}} to {{to}}', { from: formatDate(x.period.start), to: formatDate(x.period.end) })} · ` : ''}
                  {formatDateTime(x.created_at)}: <q>{x.note}</q>
                </p>
                {x.answer ? (
                  <p className={ui.muted}>{say('Your answer, {{date}}: {{answer}}', { date: formatDateTime(x.answered_at ?? x.created_at), answer: x.answer })}</p>
                ) : (
                  <AnswerForm queryId={x.id} error={readReply(reply, 'answer').value('query_id') === String(x.id) ? errorOf('answer')('answer') : undefined} />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className={ui.muted}>{say('The driver has not said their pay is wrong.')}</p>
        )}
      </section>

      <EntriesCard view={view} reply={reply} />

      <PayEntryForm today={today} from={view.entries_from} error={errorOf('entry')} />

      <PaymentsCard view={view} reply={reply} />

      <section className={ui.card} aria-labelledby="driver-rule-title">
        <h2 id="driver-rule-title" className={ui.cardTitle}>
          {say('How {{name}} is paid', { name: driver.first_name })}
        </h2>
        <p data-testid="driver-pay-rule">
          {view.rule
            ? view.rule.driver_id === driver.id
              ? say('Own rule: {{rule}}', { rule: ruleWords(view.rule) })
              : say('Fleet rule: {{rule}}', { rule: ruleWords(view.rule) })
            : say('No pay rule yet.')}
        </p>
        {view.next_rule ? <p>{say('From {{date}}: {{rule}}', { date: formatDate(view.next_rule.from), rule: ruleWords(view.next_rule) })}</p> : null}
        <p data-testid="driver-pay-account">
          {view.account
            ? say('Paid into {{bank}} {{account}}, {{holder}}', { bank: view.account.bank_name, account: view.account.account_number, holder: view.account.account_name })
            : say('No bank account for pay yet.')}
        </p>
        {view.account && !view.account.name_matches ? (
          <p className={ui.warningNote} role="note" data-testid="driver-pay-account-flag">
            {say('This account is not in {{driver}}’s name; the owner confirmed it.', { driver: driver.name })}
          </p>
        ) : null}
      </section>

      <PayAccountForm banks={banks} error={readReply(reply, checked ? 'account' : 'account-check').error} checked={checked} driverName={driver.name} />
      <PayRuleForm kind={period.kind} start={period.start} today={today} error={errorOf('rule')} driver={{ id: driver.id, name: driver.first_name }} />
    </div>
  );
}

type DriverPayData = ReturnType<typeof useLoaderData<typeof loader>>;
type DriverPayReply = ReturnType<typeof useActionData<typeof action>>;

/** The driver's advances, recoveries and bonuses, each with who entered it and a way to reverse it; what the driver still owes. */
function EntriesCard({ view, reply }: { view: DriverPayData['view']; reply: DriverPayReply }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="entries-title">
      <h2 id="entries-title" className={ui.cardTitle}>
        {say('Advances, recoveries and bonuses')}
      </h2>
      <FormErrors errors={readReply(reply, 'reverse').formErrors} id="reverse-errors" />
      {view.entries.length ? (
        <ul className={ui.cleanList} data-testid="driver-pay-entries">
          {view.entries.map((e) => (
            <li key={e.id}>
              <strong>{e.kind === 'reversal' ? say('Reversal') : e.kind === 'advance' ? say('Advance') : e.kind === 'recovery' ? say('Recovery') : say('Bonus')}</strong> · {formatDate(e.day)} ·{' '}
              {e.kind === 'bonus' ? signedKobo(e.amount_kobo) : formatKobo(e.amount_kobo)}
              {e.note ? <> · “{e.note}”</> : null}
              <div className={ui.muted}>
                {say('Entered by {{name}} on {{date}}', { name: e.by ?? '—', date: formatDateTime(e.created_at) })}
                {e.reversed ? ` · ${say('Reversed')}` : ''}
              </div>
              {e.kind !== 'reversal' && !e.reversed ? (
                <ReasonForm
                  intent="reverse"
                  name="entry_id"
                  id={e.id}
                  button={say('Reverse this entry')}
                  label={say('Why is it wrong?')}
                  error={readReply(reply, 'reverse').value('entry_id') === String(e.id) ? readReply(reply, 'reverse').error('reason') : undefined}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>{say('No entry yet.')}</p>
      )}
      {view.debts.length ? (
        <div data-testid="driver-pay-debts">
          <h3>{say('Still owed by the driver')}</h3>
          <ul>
            {view.debts.map((d, i) => (
              <li key={i}>{say('{{amount}} left of {{total}} ({{date}})', { amount: formatKobo(d.left_kobo), total: formatKobo(d.amount_kobo), date: formatDate(d.day) })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The payments made through the portal, each with its references and, for the latest, a way to void it. */
function PaymentsCard({ view, reply }: { view: DriverPayData['view']; reply: DriverPayReply }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="payments-title">
      <h2 id="payments-title" className={ui.cardTitle}>
        {say('Payments')}
      </h2>
      <FormErrors errors={readReply(reply, 'void').formErrors} id="void-errors" />
      {view.payments.length ? (
        <ul className={ui.cleanList} data-testid="driver-pay-payments">
          {view.payments.map((p) => (
            <li key={p.id}>
              {say('{{from}} to {{to}}: {{amount}}, paid on {{date}}, reference {{reference}}', {
                from: formatDate(p.period.start),
                to: formatDate(p.period.end),
                amount: formatKobo(p.amount_kobo),
                date: formatDate(p.paid_on),
                reference: p.reference,
              })}
              <div className={ui.muted}>
                {say('Transfer reference {{ref}}', { ref: p.transfer_ref })}
                {p.by ? ` · ${say('by {{name}}', { name: p.by })}` : ''}
              </div>
              {p.voided ? (
                <p className={ui.warningNote}>{say('Voided on {{date}} by {{name}}: {{reason}}', { date: formatDateTime(p.voided.at), name: p.voided.by ?? '—', reason: p.voided.reason })}</p>
              ) : p.voidable ? (
                <ReasonForm
                  intent="void"
                  name="payment_id"
                  id={p.id}
                  button={say('Void this payment (the transfer was not made)')}
                  label={say('Why?')}
                  error={readReply(reply, 'void').value('payment_id') === String(p.id) ? readReply(reply, 'void').error('reason') : undefined}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>{say('Not paid through the portal yet.')}</p>
      )}
    </section>
  );
}

export type { PayDriverView };
