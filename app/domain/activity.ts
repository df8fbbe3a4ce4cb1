/**
 * The activity log's filters (issue 24 §3 and §5), read from the page's URL: person, kind, from
 * and to (Lagos days, 'YYYY-MM-DD', inclusive) and the page. One rule for the page and its CSV
 * export, so the file holds exactly the rows the page lists.
 *
 * A date that is not a real day, or a range that ends before it starts, is a field error (the
 * issue: "an activity filter with a bad date range: a field error"), never silently swapped;
 * the other filters are kept as typed.
 */
import { ACTIVITY_GROUPS, ACTIVITY_KINDS, type ActivityEntry, type ActivityGroup, type ActivitySentence } from '~contract/activity';
import { roleLabel } from '~/domain/roles';
import { saySaid, type SentenceSay } from '~/domain/sentence';
import { pageNumber } from '~/domain/paging';
import { isCalendarDay } from '~contract/lagos-time';

export type ActivityFilters = { actor?: string; group?: ActivityGroup; from?: string; to?: string; page: number };
export type ActivityFilterErrors = Partial<Record<'group' | 'from' | 'to', string>>;

export const INVALID_DATE = 'Please enter a valid date';
export const RANGE_BACKWARDS = 'The end date must be on or after the start date';
export const UNKNOWN_GROUP = 'Please choose a kind from the list';

/**
 * The filters from `params`, with field errors. A kind that is not one of the list's own keys
 * (a hand-edited URL, `constructor` included) is a field error; a malformed person id is
 * dropped; dates are kept as typed so the form shows them with the error.
 */
export function readActivityFilters(params: URLSearchParams): { filters: ActivityFilters; errors: ActivityFilterErrors; valid: boolean } {
  const filters: ActivityFilters = { page: pageNumber(params.get('page')) };
  const errors: ActivityFilterErrors = {};
  const actor = params.get('actor')?.trim();
  if (actor && /^\d{1,9}$/.test(actor) && Number(actor) > 0) filters.actor = actor;
  const group = params.get('group')?.trim();
  // Own keys only: `in` would accept 'constructor', 'toString' and the rest of the prototype.
  if (group) {
    if (Object.hasOwn(ACTIVITY_GROUPS, group)) filters.group = group as ActivityGroup;
    else errors.group = UNKNOWN_GROUP;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key)?.trim().slice(0, 10);
    if (!value) continue;
    filters[key] = value;
    if (!isCalendarDay(value)) errors[key] = INVALID_DATE;
  }
  if (filters.from && filters.to && !errors.from && !errors.to && filters.to < filters.from) errors.to = RANGE_BACKWARDS;
  return { filters, errors, valid: Object.keys(errors).length === 0 };
}

/** The API's query for valid filters (page and perPage added by the caller). */
export const activityApiQuery = ({ actor, group, from, to }: ActivityFilters) => ({ actor, group, from, to });

/** An entry's kind in words ('Vehicle removed'). */
export const activityLabel = (entry: Pick<ActivityEntry, 'kind'>) => (Object.hasOwn(ACTIVITY_KINDS, entry.kind) ? ACTIVITY_KINDS[entry.kind].label : entry.kind);

/** The kind filter's options, in the order the select lists them. */
export const ACTIVITY_GROUP_OPTIONS = (Object.keys(ACTIVITY_GROUPS) as ActivityGroup[]).map((value) => ({ value, label: ACTIVITY_GROUPS[value] }));

/**
 * An entry's subject or detail in the reader's words (issue 51 §1): its sentence (contract/activity.ts
 * `ACTIVITY_SENTENCES`) said with `say`, the values that are words said too — each field name
 * (`fields`), each role (`roles`, `roles_from`, `roles_to`: codes, named by `roleLabel`), a
 * deduction's cause (`cause`) and a query's reason (`why`); names, plates, dates and amounts as
 * they are. Free text (no sentence) stays as the API wrote it.
 */
export function sayActivity(say: SentenceSay, sentence: ActivitySentence | null | undefined, english: string): string {
  if (!sentence) return english;
  const values: Record<string, string> = { ...sentence.values };
  const each = (list: string, word: (item: string) => string) =>
    list
      .split(', ')
      .map((item) => say(word(item)))
      .join(', ');
  if (values.fields) values.fields = each(values.fields, (f) => f);
  for (const k of ['roles', 'roles_from', 'roles_to'] as const) if (values[k]) values[k] = each(values[k], (r) => (r === 'none' ? 'none' : roleLabel(r)));
  for (const k of ['cause', 'why'] as const) if (values[k]) values[k] = say(values[k]);
  return saySaid(say, { text: sentence.text, values });
}
