/**
 * The action of a driver's and a vehicle's page (issues 10, 21 §2, 22 §5): one dispatcher for
 * the four intents both pages have — `set-status` (the owner's on/off switch), `assign`,
 * `unassign` and `remove` — so the two pages differ only in what they call and what they say.
 * Every intent answers a Response: a redirect with a toast, the form's errors (400), or the
 * API's message (failedReply), like every form helper.
 */
import { json, type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import type { AssignPreview } from '~contract/fleet';
import { assignedToast } from '~/server/fleet.server';
import { attempt, emptySubmission, failedReply, parseForm, readForm, unknownIntent, invalidReply } from '~/server/forms.server';
import { redirectWithToast } from '~/server/toast.server';
import type { MessageKey } from '~/lib/toast';
import { assignSchema, assignVehicleSchema, statusSchema } from '~/server/validation/fleet.server';

export type FleetRecordActions = {
  /** The record's page, where each intent returns. */
  here: string;
  /** The list the record leaves for once removed. */
  list: string;
  /** The active partner: the verdict after an assignment is its projection's. */
  partnerId: number;
  /** Switch the record on or off; the toast for the new state. */
  setStatus: (status: 'active' | 'inactive') => Promise<unknown>;
  statusMessage: (status: 'active' | 'inactive') => MessageKey;
  /**
   * Assign: the picked id (a driver's on a vehicle's page, a vehicle's on a driver's) → the pair;
   * `keep` are the trips that keep their driver; `preview` says what the change does to the
   * vehicle's trips ahead (issue 32 §2).
   */
  assign: {
    field: 'driver_id' | 'vehicle_id';
    run: (id: number, keep: number[]) => Promise<{ vehicleId: number; driverId: number }>;
    preview: (id: number) => Promise<AssignPreview>;
  };
  /** Unassign the pair, or null with the toast when there is nothing to unassign. */
  unassign: { run: (() => Promise<unknown>) | null; message: MessageKey };
  /** Remove the record; the toast. */
  remove: () => Promise<unknown>;
  removedMessage: MessageKey;
  /** What fills the toasts' `{{placeholders}}` (a plate, a name): the toasts are sentences of the `messages` catalogue. */
  values: Record<string, string>;
};

/** Read the form's `intent` and run it (see the module comment). */
export async function fleetRecordAction(request: Request, context: AppLoadContext, api: Upstream, a: FleetRecordActions): Promise<Response> {
  const formData = await readForm(request, context);
  switch (formData.get('intent')) {
    case 'set-status': {
      const submission = parseForm(formData, statusSchema);
      if (submission.status !== 'success') return invalidReply(submission);
      const result = await attempt(() => a.setStatus(submission.value.status));
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirectWithToast(request, a.here, { type: 'success', message: a.statusMessage(submission.value.status), values: a.values });
    }
    case 'assign': {
      const submission = parseForm(formData, a.assign.field === 'driver_id' ? assignSchema : assignVehicleSchema);
      if (submission.status !== 'success') return invalidReply(submission);
      const picked = 'driver_id' in submission.value ? submission.value.driver_id : submission.value.vehicle_id;
      // Trips ahead follow the assignment (issue 32 §2): the owner sees which, and may keep some, first.
      if (formData.get('confirm') !== '1') {
        const preview = await attempt(() => a.assign.preview(picked));
        if (!preview.ok) return failedReply(request, context, submission, preview.error);
        const changing = preview.value.trips.filter((t) => t.driver.id !== preview.value.driver.id);
        if (changing.length) return json({ ...submission.reply(), confirmAssign: { field: a.assign.field, picked, ...preview.value, trips: changing } });
      }
      // The confirmation's one choice (issue 42 §3): move all (the default), keep all, or trip by trip.
      const ids = (name: string) =>
        formData
          .getAll(name)
          .map(Number)
          .filter((n) => Number.isSafeInteger(n) && n > 0);
      const move = formData.get('move');
      const keep = move === 'none' ? ids('ahead') : move === 'some' ? ids('keep') : [];
      const result = await attempt(() => a.assign.run(picked, keep));
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return assignedToast(request, api, a.partnerId, result.value.vehicleId, result.value.driverId, a.here);
    }
    case 'unassign': {
      const submission = emptySubmission(formData);
      const run = a.unassign.run;
      if (!run) return redirectWithToast(request, a.here, { type: 'info', message: a.unassign.message, values: a.values });
      const result = await attempt(run);
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirectWithToast(request, a.here, { type: 'success', message: a.unassign.message, values: a.values });
    }
    case 'remove': {
      const submission = emptySubmission(formData);
      const result = await attempt(a.remove);
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirectWithToast(request, a.list, { type: 'success', message: a.removedMessage, values: a.values });
    }
    default:
      return unknownIntent(emptySubmission(formData));
  }
}
