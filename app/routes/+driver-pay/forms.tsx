/**
 * The driver pay pages' forms and small parts (issues 53, 67), each a form of its own with its
 * intent, working without JavaScript: a pay rule (the fleet's, or a driver's), an advance, recovery
 * or bonus, a reversal or a void with the reason, an answer to a driver's query, a driver's bank
 * account (the holder's name read back, a name not the driver's confirmed), and where a driver's
 * period stands. `error` reads the server's message for a field of that form (`readReply`).
 */
import { Link } from '~/components/Link';
import { PostForm } from '~/components/form/PostForm';
import { SubmitButton } from '~/components/form/SubmitButton';
import { ErrorLine } from '~/components/form/Field';
import { useWords } from '~/components/useWords';
import { formatDate, formatKobo } from '~/lib/format';
import { periodSearch } from '~contract/pay-periods';
import { PAY_ENTRY_NOTE_MAX, type PayRunRow } from '~contract/driver-pay';
import * as ui from '~/styles/ui.css';

type FieldError = (field: string) => string | undefined;

/** Where a driver's period stands, in words: paid (when, reference), payable, or why it waits. */
export function StateWords({ row }: { row: Pick<PayRunRow, 'state' | 'paid' | 'earlier' | 'on_the_road' | 'driver'> }) {
  const say = useWords('money');
  switch (row.state) {
    case 'paid':
      return <>{row.paid ? say('Paid on {{date}}, reference {{reference}}', { date: formatDate(row.paid.paid_on), reference: row.paid.reference }) : say('Paid')}</>;
    case 'payable':
      return <>{say('Payable now')}</>;
    case 'on_the_road':
      return <>{say('Waiting: {{count}} trips still on the road', { count: row.on_the_road })}</>;
    case 'earlier_unpaid':
      return row.earlier ? (
        <Link to={`/earnings/pay/driver/${row.driver.id}?${periodSearch(row.earlier)}`}>
          {say('Pay {{from}} to {{to}} first', { from: formatDate(row.earlier.start), to: formatDate(row.earlier.end) })}
        </Link>
      ) : (
        <>{say('An earlier period to pay first')}</>
      );
    default:
      return <>{say('Not ended yet')}</>;
  }
}

/**
 * A pay rule from a day (the period's first by default): for the fleet (`driver` absent: every
 * driver without a rule of their own) or for one driver. It applies trip by trip from that day; the
 * hint says what happens to a period already paid.
 */
export function PayRuleForm({ kind, start, today, error, driver }: { kind: 'week' | 'month'; start: string; today: string; error: FieldError; driver?: { id: number; name: string } }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="rule-title">
      <h2 id="rule-title" className={ui.cardTitle}>
        {driver ? say('Set {{name}}’s own pay rule', { name: driver.name }) : say('Set the fleet’s pay rule')}
      </h2>
      <PostForm className={ui.stack}>
        {driver ? <input type="hidden" name="driver_id" value={driver.id} /> : <p className={ui.muted}>{say('For every driver without a rule of their own.')}</p>}
        <label className={ui.label} htmlFor="rule-basis">
          {say('How the driver is paid')}
        </label>
        <select id="rule-basis" name="basis" className={ui.input} defaultValue="share">
          <option value="share">{say('A share of the driver’s net')}</option>
          <option value="per_day">{say('An amount per day driven')}</option>
          <option value="per_trip">{say('An amount per trip completed')}</option>
        </select>
        <ErrorLine id="rule-basis-error" name="basis" error={error('basis')} />
        <label className={ui.label} htmlFor="rule-share">
          {say('Share (%), for a share of the net')}
        </label>
        <input id="rule-share" name="share" inputMode="decimal" className={ui.input} maxLength={6} />
        <ErrorLine id="rule-share-error" name="share" error={error('share')} />
        <label className={ui.label} htmlFor="rule-amount">
          {say('Amount (₦), for a day or a trip')}
        </label>
        <input id="rule-amount" name="amount" inputMode="decimal" className={ui.input} maxLength={16} />
        <ErrorLine id="rule-amount-error" name="amount" error={error('amount')} />
        <label className={ui.label} htmlFor="rule-period">
          {say('How often')}
        </label>
        <select id="rule-period" name="period" className={ui.input} defaultValue={kind}>
          <option value="week">{say('Weekly (Monday to Sunday)')}</option>
          <option value="month">{say('Monthly')}</option>
        </select>
        <label className={ui.label} htmlFor="rule-from">
          {say('For trips from')}
        </label>
        <input id="rule-from" name="from" type="date" className={ui.input} defaultValue={start > today ? today : start} required aria-describedby="rule-from-hint" />
        <p id="rule-from-hint" className={ui.hint}>
          {say('Each trip from this day is paid by this rule. Where that day is in a period already paid, the difference is added to, or taken from, the next pay.')}
        </p>
        <ErrorLine id="rule-from-error" name="from" error={error('from')} />
        <SubmitButton intent="rule" pendingText={say('Saving...')} full={false}>
          {say('Save the rule')}
        </SubmitButton>
      </PostForm>
    </section>
  );
}

