/**
 * GET /resources/address-suggestions?q=… (issue 4): address suggestions from the upstream for
 * the address autocomplete, for logged-in users, after at least 3 characters.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/lib/auth.server';
import { ADDRESS_SUGGEST_MIN_CHARS } from '~/lib/constants';

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 120);
  if (q.length < ADDRESS_SUGGEST_MIN_CHARS) return json({ suggestions: [] });
  const suggestions = await api.places(q).catch(() => []);
  return json({ suggestions: suggestions.map((s) => ({ id: s.id, description: s.description })) }, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
