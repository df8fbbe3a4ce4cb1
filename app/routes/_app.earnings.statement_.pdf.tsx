/**
 * GET /earnings/statement/pdf?year=YYYY (issue 41 §5): the year's statement as a PDF drawn on the
 * server (app/server/statement-pdf.server.ts) in the reader's language, `statement_YYYY.pdf`,
 * never cached.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { statementPdf } from '~/server/statement-pdf.server';
import { loadStatement } from '~/server/statement.server';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = { title: 'Annual statement', routeName: 'earnings.statement.pdf', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { statement } = await loadStatement(request, api, ctx.partner.id);
  // In the reader's language (issue 44 §2); names, figures and dates as they are.
  const words = wordsFor(request, session.user);
  return new Response(statementPdf(statement, { say: sayOf(words, 'money'), locale: words.language }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="statement_${statement.year}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
