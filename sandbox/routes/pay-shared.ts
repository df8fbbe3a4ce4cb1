/**
 * What the driver pay routers share (sandbox/routes/driver-pay.ts, pay-entries.ts): the money
 * pages' access, a driver of the partner by id, and a numeric id of a path.
 */
import type { Request } from 'express';
import { eq } from 'drizzle-orm';
import * as s from '../db/schema.js';
import { notFound } from '../http.js';
import type { moneyAccess } from './money-shared.js';
import type { SandboxContext } from '../app.js';

export type Access = ReturnType<typeof moneyAccess>['access'];
export type Auth = ReturnType<typeof moneyAccess>['auth'];

/** A driver of the partner by id (404 for another partner's or an unknown one). */
export const ownDriverOf = (db: SandboxContext['db'], partnerId: number, id: number) => {
  const d = db.select().from(s.drivers).where(eq(s.drivers.id, id)).get();
  if (!d || d.partnerId !== partnerId) throw notFound('Driver');
  return d;
};

/** A positive integer id of a path (404 otherwise). */
export const idParam = (req: Request, name: string, what: string) => {
  const id = Number(req.params[name]);
  if (!Number.isInteger(id) || id <= 0) throw notFound(what);
  return id;
};
