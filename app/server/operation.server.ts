/**
 * An upstream call named for metrics and traces (issues 71 §1–2), in a module of its own with no
 * side effects: server.ts's bundle names its spans with it without loading the metrics' registry.
 */

/**
 * A path's shape without its ids: `/v1/drivers/123/documents` → `/v1/drivers/:id/documents`. An id is
 * any segment with a digit but the version (`v1`): a number, a date, a plate, a uuid; or 16
 * characters or more with a capital (a token): the API's own path words are lower case
 * (`payout-account-changes`).
 */
export function operationOf(method: string, path: string): string {
  const bare = path.split('?')[0]!;
  const shape = bare
    .split('/')
    .map((part) => ((/\d/.test(part) && !/^v\d+$/.test(part)) || (part.length >= 16 && /[A-Z%]/.test(part)) ? ':id' : part))
    .join('/');
  return `${method.toUpperCase()} ${shape}`;
}

/** An upstream status (or `'error'` for no answer, `'timeout'` for none in time) as the outcome label. */
export function outcomeOf(status: number | 'error' | 'timeout'): string {
  if (status === 'error') return 'unreachable';
  if (status === 'timeout') return 'timeout';
  return status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'ok';
}
