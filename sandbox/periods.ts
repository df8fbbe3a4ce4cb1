/** Date ranges of the dashboard periods (spec section 9), relative to `now`. */
import dayjs, { type Dayjs } from 'dayjs';

export const PERIODS = ['All', 'current_year', 'current_month', 'current_week', 'today', 'yesterday', 'last_month', 'last_week'] as const;
export type Period = (typeof PERIODS)[number];

/** `[from, to]` inclusive, or null for All. */
export function periodRange(period: Period, now: Dayjs = dayjs()): [Dayjs, Dayjs] | null {
  switch (period) {
    case 'All':
      return null;
    case 'current_year':
      return [now.startOf('year'), now.endOf('year')];
    case 'current_month':
      return [now.startOf('month'), now.endOf('month')];
    case 'current_week':
      return [now.startOf('week'), now.endOf('week')];
    case 'today':
      return [now.startOf('day'), now.endOf('day')];
    case 'yesterday':
      return [now.subtract(1, 'day').startOf('day'), now.subtract(1, 'day').endOf('day')];
    case 'last_month':
      return [now.subtract(1, 'month').startOf('month'), now.subtract(1, 'month').endOf('month')];
    case 'last_week':
      return [now.subtract(1, 'week').startOf('week'), now.subtract(1, 'week').endOf('week')];
  }
}
