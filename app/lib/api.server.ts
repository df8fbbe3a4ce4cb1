/**
 * The per-request upstream client for loaders and actions: `getApi(request)` carries the
 * session's token, and a 401 destroys the session and redirects to /login?redirect=….
 */
import { redirect } from '@remix-run/node';
import { createUpstream, type Upstream } from '~/lib/api/client.server';
import { upstreamUrl } from '~/lib/config.server';
import { logger } from '~/lib/logger.server';
import { destroySession, getSession, loginUrl } from '~/lib/session.server';

export function getApi(request: Request, token?: string): Upstream {
  return createUpstream({
    baseUrl: upstreamUrl(),
    token,
    signal: request.signal,
    log: (e) => logger.debug({ upstream: e }, 'upstream call'),
    onUnauthorized: async () => {
      const session = await getSession(request);
      throw redirect(loginUrl(request), { headers: { 'Set-Cookie': await destroySession(request, session) } });
    },
  });
}
