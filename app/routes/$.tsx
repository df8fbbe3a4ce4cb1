/** Any other path: the page-not-found screen, answered with HTTP 404. */
import { json } from '@remix-run/node';
import { ErrorPage } from '~/components/ErrorPage';
import { pageMeta, type RouteHandle } from '~/lib/meta';

export const handle: RouteHandle = { title: 'Page not found', routeName: 'not-found' };
export const meta = pageMeta;

export function loader() {
  return json(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} title="Page not found" message="We could not find the page you were looking for. It may have moved, or the link may be wrong." />;
}
