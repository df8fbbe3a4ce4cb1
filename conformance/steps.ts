/**
 * The conformance suite's calls (issue 72 §2): every operation of contract/operations.ts, in an
 * order where each finds what it needs — the test partner's own records read first, a vehicle made
 * for the suite and removed at the end. Two kinds of step:
 * - `answer`: a call the API must answer 2xx with the contract's shape (reads, and writes that
 *   change nothing the partner would notice: the same settings saved again, a vehicle the suite made);
 * - `refusal`: a write that would change the partner's money, team or records for real (a payment,
 *   an invitation, a new partner) sent with a body the contract refuses; served means any 4xx but
 *   404 and 405 (the route exists and checks what it gets).
 * `needs` names what a step reads from the facts gathered so far; a step whose needs are not met
 * is "not run", with the reason.
 */
import type { OperationId } from '~contract/operations';
import { lagosToday } from '~/api/api-clock.server';

/** What the suite learnt so far: ids of the test partner's records, by name. */
export type Facts = Record<string, string | number | undefined>;

export type Step = {
  id: OperationId;
  kind: 'answer' | 'refusal';
  /** Facts the step needs (their absence: not run). */
  needs?: string[];
  params?: (f: Facts) => Record<string, string | number>;
  query?: (f: Facts) => Record<string, string | number | undefined>;
  body?: (f: Facts) => unknown;
  /** A multipart body: one small PNG as `file`. */
  multipart?: true;
  /** Facts read from the answer (`data` unwrapped). */
  learn?: (answer: unknown, f: Facts) => Facts;
  /** Runs last (it undoes what the suite made). */
  cleanup?: true;
  /**
   * Asks for a record no one can have (a code or token the suite cannot know): a 404 is the served
   * route's answer too, so such a step cannot tell a missing route; it passes on any 4xx.
   */
  unknown?: true;
};

const first = (answer: unknown): Record<string, unknown> | undefined => {
  const data = (answer as { data?: unknown })?.data ?? answer;
  return (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | undefined;
};
const P = (f: Facts) => ({ partnerId: f.partnerId!, id: f.partnerId! });
/** Today as the API's clock has it (its `Date` header, read by the client), in Lagos. */
const today = () => lagosToday();
const month = () => today().slice(0, 7);
const year = () => Number(today().slice(0, 4));
/** Monday of the API's week, a pay week's start. */
const monday = () => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};
/** A plate no partner has: the suite's vehicle. */
export const conformancePlate = () => `CNF-${String(Date.now()).slice(-3)}${String.fromCharCode(65 + Math.floor(Math.random() * 26), 65 + Math.floor(Math.random() * 26))}`;
/** The deductions of an earnings page's lines: any one, and one that may be queried now. */
const deductionsOf = (answer: unknown) => {
  const items = ((answer as { data?: Array<{ deductions?: Array<{ id?: number; may_query?: boolean }> }> }).data ?? []).flatMap((l) => l.deductions ?? []).filter((d) => d.id);
  return { deductionId: items[0]?.id, queryableDeductionId: items.find((d) => d.may_query !== false)?.id };
};

