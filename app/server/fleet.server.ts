/**
 * Server helpers of the fleet screens (issue 10): a record of the partner or the not-found page
 * (never another partner's data), the partner's cities, the API bodies from form values, and
 * the driver and vehicle rows of the lists and exports.
 */
import { json, type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import type { Driver, Vehicle } from '~contract/fleet';
import { redirectWithToast } from '~/server/toast.server';
import { displayPhone, e164 } from '~/server/phone.server';
import type { ActiveContext } from '~/server/session.server';
import type { DriverValues } from '~/server/validation/fleet.server';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { READY, type Readiness } from '~/domain/readiness';

/**
 * What the not-found page says of each kind of record: whole sentences of the messages
 * catalogue, so the error page words them in the reader's language (issue 51 §1: no sentence
 * built from English at run time).
 */
export const NOT_FOUND = {
  driver: 'This driver was not found. It may have been removed, or the link may be wrong.',
  vehicle: 'This vehicle was not found. It may have been removed, or the link may be wrong.',
  trip: 'This trip was not found. It may have been removed, or the link may be wrong.',
  route: 'This route was not found. It may have been removed, or the link may be wrong.',
  payslip: 'This payslip was not found. It may have been removed, or the link may be wrong.',
  document: 'This document was not found. It may have been removed, or the link may be wrong.',
  deduction: 'This deduction was not found. It may have been removed, or the link may be wrong.',
  query: 'This query was not found. It may have been removed, or the link may be wrong.',
  evidence: 'This evidence was not found. It may have been removed, or the link may be wrong.',
} as const;
export type NotFoundKind = keyof typeof NOT_FOUND;

/** The not-found page (404) for an id that is unknown or belongs to another partner. */
export const notFound = (what: NotFoundKind) => json({ message: NOT_FOUND[what] }, { status: 404 });

/**
 * Load a record by id from a route param, for the active partner only (issue 20 §1): an invalid
 * id, an unknown one, or one the API lets this user read but that belongs to another partner
 * (a member of two partners acting for the other; or the API answers 403 or 404) is the
 * not-found page. The API's permission check is per user, not per active partner, so the
 * record's `partner_id` is compared here.
 * @param raw the route param; `partnerId` the active partner's id.
 * @throws the 404 Response of `notFound(what)`.
 */
export async function recordOr404<T extends { partner_id: number }>(raw: string | undefined, what: NotFoundKind, partnerId: number, load: (id: number) => Promise<T>): Promise<T> {
  const id = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || id <= 0) throw notFound(what);
  let record: T;
  try {
    record = await load(id);
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 404 || error.status === 403)) throw notFound(what);
    throw error;
  }
  if (record.partner_id !== partnerId) throw notFound(what);
  return record;
}

/**
 * A record's read and the reads made by its id, in one round: answers `[record, ...reads]` as
 * `Promise.all` would, except that a read's failure waits for the record, so an unknown or
 * another partner's id gets the record's own answer (the not-found page) — not a read by that id
 * refused upstream first (a 500, by whichever answer came first). A read is never awaited longer
 * than the record and itself.
 * @param record e.g. `recordOr404(…)`; `reads` promises or plain values (null for a tab not shown).
 * @throws the record's failure if it fails, else the first read's failure.
 */
export function withRecord<T, R extends readonly unknown[] | []>(record: Promise<T>, reads: R): Promise<[T, ...{ -readonly [K in keyof R]: Awaited<R[K]> }]> {
  const gated = reads.map((read) =>
    Promise.resolve(read).catch((error: unknown) =>
      record.then(() => {
        throw error;
      }),
    ),
  );
  return Promise.all([record, ...gated]) as Promise<never>;
}

/** The partner's cities of operation (memoised for the request by the client). */
export const partnerCities = (api: Upstream, ctx: ActiveContext) => api.partners.cities(ctx.partner.id);
export const operatesInLagos = (cities: { code: string }[]) => cities.some((c) => c.code === 'LOS');

/** The API's driver body from the form's values and the stored files' locations. */
export function driverBody(v: DriverValues, files: { licence?: string; lasdri?: string }) {
  return {
    fname: v.fname,
    lname: v.lname,
    phone: e164(v.phone as string, v.country as string) ?? (v.phone as string),
    email: v.email ?? null,
    dob: v.dob,
    address: v.address,
    licence_number: v.licence_number,
    licence_class: v.licence_class,
    ...(files.licence && v.licence_expiry ? { licence_expiry: v.licence_expiry, licence_file_url: files.licence } : {}),
    ...(files.lasdri && v.lasdri_number && v.lasdri_expiry ? { lasdri_number: v.lasdri_number, lasdri_expiry: v.lasdri_expiry, lasdri_file_url: files.lasdri } : {}),
  };
}

/** A driver as the list shows it (its readiness comes beside it, from the rule). */
export function driverRow(d: Driver) {
  return { id: d.id, name: `${d.fname} ${d.lname}`, phone: displayPhone(d.phone), vehicle: d.vehicle, licenceExpiry: d.licence_expiry };
}

