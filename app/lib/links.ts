/**
 * Which links the server writes as they are, and which page a navigation link names (issue 34
 * §7; ADR 0030). Pure.
 */

/**
 * Is `to` complete without the router: an absolute path ('/trips'), a query of this page
 * ('?tab=pass'), a fragment, or a full URL (http, https, mailto, tel)? A path relative to the
 * route ('.', 'edit') is not.
 */
export const isPlainHref = (to: string): boolean => /^(\/(?!\/)|\?|#|https?:|mailto:|tel:)/.test(to);

/**
 * Is the page at `pathname` the one `to` names, as a navigation marks it: the same path, or
 * (unless `end`) a page under it; case, a trailing slash, the query and the fragment do not
 * count, and '/' names only itself.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const norm = (p: string) => (p.replace(/\/+$/, '') || '/').toLowerCase();
  const here = norm(pathname);
  const target = norm(to.split(/[?#]/)[0]);
  return here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
}
