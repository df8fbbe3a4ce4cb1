/**
 * Roadside passes on the portal's side (issues 25, 31 §1): the owner's card (its public address,
 * QR as SVG and share link, from the API's pass; the address is PUBLIC_ORIGIN, required in
 * production, else the request's) and the public page's rules: which requests are a person's
 * view (recorded as scans), the viewer key the API counts them by, and the short cache that keeps
 * the pass answerable under a flood.
 */
import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { PassView, VehiclePass } from '~contract/fleet';
import { passShareText, passUrl } from '~/domain/pass';
import { config } from '~/server/config.server';
import { qrSvg } from '~/server/qr.server';

/** The portal's public origin: PUBLIC_ORIGIN when set, else the request's. */
export const publicOrigin = (request: Request) => (config().PUBLIC_ORIGIN ? new URL(config().PUBLIC_ORIGIN!).origin : new URL(request.url).origin);

/** What the vehicle page's "Roadside pass" tab shows: the address, its QR, the share link, the scans. */
export async function passCard(pass: VehiclePass, plate: string, origin: string) {
  const url = passUrl(origin, pass.token);
  return {
    url,
    qrSvg: await qrSvg(url),
    whatsapp: `https://wa.me/?text=${encodeURIComponent(passShareText(plate, url))}`,
    version: pass.version,
    createdAt: pass.created_at,
    scansThisWeek: pass.scans_this_week,
    lastScannedAt: pass.last_scanned_at,
    tradingName: pass.trading_name,
  };
}

export type PassCard = Awaited<ReturnType<typeof passCard>>;

/**
 * Is `request` a person's browser opening the pass (issue 31 §1)? Only such a view is recorded as
 * a scan: not HEAD, not a link preview or other robot (isbot's list: WhatsApp, facebookexternalhit,
 * Telegram, Slack…), not a prefetch or prerender, not a subresource.
 */
export function isPageView(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const ua = request.headers.get('user-agent') ?? '';
  if (!ua || isbot(ua)) return false;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''} ${request.headers.get('x-purpose') ?? ''} ${request.headers.get('x-moz') ?? ''}`.toLowerCase();
  if (/prefetch|prerender|preview/.test(purpose)) return false;
  const dest = request.headers.get('sec-fetch-dest');
  return !dest || dest === 'document';
}

/**
 * The viewer key the API counts scans by: a keyed hash (HMAC-SHA256 under the session secret) of
 * the token and the client address, 32 hex characters. The API never sees the address, and one
 * address's keys for two passes cannot be linked.
 */
export const passViewer = (token: string, ip: string) => createHmac('sha256', config().SESSION_SECRETS[0]).update(`pass-viewer:${token}:${ip}`).digest('hex').slice(0, 32);

/**
 * When one token is checked more than `checks` times within `windowMs` on this replica, the page
 * answers from the last verdict (if at most `maxAgeMs` old) instead of asking the API again: the
 * pass stays answerable under a flood, and nobody is refused for someone else's checks.
 */
export const HEAVY_LOAD = { checks: 30, windowMs: 60_000, maxAgeMs: 120_000 };

type Recent = { view: PassView | null; at: number; windowStart: number; checks: number };
const recent = new LRUCache<string, Recent>({ max: 10_000 });

/**
 * Today's verdict of the pass `token`, from the API (`scan`) or, under heavy load, from this
 * replica's last answer (then `cached: true` and no verification code: none was issued).
 * @param now ms since the epoch (tests pass their own)
 * @throws what `scan` throws (an UpstreamError for an unknown or replaced pass)
 */
export async function passVerdict(token: string, scan: () => Promise<PassView>, now = Date.now()): Promise<{ view: PassView; cached: boolean }> {
  const entry = recent.get(token) ?? { view: null, at: 0, windowStart: now, checks: 0 };
  if (now - entry.windowStart > HEAVY_LOAD.windowMs) Object.assign(entry, { windowStart: now, checks: 0 });
  entry.checks += 1;
  recent.set(token, entry);
  // A pass replaced on any replica is never answered from a verdict kept before (issue 40 §8).
  if (entry.checks > HEAVY_LOAD.checks && entry.view && now - entry.at <= HEAVY_LOAD.maxAgeMs && !(await replacedPasses.has(token)))
    return { view: { ...entry.view, verification_code: null }, cached: true };
  const view = await scan();
  Object.assign(entry, { view, at: now });
  return { view, cached: false };
}

/**
 * Where replaced passes are written down for every replica: this process's memory, or Redis when
 * several replicas share it (shared-state.server.ts). `has` answers true when it cannot tell, so
 * a failing store sends the check to the API instead of a kept verdict.
 */
export interface ReplacedPassStore {
  mark(token: string): Promise<void>;
  has(token: string): Promise<boolean>;
}

/** How long a replaced pass is remembered: longer than any kept verdict lives (ms). */
export const REPLACED_MEMORY_MS = 10 * HEAVY_LOAD.maxAgeMs;
const replacedHere = new LRUCache<string, true>({ max: 10_000, ttl: REPLACED_MEMORY_MS });
let replacedPasses: ReplacedPassStore = {
  mark: async (token) => void replacedHere.set(token, true),
  has: async (token) => replacedHere.has(token),
};

/** Put replaced passes in a shared store (Redis), for every replica. */
export function setReplacedPassStore(store: ReplacedPassStore): void {
  replacedPasses = store;
}

/**
 * A pass was replaced: its kept verdict goes here, and on every replica (through the store), so
 * the old QR answers "replaced" at once, flood or not.
 */
export async function forgetPassVerdict(token: string): Promise<void> {
  recent.delete(token);
  replacedHere.set(token, true);
  await replacedPasses.mark(token).catch(() => undefined);
}

/** Forget the recent verdicts (tests). */
export const forgetPassVerdicts = () => {
  recent.clear();
  replacedHere.clear();
};
