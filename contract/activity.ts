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
  'pay.rule_set': { label: 'Driver pay rule set', group: 'pay' },
  'pay.adjusted': { label: 'Advance, recovery or bonus recorded', group: 'pay' },
  'pay.entry_reversed': { label: 'Pay entry reversed', group: 'pay' },
  'pay.paid': { label: 'Driver marked paid', group: 'pay' },
  'pay.voided': { label: 'Driver payment voided', group: 'pay' },
  'pay.query_answered': { label: 'Driver’s pay query answered', group: 'pay' },
  'pay.statement_sent': { label: 'Pay statement sent to the driver', group: 'pay' },
  'pay.statement_queried': { label: 'Driver says their pay is not right', group: 'pay' },
  'pay.account_set': { label: 'Driver’s bank account for pay saved', group: 'pay' },
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
  pay: 'Driver pay',
  settings: 'Settings',
} as const;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;
export const activityGroup = z.enum(Object.keys(ACTIVITY_GROUPS) as [ActivityGroup, ...ActivityGroup[]]);

/** The kinds of a group. */
export const kindsOf = (group: ActivityGroup): ActivityKind[] => (Object.keys(ACTIVITY_KINDS) as ActivityKind[]).filter((k) => ACTIVITY_KINDS[k].group === group);

/**
 * The sentences the API writes in an entry's subject and detail (issue 51 §1), English with
 * `{{placeholders}}`: the entry carries the sentence and its values (`words`) beside its English,
 * and the portal says it in the reader's language (the `settings` catalogue is keyed by these
 * sentences). `one` is a sentence's singular for `count` 1. Values named `document` or
 * `documents` (English document labels, ", "-separated), `fields` (English field names, ", "-separated), `roles`,
 * `roles_from`, `roles_to` (role codes, ", "-separated), `cause` and `why` are words the portal
 * translates; every other value (names, plates, codes, dates DD-MM-YYYY, amounts) is shown as it is.
 */
export const ACTIVITY_SENTENCES: Record<string, { one?: string }> = {
  'Licence class {{class}}': {},
  '{{vehicle}}, {{seats}} seats': {},
  '{{driver}} assigned': {},
  '{{driver}} assigned; {{count}} upcoming trips follow': { one: '{{driver}} assigned; {{count}} upcoming trip follows' },
  '{{driver}} assigned; {{count}} upcoming trips follow ({{kept}} kept)': { one: '{{driver}} assigned; {{count}} upcoming trip follows ({{kept}} kept)' },
  '{{driver}} assigned; {{count}} upcoming trips keep their driver': { one: '{{driver}} assigned; {{count}} upcoming trip keeps its driver' },
  '{{driver}} unassigned': {},
  '{{document}}': {},
  '{{document}}, valid until {{date}}': {},
  'The link no longer works': {},
  '{{documents}} by SMS': {},
  '{{documents}} by WhatsApp': {},
  '{{documents}} by SMS; the earlier link was replaced': {},
  '{{documents}} by WhatsApp; the earlier link was replaced': {},
  '{{document}}, awaiting your review': {},
  '{{document}} sent by {{driver}}; sent to the marketplace for approval': {},
  '{{document}} sent by {{driver}}, valid until {{date}}; sent to the marketplace for approval': {},
  '{{document}}: {{reason}}': {},
  '{{count}} drivers': { one: '{{count}} driver' },
  '{{count}} vehicles': { one: '{{count}} vehicle' },
  '{{count}} trips': { one: '{{count}} trip' },
  '{{count}} earnings lines': { one: '{{count}} earnings line' },
  'Imported from a CSV file': {},
  'Imported from a CSV file; {{count}} assigned to a vehicle': {},
  'Verification code {{code}}; can operate: yes': {},
  'Verification code {{code}}; can operate: no': {},
  'The old QR code no longer works': {},
  'Pass version {{version}}, replaced on {{date}}': {},
  'Trip {{id}} · {{route}} · {{when}}': {},
  'Payouts go to it from {{date}} (Lagos time); until then to {{before}}': {},
  'Payouts go to it from {{date}} (Lagos time); held until then': {},
  'Payouts go to {{account}} again': {},
  'Payouts are held until an account is chosen': {},
  'Status: active': {},
  'Status: inactive': {},
  'Changed: {{fields}}': {},
  'Saved with no change': {},
  Notifications: {},
  'First sign-in from this browser': {},
  '{{cause}} on {{day}} ({{plate}})': {},
  'Query #{{id}}: {{cause}} on {{day}} ({{plate}})': {},
  '{{amount}}: {{why}}': {},
  'Refunded: {{amount}} on the next payout': {},
  'Partly refunded: {{amount}} on the next payout': {},
  Upheld: {},
  '{{count}} passengers (names masked)': { one: '{{count}} passenger (names masked)' },
  'CSV file': {},
  'Roles: {{roles}}': {},
  'From {{roles_from}} to {{roles_to}}': {},
  '{{driver}}': {},
  'Every driver without a rule of their own': {},
  'From {{date}}': {},
  'Advance of {{amount}} on {{date}}': {},
  'Recovery of {{amount}} on {{date}}': {},
  'Bonus of {{amount}} on {{date}}': {},
  'Advance of {{amount}} on {{date}}: {{note}}': {},
  'Recovery of {{amount}} on {{date}}: {{note}}': {},
  'Bonus of {{amount}} on {{date}}: {{note}}': {},
  'Advance of {{amount}} on {{date}} reversed: {{note}}': {},
  'Recovery of {{amount}} on {{date}} reversed: {{note}}': {},
  'Bonus of {{amount}} on {{date}} reversed: {{note}}': {},
  'Payment of {{amount}} for {{from}} to {{to}} voided: {{note}}': {},
  '{{bank}} {{account}} ({{holder}}): the name is not the driver’s, confirmed': {},
  'From {{date}}; periods already paid are corrected in the next pay': {},
  'Paid {{amount}} for {{from}} to {{to}}, reference {{reference}}': {},
  '{{from}} to {{to}} by SMS': {},
  '{{from}} to {{to}} by WhatsApp': {},
  '{{from}} to {{to}}: {{note}}': {},
  '{{bank}} {{account}} ({{holder}})': {},
};
export type ActivitySentenceText = keyof typeof ACTIVITY_SENTENCES;

