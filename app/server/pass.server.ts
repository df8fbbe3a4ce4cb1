/**
 * The owner's side of a roadside pass (issue 25 §1): its public address, QR (SVG) and share
 * link, from the API's pass. The address is the portal's public origin (PUBLIC_ORIGIN behind a
 * proxy, else the request's).
 */
import type { VehiclePass } from '~contract/fleet';
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
