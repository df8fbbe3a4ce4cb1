/**
 * GET /vehicles/:vehicleId/pass.pdf (issue 25 §1): the roadside pass as an A6 sticker to print,
 * for the owner and vehicle managers (the API checks the role again).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { setOfflineHeaders } from '~/server/offline.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { recordOr404, withRecord } from '~/server/fleet.server';
import { passPdf } from './+roadside-pass/pass-pdf.server';
import { publicOrigin } from '~/server/pass.server';
import { passUrl } from '~/domain/pass';
import { wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = { title: 'Roadside pass', routeName: 'vehicles.pass.pdf', area: 'vehicles' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const id = Number(params.vehicleId);
  // The vehicle (this partner's, or the not-found page) and its pass at once.
  const [vehicle, pass] = await withRecord(
    recordOr404(params.vehicleId, 'vehicle', ctx.partner.id, (n) => api.vehicles.get(n)),
    [/^\d{1,9}$/.test(params.vehicleId ?? '') ? api.passes.get(ctx.partner.id, id) : null],
  );
  // In the language of the person who prints it (issue 44 §2), English under it.
  const words = wordsFor(request, session.user);
  const sticker = { scan: words.t('sticker.scan', { ns: 'pass' }), officers: words.t('sticker.officers', { ns: 'pass' }) };
  const pdf = await passPdf({ url: passUrl(publicOrigin(request), pass!.token), tradingName: pass!.trading_name }, vehicle, sticker);
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="roadside_pass_${vehicle.plate}.pdf"`,
    'Cache-Control': 'private, no-store',
  });
  // Kept on the phone for reading offline (issue 35 §2), for this login only.
  await setOfflineHeaders(headers, context, true, `Roadside pass PDF, ${vehicle.plate}`);
  return new Response(new Uint8Array(pdf), { headers });
}
