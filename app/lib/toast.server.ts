/**
 * Toasts in a flash cookie, so a message survives a redirect and shows without JavaScript
 * (DESIGN rule 5). `redirectWithToast` sets it; the root loader reads and clears it. A loader
 * that needs a toast on its own page returns `toast` in its data instead; the root layout
 * shows the deepest one.
 */
import { createCookieSessionStorage, json, redirect, type AppLoadContext } from '@remix-run/node';
import { config } from '~/lib/config.server';
import { isHttps } from '~/lib/session.server';

export type Toast = { type: 'success' | 'error' | 'info' | 'warning'; title?: string; message: string };

const storages = new Map<boolean, ReturnType<typeof createStorage>>();
function createStorage(secure: boolean) {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: { name: secure ? '__Host-vp_toast' : 'vp_toast', httpOnly: true, sameSite: 'lax', secure, path: '/', secrets: [config().SESSION_SECRET] },
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
  session.flash('toast', { ...toast, message: toast.message.slice(0, 300) });
  return storage.commitSession(session);
}

/** A redirect to `url` that shows `toast` there. Extra headers (e.g. a session cookie) are kept. */
export async function redirectWithToast(request: Request, url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastCookie(request, toast));
  return redirect(url, { ...init, headers });
}

/**
 * A JSON reply (an action re-rendering its form) that also shows `toast`. A JavaScript
 * submission revalidates the root loader in a second request, so the toast travels in the
 * flash cookie. Without JavaScript the document is rendered in this same request: the toast
 * also travels in the load context to the root loader, which marks it shown, and
 * entry.server then drops the flash cookie so it does not show twice.
 */
export async function jsonWithToast<T>(request: Request, context: AppLoadContext, data: T, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastCookie(request, toast));
  context.toast = toast;
  return json(data, { ...init, headers });
}

/** Is this Set-Cookie value the toast's flash cookie? */
export const isToastCookie = (setCookie: string) => /^(__Host-)?vp_toast=/.test(setCookie);

/** The pending toast, and the Set-Cookie that clears it (or null when there is none). */
export async function readToast(request: Request, context?: AppLoadContext): Promise<{ toast: Toast | null; setCookie: string | null }> {
  if (context?.toast) {
    context.toastShown = true;
    return { toast: context.toast as Toast, setCookie: null };
  }
  if (!request.headers.get('Cookie')?.includes('vp_toast')) return { toast: null, setCookie: null };
  const storage = storageFor(request);
  const session = await storage.getSession(request.headers.get('Cookie'));
  const toast = session.get('toast') ?? null;
  return { toast, setCookie: toast ? await storage.commitSession(session) : null };
}
