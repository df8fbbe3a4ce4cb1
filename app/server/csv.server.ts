/**
 * CSV exports streamed from the server (issues 10–12): UTF-8 with a byte-order mark (so Excel
 * reads naira signs and accents), a header row, ISO dates, RFC 4180 quoting by csv-stringify.
 * Rows are pulled from an async source page by page while the response is sent, so memory does
 * not grow with the file.
 */
import { stringify } from 'csv-stringify/sync';
import { isUpstreamError } from '~/api/errors';
import { plainPage } from '~/server/http-guards.server';
import { columnTitles } from '~/domain/csv-words';
import { sayOf, wordsFor } from '~/server/i18n.server';
import { metrics } from '~/server/metrics.server';

export const BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/** A plain number as the exports write amounts, counts and phones: 12500.00, -2500.50, 42, +2348031234567. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula (OWASP, CSV injection: it starts with =, +, -, @,
 * a tab or a carriage return) gets a leading apostrophe, so it shows as text. Plain numbers are
 * left alone: a refund of -2500.50 stays a number, a phone +2348031234567 stays as written. csv-stringify's own `escape_formulas` cannot
 * tell an amount written as text from a formula, so this is done here (issue 20 §4).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** One CSV line (with its line break) for `values`; text cells are neutralised. */
export const csvLine = (values: readonly CsvValue[], quoted: RegExp = /\r/) =>
  stringify([values.map((v) => (v === null || v === undefined ? '' : typeof v === 'string' ? neutralise(v) : v))], { quoted_match: quoted });

/** `name_2026-11-22.csv`, or `name_2026-11-01_2026-11-30.csv` for a period. */
export const csvFilename = (name: string, ...dates: string[]) => `${[name, ...dates].join('_')}.csv`;

/** The last line of a file whose rows stopped coming (issue 20 §4). */
export const INCOMPLETE_LINE = 'This file is incomplete: the export stopped before the end. Please download it again.';

/**
 * The line of column titles in the reader's words over an export's English header (issue 44 §2,
 * ADR 0040), or null for an English reader. `user`: the signed-in person (their saved language).
 */
export function csvTitles(request: Request, user: { language?: string | null } | null | undefined, columns: readonly string[]): string[] | null {
  const words = wordsFor(request, user);
  return columnTitles(columns, sayOf(words, 'lists'), words.language);
}

/**
 * A streamed CSV download of `header` then every row `rows` yields; `titles` (a reader of another
 * language than English: `csvTitles`) go on a line of their own above the header. The first row (so the first
 * page of data) is read before anything is sent: if it fails, the answer is a short readable
 * page with the API's message and a link to `back` (never a 200 that breaks off). A failure
 * later in the stream ends the file with INCOMPLETE_LINE. `signal` stops pulling pages when
 * the browser goes away.
 * @throws a Response the first read throws (a redirect to login, the unavailable page).
 */
export async function csvResponse(
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
  {
    signal,
    back = '/',
    titles = null,
    bom = true,
    quoted,
  }: {
    signal?: AbortSignal;
    back?: string;
    titles?: readonly string[] | null;
    /** The byte-order mark Excel reads UTF-8 by; a bank's upload wants the column names first, without it. */
    bom?: boolean;
    /** Values quoted beside those with a line break (a bank file's account numbers, kept as text). */
    quoted?: RegExp;
  } = {},
): Promise<Response> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let first: IteratorResult<readonly CsvValue[]>;
  try {
    first = await iterator.next();
  } catch (error) {
    return exportFailed(error, back);
  }
  let pending: IteratorResult<readonly CsvValue[]> | null = first;
  // Bytes sent, for the operator's metrics (issue 71 §1): counted when the file is whole.
  let sent = 0;
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
    const bytes = encoder.encode(text);
    sent += bytes.byteLength;
    controller.enqueue(bytes);
  };
  const close = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    controller.close();
    metrics.exported('csv', sent);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send(controller, (bom ? BOM : '') + (titles ? csvLine(titles) : '') + csvLine(header));
    },
    async pull(controller) {
      if (signal?.aborted) {
        await iterator.return?.();
        controller.close();
        return;
      }
      // Send a batch of rows per pull: fewer, larger chunks.
      let chunk = '';
      try {
        for (let i = 0; i < 200; i++) {
          const next = pending ?? (await iterator.next());
          pending = null;
          if (next.done) {
            if (chunk) send(controller, chunk);
            close(controller);
            return;
          }
          chunk += csvLine(next.value, quoted);
        }
      } catch {
        send(controller, chunk + csvLine([INCOMPLETE_LINE]));
        close(controller);
        return;
      }
      send(controller, chunk);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/**
 * The page of an export that failed before its first row: the API's refusal (4xx) in its own
 * words; an outage (the client's unavailable page, a 5xx) as 503. A redirect (the session
 * ended) is thrown on.
 */
async function exportFailed(error: unknown, back: string): Promise<Response> {
  if (error instanceof Response && error.status < 400) throw error;
  if (!(error instanceof Response) && !isUpstreamError(error)) throw error;
  const status = isUpstreamError(error) && error.status < 500 ? error.status : 503;
  const message = isUpstreamError(error) && status < 500 ? error.message : 'The marketplace did not answer. Please try the download again in a moment.';
  return new Response(plainPage('The download could not be made', message, { href: back, label: 'Back' }), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

/** Every item of a paged list: `load(page)` until a page comes back short. */
export async function* pages<T>(load: (page: number) => Promise<{ data: T[]; metadata: { total: number } }>, perPage: number): AsyncGenerator<T> {
  for (let page = 1; ; page++) {
    const { data, metadata } = await load(page);
    for (const item of data) yield item;
    if (data.length < perPage || page * perPage >= metadata.total) return;
  }
}

/**
 * Every item of a list paged by position (issue 20 §5): `load(after)` answers a page and the
 * position after it (`metadata.next`), null on the last page. Rows that join or leave the list
 * meanwhile (a trip completing during a download) never repeat or drop a row.
 */
export async function* cursorPages<T>(load: (after: string | undefined) => Promise<{ data: T[]; metadata: { next?: string | null } }>): AsyncGenerator<T> {
  let after: string | undefined;
  for (;;) {
    const { data, metadata } = await load(after);
    for (const item of data) yield item;
    if (!metadata.next || !data.length) return;
    after = metadata.next;
  }
}
