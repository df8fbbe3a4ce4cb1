/**
 * Checking a driver import (issue 10): read the CSV (csv-parse), check the header against the
 * template and the limits (500 rows, 1 MB), turn day-first dates and national phone numbers into
 * the API's forms, check each row with the driver form's rules, and send the rows that pass to
 * the API's dry run, which checks what only it knows (phones already used) and stages the valid
 * ones. The report lists each problem by spreadsheet row (the header is row 1), column and
 * message.
 */
import { parse } from 'csv-parse/sync';
import type { Upstream } from '~/lib/api/client.server';
import { isUpstreamError } from '~/lib/api/errors';
import { DEFAULT_COUNTRY } from '~/lib/constants';
import { e164 } from '~/lib/phone.server';
import { FILE_TOO_LARGE, parseUploads } from '~/lib/uploads.server';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importRowSchema, isoFromDayFirst } from '~/lib/validation/fleet.server';

/** The API's field names → the template's column names. */
const COLUMN_OF: Record<string, string> = {
  fname: 'first_name',
  lname: 'last_name',
  phone: 'phone',
  email: 'email',
  dob: 'date_of_birth',
  address: 'address',
  licence_number: 'licence_number',
  licence_class: 'licence_class',
  licence_expiry: 'licence_expiry',
  lasdri_number: 'lasdri_number',
  lasdri_expiry: 'lasdri_expiry',
};
const OPTIONAL_COLUMNS = ['email', 'lasdri_number', 'lasdri_expiry'];

export type ImportProblem = { row: number; column: string; message: string };
export type ImportReport = { stage: 'checked' | 'refused'; importId: string | null; valid: number; total: number; problems: ImportProblem[]; message?: string };

const refused = (message: string): ImportReport => ({ stage: 'refused', importId: null, valid: 0, total: 0, problems: [], message });

/** Check the uploaded CSV of `request` for `partnerId`; never throws on bad input (a report says why). */
export async function checkImport(request: Request, api: Upstream, partnerId: number): Promise<ImportReport> {
  const { files, fileErrors } = await parseUploads(request, ['file'], IMPORT_MAX_BYTES, { csv: true });
  if (fileErrors.file) return refused(fileErrors.file === FILE_TOO_LARGE ? 'The file must be less than 1 MB' : fileErrors.file);
  let records: string[][];
  try {
    records = parse(await files.file.text(), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    return refused('This file could not be read as CSV. Save it from your spreadsheet as "CSV UTF-8" and try again.');
  }
  const [header, ...rows] = records;
  if (!header) return refused('The file is empty.');
  const names = header.map((h) => h.toLowerCase());
  const missing = IMPORT_COLUMNS.filter((c) => !names.includes(c) && !OPTIONAL_COLUMNS.includes(c));
  if (missing.length) return refused(`The header row is not the template's: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Download the template and copy your rows into it.`);
  if (rows.length === 0) return refused('The file has a header but no drivers.');
  if (rows.length > IMPORT_MAX_ROWS) return refused(`The file has ${rows.length} rows; at most ${IMPORT_MAX_ROWS} can be imported at once.`);
  const value = (row: string[], name: string) => (names.indexOf(name) >= 0 ? (row[names.indexOf(name)] ?? '').trim() : '');
  const problems: ImportProblem[] = [];
  const optional = (name: string, v: string) => (v ? { [name]: v } : {});
  const firstRowOf = new Map<string, number>();
  const checked = rows.map((row, i) => {
    const phone = value(row, 'phone');
    const normal = phone ? e164(phone, DEFAULT_COUNTRY.code) : null;
    const candidate = {
      fname: value(row, 'first_name'),
      lname: value(row, 'last_name'),
      phone: normal ?? phone,
      ...optional('email', value(row, 'email')),
      dob: isoFromDayFirst(value(row, 'date_of_birth')),
      address: value(row, 'address'),
      licence_number: value(row, 'licence_number'),
      licence_class: value(row, 'licence_class').toUpperCase(),
      ...optional('licence_expiry', isoFromDayFirst(value(row, 'licence_expiry'))),
      ...optional('lasdri_number', value(row, 'lasdri_number')),
      ...optional('lasdri_expiry', isoFromDayFirst(value(row, 'lasdri_expiry'))),
    };
    const parsed = importRowSchema.safeParse(candidate);
    if (parsed.success) {
      const twin = firstRowOf.get(parsed.data.phone);
      if (twin !== undefined) {
        problems.push({ row: i + 2, column: 'phone', message: `Same phone number as row ${twin}` });
        return { row: i + 2, value: null };
      }
      firstRowOf.set(parsed.data.phone, i + 2);
      return { row: i + 2, value: parsed.data };
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0] ?? 'row');
      if (seen.has(column)) continue;
      seen.add(column);
      problems.push({ row: i + 2, column, message: column === 'phone' && phone ? 'Not a valid Nigerian phone number' : issue.message });
    }
    return { row: i + 2, value: null };
  });
  const valid = checked.flatMap((c) => (c.value ? [{ row: c.row, value: c.value }] : []));
  let result: { import_id?: string | null; rows?: { row: number; errors: { field: string; message: string }[] }[] } = {};
  if (valid.length) {
    try {
      result = await api.drivers.importRows(partnerId, { rows: valid.map((c) => c.value) });
    } catch (error) {
      if (isUpstreamError(error)) return refused(error.message);
      throw error;
    }
  }
  // The API numbers the rows it was sent from 1; map them back to the file's rows.
  for (const r of result.rows ?? []) {
    const fileRow = valid[r.row - 1]?.row;
    if (fileRow === undefined) continue;
    for (const e of r.errors) {
      const column = COLUMN_OF[e.field] ?? e.field;
      if (!problems.some((p) => p.row === fileRow && p.column === column)) problems.push({ row: fileRow, column, message: e.message });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  const badRows = new Set(problems.map((p) => p.row));
  return { stage: 'checked', importId: badRows.size === rows.length ? null : (result.import_id ?? null), valid: rows.length - badRows.size, total: rows.length, problems };
}
