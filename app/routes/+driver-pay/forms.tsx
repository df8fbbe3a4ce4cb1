/**
 * The pay run page's three forms (issue 53 §1–§3), each a form of its own with its intent, working
 * without JavaScript: drivers marked paid, a pay rule, an advance, recovery or bonus. `error` reads
 * the server's message for a field of that form (app/components/form/reply.ts `readReply`).
 */
import { PostForm } from '~/components/form/PostForm';
import { SubmitButton } from '~/components/form/SubmitButton';
import { ErrorLine } from '~/components/form/Field';
import { useWords } from '~/components/useWords';
import { formatKobo } from '~/lib/format';
import type { PayRun } from '~contract/driver-pay';
import * as ui from '~/styles/ui.css';

type FieldError = (field: string) => string | undefined;
type Driver = { id: number; name: string };

/**
 * The pay forms' driver select (`driver_id`): its label, a first option that names no driver
 * (`blank`), one option per driver (a name is never translated) and, where the form needs a
 * driver (`required`), its error line with `error`.
 */
function DriverSelect({ id, label, blank, drivers, required = false, error }: { id: string; label: string; blank: string; drivers: Driver[]; required?: boolean; error?: string }) {
  return (
    <>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name="driver_id" className={ui.input} required={required || undefined}>
        <option value="">{blank}</option>
        {drivers.map((d) => (
          <option key={d.id} value={d.id} translate="no">
            {d.name}
          </option>
        ))}
      </select>
      {required ? <ErrorLine id={`${id}-error`} name="driver_id" error={error} /> : null}
    </>
  );
}

/** Drivers not yet paid for the period, ticked where there is pay; once the period has ended. */
export function MarkPaidForm({ unpaid, ended, today, error }: { unpaid: PayRun['rows']; ended: boolean; today: string; error: FieldError }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="paid-title">
      <h2 id="paid-title" className={ui.cardTitle}>
        {say('Mark paid')}
      </h2>
      {ended ? (
        <PostForm className={ui.stack}>
          <fieldset className={ui.stack}>
            <legend>{say('Drivers paid by this transfer')}</legend>
            {unpaid.map((r) => (
              <label key={r.driver.id}>
                <input type="checkbox" name="driver_ids" value={r.driver.id} defaultChecked={r.to_pay_kobo > 0} /> <span translate="no">{r.driver.name}</span> · {formatKobo(r.to_pay_kobo)}
              </label>
            ))}
            <ErrorLine id="paid-driver-error" name="driver_ids" error={error('driver_ids')} />
          </fieldset>
          <label className={ui.label} htmlFor="paid-reference">
            {say('Transfer reference')}
          </label>
          <input id="paid-reference" name="reference" className={ui.input} maxLength={60} required />
          <ErrorLine id="paid-reference-error" name="reference" error={error('reference')} />
          <label className={ui.label} htmlFor="paid-on">
            {say('Paid on')}
          </label>
          <input id="paid-on" name="paid_on" type="date" className={ui.input} defaultValue={today} max={today} required />
          <ErrorLine id="paid-on-error" name="paid_on" error={error('paid_on')} />
          <SubmitButton intent="paid" pendingText={say('Saving...')} full={false}>
            {say('Mark paid')}
          </SubmitButton>
        </PostForm>
      ) : (
        <p>{say('This period has not ended yet: drivers are marked paid once it has.')}</p>
      )}
    </section>
  );
}

/** A pay rule for a driver or the fleet, from a day (the period's first day by default). */
export function PayRuleForm({ drivers, kind, start, error }: { drivers: Driver[]; kind: 'week' | 'month'; start: string; error: FieldError }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="rule-title">
      <h2 id="rule-title" className={ui.cardTitle}>
        {say('Set a pay rule')}
      </h2>
      <PostForm className={ui.stack}>
        <DriverSelect id="rule-driver" label={say('For')} blank={say('Every driver without a rule of their own')} drivers={drivers} />
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
          {say('From')}
        </label>
        <input id="rule-from" name="from" type="date" className={ui.input} defaultValue={start} required />
        <ErrorLine id="rule-from-error" name="from" error={error('from')} />
        <SubmitButton intent="rule" pendingText={say('Saving...')} full={false}>
          {say('Save the rule')}
        </SubmitButton>
      </PostForm>
    </section>
  );
}

/** An advance, a recovery or a bonus for a driver, on a day (today by default). */
export function PayEntryForm({ drivers, today, error }: { drivers: Driver[]; today: string; error: FieldError }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="entry-title">
      <h2 id="entry-title" className={ui.cardTitle}>
        {say('Record an advance, a recovery or a bonus')}
      </h2>
      <PostForm className={ui.stack}>
        <DriverSelect id="entry-driver" label={say('Driver')} blank={say('Choose a driver')} drivers={drivers} required error={error('driver_id')} />
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
        <input id="entry-day" name="day" type="date" className={ui.input} defaultValue={today} required />
        <ErrorLine id="entry-day-error" name="day" error={error('day')} />
        <label className={ui.label} htmlFor="entry-note">
          {say('Note (optional)')}
        </label>
        <input id="entry-note" name="note" className={ui.input} maxLength={200} />
        <SubmitButton intent="entry" pendingText={say('Saving...')} full={false}>
          {say('Record')}
        </SubmitButton>
      </PostForm>
    </section>
  );
}

/**
 * The bank account a driver is paid into (issue 53 §3), for the bank's bulk-transfer CSV: the
 * bank and the 10-digit NUBAN; the API finds the holder's name, which the toast reads back.
 */
export function PayAccountForm({ drivers, banks, error }: { drivers: Driver[]; banks: { code: string; name: string }[]; error: FieldError }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="account-title">
      <h2 id="account-title" className={ui.cardTitle}>
        {say('A driver’s bank account for pay')}
      </h2>
      <PostForm className={ui.stack}>
        <DriverSelect id="account-driver" label={say('Driver')} blank={say('Choose a driver')} drivers={drivers} required error={error('driver_id')} />
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
        <SubmitButton intent="account" pendingText={say('Saving...')} full={false}>
          {say('Save the account')}
        </SubmitButton>
      </PostForm>
    </section>
  );
}
