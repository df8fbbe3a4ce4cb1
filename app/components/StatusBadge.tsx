/** One badge for every status (issue 15): a word from `statusLabel`, coloured by its tone. */
import { statusLabel, type Tone } from '~/lib/status';
import * as css from '~/components/StatusBadge.css';

export function StatusBadge({ status, label, tone, kind }: { status?: string | null; label?: string; tone?: Tone; kind?: 'trip' }) {
  const known = statusLabel(status, kind);
  return (
    <span className={css.badge[tone ?? known.tone]} data-status={status ?? undefined}>
      {label ?? known.label}
    </span>
  );
}
