/**
 * GET /earnings/statement/csv?year=YYYY (issues 41 §5, 54 §6): the year's months (earned), the
 * payouts received within it (by payment date) and their total as CSV, `statement_YYYY.csv`, the
 * total row in the same columns (`line` tells them apart, and the row says it is a total).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { STATEMENT_CSV_COLUMNS, statementCsvRows } from '~/domain/statement';
import { csvFilename, csvResponse, csvTitles } from '~/server/csv.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { loadStatement } from '~/server/statement.server';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = { title: 'Annual statement', routeName: 'earnings.statement.csv', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { statement } = await loadStatement(request, api, ctx.partner.id);
  const say = sayOf(wordsFor(request, session.user), 'money');
  const rows = (async function* () {
    yield* statementCsvRows(statement, say);
  })();
  return csvResponse(csvFilename('statement', String(statement.year)), STATEMENT_CSV_COLUMNS, rows, {
    signal: context.signal,
    back: `/earnings/statement?year=${statement.year}`,
    titles: csvTitles(request, session.user, STATEMENT_CSV_COLUMNS),
  });
}
