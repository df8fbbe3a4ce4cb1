/**
 * Driver pay by trip day (issue 67 §9): what the drivers' pay costs over any days — By vehicle, By
 * driver, the dashboard's money card, the annual statement — is the pay of the trips of those days:
 * each trip's part of its period's pay (as paid, for a paid period; as worked out now, for an open
 * one) plus every correction of that trip, carried or still to carry. Over whole periods it is the
 * runs' pay of those periods with their trips' corrections, to the kobo; a period's pay never spreads
 * onto days outside it. Bonuses, advances and recoveries are not driver pay of any trip.
 *
 * What was paid is summed by SQLite from the payments' items (a year of a fleet is a grouped read);
 * only the periods not yet paid are worked out, from each driver's last payment on.
 */
import { inArray, sql } from 'drizzle-orm';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { payStore } from './store.js';
import { memoRead } from '../memo.js';

/**
 * Driver pay of the partner's trips departing on Lagos days [from, to], by driver and by vehicle (kobo).
 */
export function payOver(db: Db, now: () => number, partnerId: number, range: readonly [string, string]) {
  // Once per change of the data and per 30 s of the clock: the dashboard, By vehicle and By driver read the same month.
  return memoRead(db, `pay-over:${partnerId}:${range.join('~')}`, 30_000, () => payOverNow(db, now, partnerId, range), now());
}

function payOverNow(db: Db, now: () => number, partnerId: number, [from, to]: readonly [string, string]) {
  const byDriver = new Map<number, number>();
  const byVehicle = new Map<number, number>();
  const add = (driverId: number, vehicleId: number, kobo: number) => {
    if (!kobo) return;
    byDriver.set(driverId, (byDriver.get(driverId) ?? 0) + kobo);
    byVehicle.set(vehicleId, (byVehicle.get(vehicleId) ?? 0) + kobo);
  };
  const store = payStore(db, now);
  const rules = store.rulesOf(partnerId);
  if (!rules.length) return { byDriver, byVehicle };
  // Paid: each trip's part as frozen, and each correction of it a later payment carried (by the trip's day).
  for (const [driverId, vehicleId, kobo] of db.values<[number, number, number]>(
    sql`SELECT p.driver_id, t.vehicle_id, sum(i.pay_kobo) FROM pay_payment_items i
        JOIN pay_payments p ON p.id = i.payment_id AND p.partner_id = ${partnerId} AND p.voided_at IS NULL
        JOIN trips t ON t.id = i.trip_id
        WHERE i.day BETWEEN ${from} AND ${to} AND i.kind IN ('trip', 'correction') AND i.trip_id IS NOT NULL
        GROUP BY p.driver_id, t.vehicle_id`,
  ))
    add(driverId, vehicleId, Number(kobo));
  // Still to carry: the corrections of payments whose facts changed, of trips of these days.
  const owed = [...store.outstanding(partnerId, rules, null).entries()].flatMap(([driverId, list]) =>
    list.filter((c) => c.trip_id !== null && c.day >= from && c.day <= to).map((c) => ({ driverId, tripId: c.trip_id!, kobo: c.amount_kobo })),
  );
  if (owed.length) {
    const vehicles = new Map(
      db
        .select({ id: s.trips.id, vehicleId: s.trips.vehicleId })
        .from(s.trips)
        .where(
          inArray(
            s.trips.id,
            owed.map((o) => o.tripId),
          ),
        )
        .all()
        .map((t) => [t.id, t.vehicleId]),
    );
    for (const o of owed) add(o.driverId, vehicles.get(o.tripId) ?? 0, o.kobo);
  }
  // Open: each trip of these days in a period not yet paid, its part as it stands (the ledgers read from each driver's last payment on).
  for (const ledger of store.ledgers(partnerId, null, [from, to]).values())
    for (const o of ledger.open)
      for (const t of o.trips) {
        if (t.day < from || t.day > to) continue;
        add(ledger.driverId, t.vehicle_id, o.slip.parts.get(t.id)?.pay_kobo ?? 0);
      }
  return { byDriver, byVehicle };
}
