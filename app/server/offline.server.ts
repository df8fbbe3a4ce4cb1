/**
 * The headers that tell the service worker what a page is worth offline (issue 35 §2; ADR 0028;
 * the header names and their meaning: app/sw/rules.ts). The owner is a keyed hash of the login
 * (session id, user, active partner), so a new login, another user or another partner is another
 * owner, and the phone's copies of the previous one are never served to it; the ids themselves
 * never leave the server.
 */
import { createHmac } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { config } from '~/server/config.server';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '~/server/session.server';
import { NO_OWNER, OFFLINE_HEADER, OWNER_HEADER, UNTIL_HEADER } from '~/sw/rules';

/** A route handle's wish: keep this page on the phone for reading offline. */
export type OfflineHandle = { offline?: boolean };

/**
 * Set the offline headers on `headers` for this request's login.
 * @param keep the page is worth keeping offline (a 200 GET of a route whose handle says `offline`)
 * @param now ms since epoch
 */
export async function setOfflineHeaders(headers: Headers, context: AppLoadContext, keep: boolean, now = Date.now()): Promise<void> {
  const { data } = await context.session();
  if (!data) {
    headers.set(OWNER_HEADER, NO_OWNER);
    return;
  }
  const owner = createHmac('sha256', config().SESSION_SECRETS[0])
    .update(`offline-owner:${data.sid}:${data.user.id}:${data.ctx?.partner.id ?? 0}`)
    .digest('base64url')
    .slice(0, 22);
  headers.set(OWNER_HEADER, owner);
  // The login ends at its absolute lifetime, or after IDLE_TIMEOUT_MS without a request (this one counts).
  headers.set(UNTIL_HEADER, String(Math.min(data.createdAt + ABSOLUTE_LIFETIME_MS, now + IDLE_TIMEOUT_MS)));
  if (keep) headers.set(OFFLINE_HEADER, 'keep');
}
