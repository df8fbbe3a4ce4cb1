/**
 * Fleet readiness (issue 21 §1): can this vehicle, this driver, or this driver on this vehicle
 * work on day D? The one rule that every screen, import, write and reminder of the portal obeys,
 * and that the sandbox (standing for the marketplace API) computes from its own data with the
 * same function. Pure: facts and a day in, a status and reasons out.
 *
 * Days are calendar dates in Africa/Lagos ('YYYY-MM-DD'). A document whose expiry date is E is
 * valid through E and blocks from E + 1: on day D it has expired when E < D. Nothing here reads
 * a clock; callers pass D (today or tomorrow in Lagos).
 *
 * - A vehicle is blocked on D when a required document for its city is missing, rejected, under
 *   review with no approved one in force, or expired on D. A replacement under review does not
 *   unblock it, but the approved old one stays in force until its own expiry. Set `inactive` by
 *   the partner, or `suspended` by the marketplace: blocked with their own reasons.
 * - A driver is blocked on D when the licence (or, for a partner working in Lagos, the LASDRI
 *   card) is missing, rejected, under review with none in force, or expired on D; or when the
 *   driver is inactive or suspended.
 * - A pair (a driver on a vehicle) is blocked when either is, or when the driver's licence
 *   class cannot carry passengers for hire (class E; licence-classes.ts).
 * - Ready on D but a required document expires within AT_RISK_DAYS of D: at risk, with the day
 *   it becomes blocked (`changes_on`, the day after the earliest such expiry) and `next_status`.
 */
import { canCarryPassengersForHire } from '~/domain/licence-classes';

/** A required document expiring within this many days of D puts its owner at risk. */
export const AT_RISK_DAYS = 30;

/** One required (or optional) document type of a vehicle or driver, as the API reports it. */
export type DocumentFacts = {
  /** 'insurance', 'driver_licence', 'lasdri', … */
  type: string;
  /** In words: 'Insurance certificate'. */
  label: string;
  required: boolean;
  /** The approved document in force (not superseded), with its expiry date when it expires. */
  inForce: { expiresAt: string | null } | null;
  /** The newest document that is not the one in force: waiting for review, or refused. */
  pending: { status: 'pending_review' | 'rejected'; reason: string | null } | null;
};

export type VehicleFacts = {
  kind: 'vehicle';
  id: number;
  plate: string;
  /** Set by the partner. */
  partnerStatus: 'active' | 'inactive';
  /** Set by the marketplace, with its reason; null when not suspended. */
  suspension: string | null;
  documents: readonly DocumentFacts[];
};

export type DriverFacts = {
  kind: 'driver';
  id: number;
  name: string;
  licenceClass: string | null;
  partnerStatus: 'active' | 'inactive';
  suspension: string | null;
  documents: readonly DocumentFacts[];
};

export type PairFacts = { kind: 'pair'; vehicle: VehicleFacts; driver: DriverFacts };

export type ReadinessStatus = 'ready' | 'at_risk' | 'blocked';

export type ReasonCode = 'inactive' | 'suspended' | 'document_missing' | 'document_rejected' | 'document_under_review' | 'document_expired' | 'document_expiring' | 'licence_class';

export type Reason = {
  code: ReasonCode;
  /** The document type the reason is about, if any. */
  document?: string;
  /** Whose reason: the vehicle's or the driver's (a pair has both). */
  owner: 'vehicle' | 'driver';
  /** In words, for the partner: 'Hackney permit expired on 19-11-2026'. */
  message: string;
  /** The page that fixes it. */
  fix_href: string;
  /** What the link does, in words: 'Replace the hackney permit'. */
  fix: string;
  /** Does this reason block work on D (false: a warning of what comes)? */
  blocking: boolean;
};

export type Readiness = {
  status: ReadinessStatus;
  /** Blocking reasons first, then warnings; empty when ready. */
  reasons: Reason[];
  /** At risk: the day the status becomes `next_status`. */
  changes_on?: string;
  next_status?: 'blocked';
};

/** The words of each status, the same on every filter, badge and page (issue 21 §3). */
export const READINESS_LABELS: Record<ReadinessStatus, string> = { ready: 'Ready', at_risk: 'At risk', blocked: 'Cannot work' };

