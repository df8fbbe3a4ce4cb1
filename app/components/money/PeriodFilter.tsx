/**
 * The earnings period filter (issue 12): two small GET forms, one for a month and one for a
 * date range, so each works alone without JavaScript and the period is in the URL. Other
 * query values (a vehicle, a route) are kept as hidden fields. A period the server corrected
 * (turned round, shortened) says so under the forms.
 */
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { Form } from '@remix-run/react';
import { Link } from '~/components/Link';
import type { EarningsPeriod } from '~/domain/earnings';
import { monthLabel } from '~/domain/earnings';
import { periodNoticeWords } from '~/domain/period-notice';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/money/money.css';

export function PeriodFilter({ path, period, months, keep = {} }: { path: string; period: EarningsPeriod; months: string[]; keep?: Record<string, string | undefined> }) {
  const say = useWords('money');
  const { locale, resolved } = useLocale();
  // The list's other filters ride along with either form.
  const kept = Object.entries(keep)
    .filter((e): e is [string, string] => Boolean(e[1]))
    .map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
  return (
    <>
      <div className={css.periodForms} role="search" aria-label={say('Choose the period')}>
        {/* Alike on purpose (issue 70 §4): a month and a date range are two GET forms, so each works without JavaScript. */}
        <Form method="get" action={path} className={css.periodForm}>
          {kept}
          <div className={ui.field}>
            <label htmlFor="period-month" className={ui.label}>
              {say('Month')}
            </label>
            <select id="period-month" name="month" defaultValue={period.kind === 'month' ? period.month : ''} className={ui.input}>
              {period.kind === 'range' ? <option value="">{say('Choose a month')}</option> : null}
              {months.map((m) => (
                <option key={m} value={m} lang={resolved}>
                  {monthLabel(m, locale)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={ui.button.secondary}>
            {say('Show month')}
          </button>
        </Form>
        <Form method="get" action={path} className={css.periodForm}>
          {kept}
          <div className={ui.field}>
            <label htmlFor="period-from" className={ui.label}>
              {say('From')}
            </label>
            <input id="period-from" type="date" name="from" required defaultValue={period.kind === 'range' ? period.from : ''} className={ui.input} />
          </div>
          <div className={ui.field}>
            <label htmlFor="period-to" className={ui.label}>
              {say('To')}
            </label>
            <input id="period-to" type="date" name="to" required defaultValue={period.kind === 'range' ? period.to : ''} className={ui.input} />
          </div>
          <button type="submit" className={ui.button.secondary}>
            {say('Show dates')}
          </button>
        </Form>
        {period.kind === 'range' ? (
          <p className={css.periodNote}>
            {say('Up to 366 days.')} <Link to={path}>{say('Back to this month')}</Link>
          </p>
        ) : null}
      </div>
      {period.notice ? (
        <p className={css.notice} role="status">
          {periodNoticeWords(period.notice, say, locale)}
        </p>
      ) : null}
    </>
  );
}
