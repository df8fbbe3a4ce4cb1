/**
 * The fleet's day (issue 32 §1, §4): the day every surface answers for (today, tomorrow or a
 * date), the one projection of a partner's fleet for that day (each vehicle and driver judged by
 * the readiness rule with whom they drive that day, each trip as its own pair), and the lines the
 * dashboard's card and the readiness page show from it. Pure: facts in, verdicts out.
 * Shared on purpose with the API (ADR 0065), as the readiness rule it projects is.
 */
import { readinessWith, worstOf, type DriverFacts, type Readiness, type ReadinessStatus, type Reason, type VehicleFacts } from '~/domain/readiness';
import { dayFirst, isCalendarDay } from '~contract/lagos-time';

/**
 * The day every surface answers for (issue 32 §1): `today`, `tomorrow` or a date, the same words
 * everywhere. The API resolves `today` and `tomorrow` on its own clock (§8) and answers the date.
 */
export type DayChoice = 'today' | 'tomorrow' | `${number}-${number}-${number}`;
export const DAY_CHOICES = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
] as const;
/** The day asked for in a URL (`day=`), `today` when absent or not a day. */
export function readDayChoice(raw: string | null | undefined): DayChoice {
  const v = (raw ?? '').trim();
  if (v === 'today' || v === 'tomorrow') return v;
  return isCalendarDay(v) ? (v as DayChoice) : 'today';
}
/** 'Today', 'Tomorrow' or '26-11-2026' for a choice (the date the API answered for a date). */
export const dayChoiceLabel = (choice: DayChoice, day: string) => (choice === 'today' ? 'Today' : choice === 'tomorrow' ? 'Tomorrow' : dayFirst(day));

/**
 * One line of the fleet's day (issue 32 §4): a vehicle with its driver once, or a driver without
 * a vehicle; every reason (most serious first), each naming the record it is about; `href` is
 * the record's page.
 */
export type FleetLine = {
  kind: 'vehicle' | 'driver';
  id: number;
  who: string;
  href: string;
  status: ReadinessStatus;
  reasons: (Reason & { about: string })[];
  changes_on?: string;
  /** The driver who can send a missing paper (issue 43 §1): the driver's own line, or the vehicle's driver of the day. */
  sender?: { id: number; firstName: string } | null;
};

/**
 * A line's reason in words: prefixed with whose it is when that is not the line's own record (a
 * driver's licence on a vehicle's line: 'Kunle Salami: Driver's licence expired on …').
 */
export const reasonText = (line: Pick<FleetLine, 'kind'>, reason: FleetLine['reasons'][number]) => (reason.owner === line.kind ? reason.message : `${reason.about}: ${reason.message}`);

/** How many of the fleet's lines the dashboard's card shows before "and N more" (issue 32 §4). */
export const FLEET_DAY_SHOWN = 3;

/**
 * The owner's question for day D (issues 21 §3, 32 §4), from the one projection: the vehicles
 * that cannot work, each with its driver of the day once, then drivers who cannot work and drive
 * no such vehicle; and those at risk, each reason naming whose document it is and the day it
 * blocks. `empty` says what the partner must add first (never "All set" for an empty fleet).
 * The projection may hold only those not ready, with the fleet's `totals` (`only=attention`).
 */
export function fleetDay(p: Pick<FleetProjection, 'day' | 'vehicles' | 'drivers'> & { totals?: { vehicles: number; drivers: number } }) {
  const about = (r: Reason, plate: string, driverName: string | null) => ({ ...r, about: r.owner === 'vehicle' ? plate : (driverName ?? plate) });
  const vehicleLines: FleetLine[] = p.vehicles.map((v) => ({
    kind: 'vehicle',
    id: v.id,
    who: v.driver ? `${v.plate} · ${v.drivers.length > 1 ? v.drivers.map((d) => d.name).join(', ') : v.driver.name}` : v.plate,
    href: `/vehicles/details/${v.id}`,
    status: v.readiness.status,
    reasons: v.readiness.reasons.map((r) => about(r, v.plate, v.driver?.name ?? null)),
    changes_on: v.readiness.changes_on,
    sender: v.driver ? { id: v.driver.id, firstName: v.driver.name.split(' ')[0] ?? v.driver.name } : null,
  }));
  // A driver is a line of their own only when no vehicle line already carries them.
  const carried = new Set(p.vehicles.flatMap((v) => (v.readiness.status !== 'ready' ? (v.drivers.length ? v.drivers : v.driver ? [v.driver] : []).map((d) => d.id) : [])));
  const driverLines: FleetLine[] = p.drivers
    .filter((d) => !carried.has(d.id))
    .map((d) => ({
      kind: 'driver',
      id: d.id,
      who: d.vehicle ? `${d.name} · ${d.vehicle.plate}` : d.name,
      href: `/drivers/details/${d.id}`,
      status: d.readiness.status,
      reasons: d.readiness.reasons.map((r) => about(r, d.vehicle?.plate ?? d.name, d.name)),
      changes_on: d.readiness.changes_on,
      sender: { id: d.id, firstName: d.name.split(' ')[0] ?? d.name },
    }));
  const lines = [...vehicleLines, ...driverLines];
  const blocked = lines.filter((l) => l.status === 'blocked');
  // The whole fleet's numbers: `totals` where the projection left the ready ones out.
  const vehicles = p.totals?.vehicles ?? p.vehicles.length;
  const drivers = p.totals?.drivers ?? p.drivers.length;
  return {
    day: p.day,
    vehicles,
    drivers,
    blocked,
    atRisk: lines.filter((l) => l.status === 'at_risk'),
    blockedVehicles: p.vehicles.filter((v) => v.readiness.status === 'blocked').length,
    blockedDrivers: p.drivers.filter((d) => d.readiness.status === 'blocked').length,
    atRiskCount: lines.filter((l) => l.status === 'at_risk').length,
    empty: !vehicles ? ('vehicles' as const) : !drivers ? ('drivers' as const) : null,
  };
}
export type FleetDayAnswer = ReturnType<typeof fleetDay>;

