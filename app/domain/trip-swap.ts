/**
 * Who can take over an upcoming trip (issue 21 §2), pure: from the API's candidates (documents,
 * licence class, status, busy, seats) and the readiness rule on the trip's day, each vehicle or
 * driver becomes a choice that is ready, at risk (allowed, with the warning), or unavailable
 * (disabled, with the reason in words). The same answer refuses a submitted choice, so the
 * portal explains before the API would refuse.
 */
import type { TripCandidates } from '~contract/fleet';
import { allReasons, driverFacts, readiness, vehicleFacts, type ReadinessStatus } from '~/domain/readiness';

export type SwapChoice = {
  id: number;
  /** 'KJA-100AA · Toyota Hiace · 14 seats' or 'Chinedu Okafor'. */
  label: string;
  status: ReadinessStatus;
  /** Why it cannot be chosen (disabled), or the warning of an at-risk choice; null when ready. */
  note: string | null;
  disabled: boolean;
};

const order = { ready: 0, at_risk: 1, blocked: 2 } as const;
const byStatus = (a: SwapChoice, b: SwapChoice) => order[a.status] - order[b.status] || a.label.localeCompare(b.label);

/** The vehicles that could run the trip with its driver. */
export function vehicleChoices(c: TripCandidates): SwapChoice[] {
  const driver = c.current.driver ? driverFacts(c.current.driver) : null;
  return c.vehicles
    .map((v): SwapChoice => {
      const label = `${v.plate} · ${v.brand} ${v.model} · ${v.seats} seats`;
      const r = readiness(driver ? { kind: 'pair', vehicle: vehicleFacts(v), driver } : vehicleFacts(v), c.day);
      // Every reason, most serious first (issue 32 §8): being busy never hides an expired paper.
      const extra = [...(v.busy ? ['On another trip at that time'] : []), ...(v.seats < c.booked ? [`${v.seats} seats for ${c.booked} passengers`] : [])];
      const blocked = extra.length > 0 || r.status === 'blocked';
      const note = extra.length || r.reasons.length ? allReasons(r.reasons, extra) : null;
      return { id: v.id, label, status: blocked ? 'blocked' : r.status, note, disabled: blocked };
    })
    .sort(byStatus);
}

/** The drivers who could drive the trip's vehicle. */
export function driverChoices(c: TripCandidates): SwapChoice[] {
  const vehicle = c.current.vehicle ? vehicleFacts(c.current.vehicle) : null;
  return c.drivers
    .map((d): SwapChoice => {
      const r = readiness(vehicle ? { kind: 'pair', vehicle, driver: driverFacts(d) } : driverFacts(d), c.day);
      const extra = d.busy ? ['On another trip at that time'] : [];
      const blocked = extra.length > 0 || r.status === 'blocked';
      const note = extra.length || r.reasons.length ? allReasons(r.reasons, extra) : null;
      return { id: d.id, label: d.name, status: blocked ? 'blocked' : r.status, note, disabled: blocked };
    })
    .sort(byStatus);
}

/**
 * The portal's refusal of a submitted choice, in words, or null when it may go to the API.
 * `kind` is what is being swapped; `id` the chosen vehicle or driver.
 */
export function swapRefusal(c: TripCandidates, kind: 'vehicle' | 'driver', id: number): string | null {
  const choice = (kind === 'vehicle' ? vehicleChoices(c) : driverChoices(c)).find((x) => x.id === id);
  if (!choice) return kind === 'vehicle' ? 'Please choose one of your vehicles' : 'Please choose one of your drivers';
  return choice.disabled ? `${kind === 'vehicle' ? choice.label.split(' · ')[0] : choice.label} cannot take this trip: ${choice.note}` : null;
}
