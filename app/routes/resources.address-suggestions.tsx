/**
 * GET /resources/address-suggestions?q=… (issue 4): address suggestions from the upstream for
 * the address autocomplete, for logged-in users, after at least 3 characters. A failure is
 * logged and answered with an empty list and `unavailable: true`, so the field says why it
 * offers nothing; a 401 ends the session as everywhere.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/server/auth.server';
import { ADDRESS_SUGGEST_MIN_CHARS } from '~/domain/constants';
import { logger } from '~/server/logger.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 120);
  if (q.length < ADDRESS_SUGGEST_MIN_CHARS) return json({ suggestions: [], unavailable: false });
  try {
    const suggestions = await api.places(q);
    return json({ suggestions: suggestions.map((s) => ({ id: s.id, description: s.description })), unavailable: false }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    // A redirect (the session ended) is the answer; anything else leaves the field usable.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    logger.warn({ requestId: context.requestId, status: error instanceof Response ? error.status : (error as { status?: number }).status }, 'address suggestions failed');
    return json({ suggestions: [], unavailable: true }, { headers: { 'Cache-Control': 'no-store' } });
  }
}
