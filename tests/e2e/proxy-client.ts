/**
 * Requests to a proxy stack (scripts/proxy-stack.mjs) as a browser and nginx would send them, for
 * the proxy specs (proxy-shared, proxy-chaos): through nginx over TLS, or straight to one replica
 * with nginx's headers; a POST carries the form key of the page it is sent from.
 */
import { request as httpsRequest } from 'node:https';
import { expect } from '@playwright/test';
import type { startProxyStack } from '../../scripts/proxy-stack.mjs';
import { formKeyIn, honeypotIn } from '../../bench/lib/form-key.mjs';

type Stack = Awaited<ReturnType<typeof startProxyStack>>;

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A POST's fields with the form key a browser would have from the page it posts from (issues 40
 * §1, 54 §4: a key is good for its own form, and a guest's for their pre-session), read straight
 * from a replica, and the Cookie header to send with it (`cookie` and the guest's pre-session).
 */
async function keyed(stack: Stack, form: Record<string, string> | undefined, cookie: string | undefined, path: string): Promise<{ fields: Record<string, string>; cookie?: string }> {
  if (form?._key) return { fields: form, cookie };
  // The logout form is on every signed-in page (the shell's): its key is the dashboard's first.
  const page = await fetch(`${stack.replicas[0].url}${path === '/logout' ? '/dashboard' : path}`, { headers: { 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) } });
  const pre = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => /^(__Host-)?vp_pre=/.test(c));
  const html = await page.text();
  return { fields: { _key: formKeyIn(html) ?? '', ...honeypotIn(html), ...form }, cookie: [cookie, pre].filter(Boolean).join('; ') || undefined };
}

/** A request to nginx over TLS (the certificate is the run's own), from `localAddress`; a POST carries its form key. */
async function viaNginx(
  stack: Stack,
  path: string,
  { method = 'GET', headers = {}, form, localAddress = '127.0.0.1' }: { method?: string; headers?: Record<string, string>; form?: Record<string, string>; localAddress?: string } = {},
): Promise<Reply> {
  const posted = method === 'POST' ? await keyed(stack, form, headers.cookie, path) : { fields: form, cookie: headers.cookie };
  const fields = posted.fields;
  if (posted.cookie) headers = { ...headers, cookie: posted.cookie };
  const body = fields ? new URLSearchParams(fields).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `${stack.url}${path}`,
      {
        method,
        rejectUnauthorized: false,
        localAddress,
        agent: false,
        headers: { ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A request straight to one replica, as nginx would send it (https, the client's address); a POST carries its form key. */
async function toReplica(stack: Stack, index: number, path: string, { method = 'GET', cookie, form }: { method?: string; cookie?: string; form?: Record<string, string> } = {}) {
  const posted = method === 'POST' ? await keyed(stack, form, cookie, path) : { fields: form, cookie };
  const fields = posted.fields;
  cookie = posted.cookie;
  const res = await fetch(`${stack.replicas[index].url}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7', ...(cookie ? { cookie } : {}), ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

/** Sign in through nginx; the session cookie's `name=value`. */
async function signIn(stack: Stack, email = 'owner@example.com') {
  const res = await viaNginx(stack, '/login', { method: 'POST', form: { email, password: 'demo1234' } });
  expect(res.status).toBe(302);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-vp_session='));
  expect(cookie).toMatch(/; Secure/i);
  return cookie!.split(';')[0];
}

/** The helpers bound to one stack. */
export const stackClient = (stack: Stack) => ({
  viaNginx: (path: string, options?: Parameters<typeof viaNginx>[2]) => viaNginx(stack, path, options),
  toReplica: (index: number, path: string, options?: Parameters<typeof toReplica>[3]) => toReplica(stack, index, path, options),
  signIn: (email?: string) => signIn(stack, email),
});