/** An advance, a recovery or a bonus for the page's driver, on a day up to today. */
export function PayEntryForm({ today, from, error }: { today: string; from: string | null; error: FieldError }) {
  const say = useWords('money');
  // Alike on purpose (issue 70 §4): a form card in the shape the settings pages share, with its own fields.
  return (
    <section className={ui.card} aria-labelledby="entry-title">
      <h2 id="entry-title" className={ui.cardTitle}>
        {say('Record an advance, a recovery or a bonus')}
      </h2>
      <PostForm className={ui.stack}>
        <label className={ui.label} htmlFor="entry-kind">
          {say('What')}
        </label>
        <select id="entry-kind" name="kind" className={ui.input}>
          <option value="advance">{say('Advance (taken back from pay)')}</option>
          <option value="recovery">{say('Recovery, such as damage (taken back from pay)')}</option>
          <option value="bonus">{say('Bonus (added to pay)')}</option>
        </select>
        <label className={ui.label} htmlFor="entry-amount">
          {say('Amount (₦)')}
        </label>
        <input id="entry-amount" name="amount" inputMode="decimal" className={ui.input} maxLength={16} required />
        <ErrorLine id="entry-amount-error" name="amount" error={error('amount')} />
        <label className={ui.label} htmlFor="entry-day">
          {say('Date')}
        </label>
        <input id="entry-day" name="day" type="date" className={ui.input} defaultValue={today} max={today} min={from ?? undefined} required aria-describedby="entry-day-hint" />
        <p id="entry-day-hint" className={ui.hint}>
          {say('A date in a period already paid is added to the next pay, saying what it corrects.')}
        </p>
        <ErrorLine id="entry-day-error" name="day" error={error('day')} />
        <label className={ui.label} htmlFor="entry-note">
          {say('Note (optional)')}
        </label>
        <input id="entry-note" name="note" className={ui.input} maxLength={PAY_ENTRY_NOTE_MAX} />
        <ErrorLine id="entry-note-error" name="note" error={error('note')} />
        <SubmitButton intent="entry" pendingText={say('Saving...')} full={false}>
          {say('Record')}
        </SubmitButton>
      </PostForm>
    </section>
  );
}

/** A reason and a button: reverse an entry, or void a payment (`intent`, `name` and `id` of the record). */
export function ReasonForm({ intent, name, id, button, error, label }: { intent: 'reverse' | 'void'; name: 'entry_id' | 'payment_id'; id: number; button: string; label: string; error?: string }) {
  const say = useWords('money');
  const field = `${intent}-${id}-reason`;
  return (
    <details open={error ? true : undefined}>
      <summary>{button}</summary>
      <PostForm className={ui.stack}>
        <input type="hidden" name={name} value={id} />
        <label className={ui.label} htmlFor={field}>
          {label}
        </label>
        <input id={field} name="reason" className={ui.input} maxLength={PAY_ENTRY_NOTE_MAX} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${field}-error` : undefined} />
        <ErrorLine id={`${field}-error`} name="reason" error={error} />
        <SubmitButton intent={intent} pendingText={say('Saving...')} full={false}>
          {button}
        </SubmitButton>
      </PostForm>
    </details>
  );
}

/** The owner's answer to a driver's query, read by the driver on their statement link. */
export function AnswerForm({ queryId, error }: { queryId: number; error?: string }) {
  const say = useWords('money');
  const field = `answer-${queryId}`;
  return (
    <PostForm className={ui.stack}>
      <input type="hidden" name="query_id" value={queryId} />
      <label className={ui.label} htmlFor={field}>
        {say('Your answer (the driver reads it on their link)')}
      </label>
      <textarea id={field} name="answer" rows={3} maxLength={500} className={ui.input} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${field}-error` : undefined} />
      <ErrorLine id={`${field}-error`} name="answer" error={error} />
      <SubmitButton intent="answer" pendingText={say('Sending...')} full={false}>
        {say('Send the answer')}
      </SubmitButton>
    </PostForm>
  );
}

