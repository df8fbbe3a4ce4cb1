/**
 * Driver pay by trip day (issue 67 §9): what the drivers' pay costs over any days — By vehicle, By
 * driver, the dashboard's money card, the annual statement — is the pay of the trips of those days:
 * each trip's part of its period's pay (as paid, for a paid period; as worked out now, for an open
 * one) plus every correction of that trip, carried or still to carry. Over whole periods it is the
 * runs' pay of those periods with their trips' corrections, to the kobo; a period's pay never spreads
 * onto days outside it. Bonuses, advances and recoveries are not driver pay of any trip.
 */
import { and, inArray, isNull, eq } from 'drizzle-orm';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { payStore } from './store.js';

/**
 * Driver pay of the partner's trips departing on Lagos days [from, to], by driver and by vehicle (kobo).
 */
export function payOver(db: Db, now: () => number, partnerId: number, [from, to]: readonly [string, string]) {
  const byDriver = new Map<number, number>();
  const byVehicle = new Map<number, number>();
  const store = payStore(db, now);
  const rules = store.rulesOf(partnerId);
  if (!rules.length) return { byDriver, byVehicle };
  const { done } = store.tripsIn(partnerId, null, from, to);
  const trips = [...done.values()].flat();
  if (!trips.length) return { byDriver, byVehicle };
  const pay = new Map<number, number>();
  const add = (tripId: number, kobo: number) => pay.set(tripId, (pay.get(tripId) ?? 0) + kobo);
  // Paid: each trip's part as frozen, and each correction of it a later payment carried.
  const ids = trips.map((t) => t.id);
  for (let i = 0; i < ids.length; i += 5_000) {
    const chunk = ids.slice(i, i + 5_000);
    for (const { item } of db
      .select({ item: s.payPaymentItems })
      .from(s.payPaymentItems)
      .innerJoin(s.payPayments, eq(s.payPayments.id, s.payPaymentItems.paymentId))
      .where(and(eq(s.payPayments.partnerId, partnerId), inArray(s.payPaymentItems.tripId, chunk), isNull(s.payPayments.voidedAt)))
      .all())
      if (item.kind === 'trip' || item.kind === 'correction') add(item.tripId!, item.payKobo);
  }
  // Still to carry: the corrections of payments whose facts changed.
  for (const list of store.outstanding(partnerId, rules, null).values()) for (const c of list) if (c.trip_id !== null) add(c.trip_id, c.amount_kobo);
  // Open: each trip's part of its unpaid period as it stands.
  const drivers = [...done.keys()];
  for (const ledger of store.ledgers(partnerId, drivers.length <= 500 ? drivers : null, [from, to]).values())
    for (const o of ledger.open) for (const [tripId, part] of o.slip.parts) if (part.pay_kobo) add(tripId, part.pay_kobo);
  for (const t of trips) {
    const kobo = pay.get(t.id) ?? 0;
    if (!kobo) continue;
    byVehicle.set(t.vehicle_id, (byVehicle.get(t.vehicle_id) ?? 0) + kobo);
  }
  for (const [driverId, list] of done) {
    const kobo = list.reduce((n, t) => n + (pay.get(t.id) ?? 0), 0);
    if (kobo) byDriver.set(driverId, kobo);
  }
  return { byDriver, byVehicle };
}
