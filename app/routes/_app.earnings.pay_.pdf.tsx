/**
 * GET /earnings/pay/pdf?period=week|month&start=YYYY-MM-DD (issues 53 §3, 67 §4): the pay run of a
 * period as a PDF drawn on the server (app/server/pay-run-pdf.server.ts) in the reader's language,
 * every driver with each line of their pay, `driver-pay_<start>.pdf`, never cached; the run's
 * pages are read as the PDF is drawn. Owner and earnings managers.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { periodQuery } from '~/domain/driver-pay';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pages } from '~/server/csv.server';
import { sayOf, wordsFor } from '~/server/i18n.server';
import { payRunPdf } from '~/server/pay-run-pdf.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { EXPORT_PAGE } from '~contract/constants';

export const handle: PageHandle = { title: 'Driver pay', routeName: 'earnings.pay.pdf', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const period = periodQuery(new URL(request.url).searchParams, lagosToday());
  // The first page answers the totals (and any refusal, before a byte is sent).
  const first = await api.pay.run(ctx.partner.id, period, { page: 1, perPage: EXPORT_PAGE.list, items: true });
  const rows = pages(
    (page) => (page === 1 ? Promise.resolve(first) : api.pay.run(ctx.partner.id, period, { page, perPage: EXPORT_PAGE.list, items: true })).then((run) => ({ data: run.rows, metadata: run.metadata })),
    EXPORT_PAGE.list,
  );
  const words = wordsFor(request, session.user);
  return new Response(payRunPdf(first, rows, ctx.partner.company_name, new Date().toISOString(), { say: sayOf(words, 'money'), locale: words.language }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="driver-pay_${first.period.start}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
