/**
 * Issue 52 §5: the readiness projection (`projectFleet`, app/domain/fleet-day.ts) is linear in the
 * fleet. It is timed on fleets of READINESS_SIZES vehicles, each with 1.25 drivers a vehicle and
 * TRIPS_PER_VEHICLE trips on the day, the papers as a real fleet's (most in force, one in 20
 * expiring within 30 days, one in 50 expired, one in 40 waiting for review). Linear: the time per
 * vehicle at the largest size is at most READINESS_LINEAR_LIMIT times the time at the smallest.
 */
import { tsImport } from 'tsx/esm/api';

export const READINESS_SIZES = [250, 500, 1000, 2000, 4000];
export const READINESS_LINEAR_LIMIT = 1.5;
const TRIPS_PER_VEHICLE = 6;
const RUNS = 7;
const DAY = '2026-11-30';

/** A paper of `type`: in force until a date a year on, but for the one in 20, 50 or 40 the story names. */
function paper(type, i) {
  const expiresAt = i % 50 === 0 ? '2026-11-01' : i % 20 === 0 ? '2026-12-15' : '2027-11-30';
  return { type, label: type, required: true, inForce: { expiresAt }, pending: i % 40 === 0 ? { status: 'pending_review', reason: null } : null };
}

/** The facts `projectFleet` reads, for a fleet of `vehicles` vehicles on DAY. */
export function fleetFacts(vehicles) {
  const drivers = Math.round(vehicles * 1.25);
  const vehicleFacts = Array.from({ length: vehicles }, (_, i) => ({
    kind: 'vehicle',
    id: i + 1,
    plate: `LSR-${String(i).padStart(4, '0')}`,
    partnerStatus: 'active',
    suspension: i % 500 === 7 ? 'Suspended by the marketplace' : null,
    documents: ['insurance', 'roadworthiness', 'hackney_permit', 'vehicle_licence'].map((t, k) => paper(t, i * 4 + k)),
    assignedDriverId: i + 1,
  }));
  const driverFacts = Array.from({ length: drivers }, (_, i) => ({
    kind: 'driver',
    id: i + 1,
    name: `Driver ${i + 1}`,
    licenceClass: 'E',
    partnerStatus: 'active',
    suspension: null,
    documents: ['driver_licence', 'lasdri'].map((t, k) => paper(t, i * 2 + k + 1)),
    assignedVehicleId: i < vehicles ? i + 1 : null,
  }));
  // Each vehicle's trips of the day; every third with a spare driver, so some vehicles have two.
  const trips = [];
  for (let v = 0; v < vehicles; v++)
    for (let t = 0; t < TRIPS_PER_VEHICLE; t++) {
      const driverId = t % 3 === 2 ? vehicles + 1 + (v % (drivers - vehicles || 1)) : v + 1;
      trips.push({
        id: v * TRIPS_PER_VEHICLE + t + 1,
        startsAt: `2026-11-30T${String(5 + t * 2).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}:00.000Z`,
        routeCode: `R${v % 200}`,
        vehicleId: v + 1,
        driverId,
      });
    }
  return { day: DAY, vehicles: vehicleFacts, drivers: driverFacts, trips };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Times `projectFleet` at each size, once the code is warm: two more runs, then the median of RUNS.
 * @returns {{ rows: { vehicles: number, drivers: number, trips: number, ms: number, usPerVehicle: number }[], spread: number, ok: boolean }}
 *   each size's median (ms) and time per vehicle (µs); `spread` is the largest size's time per
 *   vehicle over the smallest's, and `ok` whether it is within READINESS_LINEAR_LIMIT
 */
export async function readinessAtSizes() {
  const { projectFleet } = await tsImport('../../app/domain/fleet-day.ts', import.meta.url);
  // The code warmed first on a mid-sized fleet, so the smallest size is not timed while V8 still compiles it.
  const warm = fleetFacts(1000);
  for (let run = 0; run < 5; run++) projectFleet(warm);
  const rows = [];
  for (const vehicles of READINESS_SIZES) {
    const facts = fleetFacts(vehicles);
    const times = [];
    for (let run = 0; run < RUNS + 2; run++) {
      const started = performance.now();
      const projection = projectFleet(facts);
      if (run >= 2) times.push(performance.now() - started);
      if (projection.vehicles.length !== vehicles) throw new Error(`the projection of ${vehicles} vehicles has ${projection.vehicles.length}`);
    }
    const ms = median(times);
    rows.push({ vehicles, drivers: facts.drivers.length, trips: facts.trips.length, ms: Math.round(ms * 100) / 100, usPerVehicle: Math.round((ms * 1000 * 10) / vehicles) / 10 });
  }
  const spread = Math.round((rows.at(-1).usPerVehicle / rows[0].usPerVehicle) * 100) / 100;
  return { rows, spread, ok: spread <= READINESS_LINEAR_LIMIT };
}

/** The bench's `readiness` section: `readinessAtSizes`, its table printed; answers its results with the limit. */
export async function readinessSection() {
  const r = await readinessAtSizes();
  console.log(`\nThe readiness projection by the fleet's size (median of ${RUNS}; goal: time per vehicle at the largest within ${READINESS_LINEAR_LIMIT}× the smallest's)`);
  console.table(r.rows.map((x) => ({ vehicles: x.vehicles, drivers: x.drivers, 'trips that day': x.trips, ms: x.ms, 'µs per vehicle': x.usPerVehicle })));
  console.log(`Largest against smallest, per vehicle: ${r.spread}× (${r.ok ? 'linear' : 'MISSED: grows faster than the fleet'})`);
  return { limit: READINESS_LINEAR_LIMIT, ...r };
}
