/**
 * HTTP plumbing shared by the sandbox's routers: API-shaped errors (`{ message, code }`),
 * async handlers, zod validation (422 with field errors), bearer-token auth and partner access.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { and, eq, sql } from 'drizzle-orm';
import type { ZodTypeAny, z } from 'zod';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import * as queries from '../contract/queries.js';
import type { Said } from '../contract/core.js';

/**
 * An API error: its status, English message, stable code and field errors; `words`, the message as
 * sentences with their values (issue 51 §1), so the portal says it in its reader's language.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: string,
    public readonly errors?: Record<string, string[]>,
    public readonly words?: Said[],
  ) {
    super(message);
  }
}

/** A sentence in English: its placeholders filled, nested sentences said in English too. */
export const englishOf = ({ text, values = {} }: Said): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = values[k];
    return v === undefined ? '' : typeof v === 'string' ? v : englishOf(v);
  });

/** An ApiError whose message is `words` (sentences, said one after another with '; '), with its code and field errors in the same English. */
export const saidError = (status: number, code: string, words: Said[], field?: string) => {
  const message = words.map(englishOf).join('; ');
  return new ApiError(status, message, code, field ? { [field]: [message] } : undefined, words);
};

export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found`, 'NotFound');
export const forbidden = (message = 'You do not have permission to perform this action') => new ApiError(403, message, 'Forbidden');
export const alreadyExists = (message: string) => new ApiError(409, message, 'ItemAlreadyExist');
export const badRequest = (message: string, code = 'BadRequest') => new ApiError(400, message, code);

export type User = typeof s.users.$inferSelect;
export type Partner = typeof s.partners.$inferSelect;
export type AuthedRequest = Request & { user: User; token: string };

/** Wraps an async handler so a thrown error reaches the error middleware. */
export function h(fn: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
}

/** Parse `value` with `schema` or throw 422 `{ message, code: 'ValidationError', errors }`. */
export function validate<T extends ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  throw new ApiError(422, first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'Invalid input', 'ValidationError', errors);
}

/** The user behind the request's bearer token; 401 when missing, unknown or expired. */
/**
 * The statements every authenticated call runs (token, user, partner, membership), prepared
 * once per database: building and preparing them on each call cost more than running them
 * (issue 23, measured with the dashboard's ten calls).
 */
function prepareStatements(db: Db) {
  const p = sql.placeholder;
  return {
    token: db
      .select()
      .from(s.tokens)
      .where(eq(s.tokens.token, p('token')))
      .prepare(),
    user: db
      .select()
      .from(s.users)
      .where(eq(s.users.id, p('id')))
      .prepare(),
    partnerById: db
      .select()
      .from(s.partners)
      .where(eq(s.partners.id, p('id')))
      .prepare(),
    partnerBySid: db
      .select()
      .from(s.partners)
      .where(eq(s.partners.accountSid, p('sid')))
      .prepare(),
    member: db
      .select()
      .from(s.accountMembers)
      .where(and(eq(s.accountMembers.ownerId, p('partnerId')), eq(s.accountMembers.userId, p('userId')), eq(s.accountMembers.status, 'accepted')))
      .prepare(),
  };
}
const statements = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
const statementsOf = (db: Db) => {
  let q = statements.get(db);
  if (!q) statements.set(db, (q = prepareStatements(db)));
  return q;
};

export function authenticate(db: Db, header: string | undefined): { user: User; token: string } {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new ApiError(401, 'Authentication required', 'Unauthorized');
  const q = statementsOf(db);
  const row = q.token.get({ token });
  if (!row || row.expiresAt < new Date().toISOString()) throw new ApiError(401, 'Your session has expired, please log in again', 'Unauthorized');
  const user = q.user.get({ id: row.userId });
  if (!user) throw new ApiError(401, 'Authentication required', 'Unauthorized');
  return { user, token };
}

export function requireAuth(db: Db): RequestHandler {
  return (req, _res, next: NextFunction) => {
    try {
      Object.assign(req, authenticate(db, req.get('authorization')));
      next();
    } catch (error) {
      next(error);
    }
  };
}

export const userOf = (req: Request) => (req as AuthedRequest).user;

export type PartnerAccess = { partner: Partner; isOwner: boolean; roles: string[] };

/** Find a partner by numeric id or account_sid. */
export function findPartner(db: Db, idOrSid: string): Partner {
  const q = statementsOf(db);
  const partner = /^\d+$/.test(idOrSid) ? q.partnerById.get({ id: Number(idOrSid) }) : q.partnerBySid.get({ sid: idOrSid });
  if (!partner) throw notFound('Partner');
  return partner;
}

/**
 * The user's access to a partner: the owner has every right; an accepted, enabled member has
 * their roles. With `anyOf`, a member needs at least one of those roles.
 * @throws ApiError 404 for an unknown partner, 403 for no membership, a disabled one, or no right.
 */
export function partnerAccess(db: Db, user: User, idOrSid: string, anyOf?: string[]): PartnerAccess {
  const partner = findPartner(db, idOrSid);
  if (partner.ownerUserId === user.id) return { partner, isOwner: true, roles: ['partner_owner'] };
  const member = statementsOf(db).member.get({ partnerId: partner.id, userId: user.id });
  if (!member) throw forbidden('You are not a member of this partner');
  if (member.disabled) throw forbidden('Your access to this partner has been deactivated');
  if (anyOf && !member.memberRoles.some((r) => anyOf.includes(r))) throw forbidden();
  return { partner, isOwner: false, roles: member.memberRoles };
}

/** Owner-only actions. */
export function requireOwner(db: Db, user: User, idOrSid: string): Partner {
  const access = partnerAccess(db, user, idOrSid);
  if (!access.isOwner) throw forbidden('Only the partner owner can do this');
  return access.partner;
}

/**
 * A list's page as the contract reads it (contract/queries.ts `page`): page ≥ 1, 1 ≤ perPage ≤
 * 100 (default 10), and the offset of its first row. Lenient: a bad value is its default.
 */
export function paging(query: Request['query']): { page: number; perPage: number; offset: number } {
  const { page, perPage } = queries.page.parse(query);
  return { page, perPage, offset: (page - 1) * perPage };
}
