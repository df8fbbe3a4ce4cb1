/**
 * GET /earnings/statement/csv?year=YYYY (issue 41 §5): the year's months and their total as CSV,
 * `statement_YYYY.csv`, the total row in the same columns as the months (`line` tells them apart).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { STATEMENT_CSV_COLUMNS, statementCsvRows } from '~/domain/statement';
import { csvFilename, csvResponse, csvTitles } from '~/server/csv.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { loadStatement } from '~/server/statement.server';

export const handle: PageHandle = { title: 'Annual statement', routeName: 'earnings.statement.csv', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { statement } = await loadStatement(request, api, ctx.partner.id);
  const rows = (async function* () {
    yield* statementCsvRows(statement);
  })();
  return csvResponse(csvFilename('statement', String(statement.year)), STATEMENT_CSV_COLUMNS, rows, {
    signal: context.signal,
    back: `/earnings/statement?year=${statement.year}`,
    titles: csvTitles(request, session.user, STATEMENT_CSV_COLUMNS),
  });
}
