/**
 * A breakdown table's pager (issue 52 §5): the shared Pager, BREAKDOWN_PAGE_SIZE rows a page,
 * shown only when the rows take more than one page, so a demo-sized fleet sees no change.
 */
import { BREAKDOWN_PAGE_SIZE } from '~/domain/constants';
import { Pager } from '~/components/list/Pager';

/**
 * @param paging the table's page (from 1) and how many rows it has over all pages (`breakdownPage`)
 * @param param the page's name in the address ('vpage', 'dpage'), `anchor` the table's heading's id
 * @param label the pager's name, from the `lists` catalogue
 */
export function BreakdownPager({
  paging,
  ...rest
}: {
  path: string;
  query: Record<string, string | number | undefined>;
  paging: { page: number; total: number };
  param: string;
  anchor: string;
  items: '{{count}} drivers' | '{{count}} vehicles';
  label: 'Pages of vehicles' | 'Pages of drivers';
}) {
  if (paging.total <= BREAKDOWN_PAGE_SIZE) return null;
  return <Pager {...rest} page={paging.page} total={paging.total} perPage={BREAKDOWN_PAGE_SIZE} />;
}
