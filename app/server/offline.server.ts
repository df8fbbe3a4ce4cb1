/**
 * The headers that tell the service worker what a page is worth offline (issue 35 §2; ADR 0028;
 * the header names and their meaning: app/sw/rules.ts). The owner is a keyed hash of the login
 * (session id, user, active partner), so a new login, another user or another partner is another
 * owner, and the phone's copies of the previous one are never served to it; the ids themselves
 * never leave the server. The person is the tag inside the form keys (form-key.server.ts), so
 * the worker knows who typed a form it keeps (issue 40 §4).
 */
import { createHmac } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { config } from '~/server/config.server';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '~/server/session.server';
import { formKeyScope, personTag } from '~/server/form-key.server';
import { NO_OWNER, OFFLINE_HEADER, OFFLINE_WORDS, OWNER_HEADER, PERSON_HEADER, TITLE_HEADER, UNTIL_HEADER, USER_HEADER } from '~/sw/rules';
import { OFFLINE_FORMS } from '~contract/forms';
import { isLanguage } from '~contract/languages';
import { i18nFor, languageOf, sayOf } from '~/server/i18n.server';

/**
 * The worker's sentences and the kept forms' names in the offline page's language — `?lang=` (the
 * worker precaches the page once per language), else the person's — as the JSON the page carries
 * in `data-vp-sw-words` (app/sw/rules.ts `pageWords`): only those that differ from English (issue 51 §3).
 */
export function workerWords(request: Request, user?: { language?: string | null } | null): string {
  const asked = new URL(request.url).searchParams.get('lang');
  const say = sayOf(i18nFor(isLanguage(asked) ? asked : languageOf(request, user)), 'messages');
  const sentences = [...Object.values(OFFLINE_WORDS), ...OFFLINE_FORMS.map((f) => f.name)];
  return JSON.stringify(Object.fromEntries(sentences.map((s) => [s, say(s)] as const).filter(([s, w]) => w !== s)));
}

/**
 * Set the offline headers on `headers` for this request's login: the login, the person (the tag
 * inside their form keys), the session's end, and for a page worth keeping its name.
 * @param keep the page is worth keeping offline (a 200 GET of a route whose handle says `offline`)
 * @param title the kept page's name in the offline list ("KJA-100AA, vehicle")
 * @param now ms since epoch
 */
export async function setOfflineHeaders(headers: Headers, context: AppLoadContext, keep: boolean, title?: string, now = Date.now()): Promise<void> {
  const { data } = await context.session();
  if (!data) {
    headers.set(OWNER_HEADER, NO_OWNER);
    headers.set(PERSON_HEADER, NO_OWNER);
    headers.set(USER_HEADER, NO_OWNER);
    return;
  }
  const owner = createHmac('sha256', config().SESSION_SECRETS[0])
    .update(`offline-owner:${data.sid}:${data.user.id}:${data.ctx?.partner.id ?? 0}`)
    .digest('base64url')
    .slice(0, 22);
  headers.set(OWNER_HEADER, owner);
  headers.set(PERSON_HEADER, personTag(formKeyScope(data)));
  // The person whatever the partner: a logout clears the forms they kept for any partner (issue 54 §3).
  headers.set(USER_HEADER, createHmac('sha256', config().SESSION_SECRETS[0]).update(`offline-user:${data.user.id}`).digest('base64url').slice(0, 22));
  // The login ends at its absolute lifetime, or after IDLE_TIMEOUT_MS without a request (this one counts).
  headers.set(UNTIL_HEADER, String(Math.min(data.createdAt + ABSOLUTE_LIFETIME_MS, now + IDLE_TIMEOUT_MS)));
  if (!keep) return;
  headers.set(OFFLINE_HEADER, 'keep');
  if (title) headers.set(TITLE_HEADER, encodeURIComponent(title));
}
