/**
 * Checking a driver import (issues 10 and 21 §2). The file is read as the spreadsheets that
 * partners use write it: UTF-8 with or without a byte-order mark, CRLF or LF, commas or
 * semicolons between cells (Excel in many locales), quoted cells with commas inside. The header
 * must be the template's; at most 500 rows and 1 MB. Each row is checked with the add-driver
 * form's own schema (`driverSchema`, one schema for both), after:
 * - a Nigerian phone in any usual form (0803…, +234 803…, 234803…, 803…) is read as national;
 * - a day-first date (14-03-1990, as the form shows dates, or 14/03/1990) is read as ISO, and
 *   must be a real day;
 * - an optional vehicle plate (issue 42 §7) is written as ABC-123XY; the API judges the pair with
 *   the assignment's rule and the commit assigns the driver to it.
 * The rows that pass go to the API's dry run, which checks what only it knows (a phone already
 * used). The import is all or nothing: unless every row is valid nothing is staged, and the
 * report lists each problem by spreadsheet row (the header is row 1), column and the form's
 * message; each row is shown as it will be saved (the phone in its +234 form, the vehicle), and a
 * row without a vehicle is said to have its licence class checked at assignment.
 */
import { parse } from 'csv-parse/sync';
import type { AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { driverBody } from '~/server/fleet.server';
import { FILE_TOO_LARGE, parseUploads } from '~/server/uploads.server';
import { LICENCE_CLASSES } from '~contract/licence-classes';
import type { Said } from '~contract/core';
import { displayPhone } from '~/server/phone.server';
import { normalizePlate, PLATE_PATTERN } from '~/domain/fleet';
import { driverSchema, IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, isoFromDayFirst } from '~/server/validation/fleet.server';

/** The form's (and API's) field names → the template's column names. */
const COLUMN_OF: Record<string, string> = {
  fname: 'first_name',
  lname: 'last_name',
  phone: 'phone',
  country: 'phone',
  email: 'email',
  dob: 'date_of_birth',
  address: 'address',
  licence_number: 'licence_number',
  licence_class: 'licence_class',
  licence_expiry: 'licence_expiry',
  lasdri_number: 'lasdri_number',
  lasdri_expiry: 'lasdri_expiry',
  vehicle_plate: 'vehicle_plate',
};
/** Columns a file may leave out (a partner outside Lagos has no LASDRI cards). */
const OPTIONAL_COLUMNS = ['email', 'lasdri_number', 'lasdri_expiry', 'vehicle_plate'];

const DATE_COLUMNS = new Set(['date_of_birth', 'licence_expiry', 'lasdri_expiry']);

/**
 * What an import row's refused cell gets (issue 32 §7): the form's message where it fits a
 * spreadsheet, else one that names the cell's value and the form it must take. The form's "Please
 * enter the date of birth" for a cell holding "31-02-1990" or "14 March 1990" said it was empty,
 * and "Please choose the licence class" for "Z" spoke of a list the file does not have.
 * @param column the file's column name; `raw` the cell as written; `message` the form's message.
 */
export function importCellMessage(column: string, raw: string, message: string): Said {
  const cell = raw.trim();
  if (!cell) return { text: message };
  const shown = cell.length > 30 ? `${cell.slice(0, 30)}…` : cell;
  if (DATE_COLUMNS.has(column) && /^Please (enter|select)/.test(message)) return { text: '“{{cell}}” is not a date: write it as DD-MM-YYYY, like 14-03-1990', values: { cell: shown } };
  if (column === 'licence_class') return { text: '“{{cell}}” is not a licence class: use one of {{classes}}', values: { cell: shown, classes: LICENCE_CLASSES.map((c) => c.code).join(', ') } };
  return { text: message };
}

/** A problem of a row: its sentences with their values (issue 51 §1), said in the reader's words; English in `message`. */
export type ImportProblem = { row: number; column: string; words: Said[] };
/** A row as it will be saved: the driver's name, the phone in its international form, the vehicle (a plate) or null. */
export type ImportRow = { row: number; name: string; phone: string; vehicle: string | null; ok: boolean };
export type ImportReport = {
  stage: 'checked' | 'refused';
  importId: string | null;
  valid: number;
  total: number;
  problems: ImportProblem[];
  /** Every row of the file, as read (issue 42 §7). */
  rows: ImportRow[];
  /** Rows without a vehicle: their licence class is checked when they are assigned. */
  withoutVehicle: number;
  /** Why the whole file was refused: an English sentence (a `messages` key) and its values, said in the reader's words. */
  message?: string;
  values?: Record<string, string>;
};

const refused = (message: string, values?: Record<string, string>): ImportReport => ({
  stage: 'refused',
  importId: null,
  valid: 0,
  total: 0,
  problems: [],
  rows: [],
  withoutVehicle: 0,
  message,
  ...(values ? { values } : {}),
});

/**
 * A Nigerian number as typed in a spreadsheet, in its national form ('08031234567') for the
 * form's phone rule: spaces, dashes, dots and brackets are dropped; +234…, 234… and the ten
 * digits without the leading 0 are read as Nigerian. Anything else is returned as typed (the
 * rule then refuses it with the form's message).
 */
export function nationalPhone(raw: string): string {
  const compact = raw.replace(/[\s().-]/g, '');
  if (/^\+?234\d{10}$/.test(compact)) return `0${compact.replace(/^\+?234/, '')}`;
  if (/^[789]\d{9}$/.test(compact)) return `0${compact}`;
  return compact;
}

/** The cells of a CSV text, with `;` as the separator when the header uses it (Excel in many locales). */
export function readCsv(text: string): string[][] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  return parse(text, { bom: true, delimiter, skip_empty_lines: true, relax_column_count: true, trim: true });
}

