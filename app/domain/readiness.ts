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
 * Shared on purpose with the API (ADR 0065): the portal judges with it before it asks, the API when it
 * decides; nothing of the portal's own code is imported here.
 */
import { canCarryPassengersForHire } from '~/domain/licence-classes';
import { addDays, dayFirst, daysBetween } from '~contract/lagos-time';

/** A required document expiring within this many days of D puts its owner at risk (one constant with the API's). */
export { AT_RISK_DAYS } from '~contract/constants';
import { AT_RISK_DAYS } from '~contract/constants';

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
  /** `message` and `fix` as sentences a page says in the reader's language (issue 44 §2). */
  words?: { message: Sentence; fix: Sentence };
};

/**
 * A sentence of the rule in any language (issue 44 §2): the English sentence with
 * `{{placeholders}}` — the key of the `fleet` catalogue — and its values (a document's English
 * label in `document`, lower-cased inside a sentence in `doc`, its type in `type`, dates
 * DD-MM-YYYY, names and plates as they are).
 */
export type Sentence = { text: string; values?: Record<string, string> };

/** A sentence in English: its placeholders filled. */
export const english = ({ text, values = {} }: Sentence) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** A reason from its two sentences: `message` and `fix` in English beside the sentences. */
function reasonOf(base: Omit<Reason, 'message' | 'fix' | 'words'>, message: Sentence, fix: Sentence): Reason {
  return { ...base, message: english(message), fix: english(fix), words: { message, fix } };
}

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

// Lagos days are the one module's (issue 34 §1).
export { addDays, dayFirst } from '~contract/lagos-time';

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
  const names = { document: doc.label, doc: lower(doc.label), type: doc.type };
  const say = (text: string, values: Record<string, string> = {}): Sentence => ({ text, values: { ...names, ...values } });
  if (!doc.inForce) {
    if (doc.pending?.status === 'pending_review') return [reasonOf({ ...base, code: 'document_under_review', blocking: true }, say('{{document}} is under review'), say('See the {{doc}}'))];
    if (doc.pending?.status === 'rejected')
      return [
        reasonOf(
          { ...base, code: 'document_rejected', blocking: true },
          doc.pending.reason ? say('{{document}} was rejected: {{rejection}}', { rejection: doc.pending.reason }) : say('{{document}} was rejected'),
          say('Upload a new {{doc}}'),
        ),
      ];
    return [reasonOf({ ...base, code: 'document_missing', blocking: true }, say('{{document}} is not uploaded'), say('Upload the {{doc}}'))];
  }
  const expiresAt = doc.inForce.expiresAt;
  if (!expiresAt) return [];
  const reviewing = doc.pending?.status === 'pending_review';
  const replace = say('Replace the {{doc}}');
  if (expiresAt < day)
    return [
      reasonOf(
        { ...base, code: 'document_expired', blocking: true },
        say(reviewing ? '{{document}} expired on {{date}}; the new one is under review' : '{{document}} expired on {{date}}', { date: dayFirst(expiresAt) }),
        replace,
      ),
    ];
  const left = daysBetween(day, expiresAt);
  if (left <= AT_RISK_DAYS) {
    const message = reviewing
      ? say('{{document}} expires on {{date}}; a replacement is under review, and the current document is in force until then', { date: dayFirst(expiresAt) })
      : say('{{document}} expires on {{date}}: blocked from {{from}}', { date: dayFirst(expiresAt), from: dayFirst(addDays(expiresAt, 1)) });
    return [reasonOf({ ...base, code: 'document_expiring', blocking: false }, message, replace)];
  }
  return [];
}

function ownerReasons(owner: VehicleFacts | DriverFacts, day: string): Reason[] {
  const who = owner.kind === 'vehicle' ? owner.plate : owner.name;
  const page = owner.kind === 'vehicle' ? `/vehicles/details/${owner.id}` : `/drivers/details/${owner.id}`;
  const reasons: Reason[] = [];
  if (owner.suspension)
    reasons.push(
      reasonOf(
        { code: 'suspended', owner: owner.kind, fix_href: '/faq', blocking: true },
        { text: '{{who}} is suspended by the marketplace: {{suspension}}', values: { who, suspension: owner.suspension } },
        { text: 'Contact partner support' },
      ),
    );
  if (owner.partnerStatus === 'inactive')
    reasons.push(
      reasonOf({ code: 'inactive', owner: owner.kind, fix_href: page, blocking: true }, { text: '{{who}} is set inactive', values: { who } }, { text: 'Activate {{who}}', values: { who } }),
    );
  for (const doc of owner.documents) reasons.push(...documentReasons(owner, doc, day));
  return reasons;
}

