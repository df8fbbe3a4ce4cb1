/**
 * GET /earnings/payslip/pdf/:id (issue 12): the month's payslip as a PDF drawn on the server
 * (app/lib/payslip-pdf.server.ts), `payslip_YYYY-MM.pdf`, never cached.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { payslipPdf } from '~/lib/payslip-pdf.server';
import { loadPayslip } from './_app.earnings.payslip.details.$id';

export const handle: PageHandle = { title: 'Payslip', routeName: 'earnings.payslip.pdf', area: 'earnings' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const slip = await loadPayslip(api, ctx.partner, params.id);
  const pdf = await payslipPdf(slip);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="payslip_${slip.month}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
