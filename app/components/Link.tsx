/**
 * Links as plain HTML anchors (issue 34 §7; ADR 0030). No page hydrates (ADR 0020), so Remix's
 * <Link> and <NavLink>, which resolve their path through the router on every render, add only
 * server time: on the dashboard their resolution was the render's largest share after route
 * matching. `Link` writes `to` as the href when it is complete (lib/links.ts `isPlainHref`) and
 * asks the router only for a path relative to the route ('.'). `NavLink` marks the link of the
 * page being shown with aria-current="page", as the router's did (its style follows the
 * attribute).
 */
import { Link as RouterLink, useLocation } from '@remix-run/react';
import type { AnchorHTMLAttributes } from 'react';
import { isCurrentPath, isPlainHref } from '~/lib/links';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, children, ...rest }: LinkProps) {
  return isPlainHref(to) ? (
    <a href={to} {...rest}>
      {children}
    </a>
  ) : (
    <RouterLink to={to} {...rest}>
      {children}
    </RouterLink>
  );
}

/** `end`: current only on its exact path, not on the pages under it. */
export function NavLink({ to, end = false, children, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  return (
    <a href={to} aria-current={isCurrentPath(pathname, to, end) ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
