/**
 * A reason's fix (issue 42 §6): a link to where it is fixed when this member may open that page,
 * else the words of what to ask the owner — the same rule (`fixFor`) on every surface.
 */
import { useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { fixFor } from '~/domain/access';

export function FixLink({ reason }: { reason: { fix: string; fix_href: string } }) {
  const shell = useRouteLoaderData<{ roles?: string[] }>('routes/_app');
  // Outside the signed-in shell (none today) every fix is a link: the page's own guard decides.
  const fix = shell?.roles ? fixFor(reason, shell.roles) : { href: reason.fix_href, text: reason.fix };
  return fix.href ? <Link to={fix.href}>{fix.text}</Link> : <span data-testid="fix-ask">{fix.text}</span>;
}
