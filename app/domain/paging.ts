/**
 * Paging of server-rendered lists (lists keep filters and the page in the URL). Pure.
 */
import { BREAKDOWN_PAGE_SIZE } from './constants';

/** The largest page number accepted from a URL. */
export const MAX_PAGE = 10_000;

/** A page number from a query value: an integer from 1 to MAX_PAGE, else 1 ('-1', 'abc', '2\r\n' → 1). */
export function pageNumber(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** How many pages `total` items make, at least 1. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * Page `page` (from 1) of a breakdown's `rows` (issue 52 §5: a fleet's By vehicle and By driver,
 * the year's vehicles), BREAKDOWN_PAGE_SIZE long, with where it is: its page and how many rows
 * all pages hold.
 */
export const breakdownPage = <T>(rows: readonly T[], page: number): { rows: T[]; paging: { page: number; total: number } } => ({
  rows: rows.slice((page - 1) * BREAKDOWN_PAGE_SIZE, page * BREAKDOWN_PAGE_SIZE),
  paging: { page, total: rows.length },
});