/** A sentence of an entry: one of `ACTIVITY_SENTENCES` and its values. */
export const activitySentence = z.object({ text: z.string(), values: z.record(z.string()).optional() });
export type ActivitySentence = z.infer<typeof activitySentence>;

/** An activity sentence in English, its placeholders filled (the singular where `count` is '1'). */
export function activityEnglish({ text, values = {} }: ActivitySentence): string {
  const form = values.count === '1' ? (ACTIVITY_SENTENCES[text]?.one ?? text) : text;
  return form.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}

const literal = (form: string) => form.replace(/\{\{\w+\}\}/g, '').length;
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each sentence's forms as patterns, the most literal text first (so 'Changed: {{fields}}' wins over '{{document}}: {{reason}}'). */
const PATTERNS = Object.entries(ACTIVITY_SENTENCES)
  .flatMap(([text, { one }]) => [text, ...(one ? [one] : [])].map((form) => ({ text, form })))
  // A sentence that is only a placeholder ('{{document}}') would match any text: it is never guessed.
  .filter(({ form }) => literal(form.replace(/\s/g, '')) > 0)
  .sort((a, b) => literal(b.form) - literal(a.form))
  .map(({ text, form }) => {
    const names: string[] = [];
    const source = form.split(/(\{\{\w+\}\})/).map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    });
    return { text, names, re: new RegExp(`^${source.join('')}$`) };
  });

/**
 * The sentence an entry written before entries carried their words says (issue 51 §1: existing
 * rows worded when read): the first of `ACTIVITY_SENTENCES` whose English matches, with its
 * values; null for free text (a name, a plate, a device) that is shown as it is.
 */
export function activitySentenceOf(english: string): ActivitySentence | null {
  if (!english) return null;
  for (const p of PATTERNS) {
    const m = p.re.exec(english);
    if (m) return { text: p.text, values: Object.fromEntries(p.names.map((n, i) => [n, m[i + 1]!])) };
  }
  return null;
}

/** One entry. `actor` null: nobody signed in (a pass scan, the owner's cancel link by SMS). */
export const activityEntry = z.object({
  id: z.number(),
  kind: activityKind,
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  actor_name: z.string(),
  subject: z.string(),
  detail: z.string(),
  /** `subject` and `detail` as sentences (issue 51 §1), absent where they are free text (a name, a plate). */
  words: z.object({ subject: activitySentence.nullable(), detail: activitySentence.nullable() }).optional(),
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