function pairReasons(pair: PairFacts, day: string): Reason[] {
  const reasons = [...ownerReasons(pair.vehicle, day), ...ownerReasons(pair.driver, day)];
  if (!canCarryPassengersForHire(pair.driver.licenceClass))
    reasons.push(
      reasonOf(
        { code: 'licence_class', owner: 'driver', fix_href: `/vehicles/details/${pair.vehicle.id}`, blocking: true },
        {
          text: '{{driver}} holds a class {{class}} licence; carrying passengers for hire in {{plate}} needs class E',
          values: { driver: pair.driver.name, class: pair.driver.licenceClass ?? '—', plate: pair.vehicle.plate },
        },
        { text: 'Choose another driver for {{plate}}', values: { plate: pair.vehicle.plate } },
      ),
    );
  return reasons;
}

/** The verdict of a record with nothing against it on its day (what `readiness` answers then). */
export const READY: Readiness = Object.freeze({ status: 'ready' as const, reasons: Object.freeze([]) as unknown as Readiness['reasons'] });

/**
 * Can `subject` work on `day` (a Lagos date, 'YYYY-MM-DD')? See the module comment.
 * @returns the status, the reasons (blocking first), and for 'at_risk' the day it becomes blocked.
 */
export function readiness(subject: VehicleFacts | DriverFacts | PairFacts, day: string): Readiness {
  const reasons = subject.kind === 'pair' ? pairReasons(subject, day) : ownerReasons(subject, day);
  const blocking = reasons.filter((r) => r.blocking);
  if (blocking.length) return { status: 'blocked', reasons: [...blocking, ...reasons.filter((r) => !r.blocking)] };
  if (!reasons.length) return READY;
  const docs = subject.kind === 'pair' ? [...subject.vehicle.documents, ...subject.driver.documents] : subject.documents;
  const expiries = reasons.map((r) => docs.find((d) => d.type === r.document)?.inForce?.expiresAt).filter((e): e is string => Boolean(e));
  const earliest = expiries.sort()[0];
  return { status: 'at_risk', reasons, changes_on: earliest ? addDays(earliest, 1) : undefined, next_status: 'blocked' };
}

/** The rule on a driver with a vehicle, or on either alone (the fleet day's projection judges each trip and record so). */
export const readinessWith = (vehicle: VehicleFacts | undefined, driver: DriverFacts | undefined, day: string): Readiness =>
  readiness(vehicle && driver ? { kind: 'pair', vehicle, driver } : (vehicle ?? driver)!, day);

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
 * What a record's page says about documents waiting for review beside the one in force (issues
 * 21 §3, 51 §1), as sentences a page says in its reader's words: 'Hackney permit: replacement under
 * review; the current document is in force until 02-12-2026', or '…; blocked since 20-11-2026'
 * once the current one has expired on `day`.
 */
export function replacementNotes(documents: readonly DocumentFacts[], day: string): Sentence[] {
  return documents
    .filter((d) => d.inForce && d.pending?.status === 'pending_review')
    .map((d): Sentence => {
      const until = d.inForce!.expiresAt;
      if (!until) return { text: '{{document}}: replacement under review; the current document stays in force until the new one is approved', values: { document: d.label } };
      return until < day
        ? { text: '{{document}}: replacement under review; blocked since {{date}}', values: { document: d.label, date: dayFirst(addDays(until, 1)) } }
        : { text: '{{document}}: replacement under review; the current document is in force until {{date}}', values: { document: d.label, date: dayFirst(until) } };
    });
}

/** The worst of several statuses (a list of pairs, a driver with several vehicles over time). */
export const worstStatus = (statuses: readonly ReadinessStatus[]): ReadinessStatus => (statuses.includes('blocked') ? 'blocked' : statuses.includes('at_risk') ? 'at_risk' : 'ready');

