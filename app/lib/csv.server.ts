/**
 * CSV exports streamed from the server (issues 10–12): UTF-8 with a byte-order mark (so Excel
 * reads naira signs and accents), a header row, ISO dates, RFC 4180 quoting by csv-stringify.
 * Rows are pulled from an async source page by page while the response is sent, so memory does
 * not grow with the file.
 */
import { stringify } from 'csv-stringify/sync';

export const BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/** One CSV line (with its line break) for `values`. */
export const csvLine = (values: readonly CsvValue[]) => stringify([values.map((v) => (v === null || v === undefined ? '' : v))], { quoted_match: /\r/ });

/** `name_2026-11-22.csv`, or `name_2026-11-01_2026-11-30.csv` for a period. */
export const csvFilename = (name: string, ...dates: string[]) => `${[name, ...dates].join('_')}.csv`;

/**
 * A streamed CSV download of `header` then every row `rows` yields.
 * `signal` stops pulling pages when the browser goes away.
 */
export function csvResponse(filename: string, header: readonly string[], rows: AsyncIterable<readonly CsvValue[]>, signal?: AbortSignal): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(header)));
        return;
      }
      if (signal?.aborted) {
        await iterator.return?.();
        controller.close();
        return;
      }
      // Send a batch of rows per pull: fewer, larger chunks.
      let chunk = '';
      for (let i = 0; i < 200; i++) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
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
      'X-Content-Type-Options': 'nosniff',
    },
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
