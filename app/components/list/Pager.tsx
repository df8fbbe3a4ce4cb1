/**
 * Previous / next page links with "Page x of y · n items"; plain links, so they work without
 * JavaScript. In the reader's words (the `lists` catalogue): `items` is the count's sentence
 * ('{{count}} vehicles', with its plural forms in every catalogue). `param` names the page in the address
 * ('page'; another where one page pages two tables), and `anchor` where its links land.
 */
import { Link } from '~/components/Link';
import { listHref } from '~/lib/list-query';
import * as css from '~/components/list/list.css';
import { useWords } from '~/components/useWords';

export function Pager({
  path,
  query,
  page,
  total,
  perPage,
  items,
  param = 'page',
  anchor,
  label = 'Pages',
}: {
  path: string;
  query: Record<string, string | number | undefined>;
  page: number;
  total: number;
  perPage: number;
  /** What the list holds, a `lists` sentence with its plural forms in every catalogue (issue 70 §4: no English fallback). */
  items:
    | '{{count}} trips'
    | '{{count}} payouts'
    | '{{count}} routes'
    | '{{count}} drivers'
    | '{{count}} vehicles'
    | '{{count}} queries'
    | '{{count}} entries'
    | '{{count}} configurations'
    | '{{count}} members';
  param?: string;
  /** The id the links land on (the table's heading), for a table lower down the page. */
  anchor?: string;
  /** The pager's name, a `lists` sentence: another than 'Pages' where a page has two pagers. */
  label?: 'Pages' | 'Pages of vehicles' | 'Pages of drivers';
}) {
  const at = anchor ? `#${anchor}` : '';
  const pages = Math.max(1, Math.ceil(total / perPage));
  const say = useWords('lists');
  const counted = say(items, { count: total });
  return (
    <nav aria-label={say(label)} className={css.pager}>
      <span>{`${say('Page {{page}} of {{pages}}', { page: Math.min(page, pages), pages })} · ${counted}`}</span>
      <span className={css.pagerLinks}>
        {page > 1 ? (
          <Link to={`${listHref(path, query, { [param]: Math.min(page, pages) - 1 })}${at}`} rel="prev">
            {`← ${say('Previous page')}`}
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={`${listHref(path, query, { [param]: page + 1 })}${at}`} rel="next">
            {`${say('Next page')} →`}
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
