/**
 * Supply costs (issue 24 §4): the configuration in force today per route and vehicle, a
 * vehicle's history with its change requests, and a request to change a vehicle's cost, stored
 * and sent to partner support by email (the outbox). Read-only for the partner otherwise. Kobo
 * throughout; earnings managers and the owner.
 */
import { nairaOf } from '../words/money.js';
import { Router } from 'express';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import * as s from '../db/schema.js';
import { ApiError, h, paging, userOf, validate } from '../http.js';
import { send as sendMessage } from '../outbox.js';
import { addDays, lagosDate } from '../trips.js';
import { moneyAccess } from './money-shared.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

/** Where the marketplace's partner support reads requests (the sandbox's outbox). */
export const MARKETPLACE_SUPPORT_EMAIL = 'partners@marketplace.example';

/** Supply costs with their route, plate and driver, by route, plate and newest first, where `where`. */
const costRows = (db: SandboxContext['db'], where: SQL | undefined) =>
  db
    .select({ c: s.costConfigs, route: s.routes, plate: s.vehicles.plate, fname: s.drivers.fname, lname: s.drivers.lname })
    .from(s.costConfigs)
    .innerJoin(s.routes, eq(s.routes.id, s.costConfigs.routeId))
    .innerJoin(s.vehicles, eq(s.vehicles.id, s.costConfigs.vehicleId))
    .leftJoin(s.drivers, eq(s.drivers.id, s.vehicles.driverId))
    .where(where)
    .orderBy(asc(s.routes.code), asc(s.vehicles.plate), desc(s.costConfigs.effectiveFrom))
    .all();

/** A vehicle's cost change requests, newest first, as the contract's `costChangeRequest`. */
const costRequestsOf = (db: SandboxContext['db'], vehicleId: number) =>
  db
    .select({ r: s.costRequests, route: s.routes, fname: s.users.fname, lname: s.users.lname })
    .from(s.costRequests)
    .leftJoin(s.routes, eq(s.routes.id, s.costRequests.routeId))
    .innerJoin(s.users, eq(s.users.id, s.costRequests.requestedBy))
    .where(eq(s.costRequests.vehicleId, vehicleId))
    .orderBy(desc(s.costRequests.id))
    .all()
    .map(({ r: c, route, fname, lname }) => ({
      id: c.id,
      vehicle_id: c.vehicleId,
      route: route ? { id: route.id, code: route.code, name: route.name } : null,
      proposed_kobo: c.proposedKobo,
      reason: c.reason,
      status: c.status,
      response: c.response,
      // A person's name, as the rest of the portal says it (issue 31 §3), never their email.
      requested_by: `${fname} ${lname}`.trim(),
      created_at: c.createdAt,
      decided_at: c.decidedAt,
    }));

