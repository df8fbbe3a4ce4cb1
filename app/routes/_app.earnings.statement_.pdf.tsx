/**
 * GET /earnings/statement/pdf?year=YYYY (issue 41 §5): the year's statement as a PDF drawn on the
 * server (app/server/statement-pdf.server.ts), `statement_YYYY.pdf`, never cached.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { statementPdf } from '~/server/statement-pdf.server';
import { loadStatement } from '~/server/statement.server';

export const handle: PageHandle = { title: 'Annual statement', routeName: 'earnings.statement.pdf', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const { statement } = await loadStatement(request, api, ctx.partner.id);
  return new Response(statementPdf(statement), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="statement_${statement.year}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
