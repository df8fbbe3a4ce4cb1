/**
 * /drivers/import (issues 10 and 21 §2): add many drivers from a CSV file (at most 500 rows,
 * 1 MB), as Excel or Google Sheets save it. The template is downloadable. Step 1 checks every
 * row with the add-driver form's own rules and reports each problem (row, column, message)
 * without saving anything; step 2, offered only when every row is valid, saves them all in one
 * transaction. All or nothing: a file is never half-imported. A wrong header, an empty file or
 * one over the limits gets a readable report.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { readReply } from '~/components/form/reply';
import { FileField } from '~/components/form/FileField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { DataTable } from '~/components/list/DataTable';
import { attempt, emptySubmission, failedReply, readForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { redirectWithToast } from '~/server/toast.server';
import { checkImport, type ImportReport as Report } from '~/server/driver-import.server';
import { operatesInLagos, partnerCities } from '~/server/fleet.server';
import { IMPORT_COLUMNS, IMPORT_DATE_ADVICE, IMPORT_MAX_ROWS } from '~/domain/fleet';
import { COLUMN_TITLES } from '~/domain/csv-words';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { useSaid, useWords } from '~/components/useWords';

export const handle: PageHandle = { title: 'Import drivers', routeName: 'drivers.import', area: 'drivers', enhance: true };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  // After an import (issue 32 §8): each driver it created, with the upload that lets them work.
  // Only this partner's drivers are listed: an id of another partner's is not found and left out.
  const raw = new URL(request.url).searchParams.get('imported') ?? '';
  const ids = [
    ...new Set(
      raw
        .split(',')
        .filter((x) => /^\d{1,9}$/.test(x))
        .map(Number),
    ),
  ].slice(0, 200);
  const found = await Promise.all(ids.map((id) => api.drivers.get(id).catch(() => null)));
  const imported = found.filter((d): d is NonNullable<typeof d> => Boolean(d && d.partner_id === ctx.partner.id)).map((d) => ({ id: d.id, name: `${d.fname} ${d.lname}` }));
  return json({ columns: IMPORT_COLUMNS, maxRows: IMPORT_MAX_ROWS, imported });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const lagos = operatesInLagos(await partnerCities(api, ctx));
    return json(await checkImport(request, context, api, ctx.partner.id, lagos), { status: 200 });
  }
  // Step 2: commit the rows staged by the check.
  const formData = await readForm(request, context);
  const importId = String(formData.get('import_id') ?? '').slice(0, 60);
  const submission = emptySubmission(formData);
  if (!importId) return failedReply(request, context, submission, 'Please upload the file again');
  const result = await attempt(() => api.drivers.importRows(ctx.partner.id, { import_id: importId }));
  if (!result.ok) return failedReply(request, context, submission, result.error);
  // The result page lists each driver with the upload that lets them work (issue 32 §8).
  const ids = (result.value.driver_ids ?? []).slice(0, 200);
  return redirectWithToast(request, ids.length ? `/drivers/import?imported=${ids.join(',')}` : '/drivers', {
    type: 'success',
    message: '{{count}} drivers imported. They cannot work until their licence (and LASDRI card) files are uploaded and approved.',
    values: { count: result.value.created ?? 0 },
  });
}

export default function ImportDrivers() {
  const report = useActionData<typeof action>() as Report | { error?: Record<string, string[]> } | undefined;
  const checked = report && 'stage' in report ? report : null;
  const commitError = readReply(report).error('');
  const { imported } = useLoaderData<typeof loader>();
  const say = useWords('fleet');
  const sayList = useWords('lists');
  // A column as the reader finds it in the template: its title in their words, then the name the file keeps (ADR 0040).
  const columnWords = (column: string) => (Object.hasOwn(COLUMN_TITLES, column) ? sayList(COLUMN_TITLES[column]!) : column);
  const said = useSaid();
  return (
    <div className={ui.stack}>
      {imported.length ? (
        <section className={ui.card} aria-labelledby="imported-title" data-testid="imported">
          <h2 id="imported-title" className={ui.cardTitle}>
            {say('{{count}} drivers imported: upload each licence', { count: imported.length })}
          </h2>
          <p>{say('Their licence dates are saved, but they cannot work until the licence file (and, in Lagos, the LASDRI card) is uploaded and approved.')}</p>
          <ul className={css.reasons}>
            {imported.map((d) => (
              <li key={d.id}>
                <Link to={`/drivers/${d.id}/edit`}>{say('Upload the licence of {{name}}', { name: d.name })}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="import-how">
        <h2 id="import-how" className={ui.cardTitle}>
          {say('Add many drivers from a spreadsheet')}
        </h2>
        <ol>
          <li>
            <a href="/drivers/import-template" download>
              {say('Download the template')}
            </a>{' '}
            {say('(CSV) and fill one driver per row, as on the Add driver form.')} {say(IMPORT_DATE_ADVICE)} {say('Phone numbers as 0803 123 4567, +234 803 123 4567 or 803 123 4567.')}
          </li>
          <li>
            {say(
              'To assign a driver to one of your vehicles, write its plate (like KJA-174CR) in the {{column}} column: the licence class is checked against the vehicle now. Leave it empty to assign later; the licence class is then checked at assignment.',
              { column: `${columnWords('vehicle_plate')} (vehicle_plate)` },
            )}
          </li>
          <li>{say('Save it as CSV (Excel’s “CSV UTF-8” or Google Sheets’ CSV) and upload it below: every row is checked first, nothing is saved yet.')}</li>
          <li>
            <strong>{say('All or nothing:')}</strong>{' '}
            {say('the drivers are imported only when every row is valid, so a file is never half-saved. Each driver’s licence file is uploaded from their page afterwards.')}
          </li>
        </ol>
        <FormErrors errors={commitError ? [commitError] : checked?.stage === 'refused' ? [said({ text: checked.message ?? '', values: checked.values })] : undefined} id="import-error" />
        <PostForm encType="multipart/form-data" className={ui.stack} noValidate>
          <FileField
            id="import-file"
            name="file"
            label={say('CSV file')}
            accept=".csv,text/csv"
            hint={say('A .csv file of at most 1 MB and {{rows}} drivers.', { rows: IMPORT_MAX_ROWS })}
            again={checked?.stage !== 'checked'}
          />
          <div>
            <SubmitButton pendingText={say('Checking...')}>{say('Check the file')}</SubmitButton>
          </div>
        </PostForm>
      </section>
      {checked?.stage === 'checked' ? (
        <section className={ui.card} aria-labelledby="report-title">
          <h2 id="report-title" className={ui.cardTitle}>
            {say('{{valid}} of {{count}} rows can be imported', { valid: checked.valid, count: checked.total })}
          </h2>
          {checked.problems.length ? (
            <>
              <p role="alert">{say('Nothing was imported. Fix these rows in your file and upload it again: the import saves every row or none.')}</p>
              <DataTable
                caption={say('Problems found in the file')}
                rows={checked.problems}
                rowKey={(p) => `${p.row}-${p.column}`}
                testId="import-problem"
                columns={[
                  { key: 'row', header: say('Row'), numeric: true, cell: (p) => p.row },
                  {
                    key: 'column',
                    header: say('Column'),
                    nowrap: true,
                    cell: (p) => (
                      <>
                        {columnWords(p.column)} <code translate="no">{p.column}</code>
                      </>
                    ),
                  },
                  { key: 'message', header: say('Problem'), cell: (p) => p.words.map(said).join('; ') },
                ]}
              />
            </>
          ) : (
            <p>{say('Every row is valid.')}</p>
          )}
          {checked.withoutVehicle ? (
            <p data-testid="import-classes-later">
              {checked.withoutVehicle === checked.total
                ? say('The file names no vehicles: licence classes will be checked when you assign each driver to a vehicle.')
                : say('{{count}} rows name no vehicle: their licence classes will be checked at assignment.', { count: checked.withoutVehicle })}
            </p>
          ) : null}
          <details open={checked.total <= 20}>
            <summary>{say('The {{count}} rows as they will be saved', { count: checked.total })}</summary>
            <DataTable
              caption={say('Rows of the file')}
              rows={checked.rows}
              rowKey={(r) => String(r.row)}
              testId="import-row"
              columns={[
                { key: 'row', header: say('Row'), numeric: true, cell: (r) => r.row },
                { key: 'name', header: say('Driver'), cell: (r) => <span translate="no">{r.name}</span> },
                { key: 'phone', header: say('Phone'), nowrap: true, cell: (r) => r.phone },
                { key: 'vehicle', header: say('Vehicle'), nowrap: true, cell: (r) => (r.vehicle ? <span translate="no">{r.vehicle}</span> : say('Assign later')) },
                { key: 'ok', header: say('Check'), cell: (r) => (r.ok ? say('Valid') : say('See the problems above')) },
              ]}
            />
          </details>
          {checked.importId ? (
            <PostForm className={css.toolbar}>
              <input type="hidden" name="import_id" value={checked.importId} />
              <SubmitButton intent="import" pendingText={say('Importing...')} full={false}>
                {say('Import {{count}} drivers', { count: checked.valid })}
              </SubmitButton>
              <Link to="/drivers" className={ui.button.secondary}>
                {say('Cancel')}
              </Link>
            </PostForm>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