export function costConfigurationsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, ownVehicle } = moneyAccess({ db, clock });

  r.get(
    '/v1/partners/:id/cost-configurations',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const today = lagosDate(apiNow());
      // The configuration in force today for each route and vehicle.
      const all = costRows(db, and(eq(s.routes.partnerId, partner.id), sql`${s.costConfigs.effectiveFrom} <= ${today}`));
      const seen = new Set<string>();
      const current = all.filter((r) => {
        const key = `${r.route.id}|${r.c.vehicleId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const { page, perPage, offset } = paging(req.query);
      res.json({
        data: current.slice(offset, offset + perPage).map((r) => ({
          route: { id: r.route.id, code: r.route.code, name: r.route.name, pickup: r.route.origin, destination: r.route.destination },
          departure_times: r.route.departureTimes,
          vehicle: { id: r.c.vehicleId, plate: r.plate },
          driver: r.fname ? { name: `${r.fname} ${r.lname}` } : null,
          amount_kobo: r.c.amountKobo,
          effective_from: r.c.effectiveFrom,
        })),
        metadata: { total: current.length, page, perPage },
      });
    }),
  );

  r.get(
    '/v1/partners/:id/cost-configurations/vehicles/:vehicleId',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const vehicle = ownVehicle(partner.id, req.params.vehicleId)!;
      const rows = costRows(db, and(eq(s.routes.partnerId, partner.id), eq(s.costConfigs.vehicleId, vehicle.id)));
      const today = lagosDate(apiNow());
      res.json({
        data: {
          partner_id: partner.id,
          vehicle: { id: vehicle.id, plate: vehicle.plate, model: `${vehicle.brand} ${vehicle.name}` },
          requests: costRequestsOf(db, vehicle.id),
          history: rows.map((r, i) => {
            const newer = rows
              .slice(0, i)
              .filter((x) => x.route.id === r.route.id)
              .at(-1);
            return {
              route: { id: r.route.id, code: r.route.code, name: r.route.name },
              amount_kobo: r.c.amountKobo,
              effective_from: r.c.effectiveFrom,
              until: newer ? addDays(newer.c.effectiveFrom, -1) : null,
              in_force: r.c.effectiveFrom <= today && (!newer || newer.c.effectiveFrom > today),
            };
          }),
        },
      });
    }),
  );

  /**
   * Ask the marketplace to change a vehicle's supply cost (issue 24 §4): stored as a support
   * request and sent to partner support by email (the outbox). The route, when named, must be
   * one the vehicle has a cost on. 201 with the request; 404 for another partner's vehicle; 422
   * for a bad body or a route the vehicle does not run.
   */
  r.post(
    '/v1/partners/:id/cost-configurations/vehicles/:vehicleId/requests',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const vehicle = ownVehicle(partner.id, req.params.vehicleId)!;
      const body = validate(contract.costChangeRequestCreate, req.body);
      const route = body.route_id ? db.select().from(s.routes).where(eq(s.routes.id, body.route_id)).get() : null;
      const runs =
        route &&
        route.partnerId === partner.id &&
        db
          .select({ id: s.costConfigs.id })
          .from(s.costConfigs)
          .where(and(eq(s.costConfigs.vehicleId, vehicle.id), eq(s.costConfigs.routeId, route.id)))
          .get();
      if (body.route_id && !runs) throw new ApiError(422, 'This vehicle has no supply cost on that route', 'ValidationError', { route_id: ['This vehicle has no supply cost on that route'] });
      // One open request per vehicle and route: a repeat waits for the answer, and sends no email (issue 31 §2).
      const waiting = db
        .select({ id: s.costRequests.id })
        .from(s.costRequests)
        .where(and(eq(s.costRequests.vehicleId, vehicle.id), route ? eq(s.costRequests.routeId, route.id) : isNull(s.costRequests.routeId), eq(s.costRequests.status, 'submitted')))
        .get();
      if (waiting)
        throw new ApiError(409, `Request #${waiting.id} for this vehicle and route is still waiting for the marketplace's answer`, 'RequestPending', {
          route_id: [`Request #${waiting.id} for this route is still waiting for an answer`],
        });
      const user = userOf(req);
      const row = db
        .insert(s.costRequests)
        .values({
          partnerId: partner.id,
          vehicleId: vehicle.id,
          routeId: route?.id ?? null,
          proposedKobo: body.proposed_kobo,
          reason: body.reason,
          requestedBy: user.id,
          createdAt: new Date(apiNow()).toISOString(),
        })
        .returning()
        .get();
      const naira = nairaOf(body.proposed_kobo);
      sendMessage(db, {
        to: MARKETPLACE_SUPPORT_EMAIL,
        channel: 'email',
        subject: `Supply cost change request #${row.id}: ${vehicle.plate}`,
        // To the marketplace's support desk, in its language (English); the person by name, the sentence ending once.
        body: `${partner.companyName} (${partner.accountSid}) asks for a supply cost of ${naira} for ${vehicle.plate}${route ? ` on ${route.code} · ${route.name.replace(/[.\s]+$/, '')}` : ' on every route'}. Reason: ${body.reason.trim().replace(/[.!?\s]+$/, '')}. Requested by ${`${user.fname} ${user.lname}`.trim() || user.email}.`,
      });
      res.status(201).json({ data: costRequestsOf(db, vehicle.id).find((c) => c.id === row.id) });
    }),
  );

  return r;
}
