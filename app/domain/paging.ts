/**
 * Paging of server-rendered lists (lists keep filters and the page in the URL). Pure.
 */

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
