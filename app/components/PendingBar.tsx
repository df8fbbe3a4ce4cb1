import * as css from '~/components/PendingBar.css';
import { useMessageWords } from '~/components/form/Field';

/** A thin bar at the top of the page while a submission is under way (shown by the inline SUBMIT_GUARD, app/lib/enhance.ts). */
export function PendingBar() {
  const say = useMessageWords();
  return (
    <div className={css.bar} data-print="hide" data-vp-pending-bar data-vp-active="false" role="progressbar" aria-label={say('Loading')} aria-hidden="true">
      <div className={css.fill} />
    </div>
  );
}
