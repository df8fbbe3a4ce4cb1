/**
 * Every call the portal makes to the marketplace's API (issue 72 §1), as one table: its method
 * and path (OpenAPI's `{param}` form), its query, body and answer schemas (the zod schemas of this
 * folder), whether it needs a signed-in token, and which part of the portal needs it:
 * - `spec`: the calls the spec lists (section 7, "The calls it makes"), required;
 * - `core`: the calls the spec says exist without showing them (drivers, vehicles, trips lists,
 *   earnings and payouts), required too;
 * - `discovery`: the one call that says which features the API serves (optional itself);
 * - any other value: an optional portal feature (FEATURES), which steps aside when its upstream
 *   does not serve it (issue 72 §3, ADR 0066).
 *
 * One source: the client's calls (app/api/calls) parse each answer with `operations[id].answer`,
 * tests/integration/operations.test.ts keeps each call's method, path, query and body the
 * table's, and docs/api/openapi.json is generated from this table (scripts/openapi.ts).
 */
import { z } from 'zod';
import * as c from './core';
import { envelope } from './core';
import * as f from './fleet';
import * as dr from './document-requests';
import * as money from './money';
import * as dp from './driver-pay';
import * as q from './queries';
import * as r from './requests';
import { activityPage, activityQuery } from './activity';

/** A reply the portal does not read (a write's acknowledgement): one schema per row, so each names its row. */
export const accepted = () => z.unknown();

/**
 * The portal's optional features: each is offered only while its upstream serves its calls.
 * Keys are the `feature` of the operations; values say, in English, what the feature is (the
 * OpenAPI tag's description; the portal's pages word them from the `features` catalogue).
 */
export const FEATURES = {
  'driver-pay': 'Driver pay: pay rules, entries, pay runs, payments, statements and the drivers’ queries (issues 53, 67).',
  'document-requests': 'Document requests: asking a driver for a document by a link, and accepting or rejecting what they send (issue 43).',
  'roadside-passes': 'Roadside passes: a vehicle’s QR pass an officer scans (issue 44).',
  'fleet-readiness': 'Fleet readiness: which vehicles and drivers can work on a day (issue 52).',
  'deduction-queries': 'Deduction queries: an owner questions a deduction and reads the answer (issue 36).',
  'trip-swaps': 'Trip swaps: changing an upcoming trip’s driver or vehicle (issue 34).',
  'activity-log': 'The activity log: who did what in the partner’s account (issue 40).',
  notifications: 'Notification preferences and the owner’s digest (issue 42).',
  'annual-statement': 'The annual statement of a year’s earnings (issue 41).',
  payslips: 'Monthly payslips (issue 24).',
  'supply-costs': 'Supply costs of vehicles and requests to change them (issue 24).',
  'payout-account-changes': 'Choosing another payout account, with a code and a cooling-off period (issue 24).',
  'driver-import': 'Adding drivers from a CSV file (issue 26).',
  'live-map': 'Where the fleet’s vehicles are now.',
  'company-documents': 'A registered business’s company documents.',
  assignments: 'Assigning drivers to vehicles, with a preview of the trips it moves.',
  'driver-earnings': 'One driver’s earnings month by month.',
  refunds: 'The refunds paid within a period.',
} as const;

/** An optional feature's id. */
export type Feature = keyof typeof FEATURES;

/** One call: see the module comment. `params` are the path's parameters in order. */
export type Operation = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** `discovery`: optional, and not a feature: the portal asks it which features are served. */
  feature: 'spec' | 'core' | 'discovery' | Feature;
  /** Answered without a signed-in token (a sign-in, a public link's page). */
  public?: true;
  params?: readonly string[];
  query?: z.ZodTypeAny;
  /** A JSON body's schema, or a multipart upload. */
  body?: z.ZodTypeAny | 'multipart';
  answer: z.ZodTypeAny;
};