/** A vehicle as the list shows it (its readiness comes beside it, from the rule). */
export function vehicleRow(v: Vehicle) {
  return {
    id: v.id,
    plate: v.plate,
    model: `${v.brand} ${v.model}`,
    year: v.year,
    seats: v.seats,
    type: v.type,
    city: v.city?.name ?? '—',
    driver: v.driver,
    setupPending: v.documents.some((d) => d.required && d.state === 'missing'),
  };
}

export type FleetContext = { context: AppLoadContext };

/**
 * A fleet list's query for the API: the search and other filters as they are, the readiness
 * filter (`status`) on `day` (a Lagos date).
 */
export function fleetListFilters<Q extends { status?: string; page: number }>(query: Q, day: string) {
  const { page: _page, status, ...rest } = query;
  return { ...rest, ...(status ? { readiness: status, day } : {}) };
}

/**
 * The redirect after a driver is assigned to a vehicle (issues 21 §2, 42 §1): the toast says what
 * the vehicle page will say — the vehicle's verdict in the one projection of the API's today
 * (never a judgement of its own, never the portal's clock) — and who drives its trips today when
 * they stayed with someone else ("Its trips today stay with Segun Okonkwo").
 */
export async function assignedToast(request: Request, api: Upstream, partnerId: number, vehicleId: number, driverId: number, to: string): Promise<Response> {
  const [driver, today] = await Promise.all([api.drivers.get(driverId), api.partners.fleetReadiness(partnerId, 'today')]);
  const vehicle = today.vehicles.find((v) => v.id === vehicleId);
  const who = `${driver.fname} ${driver.lname}`;
  const plate = vehicle?.plate ?? (await api.vehicles.get(vehicleId)).plate;
  const blocking = vehicle?.readiness.reasons.find((r) => r.blocking);
  const others = (vehicle?.drivers ?? []).filter((d) => d.id !== driverId).map((d) => d.name);
  // Sentences of the `messages` catalogue; the reason is said as the rule wrote it (English).
  const values = { who, plate, reason: blocking?.message ?? '', others: others.join(', ') };
  const message = blocking
    ? others.length
      ? '{{who}} now drives {{plate}}, but {{plate}} cannot work today: {{reason}}. Its trips today stay with {{others}}.'
      : '{{who}} now drives {{plate}}, but {{plate}} cannot work today: {{reason}}.'
    : others.length
      ? '{{who}} now drives {{plate}}. Its trips today stay with {{others}}.'
      : '{{who}} now drives {{plate}}.';
  return redirectWithToast(request, to, { type: blocking ? 'warning' : 'success', message, values });
}

/**
 * The readiness of every vehicle and driver of the partner on `day`, by id, as the API judges
 * it with the rule the portal shares (a vehicle with its driver, a driver with its vehicle), and
 * how many of each kind cannot work. `ids`: records a page names (its own record), for which the
 * answer says whether they are in the projection at all.
 */
export async function readinessById(api: Upstream, partnerId: number, day: string, ids?: number[]) {
  // Only those who are not ready, and the records named (issue 52 §5: a fleet's whole projection
  // is 715 KB at 2,000 vehicles): any other record of the fleet is ready, with nothing to say
  // (`READY`); a record named that the answer leaves out is not in the fleet's projection.
  const r = await api.partners.fleetReadiness(partnerId, day, 'attention', ids);
  const verdicts = (rows: { id: number; readiness: Readiness }[]) => {
    const byId = new Map(rows.map((x) => [x.id, x.readiness]));
    return { get: (id: number): Readiness | undefined => byId.get(id) ?? (ids?.includes(id) ? undefined : READY), blocked: rows.filter((x) => x.readiness.status === 'blocked').length };
  };
  return { day: r.day, vehicles: verdicts(r.vehicles), drivers: verdicts(r.drivers) };
}

/**
 * One page of the drivers' or the vehicles' list (issues 10, 21 §3, 22 §5, 32 §1): the rows as
 * the list shows them (`toRow`), each with its readiness on `day` ('today', 'tomorrow' or a date)
 * from the one projection, the filtered total, how many of the whole fleet of that kind cannot
 * work that day (the banner's count, whatever the filters), and the date the API answered for.
 * `list` calls the API with the list's filters and paging.
 */
export async function fleetListPage<T extends { id: number }, R>(
  api: Upstream,
  partnerId: number,
  kind: 'drivers' | 'vehicles',
  list: (page: { perPage: number }) => Promise<{ data: T[]; metadata: { total: number } }>,
  toRow: (record: T) => R,
  day: string,
) {
  const [page, ready] = await Promise.all([list({ perPage: LIST_PAGE_SIZE }), readinessById(api, partnerId, day)]);
  const verdicts = ready[kind];
  return {
    day: ready.day,
    total: page.metadata.total,
    rows: page.data.map((record) => ({ ...toRow(record), readiness: verdicts.get(record.id) ?? null })),
    blocked: verdicts.blocked,
  };
}