/** Check the uploaded CSV of `request` for `partnerId` (working in Lagos or not); never throws on bad input (a report says why). */
export async function checkImport(request: Request, context: AppLoadContext, api: Upstream, partnerId: number, lagos: boolean): Promise<ImportReport> {
  const { files, fileErrors } = await parseUploads(request, context, ['file'], IMPORT_MAX_BYTES, { csv: true });
  if (fileErrors.file) return refused(fileErrors.file === FILE_TOO_LARGE ? 'The file must be less than 1 MB' : fileErrors.file);
  let records: string[][];
  try {
    records = readCsv(await files.file.text());
  } catch {
    return refused('This file could not be read as CSV. Save it from your spreadsheet as "CSV UTF-8" and try again.');
  }
  // The template's line of titles in the reader's words (ADR 0040) may stand above the header: the header is the first of the two lines naming the template's first column.
  const headerAt = records.slice(0, 2).findIndex((r) => r.some((h) => h.toLowerCase().trim() === IMPORT_COLUMNS[0]));
  const skipped = Math.max(0, headerAt);
  const [header, ...rows] = records.slice(skipped);
  // A row's number is its line in the file, as a spreadsheet numbers it: the header's line + 1 onward.
  const firstDataLine = skipped + 2;
  if (!header) return refused('The file is empty.');
  const names = header.map((h) => h.toLowerCase().trim());
  const missing = IMPORT_COLUMNS.filter((c) => !names.includes(c) && !(OPTIONAL_COLUMNS.includes(c) && !(lagos && c.startsWith('lasdri'))));
  // The count picks the sentence's plural form ('is'/'are' missing) in the catalogues.
  if (missing.length)
    return refused("The header row is not the template's: {{columns}} are missing. Download the template and copy your rows into it.", { columns: missing.join(', '), count: String(missing.length) });
  if (rows.length === 0) return refused('The file has a header but no drivers.');
  if (rows.length > IMPORT_MAX_ROWS) return refused('The file has {{rows}} rows; at most {{max}} can be imported at once.', { rows: String(rows.length), max: String(IMPORT_MAX_ROWS) });
  const value = (row: string[], name: string) => (names.indexOf(name) >= 0 ? (row[names.indexOf(name)] ?? '').trim() : '');
  const schema = driverSchema({ lagos, editing: false });
  const problems: ImportProblem[] = [];
  const firstRowOf = new Map<string, number>();
  const shown: ImportRow[] = rows.map((row, i) => {
    const cell = value(row, 'vehicle_plate');
    const phone = nationalPhone(value(row, 'phone'));
    return {
      row: i + firstDataLine,
      name: `${value(row, 'first_name')} ${value(row, 'last_name')}`.trim(),
      phone: displayPhone(phone) || phone,
      vehicle: cell ? normalizePlate(cell) : null,
      ok: true,
    };
  });
  const checked = rows.map((row, i) => {
    const fileRow = i + firstDataLine;
    const candidate = {
      fname: value(row, 'first_name'),
      lname: value(row, 'last_name'),
      country: DEFAULT_COUNTRY.code,
      phone: nationalPhone(value(row, 'phone')),
      email: value(row, 'email'),
      dob: isoFromDayFirst(value(row, 'date_of_birth')),
      address: value(row, 'address'),
      licence_number: value(row, 'licence_number'),
      licence_class: value(row, 'licence_class').toUpperCase(),
      licence_expiry: isoFromDayFirst(value(row, 'licence_expiry')),
      ...(value(row, 'lasdri_number') || lagos ? { lasdri_number: value(row, 'lasdri_number') } : {}),
      ...(value(row, 'lasdri_expiry') || lagos ? { lasdri_expiry: isoFromDayFirst(value(row, 'lasdri_expiry')) } : {}),
    };
    const plateCell = value(row, 'vehicle_plate');
    const plate = plateCell ? normalizePlate(plateCell) : null;
    const plateProblem: Said | null = plate && !PLATE_PATTERN.test(plate) ? { text: '“{{cell}}” is not a plate: write it as ABC-123XY', values: { cell: plateCell.slice(0, 30) } } : null;
    const parsed = schema.safeParse(candidate);
    if (plateProblem) problems.push({ row: fileRow, column: 'vehicle_plate', words: [plateProblem] });
    if (!parsed.success || plateProblem) {
      const seen = new Set<string>();
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const column = COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0] ?? 'row');
        if (seen.has(column)) continue;
        seen.add(column);
        problems.push({ row: fileRow, column, words: [importCellMessage(column, value(row, column), issue.message)] });
      }
      return { row: fileRow, body: null };
    }
    const body = {
      ...driverBody(parsed.data, {}),
      licence_expiry: parsed.data.licence_expiry,
      ...(parsed.data.lasdri_number ? { lasdri_number: parsed.data.lasdri_number, lasdri_expiry: parsed.data.lasdri_expiry } : {}),
      ...(plate ? { vehicle_plate: plate } : {}),
    };
    const twin = firstRowOf.get(body.phone);
    if (twin !== undefined) {
      problems.push({ row: fileRow, column: 'phone', words: [{ text: 'Same phone number as row {{row}}', values: { row: String(twin) } }] });
      return { row: fileRow, body: null };
    }
    firstRowOf.set(body.phone, fileRow);
    return { row: fileRow, body };
  });
  const valid = checked.flatMap((c) => (c.body ? [{ row: c.row, body: c.body }] : []));
  let result: { import_id?: string | null; rows?: { row: number; errors: { field: string; message: string; words?: Said[] }[] }[] } = {};
  if (valid.length) {
    try {
      result = await api.drivers.importRows(partnerId, { rows: valid.map((c) => c.body) });
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
      if (!problems.some((p) => p.row === fileRow && p.column === column)) problems.push({ row: fileRow, column, words: e.words ?? [{ text: e.message }] });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  const badRows = new Set(problems.map((p) => p.row));
  // All or nothing: an import id only when every row of the file passed both checks.
  return {
    stage: 'checked',
    importId: badRows.size === 0 ? (result.import_id ?? null) : null,
    valid: rows.length - badRows.size,
    total: rows.length,
    problems,
    rows: shown.map((r) => ({ ...r, ok: !badRows.has(r.row) })),
    withoutVehicle: shown.filter((r) => !r.vehicle).length,
  };
}
