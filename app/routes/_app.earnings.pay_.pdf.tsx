/**
 * GET /earnings/pay/pdf?period=week|month&start=YYYY-MM-DD (issue 53 §3): the pay run of a period
 * as a PDF drawn on the server (app/server/pay-run-pdf.server.ts) in the reader's language,
 * `driver-pay_<start>.pdf`, never cached. Owner and earnings managers.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { periodOf } from '~/domain/driver-pay';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { sayOf, wordsFor } from '~/server/i18n.server';
import { payRunPdf } from '~/server/pay-run-pdf.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { isCalendarDay } from '~contract/lagos-time';

export const handle: PageHandle = { title: 'Driver pay', routeName: 'earnings.pay.pdf', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const start = url.searchParams.get('start') ?? '';
  const period = periodOf(isCalendarDay(start) ? start : lagosToday(), url.searchParams.get('period') === 'month' ? 'month' : 'week');
  const run = await api.pay.run(ctx.partner.id, period.kind, period.start);
  const words = wordsFor(request, session.user);
  return new Response(payRunPdf(run, ctx.partner.company_name, new Date().toISOString(), { say: sayOf(words, 'money'), locale: words.language }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="driver-pay_${period.start}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
