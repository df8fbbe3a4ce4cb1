/** Previous / next page links with "Page x of y · n items"; plain links, so they work without JavaScript. */
import { Link } from '~/components/Link';
import { listHref } from '~/lib/list-query';
import * as css from '~/components/list/list.css';

export function Pager({
  path,
  query,
  page,
  total,
  perPage,
  noun,
}: {
  path: string;
  query: Record<string, string | number | undefined>;
  page: number;
  total: number;
  perPage: number;
  noun: [string, string];
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label="Pages" className={css.pager}>
      <span>
        Page {Math.min(page, pages)} of {pages} · {total} {total === 1 ? noun[0] : noun[1]}
      </span>
      <span className={css.pagerLinks}>
        {page > 1 ? (
          <Link to={listHref(path, query, { page: Math.min(page, pages) - 1 })} rel="prev">
            ← Previous page
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={listHref(path, query, { page: page + 1 })} rel="next">
            Next page →
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
