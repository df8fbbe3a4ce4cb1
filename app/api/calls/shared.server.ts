/**
 * What the API's call modules share (app/api/calls/*): the client's `call` and its options;
 * the answers' schemas live in contract/operations.ts. Types only.
 */
import type { z } from 'zod';

/** A request body as the contract takes it. */
export type Body<T extends z.ZodTypeAny> = z.input<T>;

/** One call's options (app/api/client.server.ts `call`). */
export type CallOptions<S extends z.ZodTypeAny> = {
  schema: S;
  body?: unknown;
  /** The query string (typed per call by contract/queries.ts); undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** A multipart body, sent as is. */
  form?: FormData;
  /** More request headers (a document link's token, issue 43: never in a URL the API logs). */
  headers?: Record<string, string>;
  /**
   * A read sent as POST (a link's token in the body, never in a URL): it carries no
   * `Idempotency-Key`, so a page read again after a form (a reload re-sends the form) reads what
   * is now, not the answer kept for the form's first sending.
   */
  read?: true;
};

/** The client's call: `method` on `path` with `options`, the reply parsed by `options.schema`. */
export type Call = <S extends z.ZodTypeAny>(method: string, path: string, options: CallOptions<S>) => Promise<z.infer<S>>;
