/**
 * What one HTTP request of the portal carries through its loaders, actions and upstream calls
 * (issue 33 §1), in an AsyncLocalStorage entered by server.ts around the Remix handler
 * (`runInRequestScope`, exported by entry.server): the form's idempotency key.
 *
 * - `keyForm(formKey, entries)`: called by `readForm` and `parseUploads` with what was posted. The
 *   form's one-time key (`_key`, issued by the server into every form that writes:
 *   form-key.server.ts) and the submitted fields (files by their SHA-256) make the request's key: an identical resend (a
 *   double tap, a refresh, a retry after a timeout) has the same key; a form changed after going
 *   back has another.
 * - `upstreamKey(method, path)`: the `Idempotency-Key` of each write the action sends upstream:
 *   the request's key, the call and its order among calls to the same path, so an action that
 *   writes twice sends two keys, each the same on a replay.
 * Outside a scope (tests calling an action directly, a form without a key) nothing is sent.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { formDigest, type DigestEntry } from '~contract/forms';

type Scope = { formKey?: string; calls: Map<string, number> };
const storage = new AsyncLocalStorage<Scope>();

/** Run `fn` (the Remix handler for one request) with its own scope. */
export function runInRequestScope<T>(fn: () => T): T {
  return storage.run({ calls: new Map() }, fn);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Remember the request's key from the posted form: the digest of its `_key` and every other
 * field in order, files by their digest (`formDigest`, shared with the service worker, which
 * tells an identical resend from an edited form by it). A form without `_key` leaves none.
 */
export async function keyForm(formKey: unknown, entries: Iterable<DigestEntry>): Promise<void> {
  const scope = storage.getStore();
  if (!scope || typeof formKey !== 'string' || !formKey) return;
  scope.formKey = await formDigest(formKey, entries);
}

/** The `Idempotency-Key` of a write to `path`, or undefined outside a keyed form's request. */
export function upstreamKey(method: string, path: string): string | undefined {
  const scope = storage.getStore();
  if (!scope?.formKey) return undefined;
  const call = `${method} ${path}`;
  const n = (scope.calls.get(call) ?? 0) + 1;
  scope.calls.set(call, n);
  return sha256(`${scope.formKey}|${call}|${n}`).slice(0, 43);
}