/** The steps in order (see the module comment). */
export const STEPS: Step[] = [
  // Public reference lists and the discovery call.
  { id: 'capabilities', kind: 'answer' },
  { id: 'countries', kind: 'answer' },
  { id: 'cities', kind: 'answer', query: () => ({ limit: 1000, fields: 'id,name,code,country_id' }) },
  { id: 'businessTypes', kind: 'answer' },
  { id: 'places', kind: 'answer', query: () => ({ input: 'Ikeja' }) },
  { id: 'payouts.banks', kind: 'answer', learn: (a) => ({ bankCode: first(a)?.code as string }) },
  // The session.
  { id: 'users.profile', kind: 'answer', learn: (a) => ({ userId: first(a)?.id as number }) },
  {
    id: 'users.memberships',
    kind: 'answer',
    needs: ['userId'],
    params: (f) => ({ userId: f.userId! }),
    learn: (a) => {
      const partner = first(a)?.partner as { id?: number; account_sid?: string } | undefined;
      return { partnerId: partner?.id, accountSid: partner?.account_sid };
    },
  },
  { id: 'users.updateProfile', kind: 'refusal', body: () => ({ email: 'not an email' }) },
  // The partner.
  { id: 'partners.get', kind: 'answer', needs: ['partnerId'], params: P },
  { id: 'partners.update', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({ company_name: '' }) },
  { id: 'partners.kycStatus', kind: 'answer', needs: ['accountSid'], params: (f) => ({ accountSid: f.accountSid! }) },
  { id: 'partners.cities', kind: 'answer', needs: ['partnerId'], params: P, learn: (a) => ({ cityId: first(a)?.id as number, cityCode: first(a)?.code as string }) },
  { id: 'partners.addCity', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({ city_id: 'none' }) },
  { id: 'partners.verifyIdentity', kind: 'refusal', needs: ['accountSid'], params: (f) => ({ accountSid: f.accountSid! }), body: () => ({}) },
  { id: 'partners.verifyAddress', kind: 'refusal', needs: ['accountSid'], params: (f) => ({ accountSid: f.accountSid! }), body: () => ({}) },
  { id: 'partners.summary', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ period: 'All' }) },
  { id: 'partners.tripStats', kind: 'answer', needs: ['partnerId'], params: P },
  { id: 'partners.ratings', kind: 'answer', needs: ['partnerId'], params: P },
  { id: 'partners.companyDocuments', kind: 'answer', needs: ['partnerId'], params: P },
  { id: 'partners.addCompanyDocument', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({ type: 'none' }) },
  { id: 'partners.live', kind: 'answer', needs: ['partnerId'], params: P },
  { id: 'partners.fleetReadiness', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ day: 'today', omit: 'trips' }) },
  { id: 'partners.create', kind: 'refusal', body: () => ({}) },
  { id: 'uploads.identityFile', kind: 'answer', multipart: true },
  // The team and invitations.
  { id: 'team.roles', kind: 'answer', query: () => ({ group: 'partner' }) },
  {
    id: 'team.members',
    kind: 'answer',
    needs: ['partnerId'],
    query: (f) => ({ owner_id: f.partnerId, owner_type: 'partner', page: 1, perPage: 10 }),
    learn: (a) => ({ memberId: first(a)?.id as number }),
  },
  { id: 'team.invite', kind: 'refusal', needs: ['partnerId'], body: (f) => ({ owner_type: 'partner', owner_id: f.partnerId, member_email: 'not an email', member_roles: [] }) },
  { id: 'team.editRoles', kind: 'refusal', needs: ['memberId'], params: (f) => ({ id: f.memberId! }), body: () => ({ member_roles: 'none' }) },
  { id: 'team.setStatus', kind: 'refusal', needs: ['memberId'], params: (f) => ({ id: f.memberId! }), body: () => ({ disabled: 7 }) },
  { id: 'invitations.list', kind: 'answer' },
  { id: 'invitations.byCode', kind: 'refusal', unknown: true, query: () => ({ code: '' }) },
  { id: 'invitations.accept', kind: 'refusal', unknown: true, needs: ['partnerId'], params: P },
  { id: 'invitations.reject', kind: 'refusal', unknown: true, needs: ['partnerId'], params: P },
  { id: 'invitations.acceptById', kind: 'refusal', needs: ['memberId'], params: (f) => ({ memberId: f.memberId! }) },
  // Notifications and the activity log.
  { id: 'notifications.preferences', kind: 'answer', needs: ['partnerId'], params: P, learn: (a) => ({ preferences: JSON.stringify((a as { data: unknown }).data) }) },
  { id: 'notifications.savePreferences', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({ channels: 'none' }) },
  { id: 'notifications.preview', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ scope: 'vehicles' }) },
  { id: 'activity.list', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }) },
  // Reference lists of the fleet.
  {
    id: 'fleet.makes',
    kind: 'answer',
    learn: (a) => ({ modelId: ((first(a)?.models as Array<{ id: number }> | undefined) ?? [])[0]?.id, makeSeats: ((first(a)?.models as Array<{ seats: number }> | undefined) ?? [])[0]?.seats }),
  },
  { id: 'fleet.vehicleTypes', kind: 'answer', learn: (a) => ({ vehicleType: first(a)?.name as string }) },
  { id: 'fleet.amenities', kind: 'answer' },
  { id: 'fleet.documentTypes', kind: 'answer', query: (f) => ({ city: f.cityCode }) },
  { id: 'fleet.licenceClasses', kind: 'answer' },
  // Drivers: the partner's first, read.
  { id: 'drivers.list', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }), learn: (a) => ({ driverId: first(a)?.id as number }) },
  { id: 'drivers.get', kind: 'answer', needs: ['driverId'], params: (f) => ({ id: f.driverId! }) },
  { id: 'drivers.create', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({ fname: '' }) },
  { id: 'drivers.update', kind: 'refusal', needs: ['driverId'], params: (f) => ({ id: f.driverId! }), body: () => ({ phone: 'not a phone' }) },
  { id: 'drivers.setStatus', kind: 'refusal', needs: ['driverId'], params: (f) => ({ id: f.driverId! }), body: () => ({ status: 'none' }) },
  { id: 'drivers.addDocument', kind: 'refusal', needs: ['driverId'], params: (f) => ({ id: f.driverId! }), body: () => ({ type: 'none' }) },
  { id: 'drivers.assignments', kind: 'answer', needs: ['driverId'], params: (f) => ({ id: f.driverId! }) },
  { id: 'drivers.trips', kind: 'answer', needs: ['driverId'], params: (f) => ({ id: f.driverId! }), query: () => ({ page: 1, perPage: 10 }) },
  { id: 'drivers.remove', kind: 'refusal', unknown: true, params: () => ({ id: 999_999_999 }) },
  { id: 'drivers.importRows', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({ rows: [] }) },
  // Document requests of that driver.
  { id: 'documentRequests.forDriver', kind: 'answer', needs: ['driverId'], params: (f) => ({ driverId: f.driverId! }) },
  {
    id: 'documentRequests.preview',
    kind: 'answer',
    needs: ['driverId'],
    params: (f) => ({ driverId: f.driverId! }),
    query: () => ({ documents: 'driver.driver_licence,vehicle.insurance', language: 'ha' }),
  },
  { id: 'documentRequests.ask', kind: 'refusal', needs: ['driverId'], params: (f) => ({ driverId: f.driverId! }), body: () => ({ documents: [] }) },
  { id: 'documentRequests.withdraw', kind: 'refusal', unknown: true, params: () => ({ linkId: 999_999_999 }) },
  { id: 'documentRequests.accept', kind: 'refusal', unknown: true, params: () => ({ submissionId: 999_999_999 }), body: () => ({}) },
  { id: 'documentRequests.reject', kind: 'refusal', unknown: true, params: () => ({ submissionId: 999_999_999 }), body: () => ({}) },
  { id: 'documentRequests.open', kind: 'refusal', body: () => ({ token: '' }) },
  { id: 'documentRequests.sendFile', kind: 'refusal', body: () => undefined },
  { id: 'documentRequests.submit', kind: 'refusal', body: () => ({ token: '' }) },
  // A vehicle made for the suite: read, changed, given a pass, removed at the end.
  {
    id: 'vehicles.create',
    kind: 'answer',
    needs: ['partnerId', 'modelId', 'cityId', 'vehicleType'],
    params: P,
    body: (f) => ({ plate: conformancePlate(), model_id: f.modelId, year: 2020, seats: f.makeSeats ?? 14, type: f.vehicleType, city_id: f.cityId }),
    learn: (a) => ({ vehicleId: first(a)?.id as number }),
  },
  { id: 'vehicles.list', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }) },
  { id: 'vehicles.get', kind: 'answer', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }) },
  { id: 'vehicles.update', kind: 'answer', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }), body: () => ({ year: 2021 }) },
  { id: 'vehicles.setStatus', kind: 'refusal', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }), body: () => ({ status: 'none' }) },
  { id: 'vehicles.addDocument', kind: 'refusal', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }), body: () => ({ type: '' }) },
  { id: 'vehicles.assignments', kind: 'answer', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }) },
  { id: 'vehicles.trips', kind: 'answer', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }), query: () => ({ page: 1, perPage: 10 }) },
  { id: 'vehicles.assignPreview', kind: 'refusal', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }), query: () => ({ driver_id: 'none' }) },
  { id: 'vehicles.assignDriver', kind: 'refusal', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }), body: () => ({ driver_id: 'none' }) },
  { id: 'vehicles.unassignDriver', kind: 'answer', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }) },
  { id: 'passes.get', kind: 'answer', needs: ['partnerId', 'vehicleId'], params: (f) => ({ partnerId: f.partnerId!, vehicleId: f.vehicleId! }) },
  { id: 'passes.replace', kind: 'answer', needs: ['partnerId', 'vehicleId'], params: (f) => ({ partnerId: f.partnerId!, vehicleId: f.vehicleId! }), body: () => ({}) },
  { id: 'passes.scan', kind: 'refusal', body: () => ({ token: '' }) },
  { id: 'vehicles.remove', kind: 'answer', needs: ['vehicleId'], params: (f) => ({ id: f.vehicleId! }), cleanup: true },
  // Trips and routes: the partner's first, read.
  { id: 'trips.list', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }), learn: (a) => ({ tripId: first(a)?.id as number }) },
  { id: 'trips.get', kind: 'answer', needs: ['tripId'], params: (f) => ({ id: f.tripId! }) },
  { id: 'trips.manifest', kind: 'answer', needs: ['tripId'], params: (f) => ({ id: f.tripId! }) },
  { id: 'trips.candidates', kind: 'answer', needs: ['tripId'], params: (f) => ({ id: f.tripId! }) },
  { id: 'trips.swapDriver', kind: 'refusal', needs: ['tripId'], params: (f) => ({ id: f.tripId! }), body: () => ({ driver_id: 'none' }) },
  { id: 'trips.swapVehicle', kind: 'refusal', needs: ['tripId'], params: (f) => ({ id: f.tripId! }), body: () => ({ vehicle_id: 'none' }) },
  { id: 'routes.list', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }), learn: (a) => ({ routeId: first(a)?.id as number }) },
  { id: 'routes.get', kind: 'answer', needs: ['routeId'], params: (f) => ({ id: f.routeId! }) },
  // Payouts and settlement accounts.
  { id: 'payouts.settlementAccounts', kind: 'answer', needs: ['accountSid'], query: (f) => ({ partnerId: f.accountSid }), learn: (a) => ({ accountId: first(a)?.id as number }) },
  { id: 'payouts.addSettlementAccount', kind: 'refusal', body: () => ({}) },
  { id: 'payouts.confirmationCode', kind: 'refusal', body: () => ({}) },
  { id: 'payouts.makePayoutAccount', kind: 'refusal', needs: ['accountId'], params: (f) => ({ id: f.accountId! }), body: () => ({}) },
  { id: 'payouts.resolveAccount', kind: 'refusal', body: () => ({ bank_code: '', account_number: 'x' }) },
  { id: 'payouts.payoutChange', kind: 'refusal', unknown: true, params: () => ({ token: 'conformance-unknown' }) },
  { id: 'payouts.cancelPayoutChange', kind: 'refusal', unknown: true, params: () => ({ token: 'conformance-unknown' }), body: () => ({}) },
  // Earnings.
  { id: 'earnings.payslips', kind: 'answer', needs: ['partnerId'], params: P, learn: (a) => ({ payslipMonth: first(a)?.month as string }) },
  { id: 'earnings.payslip', kind: 'answer', needs: ['partnerId', 'payslipMonth'], params: (f) => ({ partnerId: f.partnerId!, month: f.payslipMonth! }) },
  // The lines of the last paid month (the current one may have no trip yet, on its first day): their deductions.
  { id: 'earnings.lines', kind: 'answer', needs: ['partnerId'], params: P, query: (f) => ({ month: (f.payslipMonth as string | undefined) ?? month(), page: 1, perPage: 100 }), learn: deductionsOf },
  { id: 'earnings.summary', kind: 'answer', needs: ['partnerId'], params: P },
  { id: 'earnings.byVehicle', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ month: month() }) },
  { id: 'earnings.byDriver', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ month: month() }) },
  { id: 'earnings.refunds', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ month: month() }) },
  { id: 'earnings.statement', kind: 'answer', needs: ['partnerId'], params: (f) => ({ partnerId: f.partnerId!, year: year() }) },
  { id: 'earnings.driverMonths', kind: 'answer', needs: ['partnerId', 'driverId'], params: (f) => ({ partnerId: f.partnerId!, driverId: f.driverId! }), query: () => ({ months: 6 }) },
  {
    id: 'earnings.costConfigurations',
    kind: 'answer',
    needs: ['partnerId'],
    params: P,
    query: () => ({ page: 1, perPage: 10 }),
    learn: (a) => ({ costVehicleId: (first(a)?.vehicle as { id?: number } | undefined)?.id }),
  },
  { id: 'earnings.vehicleCosts', kind: 'answer', needs: ['partnerId', 'costVehicleId'], params: (f) => ({ partnerId: f.partnerId!, vehicleId: f.costVehicleId! }) },
  { id: 'earnings.requestCostChange', kind: 'refusal', needs: ['partnerId', 'costVehicleId'], params: (f) => ({ partnerId: f.partnerId!, vehicleId: f.costVehicleId! }), body: () => ({}) },
  { id: 'earnings.payouts', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }) },
  // A query on a deduction that may be queried: the suite's one lasting write (the test partner's).
  {
    id: 'earnings.queryDeduction',
    kind: 'answer',
    needs: ['partnerId', 'queryableDeductionId'],
    params: P,
    body: (f) => ({ deduction_id: f.queryableDeductionId, reason: 'other', note: 'Conformance suite: please close.' }),
  },
  { id: 'earnings.deductionQueries', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }), learn: (a) => ({ queryId: first(a)?.id as number }) },
  { id: 'earnings.deductionQuery', kind: 'answer', needs: ['partnerId', 'queryId'], params: (f) => ({ partnerId: f.partnerId!, id: f.queryId! }) },
  { id: 'earnings.deduction', kind: 'answer', needs: ['partnerId', 'deductionId'], params: (f) => ({ partnerId: f.partnerId!, id: f.deductionId! }) },
  // Driver pay.
  { id: 'pay.rules', kind: 'answer', needs: ['partnerId'], params: P },
  { id: 'pay.run', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ period: 'week', start: monday(), page: 1, perPage: 10 }) },
  { id: 'pay.drivers', kind: 'answer', needs: ['partnerId'], params: P, query: () => ({ page: 1, perPage: 10 }) },
  { id: 'pay.driver', kind: 'answer', needs: ['partnerId', 'driverId'], params: (f) => ({ partnerId: f.partnerId!, driverId: f.driverId! }), query: () => ({ period: 'week', start: monday() }) },
  { id: 'pay.driverRule', kind: 'answer', needs: ['driverId'], params: (f) => ({ driverId: f.driverId! }) },
  { id: 'pay.queries', kind: 'answer', needs: ['partnerId'], params: P, learn: (a) => ({ payQueryId: first((a as { data?: { queries?: unknown[] } }).data?.queries ?? [])?.id as number }) },
  { id: 'pay.setRule', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({}) },
  { id: 'pay.addEntry', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({}) },
  { id: 'pay.reverseEntry', kind: 'refusal', needs: ['partnerId'], params: (f) => ({ partnerId: f.partnerId!, entryId: 999_999_999 }), body: () => ({}) },
  { id: 'pay.markPaid', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({}) },
  { id: 'pay.voidPayment', kind: 'refusal', needs: ['partnerId'], params: (f) => ({ partnerId: f.partnerId!, paymentId: 999_999_999 }), body: () => ({}) },
  { id: 'pay.answerQuery', kind: 'refusal', needs: ['partnerId'], params: (f) => ({ partnerId: f.partnerId!, queryId: f.payQueryId ?? 999_999_999 }), body: () => ({}) },
  { id: 'pay.setAccount', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({}) },
  // The suite's driver has no pay this week: the preview is refused as the send would be (a driver with pay is the tests' own).
  { id: 'pay.statementPreview', kind: 'refusal', needs: ['partnerId', 'driverId'], params: P, query: (f) => ({ driver_id: f.driverId!, period: 'week', start: monday(), language: 'yo' }) },
  { id: 'pay.sendStatement', kind: 'refusal', needs: ['partnerId'], params: P, body: () => ({}) },
  { id: 'pay.openStatement', kind: 'refusal', body: () => ({ token: '' }) },
  { id: 'pay.noteStatement', kind: 'refusal', body: () => ({ token: '' }) },
  // Sign-in calls last but one: they need no session and change none.
  { id: 'auth.login', kind: 'refusal', body: () => ({ email: 'not an email', password: '' }) },
  { id: 'auth.register', kind: 'refusal', body: () => ({}) },
  { id: 'auth.requestOtp', kind: 'refusal', body: () => ({}) },
  { id: 'auth.confirmOtp', kind: 'refusal', params: () => ({ referenceId: 'conformance-unknown' }), body: () => ({}) },
  { id: 'auth.forgotPassword', kind: 'refusal', body: () => ({}) },
  { id: 'auth.changePassword', kind: 'refusal', body: () => ({}) },
  // The suite's own session ends last.
  { id: 'auth.logout', kind: 'answer', cleanup: true },
];
