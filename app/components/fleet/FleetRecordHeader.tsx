/**
 * The top of a driver's and a vehicle's page (issues 10, 21 §4, 22 §5): the name with the
 * readiness badge, the action's error, the toolbar (Edit, Activate/Deactivate, Remove), the
 * "Can work today" panel, and the removal's confirmation when the URL asks for it
 * (`?confirm=remove`, so it works without JavaScript).
 */
import { PostForm } from '~/components/form/PostForm';
import type { ReactNode } from 'react';
import { useSearchParams } from '@remix-run/react';
import { Link } from '~/components/Link';
import { ConfirmPanel } from '~/components/ConfirmPanel';
import { ReadinessPanel } from '~/components/fleet/Readiness';
import { FormErrors } from '~/components/FormErrors';
import { readReply } from '~/components/form/reply';
import { SubmitButton } from '~/components/form/SubmitButton';
import { StatusBadge } from '~/components/StatusBadge';
import type { Readiness, Sentence } from '~/domain/readiness';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { useWords } from '~/components/useWords';

type Props = {
  /** 'driver' or 'vehicle': ids and words. */
  kind: 'driver' | 'vehicle';
  /** The heading: a driver's name, a vehicle's plate with its model. */
  title: ReactNode;
  /** The name the confirmation uses ('Remove KJA-248EF?'). */
  name: string;
  /** The record's page (the confirmation's Cancel) and its edit page. */
  base: string;
  editHref: string;
  /** The owner's switch: shows Deactivate when active. */
  partnerStatus: string;
  readiness: Readiness;
  today: string;
  /** Who the record works with, whose documents count too. */
  pairedWith?: string;
  notes: Sentence[];
  /** The action's reply (its form error is shown here). */
  reply: unknown;
  /** What removing does, in the confirmation. */
  removeText: string;
  /** The unassign confirmation (issue 32 §6): what happens to the pair and its trips ahead; null with no pair. */
  unassign?: { title: string; text: string } | null;
  /** A confirmation the action asked for (the assignment's, issue 42 §3): first on the page, so its button is on a phone's first screen. */
  confirmation?: ReactNode;
};

export function FleetRecordHeader({ kind, title, name, base, editHref, partnerStatus, readiness, today, pairedWith, notes, reply, removeText, unassign, confirmation }: Props) {
  const [params] = useSearchParams();
  const say = useWords('fleet');
  return (
    <>
      {confirmation}
      {params.get('confirm') === 'remove' ? (
        <ConfirmPanel title={say('Remove {{name}}?', { name })} intent="remove" confirmLabel={kind === 'vehicle' ? say('Remove vehicle') : say('Remove driver')} cancelHref={base}>
          <p>{removeText}</p>
        </ConfirmPanel>
      ) : null}
      {params.get('confirm') === 'unassign' && unassign ? (
        <ConfirmPanel title={unassign.title} intent="unassign" confirmLabel={say('Unassign')} cancelHref={base}>
          <p>{unassign.text}</p>
        </ConfirmPanel>
      ) : null}
      {params.get('confirm') === 'replace-pass' && kind === 'vehicle' ? (
        <ConfirmPanel title={say("Replace {{name}}'s roadside pass?", { name })} intent="replace-pass" confirmLabel={say('Replace pass')} cancelHref={`${base}?tab=pass`}>
          <p>{say('The QR on the sticker stops working at once: an officer who scans it reads “This pass has been replaced”. Print the new sticker and put it on the windscreen.')}</p>
        </ConfirmPanel>
      ) : null}
      <section className={ui.card} aria-labelledby={`${kind}-name`}>
        <div className={css.sectionHead}>
          <h2 id={`${kind}-name`} className={ui.flushHeading}>
            {title}
          </h2>
          <StatusBadge status={readiness.status} />
        </div>
        <FormErrors errors={readReply(reply).formErrors} id={`${kind}-action-error`} />
        <div className={css.toolbar}>
          <Link to={editHref} className={ui.button.secondary}>
            {say('Edit')}
          </Link>
          <PostForm>
            <input type="hidden" name="status" value={partnerStatus === 'active' ? 'inactive' : 'active'} />
            <SubmitButton intent="set-status" pendingText={say('Processing...')} variant="ghost" full={false}>
              {partnerStatus === 'active' ? say('Deactivate') : say('Activate')}
            </SubmitButton>
          </PostForm>
          <Link to={`${base}?confirm=remove`} className={ui.button.ghost}>
            {say('Remove')}
          </Link>
        </div>
      </section>
      <ReadinessPanel readiness={readiness} day={today} title={say('Can work today')} pairedWith={pairedWith} notes={notes} />
    </>
  );
}
