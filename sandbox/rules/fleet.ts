/**
 * The fleet's status and compliance rules (issue 10), pure and computed from dates, so the
 * seed stays true as time passes. Dates are calendar dates 'YYYY-MM-DD' in Lagos; `today` is
 * injected.
 *
 * - A document type's state: the newest approved, not superseded document is in force; it is
 *   `expired` after its expiry date, `expiring_soon` within EXPIRING_DAYS, else `approved`.
 *   With none in force the newest document's own status shows (`pending_review`, `rejected`),
 *   or `missing`. A replacement under review or refused is reported beside the one in force.
 * - A vehicle is `inactive` (set by the partner), `suspended` (a required document expired),
 *   `pending` (a required document is not approved yet), else `active`.
 * - A driver is `inactive`, `suspended` (licence expired), `pending` (licence not approved), or
 *   `active`.
 */

/** Approved documents expiring within this many days are "expiring soon". */
export { AT_RISK_DAYS as EXPIRING_DAYS } from '../../contract/constants.js';
import { AT_RISK_DAYS as EXPIRING_DAYS } from '../../contract/constants.js';
import { daysBetween } from '../../contract/lagos-time.js';

export type DocumentRow = {
  id: number;
  type: string;
  status: 'pending_review' | 'approved' | 'rejected';
  expiresAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
  supersededAt: string | null;
};

export type DocumentStateName = 'approved' | 'expiring_soon' | 'expired' | 'pending_review' | 'rejected' | 'missing';

export type DocumentState = {
  type: string;
  state: DocumentStateName;
  /** The document in force, if any. */
  current: DocumentRow | null;
  /** A newer document under review or refused, beside the one in force. */
  replacement: DocumentRow | null;
  expiresAt: string | null;
  /** Days until expiry (negative once expired), when the document in force expires. */
  daysLeft: number | null;
  rejectionReason: string | null;
};

/** Whole days from `from` to `to` (calendar dates): the contract's one rule (issue 45 §4). */
export { daysBetween };

/** The state of one document type from all the owner's documents of that type. */
export function documentState(type: string, docs: readonly DocumentRow[], today: string): DocumentState {
  const ofType = docs.filter((d) => d.type === type).sort((a, b) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1));
  const latest = ofType.at(-1) ?? null;
  const current = [...ofType].reverse().find((d) => d.status === 'approved' && !d.supersededAt) ?? null;
  if (current) {
    const daysLeft = current.expiresAt ? daysBetween(today, current.expiresAt) : null;
    const state: DocumentStateName = daysLeft === null ? 'approved' : daysLeft < 0 ? 'expired' : daysLeft <= EXPIRING_DAYS ? 'expiring_soon' : 'approved';
    const replacement = latest && latest.id !== current.id && latest.status !== 'approved' ? latest : null;
    return { type, state, current, replacement, expiresAt: current.expiresAt, daysLeft, rejectionReason: replacement?.status === 'rejected' ? replacement.rejectionReason : null };
  }
  if (latest) {
    return {
      type,
      state: latest.status === 'rejected' ? 'rejected' : 'pending_review',
      current: null,
      replacement: null,
      expiresAt: latest.expiresAt,
      daysLeft: null,
      rejectionReason: latest.rejectionReason,
    };
  }
  return { type, state: 'missing', current: null, replacement: null, expiresAt: null, daysLeft: null, rejectionReason: null };
}

export type Compliance = { expired: boolean; expiring: boolean; missing: boolean; pending: boolean; worst: 'expired' | 'missing' | 'pending' | 'expiring' | 'ok' };

/** Compliance of an owner over its required document types' states. */
export function compliance(states: readonly DocumentState[], required: readonly string[]): Compliance {
  const req = states.filter((s) => required.includes(s.type));
  const expired = req.some((s) => s.state === 'expired');
  const missing = required.some((t) => {
    const s = req.find((x) => x.type === t);
    return !s || s.state === 'missing' || s.state === 'rejected';
  });
  const pending = req.some((s) => s.state === 'pending_review');
  const expiring = states.some((s) => s.state === 'expiring_soon');
  return { expired, expiring, missing, pending, worst: expired ? 'expired' : missing ? 'missing' : pending ? 'pending' : expiring ? 'expiring' : 'ok' };
}

/** A vehicle's status from the partner's switch and its required documents. */
export function vehicleStatus(partnerStatus: 'active' | 'inactive', states: readonly DocumentState[], required: readonly string[]): 'pending' | 'active' | 'inactive' | 'suspended' {
  if (partnerStatus === 'inactive') return 'inactive';
  const req = required.map((t) => states.find((s) => s.type === t));
  if (req.some((s) => s?.state === 'expired')) return 'suspended';
  if (req.some((s) => !s || !s.current)) return 'pending';
  return 'active';
}

/** A driver's status from the partner's switch and the licence (and other required documents). */
export function driverStatus(partnerStatus: 'active' | 'inactive', states: readonly DocumentState[], required: readonly string[]): 'pending' | 'active' | 'inactive' | 'suspended' {
  if (partnerStatus === 'inactive') return 'inactive';
  const licence = states.find((s) => s.type === 'driver_licence');
  if (licence?.state === 'expired') return 'suspended';
  if (required.some((t) => !states.find((s) => s.type === t)?.current)) return 'pending';
  return 'active';
}

/** Document types and which expire; `cmr` is required in Lagos only (issue 10). */
export const VEHICLE_DOCUMENT_TYPES = [
  { code: 'vehicle_licence', label: 'Vehicle licence', expires: true, cityCode: null },
  { code: 'proof_of_ownership', label: 'Proof of ownership', expires: false, cityCode: null },
  { code: 'insurance', label: 'Insurance certificate', expires: true, cityCode: null },
  { code: 'roadworthiness', label: 'Roadworthiness certificate', expires: true, cityCode: null },
  { code: 'hackney_permit', label: 'Hackney permit', expires: true, cityCode: null },
  { code: 'cmr', label: 'Central Motor Registry (CMR) certificate', expires: false, cityCode: 'LOS' },
] as const;

export const DRIVER_DOCUMENT_TYPES = [
  { code: 'driver_licence', label: "Driver's licence", expires: true, cityCode: null },
  { code: 'lasdri', label: 'LASDRI card', expires: true, cityCode: 'LOS' },
] as const;

/** The vehicle document types required in the city `cityCode`. */
export const requiredVehicleDocuments = (cityCode: string | null) => VEHICLE_DOCUMENT_TYPES.filter((t) => t.cityCode === null || t.cityCode === cityCode).map((t) => t.code as string);

/** The driver document types required for a partner operating in `cityCodes`. */
export const requiredDriverDocuments = (cityCodes: readonly string[]) => DRIVER_DOCUMENT_TYPES.filter((t) => t.cityCode === null || cityCodes.includes(t.cityCode)).map((t) => t.code as string);