/**
 * The bank account a driver is paid into (issue 67 §6): the bank and the 10-digit NUBAN; checked
 * with the bank first (`checked`: the holder's name read back), then saved — with a tick that says
 * the owner means it where the holder is not the driver.
 */
export function PayAccountForm({
  banks,
  error,
  checked,
  driverName,
}: {
  banks: { code: string; name: string }[];
  error: FieldError;
  checked: { bank_code: string; bank_name: string; account_number: string; account_name: string; matches: boolean } | null;
  driverName: string;
}) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="account-title">
      <h2 id="account-title" className={ui.cardTitle}>
        {say('The driver’s bank account for pay')}
      </h2>
      {checked ? (
        <PostForm className={ui.stack}>
          <input type="hidden" name="bank_code" value={checked.bank_code} />
          <input type="hidden" name="account_number" value={checked.account_number} />
          <p>
            {say('The bank says this account is in the name of')}{' '}
            <strong data-testid="pay-holder" translate="no">
              {checked.account_name}
            </strong>{' '}
            ({checked.bank_name}, {checked.account_number}).
          </p>
          {checked.matches ? null : (
            <>
              <p className={ui.warningNote} role="note" data-testid="pay-name-mismatch">
                {say('This is not {{driver}}’s name. Money paid into another person’s account cannot be taken back. Save it only if you know this account is how {{driver}} is paid.', {
                  driver: driverName,
                })}
              </p>
              <label>
                <input type="checkbox" name="confirm_name" className={ui.checkbox} required /> {say('I checked: pay {{driver}} into this account', { driver: driverName })}
              </label>
              <ErrorLine id="account-confirm-error" name="confirm_name" error={error('confirm_name')} />
            </>
          )}
          <ErrorLine id="account-save-error" name="account_number" error={error('account_number')} />
          <SubmitButton intent="account" pendingText={say('Saving...')} full={false}>
            {say('Save the account')}
          </SubmitButton>
          <Link to="?">{say('Enter another account')}</Link>
        </PostForm>
      ) : (
        <PostForm className={ui.stack}>
          <label className={ui.label} htmlFor="account-bank">
            {say('Bank')}
          </label>
          <select id="account-bank" name="bank_code" className={ui.input} required>
            <option value="">{say('Choose the bank')}</option>
            {banks.map((b) => (
              <option key={b.code} value={b.code} translate="no">
                {b.name}
              </option>
            ))}
          </select>
          <ErrorLine id="account-bank-error" name="bank_code" error={error('bank_code')} />
          <label className={ui.label} htmlFor="account-number">
            {say('Account number (NUBAN, 10 digits)')}
          </label>
          <input id="account-number" name="account_number" inputMode="numeric" autoComplete="off" className={ui.input} maxLength={10} pattern="[0-9]{10}" required />
          <ErrorLine id="account-number-error" name="account_number" error={error('account_number')} />
          <SubmitButton intent="account-check" pendingText={say('Checking...')} full={false}>
            {say('Check the account with the bank')}
          </SubmitButton>
        </PostForm>
      )}
    </section>
  );
}

/** A total as the run and the confirmation say it: how many drivers and how much. */
export const totalWords = (say: ReturnType<typeof useWords>, count: number, kobo: number) => say('{{count}} transfers, {{amount}}', { count, amount: formatKobo(kobo) });
