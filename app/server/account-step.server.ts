/**
 * The settlement account being added, between /add-account's steps (issue 40 §8): a bank account
 * number never appears in a URL (proxies, logs and the browser's history keep URLs). Step 2 is
 * still a URL state, so a refresh keeps it, but the URL carries `?account=<sealed>`: the bank and
 * the number sealed with AES-256-GCM under the session secret (seal.server.ts), bound to the
 * user who typed them and good for ACCOUNT_STEP_MS.
 */
import { config } from '~/server/config.server';
import { open, seal } from '~/server/seal.server';

/** The query parameter of the sealed account. */
export const ACCOUNT_PARAM = 'account';
/** How long a sealed account opens: 30 minutes, in ms. */
export const ACCOUNT_STEP_MS = 30 * 60 * 1000;

type Sealed = { b: string; n: string; u: number; e: number };

/** `account` sealed for `userId`; `now` in ms since epoch. */
export function sealAccount(account: { bank_code: string; account_number: string }, userId: number, now = Date.now()): string {
  return seal({ b: account.bank_code, n: account.account_number, u: userId, e: now + ACCOUNT_STEP_MS } satisfies Sealed, config().SESSION_SECRETS[0]);
}

/** The account sealed in `value` for `userId`, or null (missing, tampered with, another user's, expired). Never throws. */
export function openAccount(value: string | null, userId: number, now = Date.now()): { bank_code: string; account_number: string } | null {
  const sealed = open<Sealed>(value, config().SESSION_SECRETS);
  if (!sealed || sealed.u !== userId || !(now < sealed.e) || typeof sealed.b !== 'string' || typeof sealed.n !== 'string') return null;
  return { bank_code: sealed.b, account_number: sealed.n };
}
