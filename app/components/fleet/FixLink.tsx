/**
 * A reason's fix (issue 42 §6): a link to where it is fixed when this member may open that page,
 * else the words of what to ask the owner — the same rule (`fixFor`) on every surface — in the
 * reader's language (issue 44 §2).
 */
import { useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { fixFor } from '~/domain/access';
import type { Reason } from '~/domain/readiness';
import { useReasonWords } from '~/components/fleet/useReasonWords';

export function FixLink({ reason }: { reason: Pick<Reason, 'fix' | 'fix_href' | 'message' | 'words'> }) {
  const shell = useRouteLoaderData<{ roles?: string[] }>('routes/_app');
  const words = useReasonWords();
  // Outside the signed-in shell (none today) every fix is a link: the page's own guard decides.
  const href = shell?.roles ? fixFor(reason, shell.roles).href : reason.fix_href;
  return href ? <Link to={href}>{words.fix(reason)}</Link> : <span data-testid="fix-ask">{words.askOwner(reason)}</span>;
}