/** The calls, by the client's name for each (`drivers.list` is `api.drivers.list`). */
export const operations = {
  /** Which optional features this API serves (issue 72 §3, ADR 0066); an API without it is probed feature by feature. */
  capabilities: { method: 'GET', path: '/v1/capabilities', feature: 'discovery', public: true, answer: envelope(z.object({ features: z.array(z.string()) })) },
  countries: { method: 'GET', path: '/v1/countries', feature: 'spec', public: true, answer: envelope(z.array(c.country)) },
  cities: { method: 'GET', path: '/v1/city/all', feature: 'spec', public: true, query: q.cities, answer: envelope(z.array(c.city)) },
  'auth.login': { method: 'POST', path: '/v1/login', feature: 'spec', public: true, body: r.login, answer: c.loginReply },
  'auth.register': { method: 'POST', path: '/v1/users', feature: 'spec', public: true, body: r.register, answer: envelope(c.userWithToken) },
  'auth.requestOtp': { method: 'POST', path: '/v1/otp-login', feature: 'spec', public: true, body: r.otpRequest, answer: c.otpRequestReply },
  'auth.confirmOtp': { method: 'PATCH', path: '/v1/otp-login/{referenceId}', feature: 'spec', public: true, params: ['referenceId'], body: r.otpVerify, answer: envelope(c.userWithToken) },
  'auth.forgotPassword': { method: 'POST', path: '/v1/password', feature: 'spec', public: true, body: r.passwordReset, answer: accepted() },
  'auth.changePassword': { method: 'POST', path: '/v1/password/change', feature: 'spec', public: true, body: r.passwordChange, answer: accepted() },
  'auth.logout': { method: 'POST', path: '/v1/logout', feature: 'core', answer: accepted() },
  'users.profile': { method: 'GET', path: '/v1/users/profile', feature: 'spec', answer: envelope(c.user) },
  'users.updateProfile': { method: 'PATCH', path: '/v1/users/profile', feature: 'core', body: r.profileUpdate, answer: envelope(c.user) },
  'users.memberships': { method: 'GET', path: '/v1/users/{userId}/partner-members', feature: 'spec', params: ['userId'], answer: envelope(z.array(c.membership)) },
  'partners.create': { method: 'POST', path: '/v1/partners', feature: 'spec', body: r.partnerCreate, answer: envelope(c.partner) },
  'partners.get': { method: 'GET', path: '/v1/partners/{id}', feature: 'core', params: ['id'], answer: envelope(c.partner) },
  'partners.update': { method: 'PATCH', path: '/v1/partners/{id}', feature: 'core', params: ['id'], body: r.partnerUpdate, answer: envelope(c.partner) },
  'partners.kycStatus': { method: 'GET', path: '/v1/partners/{accountSid}/kyc/status', feature: 'spec', params: ['accountSid'], answer: envelope(c.kycStatus) },
  'partners.cities': { method: 'GET', path: '/v1/partners/{id}/cities', feature: 'spec', params: ['id'], answer: envelope(z.array(c.city)) },
  'partners.addCity': { method: 'POST', path: '/v1/partners/{id}/cities', feature: 'spec', params: ['id'], body: r.partnerCity, answer: accepted() },
  'partners.verifyIdentity': { method: 'POST', path: '/v1/partners/{accountSid}/identity-verification', feature: 'spec', params: ['accountSid'], body: r.identityVerification, answer: accepted() },
  'partners.verifyAddress': { method: 'POST', path: '/v1/partners/{accountSid}/address-verification', feature: 'spec', params: ['accountSid'], body: r.addressVerification, answer: accepted() },
  'partners.summary': { method: 'GET', path: '/v1/partners/{id}/summaries', feature: 'spec', params: ['id'], query: q.dashboardSummary, answer: envelope(c.dashboardSummary) },
  'partners.tripStats': { method: 'GET', path: '/v1/partners/{id}/trips/stats', feature: 'spec', params: ['id'], answer: envelope(z.array(c.tripStat)) },
  'partners.ratings': { method: 'GET', path: '/v1/ratings/partners/{id}', feature: 'spec', params: ['id'], answer: envelope(c.ratings) },
  'partners.companyDocuments': { method: 'GET', path: '/v1/partners/{id}/company-documents', feature: 'company-documents', params: ['id'], answer: envelope(z.array(c.companyDocument)) },
  'partners.addCompanyDocument': { method: 'POST', path: '/v1/partners/{id}/company-documents', feature: 'company-documents', params: ['id'], body: r.companyDocument, answer: accepted() },
  'partners.live': { method: 'GET', path: '/v1/partners/{id}/live', feature: 'live-map', params: ['id'], answer: envelope(z.array(c.vehiclePosition)) },
  'partners.fleetReadiness': { method: 'GET', path: '/v1/partners/{id}/fleet/readiness', feature: 'fleet-readiness', params: ['id'], query: q.fleetReadiness, answer: envelope(f.fleetReadiness) },
  places: { method: 'GET', path: '/v1/places/autocomplete', feature: 'core', public: true, query: q.places, answer: envelope(z.array(c.place)) },
  businessTypes: { method: 'GET', path: '/v1/business-types', feature: 'core', public: true, answer: envelope(z.array(c.businessType)) },
  'team.roles': { method: 'GET', path: '/v1/acl/roles', feature: 'spec', query: q.roles, answer: envelope(z.array(c.role)) },
  'team.members': { method: 'GET', path: '/v1/account_members', feature: 'spec', query: q.accountMembers, answer: c.paged(c.accountMember) },
  'team.invite': { method: 'POST', path: '/v1/account_members', feature: 'spec', body: r.invite, answer: accepted() },
  'team.editRoles': { method: 'PATCH', path: '/v1/account_members/{id}/roles', feature: 'spec', params: ['id'], body: r.memberRoles, answer: accepted() },
  'team.setStatus': { method: 'PATCH', path: '/v1/account_members/{id}/status', feature: 'spec', params: ['id'], body: r.memberDisabled, answer: accepted() },
  'invitations.list': { method: 'GET', path: '/v1/partner/invitations', feature: 'spec', answer: envelope(z.array(c.invitation)) },
  'invitations.accept': { method: 'POST', path: '/v1/partners/{partnerId}/member-invitations/accept', feature: 'core', params: ['partnerId'], answer: accepted() },
  'invitations.reject': { method: 'POST', path: '/v1/partners/{partnerId}/member-invitations/reject', feature: 'spec', params: ['partnerId'], answer: accepted() },
  'invitations.byCode': { method: 'GET', path: '/v1/account_members/invite', feature: 'spec', public: true, query: q.invitation, answer: envelope(c.inviteLookup) },
  'invitations.acceptById': { method: 'PATCH', path: '/v1/account_members/{memberId}/accept', feature: 'spec', params: ['memberId'], answer: accepted() },
  'notifications.preferences': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/notification-preferences',
    feature: 'notifications',
    params: ['partnerId'],
    answer: envelope(f.notificationPreferences),
  },
  'notifications.savePreferences': {
    method: 'PUT',
    path: '/v1/partners/{partnerId}/notification-preferences',
    feature: 'notifications',
    params: ['partnerId'],
    body: r.notificationPreferences,
    answer: envelope(f.notificationPreferences),
  },
  'notifications.preview': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/notifications/preview',
    feature: 'notifications',
    params: ['partnerId'],
    query: q.digestPreview,
    answer: envelope(f.digestPreview),
  },
  'activity.list': { method: 'GET', path: '/v1/partners/{partnerId}/activity', feature: 'activity-log', params: ['partnerId'], query: activityQuery, answer: activityPage },
  'fleet.makes': { method: 'GET', path: '/v1/fleet/makes', feature: 'core', answer: envelope(z.array(f.vehicleMake)) },
  'fleet.vehicleTypes': { method: 'GET', path: '/v1/fleet/vehicle-types', feature: 'core', answer: envelope(z.array(c.named)) },
  'fleet.amenities': { method: 'GET', path: '/v1/fleet/amenities', feature: 'core', answer: envelope(z.array(c.named)) },
  'fleet.documentTypes': { method: 'GET', path: '/v1/fleet/document-types', feature: 'core', query: q.documentTypes, answer: envelope(z.array(f.documentType)) },
  'fleet.licenceClasses': { method: 'GET', path: '/v1/fleet/licence-classes', feature: 'core', answer: envelope(z.array(f.licenceClass)) },
  'drivers.list': { method: 'GET', path: '/v1/partners/{partnerId}/drivers', feature: 'core', params: ['partnerId'], query: q.driverList, answer: c.paged(f.driver) },
  'drivers.get': { method: 'GET', path: '/v1/drivers/{id}', feature: 'spec', params: ['id'], answer: envelope(f.driver) },
  'drivers.create': { method: 'POST', path: '/v1/partners/{partnerId}/drivers', feature: 'core', params: ['partnerId'], body: r.driverCreate(false), answer: envelope(f.driver) },
  // Alike on purpose (issue 70 §4): the table has one row per call; rows alike in shape are its point.
  'drivers.update': { method: 'PATCH', path: '/v1/drivers/{id}', feature: 'core', params: ['id'], body: r.driverUpdate, answer: envelope(f.driver) },
  'drivers.setStatus': { method: 'PATCH', path: '/v1/drivers/{id}/status', feature: 'core', params: ['id'], body: r.statusChange, answer: envelope(f.driver) },
  'drivers.remove': { method: 'DELETE', path: '/v1/drivers/{id}', feature: 'core', params: ['id'], answer: accepted() },
  'drivers.addDocument': { method: 'POST', path: '/v1/drivers/{id}/documents', feature: 'core', params: ['id'], body: r.driverDocument, answer: accepted() },
  'drivers.assignments': { method: 'GET', path: '/v1/drivers/{id}/assignments', feature: 'assignments', params: ['id'], answer: envelope(z.array(f.assignment)) },
  'drivers.trips': { method: 'GET', path: '/v1/drivers/{id}/trips', feature: 'core', params: ['id'], query: q.recordTrips, answer: c.paged(f.trip) },
  'drivers.importRows': { method: 'POST', path: '/v1/partners/{partnerId}/drivers/import', feature: 'driver-import', params: ['partnerId'], body: r.driverImport, answer: envelope(f.driverImport) },
  'documentRequests.forDriver': { method: 'GET', path: '/v1/drivers/{driverId}/document-requests', feature: 'document-requests', params: ['driverId'], answer: envelope(dr.driverDocumentRequests) },
  'documentRequests.ask': {
    method: 'POST',
    path: '/v1/drivers/{driverId}/document-requests',
    feature: 'document-requests',
    params: ['driverId'],
    body: r.documentRequestCreate,
    answer: envelope(dr.driverDocumentRequests),
  },
  'documentRequests.preview': {
    method: 'GET',
    path: '/v1/drivers/{driverId}/document-requests/preview',
    feature: 'document-requests',
    params: ['driverId'],
    query: q.documentRequestPreview,
    answer: envelope(dr.messagePreview),
  },
  'documentRequests.withdraw': { method: 'DELETE', path: '/v1/document-requests/{linkId}', feature: 'document-requests', params: ['linkId'], answer: accepted() },
  'documentRequests.accept': {
    method: 'POST',
    path: '/v1/document-submissions/{submissionId}/accept',
    feature: 'document-requests',
    params: ['submissionId'],
    body: r.submissionAccept,
    answer: accepted(),
  },
  'documentRequests.reject': {
    method: 'POST',
    path: '/v1/document-submissions/{submissionId}/reject',
    feature: 'document-requests',
    params: ['submissionId'],
    body: r.submissionReject,
    answer: accepted(),
  },
  'documentRequests.open': { method: 'POST', path: '/v1/document-links/open', feature: 'document-requests', public: true, body: r.documentLinkOpen, answer: envelope(dr.documentLinkView) },
  'documentRequests.sendFile': {
    method: 'POST',
    path: '/v1/document-links/files',
    feature: 'document-requests',
    public: true,
    body: 'multipart',
    answer: envelope(z.object({ file_url: z.string() })),
  },
  'documentRequests.submit': { method: 'POST', path: '/v1/document-links/submit', feature: 'document-requests', public: true, body: r.documentLinkSubmit, answer: envelope(dr.documentLinkView) },
  'passes.get': { method: 'GET', path: '/v1/partners/{partnerId}/vehicles/{vehicleId}/pass', feature: 'roadside-passes', params: ['partnerId', 'vehicleId'], answer: envelope(f.vehiclePass) },
  'passes.replace': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/vehicles/{vehicleId}/pass/replace',
    feature: 'roadside-passes',
    params: ['partnerId', 'vehicleId'],
    body: z.object({}),
    answer: envelope(f.vehiclePass),
  },
  'passes.scan': { method: 'POST', path: '/v1/passes/scan', feature: 'roadside-passes', public: true, body: r.passScan, answer: envelope(f.passView) },
  'vehicles.list': { method: 'GET', path: '/v1/partners/{partnerId}/vehicles', feature: 'core', params: ['partnerId'], query: q.vehicleList, answer: c.paged(f.vehicle) },
  'vehicles.get': { method: 'GET', path: '/v1/vehicles/{id}', feature: 'spec', params: ['id'], answer: envelope(f.vehicle) },
  'vehicles.create': { method: 'POST', path: '/v1/partners/{partnerId}/vehicles', feature: 'core', params: ['partnerId'], body: r.vehicleCreate, answer: envelope(f.vehicle) },
  'vehicles.update': { method: 'PATCH', path: '/v1/vehicles/{id}', feature: 'core', params: ['id'], body: r.vehicleUpdate, answer: envelope(f.vehicle) },
  'vehicles.setStatus': { method: 'PATCH', path: '/v1/vehicles/{id}/status', feature: 'core', params: ['id'], body: r.statusChange, answer: envelope(f.vehicle) },
  'vehicles.remove': { method: 'DELETE', path: '/v1/vehicles/{id}', feature: 'core', params: ['id'], answer: accepted() },
  'vehicles.addDocument': { method: 'POST', path: '/v1/vehicles/{id}/documents', feature: 'core', params: ['id'], body: r.vehicleDocument, answer: accepted() },
  'vehicles.assignments': { method: 'GET', path: '/v1/vehicles/{id}/assignments', feature: 'assignments', params: ['id'], answer: envelope(z.array(f.assignment)) },
  'vehicles.trips': { method: 'GET', path: '/v1/vehicles/{id}/trips', feature: 'core', params: ['id'], query: q.recordTrips, answer: c.paged(f.trip) },
  'vehicles.assignDriver': { method: 'POST', path: '/v1/vehicles/{id}/driver', feature: 'assignments', params: ['id'], body: r.assignDriver, answer: envelope(f.vehicle) },
  'vehicles.assignPreview': { method: 'GET', path: '/v1/vehicles/{id}/driver/preview', feature: 'assignments', params: ['id'], query: q.assignPreview, answer: envelope(f.assignPreview) },
  'vehicles.unassignDriver': { method: 'DELETE', path: '/v1/vehicles/{id}/driver', feature: 'assignments', params: ['id'], answer: envelope(f.vehicle) },
  'trips.list': { method: 'GET', path: '/v1/partners/{partnerId}/trips', feature: 'core', params: ['partnerId'], query: q.tripList, answer: c.paged(f.trip) },
  'trips.get': { method: 'GET', path: '/v1/trips/{id}', feature: 'core', params: ['id'], answer: envelope(f.tripDetail) },
  'trips.manifest': { method: 'GET', path: '/v1/trips/{id}/manifest', feature: 'core', params: ['id'], answer: envelope(z.array(f.manifestEntry)) },
  'trips.candidates': { method: 'GET', path: '/v1/trips/{id}/candidates', feature: 'trip-swaps', params: ['id'], answer: envelope(f.tripCandidates) },
  'trips.swapDriver': { method: 'PATCH', path: '/v1/trips/{id}/driver', feature: 'trip-swaps', params: ['id'], body: r.tripDriver, answer: envelope(f.trip) },
  'trips.swapVehicle': { method: 'PATCH', path: '/v1/trips/{id}/vehicle', feature: 'trip-swaps', params: ['id'], body: r.tripVehicle, answer: envelope(f.trip) },
  'routes.list': { method: 'GET', path: '/v1/partners/{partnerId}/routes', feature: 'core', params: ['partnerId'], query: q.routeList, answer: c.paged(f.route) },
  'routes.get': { method: 'GET', path: '/v1/routes/{id}', feature: 'core', params: ['id'], answer: envelope(f.routeDetail) },
  'payouts.settlementAccounts': { method: 'GET', path: '/partner-payout/v1/settlement-accounts', feature: 'spec', query: q.settlementAccounts, answer: envelope(z.array(c.settlementAccount)) },
  'payouts.addSettlementAccount': { method: 'POST', path: '/partner-payout/v1/settlement-accounts', feature: 'core', body: r.settlementAccountCreate, answer: envelope(c.settlementAccount) },
  'payouts.confirmationCode': {
    method: 'POST',
    path: '/partner-payout/v1/confirmation-codes',
    feature: 'payout-account-changes',
    body: r.payoutConfirmationCodeRequest,
    answer: envelope(c.payoutConfirmationCode),
  },
  'payouts.makePayoutAccount': {
    method: 'POST',
    path: '/partner-payout/v1/settlement-accounts/{id}/make-payout',
    feature: 'payout-account-changes',
    params: ['id'],
    body: r.payoutAccountChoose,
    answer: envelope(c.settlementAccount),
  },
  'payouts.payoutChange': { method: 'GET', path: '/v1/payout-account-changes/{token}', feature: 'payout-account-changes', public: true, params: ['token'], answer: envelope(c.payoutAccountChange) },
  'payouts.cancelPayoutChange': {
    method: 'POST',
    path: '/v1/payout-account-changes/{token}/cancel',
    feature: 'payout-account-changes',
    public: true,
    params: ['token'],
    body: z.object({}),
    answer: envelope(c.payoutAccountChange),
  },
  'payouts.banks': { method: 'GET', path: '/v1/banks', feature: 'core', public: true, answer: envelope(z.array(c.bank)) },
  'payouts.resolveAccount': { method: 'POST', path: '/v1/banks/resolve', feature: 'core', body: r.bankResolve, answer: envelope(c.resolvedAccount) },
  'earnings.summary': { method: 'GET', path: '/v1/partners/{partnerId}/earnings/summary', feature: 'core', params: ['partnerId'], answer: envelope(money.earningsSummary) },
  'earnings.lines': { method: 'GET', path: '/v1/partners/{partnerId}/earnings', feature: 'core', params: ['partnerId'], query: q.earningsLines, answer: money.earningsPage },
  'earnings.byVehicle': { method: 'GET', path: '/v1/partners/{partnerId}/earnings/by-vehicle', feature: 'core', params: ['partnerId'], query: q.earningsBreakdown, answer: money.vehicleBreakdown },
  'earnings.byDriver': { method: 'GET', path: '/v1/partners/{partnerId}/earnings/by-driver', feature: 'core', params: ['partnerId'], query: q.earningsBreakdown, answer: money.driverBreakdown },
  'earnings.refunds': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/earnings/refunds',
    feature: 'refunds',
    params: ['partnerId'],
    query: q.refundLines,
    answer: envelope(z.array(money.refundLine)),
  },
  'earnings.statement': { method: 'GET', path: '/v1/partners/{partnerId}/statements/{year}', feature: 'annual-statement', params: ['partnerId', 'year'], answer: envelope(money.statement) },
  'earnings.driverMonths': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/earnings/drivers/{driverId}/months',
    feature: 'driver-earnings',
    params: ['partnerId', 'driverId'],
    query: q.driverMonths,
    answer: envelope(z.array(money.driverMonth)),
  },
  'earnings.costConfigurations': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/cost-configurations',
    feature: 'supply-costs',
    params: ['partnerId'],
    query: q.page,
    answer: c.paged(money.costConfiguration),
  },
  'earnings.vehicleCosts': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/cost-configurations/vehicles/{vehicleId}',
    feature: 'supply-costs',
    params: ['partnerId', 'vehicleId'],
    answer: envelope(money.vehicleCosts),
  },
  'earnings.requestCostChange': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/cost-configurations/vehicles/{vehicleId}/requests',
    feature: 'supply-costs',
    params: ['partnerId', 'vehicleId'],
    body: r.costChangeRequestCreate,
    answer: envelope(money.costChangeRequest),
  },
  'earnings.payouts': { method: 'GET', path: '/v1/partners/{partnerId}/payouts', feature: 'core', params: ['partnerId'], query: q.page, answer: c.paged(money.payout) },
  'earnings.payslips': { method: 'GET', path: '/v1/partners/{partnerId}/payslips', feature: 'payslips', params: ['partnerId'], answer: envelope(z.array(money.payslipSummary)) },
  'earnings.payslip': { method: 'GET', path: '/v1/partners/{partnerId}/payslips/{month}', feature: 'payslips', params: ['partnerId', 'month'], answer: envelope(money.payslip) },
  'earnings.deduction': { method: 'GET', path: '/v1/partners/{partnerId}/deductions/{id}', feature: 'deduction-queries', params: ['partnerId', 'id'], answer: envelope(money.deductionDetail) },
  'earnings.queryDeduction': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/deduction-queries',
    feature: 'deduction-queries',
    params: ['partnerId'],
    body: r.deductionQueryCreate,
    answer: envelope(money.deductionQuery),
  },
  'earnings.deductionQueries': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/deduction-queries',
    feature: 'deduction-queries',
    params: ['partnerId'],
    query: q.deductionQueryList,
    answer: c.paged(money.deductionQuery),
  },
  'earnings.deductionQuery': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/deduction-queries/{id}',
    feature: 'deduction-queries',
    params: ['partnerId', 'id'],
    answer: envelope(money.deductionQuery),
  },
  'pay.rules': { method: 'GET', path: '/v1/partners/{partnerId}/pay/rules', feature: 'driver-pay', params: ['partnerId'], answer: envelope(z.array(dp.payRule)) },
  'pay.run': { method: 'GET', path: '/v1/partners/{partnerId}/pay/run', feature: 'driver-pay', params: ['partnerId'], query: q.payPeriod.merge(q.payRun), answer: envelope(dp.payRun) },
  'pay.driver': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/pay/drivers/{driverId}',
    feature: 'driver-pay',
    params: ['partnerId', 'driverId'],
    query: q.payPeriod,
    answer: envelope(dp.payDriverView),
  },
  'pay.drivers': { method: 'GET', path: '/v1/partners/{partnerId}/pay/drivers', feature: 'driver-pay', params: ['partnerId'], query: q.payDrivers, answer: c.paged(dp.payDriverChoice) },
  'pay.setRule': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/pay/rules',
    feature: 'driver-pay',
    params: ['partnerId'],
    body: dp.payRuleCreate,
    answer: envelope(dp.payRule.extend({ corrects_paid: z.boolean().default(false) })),
  },
  'pay.addEntry': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/pay/entries',
    feature: 'driver-pay',
    params: ['partnerId'],
    body: dp.payEntryCreate,
    answer: envelope(z.object({ id: z.number(), corrects: z.object({ kind: z.enum(['week', 'month']), start: z.string(), end: z.string() }).nullable() })),
  },
  'pay.reverseEntry': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/pay/entries/{entryId}/reverse',
    feature: 'driver-pay',
    params: ['partnerId', 'entryId'],
    body: dp.payEntryReverse,
    answer: envelope(z.object({ id: z.number() })),
  },
  'pay.markPaid': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/pay/payments',
    feature: 'driver-pay',
    params: ['partnerId'],
    body: dp.payPaymentCreate,
    answer: envelope(z.object({ paid: z.array(z.object({ driver_id: z.number(), amount_kobo: z.number() })), total_kobo: z.number() })),
  },
  'pay.voidPayment': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/pay/payments/{paymentId}/void',
    feature: 'driver-pay',
    params: ['partnerId', 'paymentId'],
    body: dp.payPaymentVoid,
    answer: envelope(z.object({ id: z.number() })),
  },
  'pay.queries': { method: 'GET', path: '/v1/partners/{partnerId}/pay/queries', feature: 'driver-pay', params: ['partnerId'], answer: envelope(dp.payQueryList) },
  'pay.answerQuery': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/pay/queries/{queryId}/answer',
    feature: 'driver-pay',
    params: ['partnerId', 'queryId'],
    body: dp.payQueryAnswer,
    answer: envelope(dp.payQuery),
  },
  'pay.driverRule': { method: 'GET', path: '/v1/drivers/{driverId}/pay-rule', feature: 'driver-pay', params: ['driverId'], answer: envelope(dp.driverPayRule) },
  'pay.setAccount': { method: 'PUT', path: '/v1/partners/{partnerId}/pay/accounts', feature: 'driver-pay', params: ['partnerId'], body: dp.payAccountSet, answer: envelope(dp.payAccount) },
  'pay.sendStatement': {
    method: 'POST',
    path: '/v1/partners/{partnerId}/pay/statements',
    feature: 'driver-pay',
    params: ['partnerId'],
    body: dp.payStatementCreate,
    answer: envelope(z.object({ sent_to: z.string() })),
  },
  'pay.statementPreview': {
    method: 'GET',
    path: '/v1/partners/{partnerId}/pay/statements/preview',
    feature: 'driver-pay',
    params: ['partnerId'],
    query: q.payStatementPreview,
    answer: envelope(dr.messagePreview),
  },
  'pay.openStatement': { method: 'POST', path: '/v1/pay-statements/open', feature: 'driver-pay', public: true, body: dp.payStatementOpen, answer: envelope(dp.payStatementView) },
  'pay.noteStatement': { method: 'POST', path: '/v1/pay-statements/notes', feature: 'driver-pay', public: true, body: dp.payStatementNote, answer: envelope(dp.payStatementView) },
  'uploads.identityFile': { method: 'POST', path: '/v1/upload/identity/files', feature: 'spec', body: 'multipart', answer: c.uploadReply },
} as const satisfies Record<string, Operation>;

/** A call's name. */
export type OperationId = keyof typeof operations;

/** Whether a call is one the portal cannot work without (the spec's and the core's). */
export const isRequired = (op: Operation) => op.feature === 'spec' || op.feature === 'core';