/** The lists' readiness filter (`status=ready|at_risk|blocked` in the URL) and its options in words. */
export const READINESS_FILTER = ['ready', 'at_risk', 'blocked'] as const;
export const READINESS_OPTIONS = READINESS_FILTER.map((value) => ({ value, label: READINESS_LABELS[value] }));

/** 'YYYY-MM-DD' plus `days`, as a calendar date. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** '2026-12-02' → '02-12-2026' (spec section 9: dates shown DD-MM-YYYY). */
export const dayFirst = (day: string) => day.split('-').reverse().join('-');

/**
 * A document's label inside a sentence: 'the hackney permit', but names keep their capitals
 * ('the LASDRI card', 'the Central Motor Registry (CMR) certificate').
 */
const lower = (label: string) => {
  const [first, ...rest] = label.split(' ');
  const named = first === first.toUpperCase() || rest.some((w) => /^[A-Z][a-z]/.test(w));
  return named ? label : label.charAt(0).toLowerCase() + label.slice(1);
};

/** Where a document of `owner` is fixed. */
function documentHref(owner: VehicleFacts | DriverFacts, type: string) {
  return owner.kind === 'vehicle' ? `/vehicles/${owner.id}/edit/document/${type}` : `/drivers/${owner.id}/edit`;
}

/** The reasons of one required document on `day`: none, a blocking one, or a warning. */
function documentReasons(owner: VehicleFacts | DriverFacts, doc: DocumentFacts, day: string): Reason[] {
  if (!doc.required) return [];
  const base = { document: doc.type, owner: owner.kind, fix_href: documentHref(owner, doc.type) } as const;
  const label = doc.label;
  if (!doc.inForce) {
    if (doc.pending?.status === 'pending_review')
      return [{ ...base, code: 'document_under_review', message: `${label} is under review`, fix: `See the ${lower(label)}`, fix_href: base.fix_href, blocking: true }];
    if (doc.pending?.status === 'rejected')
      return [{ ...base, code: 'document_rejected', message: `${label} was rejected${doc.pending.reason ? `: ${doc.pending.reason}` : ''}`, fix: `Upload a new ${lower(label)}`, blocking: true }];
    return [{ ...base, code: 'document_missing', message: `${label} is not uploaded`, fix: `Upload the ${lower(label)}`, blocking: true }];
  }
  const expiresAt = doc.inForce.expiresAt;
  if (!expiresAt) return [];
  const reviewing = doc.pending?.status === 'pending_review' ? '; the new one is under review' : '';
  if (expiresAt < day) return [{ ...base, code: 'document_expired', message: `${label} expired on ${dayFirst(expiresAt)}${reviewing}`, fix: `Replace the ${lower(label)}`, blocking: true }];
  const left = daysBetween(day, expiresAt);
  if (left <= AT_RISK_DAYS) {
    const message = reviewing
      ? `${label} expires on ${dayFirst(expiresAt)}; a replacement is under review, and the current document is in force until then`
      : `${label} expires on ${dayFirst(expiresAt)}: blocked from ${dayFirst(addDays(expiresAt, 1))}`;
    return [{ ...base, code: 'document_expiring', message, fix: `Replace the ${lower(label)}`, blocking: false }];
  }
  return [];
}

function ownerReasons(owner: VehicleFacts | DriverFacts, day: string): Reason[] {
  const who = owner.kind === 'vehicle' ? owner.plate : owner.name;
  const page = owner.kind === 'vehicle' ? `/vehicles/details/${owner.id}` : `/drivers/details/${owner.id}`;
  const reasons: Reason[] = [];
  if (owner.suspension)
    reasons.push({ code: 'suspended', owner: owner.kind, message: `${who} is suspended by the marketplace: ${owner.suspension}`, fix_href: '/faq', fix: 'Contact partner support', blocking: true });
  if (owner.partnerStatus === 'inactive') reasons.push({ code: 'inactive', owner: owner.kind, message: `${who} is set inactive`, fix_href: page, fix: `Activate ${who}`, blocking: true });
  for (const doc of owner.documents) reasons.push(...documentReasons(owner, doc, day));
  return reasons;
}

