/** One badge for every status (issue 15): a word from `statusLabel` (or `label`) in the reader's language (the `fleet` catalogue, issue 44), coloured by its tone. */
import { statusLabel, type Tone } from '~/lib/status';
import * as css from '~/components/StatusBadge.css';
import { useWords } from '~/components/useWords';

export function StatusBadge({ status, label, tone, kind }: { status?: string | null; label?: string; tone?: Tone; kind?: 'trip' }) {
  const known = statusLabel(status, kind);
  const say = useWords('fleet');
  return (
    <span className={css.badge[tone ?? known.tone]} data-status={status ?? undefined}>
      {say(label ?? known.label)}
    </span>
  );
}
