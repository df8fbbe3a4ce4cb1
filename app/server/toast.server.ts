/**
 * Toasts in a flash cookie (DESIGN rule 5), so a message survives a redirect and shows without
 * JavaScript. Paths, all of the one `Toast` type (app/lib/toast.ts):
 * - `redirectWithToast`: a redirect that shows the toast on the next page;
 * - `jsonWithToast`: an action's reply that shows it on the re-rendered page, through the load
 *   context of the same document request (no page hydrates, so there is no second request);
 * - a loader's `toast` field, for a message about the page being rendered.
 * A toast read from a cookie is validated with `toastSchema`; anything else is dropped.
 */
import { createCookieSessionStorage, json, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { config } from '~/server/config.server';
import { isHttps } from '~/server/session.server';
import { TOAST_MAX_CHARS, TOAST_TYPES, type MessageKey, type Toast } from '~/lib/toast';
import { said } from '~contract/core';
import { hasKey } from '~/domain/say';

/** Is `text` a sentence of the `messages` catalogue (a notice's key)? */
const isMessageKey = (text: string) => hasKey('messages', text);

export type { Toast };

const base = { type: z.enum(TOAST_TYPES), title: z.string().max(100).optional() };
/** A notice read back from a cookie: a key of the `messages` catalogue with its values, or words already said. */
export const toastSchema: z.ZodType<Toast> = z.union([
  z.object({
    ...base,
    message: z
      .string()
      .max(TOAST_MAX_CHARS)
      .refine((m) => isMessageKey(m)) as unknown as z.ZodType<MessageKey>,
    values: z.record(z.union([z.string().max(TOAST_MAX_CHARS), z.number(), said])).optional(),
  }),
  z.object({ ...base, said: z.string().transform((m) => m.slice(0, TOAST_MAX_CHARS)) }),
]);

const storages = new Map<boolean, ReturnType<typeof createStorage>>();
function createStorage(secure: boolean) {
  return createCookieSessionStorage<Record<string, never>, { toast: unknown }>({
    cookie: { name: secure ? '__Host-vp_toast' : 'vp_toast', httpOnly: true, sameSite: 'lax', secure, path: '/', secrets: config().SESSION_SECRETS },
  });
}
function storageFor(request: Request) {
  const secure = isHttps(request);
  let s = storages.get(secure);
  if (!s) storages.set(secure, (s = createStorage(secure)));
  return s;
}

/** The Set-Cookie that carries `toast` to the next page. */
export async function toastCookie(request: Request, toast: Toast): Promise<string> {
  const storage = storageFor(request);
  const session = await storage.getSession(request.headers.get('Cookie'));
  session.flash('toast', toastSchema.parse(toast));
  return storage.commitSession(session);
}

/** A redirect to `url` that shows `toast` there. Extra headers (e.g. a session cookie) are kept. */
export async function redirectWithToast(request: Request, url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastCookie(request, toast));
  return redirect(url, { ...init, headers });
}

/**
 * A JSON reply (an action re-rendering its form) that also shows `toast` on that same page: the
 * root loader of the same document request reads it from the load context.
 */
export function jsonWithToast<T>(context: AppLoadContext, data: T, toast: Toast, init: ResponseInit = {}) {
  context.toast = toastSchema.parse(toast);
  return json(data, init);
}

/** The pending toast, and the Set-Cookie that clears it (or null when there is none). */
export async function readToast(request: Request, context?: AppLoadContext): Promise<{ toast: Toast | null; setCookie: string | null }> {
  if (context?.toast) return { toast: context.toast, setCookie: null };
  if (!request.headers.get('Cookie')?.includes('vp_toast')) return { toast: null, setCookie: null };
  const storage = storageFor(request);
  const session = await storage.getSession(request.headers.get('Cookie'));
  const raw = session.get('toast');
  if (raw === undefined) return { toast: null, setCookie: null };
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, setCookie: await storage.commitSession(session) };
}
