/**
 * Date ranges of the dashboard periods (spec section 9), as Lagos calendar dates: a partner's
 * "last month" is October in Lagos, whatever the server's time zone.
 */
import dayjs from 'dayjs';
import type { DashboardPeriod } from '../contract/constants.js';

export type Period = DashboardPeriod;

/** `[from, to]` inclusive YYYY-MM-DD dates in Lagos for `today` (a Lagos date), or null for All. */
export function periodRange(period: Period, today: string): [string, string] | null {
  // A plain date parsed and formatted in one zone: calendar arithmetic only.
  const now = dayjs(`${today}T12:00:00`);
  const span = (from: dayjs.Dayjs, to: dayjs.Dayjs): [string, string] => [from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')];
  // Nigeria's week starts on Monday (CLDR en-NG), not dayjs's default Sunday (issue 20 §5).
  const monday = now.subtract((now.day() + 6) % 7, 'day');
  switch (period) {
    case 'All':
      return null;
    case 'current_year':
      return span(now.startOf('year'), now.endOf('year'));
    case 'current_month':
      return span(now.startOf('month'), now.endOf('month'));
    case 'current_week':
      return span(monday, monday.add(6, 'day'));
    case 'today':
      return span(now, now);
    case 'yesterday':
      return span(now.subtract(1, 'day'), now.subtract(1, 'day'));
    case 'last_month':
      return span(now.subtract(1, 'month').startOf('month'), now.subtract(1, 'month').endOf('month'));
    case 'last_week':
      return span(monday.subtract(7, 'day'), monday.subtract(1, 'day'));
  }
}
