/**
 * The honest "coming soon" page of an area whose screens are not built yet (issue 5). The route
 * still checks access for its area.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { EmptyState } from '~/components/EmptyState';
import { requirePartner, type PageHandle } from '~/lib/guards.server';

export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <EmptyState title={`${title}: coming soon`}>
      <p>{text}</p>
    </EmptyState>
  );
}

/** A loader that only runs the page's guard (`requirePartner` with its handle). */
export const guardOnly =
  (handle: PageHandle) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    await requirePartner(request, context, handle);
    return null;
  };
