/**
 * The honest "coming soon" page of an area whose screens are not built yet (issue 5: Drivers,
 * Vehicles, Trips, Routes and Earnings). The route still checks access for its area.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { EmptyState } from '~/components/EmptyState';

export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <EmptyState title={`${title}: coming soon`}>
      <p>{text}</p>
    </EmptyState>
  );
}

/** A loader that only runs the page's guard (`requirePartner` with its handle). */
export const guardOnly =
  <H,>(guard: (request: Request, handle: H) => Promise<unknown>, handle: H) =>
  async ({ request }: LoaderFunctionArgs) => {
    await guard(request, handle);
    return null;
  };