/** A trip of day D as the projection reads it. */
export type DayTrip = { id: number; startsAt: string; routeCode: string; vehicleId: number; driverId: number };

/**
 * One projection of a partner's fleet for day D (issue 32 §1): the answer every surface shows.
 * For each vehicle, the drivers who drive it on D — the drivers of its trips on D where it has
 * trips, else its assigned driver — and its verdict: the worst of the vehicle with each of those
 * drivers (the vehicle alone when it has none). For each driver, the vehicles they drive on D
 * the same way. Each trip of D is judged as its own pair. Pure: facts in, verdicts out.
 */
export type FleetProjection = {
  day: string;
  vehicles: { id: number; plate: string; driver: { id: number; name: string } | null; drivers: { id: number; name: string }[]; readiness: Readiness }[];
  drivers: { id: number; name: string; vehicle: { id: number; plate: string } | null; readiness: Readiness }[];
  trips: { id: number; starts_at: string; route_code: string; vehicle_id: number; driver_id: number; readiness: Readiness }[];
};

export function projectFleet(input: {
  day: string;
  vehicles: readonly (VehicleFacts & { assignedDriverId: number | null })[];
  drivers: readonly (DriverFacts & { assignedVehicleId: number | null })[];
  trips: readonly DayTrip[];
}): FleetProjection {
  const { day } = input;
  const vehicleById = new Map(input.vehicles.map((v) => [v.id, v]));
  const driverById = new Map(input.drivers.map((d) => [d.id, d]));
  const trips = [...input.trips].filter((t) => vehicleById.has(t.vehicleId) && driverById.has(t.driverId)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const pairsOfVehicle = new Map<number, number[]>();
  const pairsOfDriver = new Map<number, number[]>();
  for (const t of trips) {
    const dv = pairsOfVehicle.get(t.vehicleId) ?? [];
    if (!dv.includes(t.driverId)) dv.push(t.driverId);
    pairsOfVehicle.set(t.vehicleId, dv);
    const vd = pairsOfDriver.get(t.driverId) ?? [];
    if (!vd.includes(t.vehicleId)) vd.push(t.vehicleId);
    pairsOfDriver.set(t.driverId, vd);
  }
  const cache = new Map<string, Readiness>();
  const judge = (vehicleId: number | null, driverId: number | null): Readiness => {
    const key = `${vehicleId}|${driverId}`;
    let r = cache.get(key);
    if (!r) {
      const v = vehicleId === null ? undefined : vehicleById.get(vehicleId);
      const d = driverId === null ? undefined : driverById.get(driverId);
      r = readinessWith(v, d, day);
      cache.set(key, r);
    }
    return r;
  };
  return {
    day,
    vehicles: input.vehicles.map((v) => {
      const ids = pairsOfVehicle.get(v.id) ?? (v.assignedDriverId !== null && driverById.has(v.assignedDriverId) ? [v.assignedDriverId] : []);
      const drivers = ids.map((id) => ({ id, name: driverById.get(id)!.name }));
      return { id: v.id, plate: v.plate, driver: drivers[0] ?? null, drivers, readiness: ids.length ? worstOf(ids.map((id) => judge(v.id, id))) : judge(v.id, null) };
    }),
    drivers: input.drivers.map((d) => {
      const ids = pairsOfDriver.get(d.id) ?? (d.assignedVehicleId !== null && vehicleById.has(d.assignedVehicleId) ? [d.assignedVehicleId] : []);
      return {
        id: d.id,
        name: d.name,
        vehicle: ids.length ? { id: ids[0], plate: vehicleById.get(ids[0])!.plate } : null,
        readiness: ids.length ? worstOf(ids.map((id) => judge(id, d.id))) : judge(null, d.id),
      };
    }),
    trips: trips.map((t) => ({ id: t.id, starts_at: t.startsAt, route_code: t.routeCode, vehicle_id: t.vehicleId, driver_id: t.driverId, readiness: judge(t.vehicleId, t.driverId) })),
  };
}
