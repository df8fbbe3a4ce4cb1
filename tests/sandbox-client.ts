/**
 * The tests' one client of the sandbox API (issue 22 §6: it was written three times): JSON
 * requests with an optional bearer token, sign-in, and a GET as a demo user. Free of any test
 * runner, so Vitest's helpers and Playwright's fixtures both use it.
 */
import { isResetBeforeAnswer } from '../app/api/transport.server';

/**
 * JSON request to the sandbox; returns status and parsed body. A connection reset before any byte
 * of the answer (the keep-alive race: the sandbox closed an idle socket as fetch reused it; the
 * request was never read) is tried once more, as the portal's transport does (issue 45 §6).
 */
export async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const send = () =>
    fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const res = await send().catch((error: unknown) => {
    if (!isResetBeforeAnswer(error)) throw error;
    return send();
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export async function login(base: string, email: string, password = 'demo1234'): Promise<string> {
  const { status, body } = await api(base, 'POST', '/v1/login', { email, password });
  if (status !== 200) throw new Error(`login failed for ${email}: ${status}`);
  return body.data.token;
}

/**
 * GET `path` from the sandbox at `base` as `email` (the owner by default): the reply's body.
 * @throws Error when the status is not 200 (a test's setup that went wrong, said plainly).
 */
export async function readAs(base: string, path: string, email = 'owner@example.com') {
  const { status, body } = await api(base, 'GET', path, undefined, await login(base, email));
  if (status !== 200) throw new Error(`GET ${path} as ${email}: ${status}`);
  return body;
}
