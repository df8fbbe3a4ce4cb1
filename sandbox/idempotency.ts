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
 * - A key is kept as soon as its handler answers, whether or not the client is still there to
 *   read it (a client that went away and retries gets the first answer, and nothing is written
 *   twice); a handler that never answers lets its key go after a minute.
 * - At most MAX_KEYS_PER_SCOPE live keys per user: the oldest answered ones go first (issue 40 §8).
 * - Multipart bodies are compared by their SHA-256, read while they arrive (`rawBody` then feeds
 *   the upload receiver), so two uploads of the same length are not the same request.
 */
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { authenticate } from './http.js';

/** How long a key and its response are kept, in ms. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** The header's value: printable, at most 200 characters. */
const KEY_FORM = /^[\x21-\x7e]{1,200}$/;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** At most this many live keys per user (or 'anon'); beyond it the oldest answered ones expire first. */
export const MAX_KEYS_PER_SCOPE = 1000;
/** The largest multipart body read for its digest (the portal's own limit, 26 MB). */
const MAX_MULTIPART_BYTES = 26 * 1024 * 1024;

/**
 * Calls whose answer is a sign-in token (or that end one): never kept at rest; they are limited by
 * the portal's guess limits instead. Exact paths: a password change by reset link is kept, so its
 * second submit says it was changed, not that the link is invalid.
 */
const NOT_KEPT = new Set(['/v1/login', '/v1/otp-login', '/v1/users', '/v1/logout']);
/** `PATCH /v1/otp-login/:reference` answers a token too. */
const NOT_KEPT_PATTERN = /^\/v1\/otp-login\/[^/]+$/;

/** Whose keys: the bearer token's user, or 'anon' for calls without a user (sign-in, a pass scan). */
function scopeOf(db: Db, req: Request): string {
  try {
    return `user:${authenticate(db, req.get('authorization')).user.id}`;
  } catch {
    return 'anon';
  }
}

/** A request whose body was read here for its digest: the bytes, for the handler to read again. */
export type WithRawBody = Request & { rawBody?: Buffer };

/**
 * The request a key stands for: method, path with query, and body (JSON as sent; multipart by
 * the SHA-256 of its bytes, without its boundary, which differs per send; anything else by its
 * type and length).
 */
function requestHash(req: WithRawBody): string {
  const type = req.get('content-type') ?? '';
  const body = type.startsWith('application/json')
    ? JSON.stringify(req.body ?? null)
    : req.rawBody
      ? `multipart|${createHash('sha256').update(withoutBoundary(req.rawBody, type)).digest('hex')}`
      : `${type.split(';')[0]}|${req.get('content-length') ?? ''}`;
  return createHash('sha256').update(`${req.method} ${req.originalUrl}\n${body}`).digest('hex');
}

/** The multipart body with its boundary string taken out (a resend of the same form has another). */
function withoutBoundary(body: Buffer, type: string): Buffer {
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  return boundary ? Buffer.from(body.toString('latin1').split(boundary).join(''), 'latin1') : body;
}

/** Read a multipart body whole (at most MAX_MULTIPART_BYTES) into `req.rawBody`; false when too large or broken. */
function readRawBody(req: WithRawBody): Promise<boolean> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_MULTIPART_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_MULTIPART_BYTES) return resolve(false);
      req.rawBody = Buffer.concat(chunks);
      resolve(true);
    });
    req.on('error', () => resolve(false));
  });
}

export function idempotency(db: Db) {
  let sweptAt = 0;
  return async (req: WithRawBody, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    if (!key || !WRITES.has(req.method) || NOT_KEPT.has(req.path) || NOT_KEPT_PATTERN.test(req.path)) return next();
    if (!KEY_FORM.test(key)) return res.status(400).json({ message: 'The Idempotency-Key header is not valid', code: 'IdempotencyKeyInvalid' });
    if ((req.get('content-type') ?? '').startsWith('multipart/form-data') && !(await readRawBody(req))) return res.status(413).json({ message: 'What you sent is too large', code: 'TooLarge' });
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
    if (claimed.length) {
      // The oldest answered keys of this user expire first beyond MAX_KEYS_PER_SCOPE.
      const live = (db.select({ n: count() }).from(s.idempotencyKeys).where(eq(s.idempotencyKeys.scope, scope)).get()?.n ?? 0) - MAX_KEYS_PER_SCOPE;
      if (live > 0) {
        const oldest = db
          .select({ id: s.idempotencyKeys.id })
          .from(s.idempotencyKeys)
          .where(and(eq(s.idempotencyKeys.scope, scope), eq(s.idempotencyKeys.state, 'done')))
          .orderBy(asc(s.idempotencyKeys.id))
          .limit(live)
          .all();
        if (oldest.length)
          db.delete(s.idempotencyKeys)
            .where(
              inArray(
                s.idempotencyKeys.id,
                oldest.map((o) => o.id),
              ),
            )
            .run();
      }
    } else {
      const kept = db.select().from(s.idempotencyKeys).where(where).get();
      if (!kept) return res.status(409).json({ message: 'A request with this key is still being processed', code: 'IdempotencyKeyInUse' });
      if (kept.requestHash !== hash) return res.status(422).json({ message: 'This Idempotency-Key was used for another request', code: 'IdempotencyKeyReused' });
      if (kept.state === 'running') return res.status(409).json({ message: 'A request with this key is still being processed', code: 'IdempotencyKeyInUse' });
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(kept.status ?? 200);
      if (kept.body === null) return res.end();
      return res.type('application/json').send(kept.body);
    }
    // Keep what the first request answers, the moment its handler answers: a client that went
    // away meanwhile gets it on its retry.
    let kept = false;
    const keep = (body: string | null) => {
      if (kept) return;
      kept = true;
      if (res.statusCode >= 500) db.delete(s.idempotencyKeys).where(where).run();
      else db.update(s.idempotencyKeys).set({ state: 'done', status: res.statusCode, body }).where(where).run();
    };
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      keep(JSON.stringify(value));
      return json(value);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      keep(null);
      return end(...args);
    }) as Response['end'];
    res.on('close', () => {
      // The client went away before the answer: the handler still runs and its answer is kept
      // (above). Only a handler that never answers lets its key go, after a minute.
      if (kept) return;
      setTimeout(() => {
        if (!kept)
          db.delete(s.idempotencyKeys)
            .where(and(where, eq(s.idempotencyKeys.state, 'running')))
            .run();
      }, 60_000).unref();
    });
    next();
  };
}