/** How serious a blocking reason is, most first (issue 32 §8): what can least be fixed today comes first. */
const SEVERITY: ReasonCode[] = ['licence_class', 'suspended', 'document_expired', 'document_rejected', 'document_missing', 'inactive', 'document_under_review', 'document_expiring'];

/**
 * Every reason in words, most serious first, joined: a picker shows them all, never only the first
 * (issue 32 §8: "On another trip at that time" hid an expired insurance; a licence's expiry hid
 * class B). `extra` (busy, seats) comes first: it is about the trip itself.
 */
export function allReasons(reasons: readonly Reason[], extra: readonly string[] = []): string {
  return [...extra, ...sortedReasons(reasons).map((r) => r.message)].join('; ');
}

/** Reasons most serious first: blocking before warnings, then by the codes' severity. */
export const sortedReasons = (reasons: readonly Reason[]): Reason[] => [...reasons].sort((a, b) => Number(b.blocking) - Number(a.blocking) || SEVERITY.indexOf(a.code) - SEVERITY.indexOf(b.code));

/** Reasons of several judgements merged: each (owner, code, document, message) once, blocking first. */
function mergeReasons(lists: readonly Reason[][]): Reason[] {
  const seen = new Set<string>();
  const all: Reason[] = [];
  for (const r of lists.flat()) {
    const key = `${r.owner}|${r.code}|${r.document ?? ''}|${r.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      all.push(r);
    }
  }
  return [...all.filter((r) => r.blocking), ...all.filter((r) => !r.blocking)];
}

/** The worst of several judgements of one record, with their reasons merged. */
export function worstOf(results: readonly Readiness[]): Readiness {
  if (results.length === 1) return results[0];
  const status = worstStatus(results.map((r) => r.status));
  const reasons = mergeReasons(results.map((r) => r.reasons));
  if (status !== 'at_risk') return { status, reasons };
  const changes = results
    .map((r) => r.changes_on)
    .filter((d): d is string => Boolean(d))
    .sort()[0];
  return { status, reasons, ...(changes ? { changes_on: changes, next_status: 'blocked' as const } : {}) };
}

/** The API's verdict on assigning a driver to a vehicle (issue 42 §1), in words, for the pickers. */
export type AssignmentVerdict = {
  status: ReadinessStatus;
  /** Every blocking reason (or every warning), in words. */
  note: string | null;
  may_assign: boolean;
  /** Why the pair itself is refused (the licence class), in words; null when it may be assigned. */
  refusal: string | null;
  /** `note`'s and `refusal`'s reasons as sentences, in their order (issue 51 §1), for a page to say in its reader's language. */
  words: Sentence[];
  refusal_words: Sentence[];
};

/** Reasons' sentences, most serious first, as `allReasons` orders their English. */
export const reasonSentences = (reasons: readonly Reason[]): Sentence[] => sortedReasons(reasons).map((r) => r.words?.message ?? { text: r.message });

/**
 * May this pair be assigned, and what would it say on `day` (issue 42 §1; ADR 0033)? A pair that
 * cannot work because of the pair itself — the driver's licence class does not cover the vehicle —
 * is refused: no surface could then call the vehicle ready with a driver who cannot drive it. A
 * pair blocked by one side's own paper (an expired licence being renewed) may be assigned, and
 * every surface names that paper as the reason.
 */
export function assignmentVerdict(pair: PairFacts, day: string): AssignmentVerdict {
  const r = readiness(pair, day);
  const own = new Set([...ownerReasons(pair.vehicle, day), ...ownerReasons(pair.driver, day)].map((x) => `${x.owner}|${x.code}|${x.message}`));
  const pairOnly = r.reasons.filter((x) => x.blocking && !own.has(`${x.owner}|${x.code}|${x.message}`));
  const shown = r.status === 'blocked' ? r.reasons.filter((x) => x.blocking) : r.reasons;
  return {
    status: r.status,
    note: shown.length ? allReasons(shown) : null,
    may_assign: pairOnly.length === 0,
    refusal: pairOnly.length ? allReasons(pairOnly) : null,
    words: reasonSentences(shown),
    refusal_words: reasonSentences(pairOnly),
  };
}
