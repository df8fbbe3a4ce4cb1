/**
 * A pdfkit document as a byte stream that draws only while its reader keeps up (issue 68 §5).
 *
 * pdfkit writes as it is drawn; a long PDF (a 100,000-trip payslip, a 2,500-driver pay run) drawn
 * ahead of a slow phone would sit whole in the server's memory. `draw` gets `room()`, which
 * resolves once the stream's queue (256 KB) has room again — true to go on, false when the reader
 * went away (then draw should stop pulling rows and end). A throw from `draw` ends the stream with
 * that error. The HTTP side honours the socket's backpressure (patches/@remix-run+node+2.17.5.patch),
 * so the queue fills only as fast as the phone reads.
 *
 * @param doc a fresh PDFDocument (nothing drawn yet).
 * @param draw draws the document and calls `doc.end()`; awaits `room()` every so many rows.
 * @returns the PDF's bytes as they are written.
 */
import { metrics } from '~/server/metrics.server';
export function pdfStream(doc: PDFKit.PDFDocument, draw: (room: () => Promise<boolean>) => Promise<void>): ReadableStream<Uint8Array> {
  let wake: (() => void) | null = null;
  let cancelled = false;
  const woken = () => {
    wake?.();
    wake = null;
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // Bytes drawn, for the operator's metrics (issue 71 §1): counted when the document is whole.
        let sent = 0;
        doc.on('data', (c: Buffer) => {
          sent += c.byteLength;
          if (!cancelled) controller.enqueue(new Uint8Array(c));
        });
        doc.on('end', () => {
          if (cancelled) return;
          controller.close();
          metrics.exported('pdf', sent);
        });
        doc.on('error', (error: Error) => {
          if (!cancelled) controller.error(error);
        });
        const room = async () => {
          // pdfkit hands its bytes over on a later tick: let them reach the queue before it is read.
          await new Promise((done) => setImmediate(done));
          return new Promise<boolean>((resolve) => ((controller.desiredSize ?? 1) > 0 || cancelled ? resolve(!cancelled) : (wake = () => resolve(!cancelled))));
        };
        void draw(room).catch((error: unknown) => doc.emit('error', error));
      },
      pull: woken,
      cancel() {
        cancelled = true;
        woken();
      },
    },
    { highWaterMark: 256 * 1024, size: (chunk) => chunk.byteLength },
  );
}
