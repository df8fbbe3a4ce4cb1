/**
 * Conform's reply as the browser reads it (issue 22 §4): the shape every action answers, and the
 * one reader of it. Kept apart from the form hook so a page that only reads a reply (a select, a
 * radio group, a few intents) does not ship the hook.
 */

/** Conform's reply (`submission.reply()`), the one shape every action answers. */
export type SubmissionResult = {
  status?: 'success' | 'error';
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
  state?: unknown;
};

/** `result` when it is Conform's reply (for `intent`, told by field `key`), else undefined. */
export function asResult(result: unknown, intent: string | undefined, key = 'intent'): SubmissionResult | undefined {
  if (!result || typeof result !== 'object' || !('status' in result || 'initialValue' in result || 'error' in result)) return undefined;
  const reply = result as SubmissionResult;
  if (intent && reply.initialValue?.[key] !== intent) return undefined;
  return reply;
}

/** An echoed value as a field takes it: a string, a list of strings, or undefined. */
export const asValue = (v: unknown): string | string[] | undefined => (typeof v === 'string' ? v : Array.isArray(v) ? v.map(String) : typeof v === 'number' ? String(v) : undefined);

/** An action's reply as a page reads it (see `readReply`). */
export type ReplyReader = {
  /** Whether there is a reply (for this intent): the echoed values replace the saved ones. */
  replied: boolean;
  /** The form's own errors (the API's message), or undefined. */
  formErrors: string[] | undefined;
  /** The first error of field `name` ('' is the form). */
  error: (name: string) => string | undefined;
  /** All errors of field `name`, or undefined. */
  errors: (name: string) => string[] | undefined;
  /** The value the user sent for `name`, echoed back (a list for repeated fields). */
  value: (name: string) => string | string[] | undefined;
};

const NO_REPLY: ReplyReader = { replied: false, formErrors: undefined, error: () => undefined, errors: () => undefined, value: () => undefined };

/**
 * The one reader of Conform's reply outside `useAppForm` (issue 22 §4): pages with several small
 * forms (an intent each), radio groups and selects the hook does not draw read their errors and
 * echoed values here, never Conform's keys by hand. A reply for another `intent` (or none) reads
 * as empty. `key` names the field that tells the forms apart (`intent`, or a document's `type`).
 */
export function readReply(lastResult: unknown, intent?: string, key = 'intent'): ReplyReader {
  const reply = asResult(lastResult, intent, key);
  if (!reply) return NO_REPLY;
  const errors = reply.error ?? {};
  return {
    replied: true,
    formErrors: errors[''] ?? undefined,
    error: (name) => errors[name]?.[0] ?? undefined,
    errors: (name) => errors[name] ?? undefined,
    value: (name) => asValue(reply.initialValue?.[name]),
  };
}
