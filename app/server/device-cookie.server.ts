/**
 * The device cookie (issue 20 §2; OWASP's "device cookies" for account lockout; ADR 0015): after
 * a successful password sign-in, the browser gets a signed, HttpOnly cookie naming a random
 * device id and the accounts (by a keyed hash of the email, never the email) that signed in on
 * it. A later sign-in to one of those accounts from that browser counts its failures against
 * the device's own key, not the email's, so an attacker who guesses at an owner's email from
 * elsewhere cannot lock the owner out; the attacker's guesses still stop at 10 per email.
 *
 * Cookie: `vp_device` (`__Host-vp_device` over https), signed with SESSION_SECRET (previous
 * secrets still verify), SameSite=Lax, one year. At most MAX_ACCOUNTS accounts per device.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import Bowser from 'bowser';
import { z } from 'zod';
import { config } from '~/server/config.server';
import { isHttps } from '~/server/session.server';

/** How many accounts one device remembers (the newest kept). */
export const MAX_ACCOUNTS = 5;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const value = z.object({ d: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), a: z.array(z.string().max(64)).max(MAX_ACCOUNTS) });
type DeviceValue = z.infer<typeof value>;

const cookies = new Map<boolean, ReturnType<typeof createCookie>>();
function cookieFor(request: Request) {
  const secure = isHttps(request);
  let cookie = cookies.get(secure);
  if (!cookie) {
    cookie = createCookie(secure ? '__Host-vp_device' : 'vp_device', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_S, secrets: config().SESSION_SECRETS });
    cookies.set(secure, cookie);
  }
  return cookie;
}

/** A keyed hash of the email (lower-cased), so the cookie names no account in clear. */
const accountHash = (email: string) => createHmac('sha256', config().SESSION_SECRETS[0]).update(`device:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);

async function read(request: Request): Promise<DeviceValue | null> {
  const raw = await cookieFor(request)
    .parse(request.headers.get('Cookie'))
    .catch(() => null);
  const parsed = value.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The rate-limit key of this browser for `email` when it signed in to that account before
 * (`device:<id>:<hash>`), else undefined (the email's own key applies).
 */
export async function trustedDeviceKey(request: Request, email: string): Promise<string | undefined> {
  const device = await read(request);
  const hash = accountHash(email);
  return device?.a.includes(hash) ? `device:${device.d}:${hash}` : undefined;
}

/**
 * This browser for a sign-in: its device id (the cookie's, or a new one that `rememberDevice`
 * will store), and what the API is told (issue 24 §3): a keyed hash of the id (the id itself
 * never leaves the portal) and the browser and system in words.
 */
export async function signInDevice(request: Request): Promise<{ deviceId: string; upstream: { id: string; label: string } }> {
  const deviceId = (await read(request))?.d ?? randomBytes(18).toString('base64url');
  const id = createHmac('sha256', config().SESSION_SECRETS[0]).update(`device-id:${deviceId}`).digest('base64url').slice(0, 43);
  return { deviceId, upstream: { id, label: deviceLabel(request.headers.get('User-Agent')) } };
}

/** 'Chrome on Android', 'Safari on iOS', or 'Unknown browser' (Bowser reads the User-Agent). */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const label = [browser.name, os.name].filter(Boolean).join(' on ');
  return (label || 'Unknown browser').slice(0, 60);
}

/**
 * The Set-Cookie that remembers this browser: `deviceId` (from `signInDevice`, else the cookie's
 * or a new one) and, when given, `email` among its accounts.
 */
export async function rememberDevice(request: Request, email: string | null, deviceId?: string): Promise<string> {
  const device = (await read(request)) ?? { d: deviceId ?? randomBytes(18).toString('base64url'), a: [] };
  const accounts = email ? [...device.a.filter((a) => a !== accountHash(email)), accountHash(email)].slice(-MAX_ACCOUNTS) : device.a;
  return cookieFor(request).serialize({ d: deviceId ?? device.d, a: accounts });
}

/** Forget the cookies made so far (tests that change SESSION_SECRET). */
export function resetDeviceCookies() {
  cookies.clear();
}
