/** GET /drivers/import-template: the CSV template of the driver import, with one example row. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { BOM, csvLine } from '~/server/csv.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { IMPORT_COLUMNS } from '~/server/validation/fleet.server';

export const handle: PageHandle = { title: 'Import drivers', routeName: 'drivers.import-template', area: 'drivers' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePartner(request, context, handle);
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
  return new Response(BOM + csvLine(IMPORT_COLUMNS) + csvLine(example), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="drivers_import_template.csv"', 'Cache-Control': 'private, no-store' },
  });
}
