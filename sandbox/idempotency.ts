/**
 * Idempotent writes in the API (issue 33 §1; IETF draft-ietf-httpapi-idempotency-key-header),
 * as the marketplace's API would keep them: an Express middleware for POST, PUT, PATCH and DELETE
 * requests that carry an `Idempotency-Key` header.
 * - The first request with a key runs, and its response (status and body) is stored with the key
 *   and a hash of the request (method, path, body), per user (the bearer token's; 'anon' without
 *   one), for 24 hours (`idempotency_keys`).
 * - A repeat with the same key and the same request gets the stored response again, with
 *   `Idempotent-Replayed: true`, and writes nothing.
 * - The same key with another request: 422 `IdempotencyKeyReused`.
 * - A repeat while the first is still running: 409 `IdempotencyKeyInUse` (the client may retry).
 * - A first request that failed on the server (5xx) leaves no key: a retry runs again.
 */
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { authenticate } from './http.js';

/** How long a key and its response are kept, in ms. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** The header's value: printable, at most 200 characters. */
const KEY_FORM = /^[\x21-\x7e]{1,200}$/;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls whose answer is a sign-in token: never kept at rest (they are limited by the portal's guess limits instead). */
const NOT_KEPT = ['/v1/login', '/v1/otp-login', '/v1/users', '/v1/password', '/v1/logout'];

/** Whose keys: the bearer token's user, or 'anon' for calls without a user (sign-in, a pass scan). */
function scopeOf(db: Db, req: Request): string {
  try {
    return `user:${authenticate(db, req.get('authorization')).user.id}`;
  } catch {
    return 'anon';
  }
}

/** The request a key stands for: method, path with query, and body (JSON as sent; any other body by its type and length). */
function requestHash(req: Request): string {
  const type = req.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? JSON.stringify(req.body ?? null) : `${type.split(';')[0]}|${req.get('content-length') ?? ''}`;
  return createHash('sha256').update(`${req.method} ${req.originalUrl}\n${body}`).digest('hex');
}

export function idempotency(db: Db) {
  let sweptAt = 0;
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    if (!key || !WRITES.has(req.method) || (NOT_KEPT.some((p) => req.path === p || req.path.startsWith(`${p}/`)) && !req.path.includes('/partner'))) return next();
    if (!KEY_FORM.test(key)) return res.status(400).json({ message: 'The Idempotency-Key header is not valid', code: 'IdempotencyKeyInvalid' });
    const now = Date.now();
    if (now - sweptAt > 60_000) {
      sweptAt = now;
      db.delete(s.idempotencyKeys)
        .where(lt(s.idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS).toISOString()))
        .run();
    }
    const scope = scopeOf(db, req);
    const hash = requestHash(req);
    const where = and(eq(s.idempotencyKeys.scope, scope), eq(s.idempotencyKeys.key, key));
    const claimed = db
      .insert(s.idempotencyKeys)
      .values({ scope, key, requestHash: hash, state: 'running', createdAt: new Date(now).toISOString() })
      .onConflictDoNothing()
      .returning()
      .all();
    if (!claimed.length) {
      const kept = db.select().from(s.idempotencyKeys).where(where).get();
      if (!kept) return res.status(409).json({ message: 'A request with this key is still being processed', code: 'IdempotencyKeyInUse' });
      if (kept.requestHash !== hash) return res.status(422).json({ message: 'This Idempotency-Key was used for another request', code: 'IdempotencyKeyReused' });
      if (kept.state === 'running') return res.status(409).json({ message: 'A request with this key is still being processed', code: 'IdempotencyKeyInUse' });
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(kept.status ?? 200);
      if (kept.body === null) return res.end();
      return res.type('application/json').send(kept.body);
    }
    // Keep what the first request answers.
    let body: string | null = null;
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      body = JSON.stringify(value);
      return json(value);
    };
    res.on('finish', () => {
      if (res.statusCode >= 500) db.delete(s.idempotencyKeys).where(where).run();
      else db.update(s.idempotencyKeys).set({ state: 'done', status: res.statusCode, body }).where(where).run();
    });
    res.on('close', () => {
      // The connection went before an answer: nothing was kept, a retry runs again.
      if (!res.writableFinished)
        db.delete(s.idempotencyKeys)
          .where(and(where, eq(s.idempotencyKeys.state, 'running')))
          .run();
    });
    next();
  };
}