function pairReasons(pair: PairFacts, day: string): Reason[] {
  const reasons = [...ownerReasons(pair.vehicle, day), ...ownerReasons(pair.driver, day)];
  if (!canCarryPassengersForHire(pair.driver.licenceClass))
    reasons.push({
      code: 'licence_class',
      owner: 'driver',
      message: `${pair.driver.name} holds a class ${pair.driver.licenceClass ?? '—'} licence; carrying passengers for hire in ${pair.vehicle.plate} needs class E`,
      fix_href: `/vehicles/details/${pair.vehicle.id}`,
      fix: `Choose another driver for ${pair.vehicle.plate}`,
      blocking: true,
    });
  return reasons;
}

/**
 * Can `subject` work on `day` (a Lagos date, 'YYYY-MM-DD')? See the module comment.
 * @returns the status, the reasons (blocking first), and for 'at_risk' the day it becomes blocked.
 */
export function readiness(subject: VehicleFacts | DriverFacts | PairFacts, day: string): Readiness {
  const reasons = subject.kind === 'pair' ? pairReasons(subject, day) : ownerReasons(subject, day);
  const blocking = reasons.filter((r) => r.blocking);
  if (blocking.length) return { status: 'blocked', reasons: [...blocking, ...reasons.filter((r) => !r.blocking)] };
  if (!reasons.length) return { status: 'ready', reasons: [] };
  const docs = subject.kind === 'pair' ? [...subject.vehicle.documents, ...subject.driver.documents] : subject.documents;
  const expiries = reasons.map((r) => docs.find((d) => d.type === r.document)?.inForce?.expiresAt).filter((e): e is string => Boolean(e));
  const earliest = expiries.sort()[0];
  return { status: 'at_risk', reasons, changes_on: earliest ? addDays(earliest, 1) : undefined, next_status: 'blocked' };
}

/**
 * The facts of a document as the API answers it (state, expiry, replacement): what is in force
 * and what waits. `expires_at` is the document in force's expiry when one is in force.
 */
export function documentFacts(d: {
  type: string;
  label: string;
  required: boolean;
  state: string;
  expires_at: string | null;
  rejection_reason: string | null;
  replacement: { status: string; rejection_reason: string | null } | null;
}): DocumentFacts {
  const inForce = ['approved', 'expiring_soon', 'expired'].includes(d.state) ? { expiresAt: d.expires_at } : null;
  const waiting = inForce ? d.replacement : d.state === 'pending_review' || d.state === 'rejected' ? { status: d.state, rejection_reason: d.rejection_reason } : null;
  const status: 'pending_review' | 'rejected' | null = waiting?.status === 'pending_review' ? 'pending_review' : waiting?.status === 'rejected' ? 'rejected' : null;
  const pending = waiting && status ? { status, reason: waiting.rejection_reason } : null;
  return { type: d.type, label: d.label, required: d.required, inForce, pending };
}

/** A document as the API answers it (the fields the rule reads). */
export type ApiDocument = Parameters<typeof documentFacts>[0];

/** A vehicle as the API answers it (lists, details, swap candidates) → the rule's facts. */
export const vehicleFacts = (v: { id: number; plate: string; partner_status: 'active' | 'inactive'; suspension?: string | null; documents: readonly ApiDocument[] }): VehicleFacts => ({
  kind: 'vehicle',
  id: v.id,
  plate: v.plate,
  partnerStatus: v.partner_status,
  suspension: v.suspension ?? null,
  documents: v.documents.map(documentFacts),
});

/** A driver as the API answers it → the rule's facts. `name` or first and last names. */
export const driverFacts = (d: {
  id: number;
  name?: string;
  fname?: string;
  lname?: string;
  licence_class: string | null;
  partner_status: 'active' | 'inactive';
  suspension?: string | null;
  documents: readonly ApiDocument[];
}): DriverFacts => ({
  kind: 'driver',
  id: d.id,
  name: d.name ?? `${d.fname ?? ''} ${d.lname ?? ''}`.trim(),
  licenceClass: d.licence_class,
  partnerStatus: d.partner_status,
  suspension: d.suspension ?? null,
  documents: d.documents.map(documentFacts),
});

