import { useNavigation } from '@remix-run/react';
import * as css from '~/components/PendingBar.css';

/** A thin bar at the top of the page while a navigation or a submission is under way. */
export function PendingBar() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div className={css.bar} data-print="hide" data-active={busy} role="progressbar" aria-label="Loading" aria-hidden={!busy} aria-busy={busy}>
      <div className={css.fill} />
    </div>
  );
}
