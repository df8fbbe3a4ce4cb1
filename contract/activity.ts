/**
 * The activity log's contract (issue 24 §3): the kinds of entry the API records, their words,
 * the groups the portal filters by, and the reply of GET /v1/partners/:id/activity.
 *
 * One place for the words: the sandbox writes `kind` codes, the portal shows `ACTIVITY_KINDS`'
 * labels on the page and in the CSV, so the two always agree.
 */
import { z } from 'zod';
import { ISO_DATE } from '~contract/lagos-time';

/** Every kind of entry, its words, and the filter group it belongs to. */
export const ACTIVITY_KINDS = {
  'signin.new_device': { label: 'Signed in from a new device', group: 'signins' },
  'member.invited': { label: 'Member invited', group: 'team' },
  'member.roles_changed': { label: 'Member role changed', group: 'team' },
  'member.deactivated': { label: 'Member deactivated', group: 'team' },
  'member.reactivated': { label: 'Member reactivated', group: 'team' },
  'account.added': { label: 'Settlement account added', group: 'accounts' },
  'account.payout_chosen': { label: 'Payout account changed', group: 'accounts' },
  'account.change_cancelled': { label: 'Payout account change cancelled', group: 'accounts' },
  'vehicle.added': { label: 'Vehicle added', group: 'fleet' },
  'vehicle.edited': { label: 'Vehicle edited', group: 'fleet' },
  'vehicle.removed': { label: 'Vehicle removed', group: 'fleet' },
  'driver.added': { label: 'Driver added', group: 'fleet' },
  'driver.edited': { label: 'Driver edited', group: 'fleet' },
  'driver.removed': { label: 'Driver removed', group: 'fleet' },
  'document.uploaded': { label: 'Document uploaded', group: 'documents' },
  'document.replaced': { label: 'Document replaced', group: 'documents' },
  'document.asked': { label: 'Driver asked for documents', group: 'documents' },
  'document.link_opened': { label: 'Document link opened', group: 'documents' },
  'document.sent_by_driver': { label: 'Document sent by the driver', group: 'documents' },
  'document.accepted': { label: 'Driver’s document accepted', group: 'documents' },
  'document.rejected': { label: 'Driver’s document rejected', group: 'documents' },
  'document.link_withdrawn': { label: 'Document link withdrawn', group: 'documents' },
  'assignment.changed': { label: 'Assignment changed', group: 'fleet' },
  'trip.driver_swapped': { label: 'Trip driver changed', group: 'trips' },
  'trip.vehicle_swapped': { label: 'Trip vehicle changed', group: 'trips' },
  'export.manifest': { label: 'Trip manifest opened', group: 'exports' },
  'export.drivers': { label: 'Drivers exported (CSV)', group: 'exports' },
  'export.vehicles': { label: 'Vehicles exported (CSV)', group: 'exports' },
  'export.trips': { label: 'Trips exported (CSV)', group: 'exports' },
  'export.earnings': { label: 'Earnings exported (CSV)', group: 'exports' },
  'settings.notifications': { label: 'Notification settings saved', group: 'settings' },
  'pass.replaced': { label: 'Roadside pass replaced', group: 'passes' },
  'pass.scanned': { label: 'Roadside pass scanned', group: 'passes' },
  'pass.replaced_scanned': { label: 'Replaced roadside pass scanned', group: 'passes' },
  'deduction.queried': { label: 'Deduction queried', group: 'money' },
  'deduction.answered': { label: 'Deduction query answered', group: 'money' },
} as const satisfies Record<string, { label: string; group: string }>;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const activityKind = z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]]);

/** The filter's groups, in the order the select lists them. */
export const ACTIVITY_GROUPS = {
  signins: 'Sign-ins',
  team: 'Team',
  accounts: 'Settlement accounts',
  fleet: 'Vehicles, drivers and assignments',
  documents: 'Documents',
  trips: 'Trip changes',
  exports: 'Personal data opened or exported',
  passes: 'Roadside passes',
  money: 'Deduction queries',
  settings: 'Settings',
} as const;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;
export const activityGroup = z.enum(Object.keys(ACTIVITY_GROUPS) as [ActivityGroup, ...ActivityGroup[]]);

/** The kinds of a group. */
export const kindsOf = (group: ActivityGroup): ActivityKind[] => (Object.keys(ACTIVITY_KINDS) as ActivityKind[]).filter((k) => ACTIVITY_KINDS[k].group === group);

/** One entry. `actor` null: nobody signed in (a pass scan, the owner's cancel link by SMS). */
export const activityEntry = z.object({
  id: z.number(),
  kind: activityKind,
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  actor_name: z.string(),
  subject: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** GET /v1/partners/:id/activity: newest first; `people` are the actors the caller may filter by. */
export const activityPage = z.object({
  data: z.array(activityEntry),
  metadata: z.object({ total: z.number(), page: z.number(), perPage: z.number(), own_only: z.boolean(), people: z.array(z.object({ id: z.number(), name: z.string() })) }),
});
export type ActivityPage = z.infer<typeof activityPage>;

/** The query GET /v1/partners/:id/activity accepts. Dates are Lagos days, 'YYYY-MM-DD', inclusive. */
export const activityQuery = z.object({
  actor: z.coerce.number().int().positive().optional(),
  group: activityGroup.optional(),
  from: z.string().regex(ISO_DATE).optional(),
  to: z.string().regex(ISO_DATE).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});
