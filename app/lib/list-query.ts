/**
 * Lists keep their filters and page in the URL (a GET form works without JavaScript). This
 * module reads a list's query against what the list allows, correcting bad values (a page of
 * -1, an unknown status) instead of failing, and writes links that keep the filters. Pure.
 */
import { pageNumber } from '~/lib/paging';
import { ISO_DATE } from '~contract/lagos-time';
import type { PeriodNotice } from '~/domain/period-notice';
import { SEARCH_MAX } from '~contract/queries';

export type FilterSpec = Record<string, readonly string[] | 'text' | 'date' | 'id'>;

export type ListQuery<F extends FilterSpec> = { page: number } & { [K in keyof F]?: string };

const DATE = ISO_DATE;

/**
 * The list's query from the URL: `page` (1 by default), and each filter in `spec` when valid:
 * one of the listed values, free text (trimmed, at most SEARCH_MAX characters), a YYYY-MM-DD date, or a
 * positive id. Anything else is dropped.
 */
export function readListQuery<F extends FilterSpec>(params: URLSearchParams, spec: F): ListQuery<F> {
  const query = { page: pageNumber(params.get('page')) } as ListQuery<F>;
  for (const [key, allowed] of Object.entries(spec)) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (allowed === 'text') (query as Record<string, unknown>)[key] = raw.slice(0, SEARCH_MAX);
    else if (allowed === 'date') {
      if (DATE.test(raw) && !Number.isNaN(Date.parse(raw))) (query as Record<string, unknown>)[key] = raw;
    } else if (allowed === 'id') {
      if (/^\d{1,9}$/.test(raw) && Number(raw) > 0) (query as Record<string, unknown>)[key] = raw;
    } else if (allowed.includes(raw)) (query as Record<string, unknown>)[key] = raw;
  }
  return query;
}

/** `path?filters&page=N` for the list with `changes` applied (undefined removes a filter); page 1 is left out. */
export function listHref(path: string, query: Record<string, string | number | undefined>, changes: Record<string, string | number | undefined> = {}): string {
  const next = new URLSearchParams();
  const merged: Record<string, string | number | undefined> = { ...query, ...changes };
  for (const [k, v] of Object.entries(merged)) if (k !== 'page' && v !== undefined && v !== '') next.set(k, String(v));
  if (merged.page !== undefined && Number(merged.page) > 1) next.set('page', String(merged.page));
  const q = next.toString();
  return q ? `${path}?${q}` : path;
}

/** The query without paging, for an API call (`perPage` and `page` added by the caller). */
export function filtersOf<Q extends { page: number }>(query: Q): Omit<Q, 'page'> {
  const { page: _page, ...rest } = query;
  return rest;
}

/** Does the query filter anything (so an empty list says "no match" rather than "none yet")? */
export const isFiltered = (query: Record<string, unknown>) => Object.entries(query).some(([k, v]) => k !== 'page' && v !== undefined && v !== '');

/**
 * A list's date range from two YYYY-MM-DD values already read by `readListQuery`: a range that
 * ends before it starts is turned round, with a notice saying so (day-first dates), rather
 * than refused; `maxDays` (optional) shortens a longer range from its start, also with a notice
 * (a sentence and its values: app/domain/period-notice.ts).
 */
export function dateRange(from: string | undefined, to: string | undefined, maxDays?: number): { from?: string; to?: string; notice?: PeriodNotice } {
  if (from && to && to < from) {
    return { from: to, to: from, notice: { text: 'The dates were the wrong way round: showing {{from}} to {{to}}.', values: { from: to, to: from } } };
  }
  if (from && to && maxDays) {
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    if (days > maxDays) {
      const end = new Date(Date.parse(from) + (maxDays - 1) * 86_400_000).toISOString().slice(0, 10);
      return { from, to: end, notice: { text: 'At most {{days}} days at a time: showing {{from}} to {{to}}.', values: { days: String(maxDays), from, to: end } } };
    }
  }
  return { from, to };
}
