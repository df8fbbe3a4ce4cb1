/**
 * Errors of upstream calls. `UpstreamError` carries the server's message (or the spec's
 * fallback), its HTTP status and code, and any field errors, for a toast or the form.
 */
import { FALLBACK_ERROR } from '~/domain/constants';

export class UpstreamError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code?: string,
    public readonly fieldErrors: Record<string, string[]> = {},
    /** The call that was refused (contract/operations.ts), when known: a missing feature is told by it (issue 72 §3). */
    public readonly operation?: string,
  ) {
    super(message || FALLBACK_ERROR);
    this.name = 'UpstreamError';
  }

  /** True when the upstream says the item already exists (spec section 7). */
  get alreadyExists(): boolean {
    return this.code === 'ItemAlreadyExist';
  }
}

export const isUpstreamError = (e: unknown): e is UpstreamError => e instanceof UpstreamError;

/** The message to show for any caught error: an upstream message, or the fallback. */
export function errorMessage(error: unknown): string {
  return isUpstreamError(error) ? error.message : FALLBACK_ERROR;
}