/**
 * What a record's page says about documents waiting for review beside the one in force (issue
 * 21 §3): 'Hackney permit: replacement under review; the current document is in force until
 * 02-12-2026', or '…; blocked since 20-11-2026' once the current one has expired on `day`.
 */
export function replacementNotes(documents: readonly DocumentFacts[], day: string): string[] {
  return documents
    .filter((d) => d.inForce && d.pending?.status === 'pending_review')
    .map((d) => {
      const until = d.inForce!.expiresAt;
      if (!until) return `${d.label}: replacement under review; the current document stays in force until the new one is approved`;
      return until < day
        ? `${d.label}: replacement under review; blocked since ${dayFirst(addDays(until, 1))}`
        : `${d.label}: replacement under review; the current document is in force until ${dayFirst(until)}`;
    });
}

/** The worst of several statuses (a list of pairs, a driver with several vehicles over time). */
export const worstStatus = (statuses: readonly ReadinessStatus[]): ReadinessStatus => (statuses.includes('blocked') ? 'blocked' : statuses.includes('at_risk') ? 'at_risk' : 'ready');

/** One line of the fleet's day: who, the first reason, its fix; `href` is the record's page. */
export type FleetLine = { kind: 'vehicle' | 'driver'; id: number; who: string; href: string; status: ReadinessStatus; reason: Reason | null; changes_on?: string };

/**
 * The owner's morning question (issue 21 §3), answered from the fleet's readiness on a day:
 * the vehicles and drivers that cannot work (with the first reason and its fix), and those at
 * risk within AT_RISK_DAYS. Drivers blocked only through their vehicle say which vehicle.
 */
export function fleetDay(fleet: {
  day: string;
  vehicles: readonly { id: number; plate: string; driver: { id: number; name: string } | null; readiness: Readiness }[];
  drivers: readonly { id: number; name: string; vehicle: { id: number; plate: string } | null; readiness: Readiness }[];
}): { day: string; blocked: FleetLine[]; atRisk: FleetLine[]; blockedVehicles: number; blockedDrivers: number } {
  const lines: FleetLine[] = [
    ...fleet.vehicles.map((v) => ({
      kind: 'vehicle' as const,
      id: v.id,
      who: v.driver ? `${v.plate} (with ${v.driver.name})` : v.plate,
      href: `/vehicles/details/${v.id}`,
      status: v.readiness.status,
      reason: v.readiness.reasons[0] ?? null,
      changes_on: v.readiness.changes_on,
    })),
    ...fleet.drivers.map((d) => {
      const first = d.readiness.reasons[0] ?? null;
      // Held back only by the vehicle: say so, and point to choosing another vehicle.
      const reason: Reason | null =
        first && first.owner === 'vehicle' && d.vehicle
          ? { ...first, owner: 'driver', message: `Drives ${d.vehicle.plate}, which cannot work`, fix: 'Give them another vehicle', fix_href: `/drivers/details/${d.id}` }
          : first;
      return {
        kind: 'driver' as const,
        id: d.id,
        who: d.vehicle ? `${d.name} (drives ${d.vehicle.plate})` : d.name,
        href: `/drivers/details/${d.id}`,
        status: d.readiness.status,
        reason,
        changes_on: d.readiness.changes_on,
      };
    }),
  ];
  const blocked = lines.filter((l) => l.status === 'blocked');
  return {
    day: fleet.day,
    blocked,
    atRisk: lines.filter((l) => l.status === 'at_risk'),
    blockedVehicles: blocked.filter((l) => l.kind === 'vehicle').length,
    blockedDrivers: blocked.filter((l) => l.kind === 'driver').length,
  };
}

/** 'Tomorrow: 3 vehicles and 3 drivers cannot work', or 'All set for tomorrow'. */
export function fleetDayHeadline(day: { blockedVehicles: number; blockedDrivers: number }, when = 'Tomorrow'): string {
  const { blockedVehicles: v, blockedDrivers: d } = day;
  if (!v && !d) return `All set for ${when.toLowerCase()}`;
  const n = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  return `${when}: ${n(v, 'vehicle')} and ${n(d, 'driver')} cannot work`;
}
