/**
 * At start-up, in front of a marketplace API that is not the project's sandbox (issue 72 §3): do
 * the calls the portal cannot work without (contract/operations.ts, `spec` and `core`) exist?
 * Each is sent once with no token and an empty body: a served route answers 401 (or, for a
 * sign-in call, refuses the empty body), a missing one 404 or 405. What is missing is logged with
 * the flows that will fail, so an operator reads it before a partner meets it.
 *
 * A public call with a path parameter (a code's reference) is not asked: an unknown reference
 * answers 404 too. An API that checks the token before it routes answers 401 to everything and
 * cannot be told apart here: the conformance suite (`npm run conformance`) tells.
 */
import { isRequired, operations, type Operation } from '~contract/operations';
import { undiciTransport, type Transport } from '~/api/transport.server';

/** The flows of the portal each group of required calls serves (for the operator's log). */
const FLOWS: Record<string, string> = {
  auth: 'signing in, signing up and passwords',
  users: 'every signed-in page (the session and its memberships)',
  partners: 'onboarding, KYC and the dashboard',
  uploads: 'KYC documents',
  countries: 'signing up',
  cities: 'choosing cities',
  places: 'addresses',
  businessTypes: 'onboarding',
  team: 'the team',
  invitations: 'invitations',
  fleet: 'adding drivers and vehicles',
  drivers: 'drivers',
  vehicles: 'vehicles',
  trips: 'trips',
  routes: 'routes',
  earnings: 'earnings',
  payouts: 'payouts and settlement accounts',
};

export type MissingCall = { id: string; method: string; path: string; flow: string };

/**
 * The required calls `baseUrl` does not serve (see the module comment), or null when the API could
 * not be reached at all. Never throws. `transport`: how requests are sent (tests replace it).
 */
export async function missingRequiredCalls(baseUrl: string, transport: Transport = undiciTransport, timeoutMs = 10_000): Promise<MissingCall[] | null> {
  const base = baseUrl.replace(/\/+$/, '');
  const asked = Object.entries(operations as Record<string, Operation>).filter(([, op]) => isRequired(op) && !(op.public && op.params?.length));
  let reached = false;
  const missing = await Promise.all(
    asked.map(async ([id, op]): Promise<MissingCall | null> => {
      const path = op.path.replace(/\{\w+\}/g, '0');
      try {
        const reply = await transport(new URL(base + path), {
          method: op.method,
          headers: { accept: 'application/json', ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
          body: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await reply.discard();
        reached = true;
        return reply.status === 404 || reply.status === 405 ? { id, method: op.method, path: op.path, flow: FLOWS[id.split('.')[0]!] ?? id } : null;
      } catch {
        return null;
      }
    }),
  );
  return reached ? missing.filter((m): m is MissingCall => m !== null) : null;
}

/** The log line's fields: the missing calls and, once each, the flows that fail. */
export const missingSummary = (missing: MissingCall[]) => ({
  missing: missing.map((m) => `${m.method} ${m.path}`),
  flowsThatFail: [...new Set(missing.map((m) => m.flow))],
});
