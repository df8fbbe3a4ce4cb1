/**
 * GET /drivers/import-template: the CSV template of the driver import, with one example row. As
 * every CSV the portal writes (ADR 0040), the header keeps the column names the importer reads; a
 * reader of another language gets a line of the same columns in their words above it, which the
 * importer passes over (issue 69 §1).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { BOM, csvLine, csvTitles } from '~/server/csv.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { IMPORT_COLUMNS } from '~/server/validation/fleet.server';

export const handle: PageHandle = { title: 'Import drivers', routeName: 'drivers.import-template', area: 'drivers' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data: session } = await requirePartner(request, context, handle);
  const example = [
    'Chinedu',
    'Okafor',
    '0803 123 4567',
    'chinedu@example.com',
    '14-06-1985',
    '14 Agege Motor Road, Mushin, Lagos',
    'LAG12345AA01',
    'E',
    '31-12-2028',
    'LASDRI-40001',
    '30-06-2027',
    '',
  ];
  const titles = csvTitles(request, session.user, IMPORT_COLUMNS);
  return new Response(BOM + (titles ? csvLine(titles) : '') + csvLine(IMPORT_COLUMNS) + csvLine(example), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="drivers_import_template.csv"', 'Cache-Control': 'private, no-store' },
  });
}
