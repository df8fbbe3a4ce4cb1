/**
 * GET /earnings/payslip/pdf/:id (issue 12): the month's payslip as a PDF drawn on the server
 * (app/server/payslip-pdf.server.ts) in the reader's language, `payslip_YYYY-MM.pdf`, never cached.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { setOfflineHeaders } from '~/server/offline.server';
import { monthLabel } from '~/domain/earnings';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { payslipPdf } from '~/server/payslip-pdf.server';
import { loadPayslip, payslipLines } from '~/server/payslip.server';
import { withRecord } from '~/server/fleet.server';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = { title: 'Payslip', routeName: 'earnings.payslip.pdf', area: 'earnings' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  // The payslip (checked to be this partner's) and the month by vehicle and by driver, at once.
  const month = { month: params.id ?? '' };
  const [slip, vehicles, drivers] = await withRecord(loadPayslip(api, ctx.partner, params.id), [
    api.earnings.byVehicle(ctx.partner.id, month).then(
      (b) => b.data,
      () => null,
    ),
    api.earnings.byDriver(ctx.partner.id, month).then(
      (b) => b.data,
      () => null,
    ),
  ]);
  const summary = vehicles && drivers ? { vehicles, drivers } : undefined;
  // Streamed while the lines are pulled (a month of 100,000 trips included).
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="payslip_${slip.month}.pdf"`,
    'Cache-Control': 'private, no-store',
  });
  // Kept on the phone for reading offline (issue 35 §2), for this login only.
  // In the reader's language (issue 44 §2), its title in the offline list too.
  const words = wordsFor(request, session.user);
  const pdfWords = { say: sayOf(words, 'money'), locale: words.language };
  await setOfflineHeaders(headers, context, true, pdfWords.say('Payslip PDF, {{month}}', { month: monthLabel(slip.month, words.language) }));
  return new Response(payslipPdf(slip, payslipLines(api, ctx.partner.id, slip.month), summary, pdfWords), { headers });
}
