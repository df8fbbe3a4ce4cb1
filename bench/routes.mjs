// Every page of the app, listed from the route files, with a sample URL and who opens it.
//
// `pageRoutes()` reads app/routes and fails when a route file has no entry in SAMPLES, so a new
// page cannot be left out of the bench. Layouts and resource routes are listed with `skip`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who opens a page: a demo account of the sandbox seed (README), or a guest. */
export const USERS = {
  owner: 'owner@example.com',
  newUser: 'new@example.com',
  individual: 'individual@example.com',
  citiesPending: 'kano.owner@example.com',
  twoOrgs: 'two.orgs@example.com',
};

/**
 * Route id (file name without extension) → sample. `path` is a string or an async function of
 * `{ sandbox }` (the sandbox API helper) for pages that need an id; `as` is a USERS key or
 * 'guest'; `phoneLogin` asks for a login code first (the OTP step needs one in the session).
 */
export const SAMPLES = {
  $: { path: '/this-page-does-not-exist', as: 'guest' },
  _index: { path: '/', as: 'guest' },
  _auth: { skip: 'layout of the auth pages' },
  '_auth.login': { path: '/login', as: 'guest' },
  '_auth.login_.phone': { path: '/login/phone', as: 'guest' },
  '_auth.login_.otp': { path: '/login/otp', as: 'guest', phoneLogin: true },
  '_auth.register': { path: '/register', as: 'guest' },
  '_auth.forgot-password': { path: '/forgot-password', as: 'guest' },
  '_auth.password.$token': { path: '/password/bench-token?type=user', as: 'guest' },
  faq: { path: '/faq', as: 'guest' },
  offline: { path: '/offline', as: 'guest' },
  // The roadside pass's public page (issue 25), for the first vehicle's pass.
  'pass.$token': { path: async ({ sandbox }) => `/pass/${await sandbox.passToken()}`, as: 'guest' },
  // The payout-account cancel link's page (issue 24 §2); an unknown token gets its plain answer.
  'payout-account.cancel.$token': { path: '/payout-account/cancel/bench-token', as: 'guest' },
  '_app.vehicles.$vehicleId.pass[.]pdf': { skip: 'resource route: PDF' },
  redirect: { skip: 'resource route: signs in from a token and redirects' },
  logout: { skip: 'resource route: POST only' },
  language: { skip: 'resource route: POST only (the language switch)' },
  'resources.address-suggestions': { skip: 'resource route: JSON' },
  'resources.live-panel': { skip: 'resource route: an HTML fragment of the dashboard' },
  'resources.trips.$tripId.live': { skip: 'resource route: Server-Sent Events' },
  invitations: { path: '/invitations', as: 'owner' },
  'accept-invite': { path: '/accept-invite?code=unknown', as: 'guest' },
  welcome: { path: '/welcome', as: 'newUser' },
  'get-started.$type': { path: '/get-started/company', as: 'newUser' },
  'city-selection': { path: '/city-selection?progress=true', as: 'citiesPending' },
  organization: { path: '/organization', as: 'twoOrgs' },
  _app: { skip: 'layout of the main app' },
  '_app.dashboard': { path: '/dashboard', as: 'owner' },
  '_app.dashboard_.company-kyc': { path: '/dashboard/company-kyc', as: 'owner' },
  '_app.dashboard_.start-kyc.$id': { path: async ({ sandbox }) => `/dashboard/start-kyc/${(await sandbox.ownerPartner()).id}`, as: 'owner' },
  '_app.drivers._index': { path: '/drivers', as: 'owner' },
  '_app.drivers.add-driver': { path: '/drivers/add-driver', as: 'owner' },
  '_app.drivers.$driverId.edit': { path: async ({ sandbox }) => `/drivers/${await sandbox.firstId('drivers')}/edit`, as: 'owner' },
  '_app.drivers.details.$driverId': { path: async ({ sandbox }) => `/drivers/details/${await sandbox.firstId('drivers')}`, as: 'owner' },
  '_app.drivers.import': { path: '/drivers/import', as: 'owner' },
  // A driver's document link (issue 43): the owner's ask and review pages, and the driver's public page.
  '_app.drivers.$driverId.ask': { path: async ({ sandbox }) => `/drivers/${(await sandbox.documentLink()).driverId}/ask`, as: 'owner' },
  '_app.drivers.$driverId.submissions.$submissionId': {
    path: async ({ sandbox }) => {
      const s = await sandbox.submission();
      return `/drivers/${s.driverId}/submissions/${s.id}`;
    },
    as: 'owner',
  },
  '_app.drivers.$driverId.submissions.$submissionId_.file': { skip: 'resource route: a file the driver sent' },
  'send.$token': { path: async ({ sandbox }) => `/send/${(await sandbox.documentLink()).token}`, as: 'guest' },
  '_app.drivers.export': { skip: 'resource route: CSV' },
  '_app.drivers.import-template': { skip: 'resource route: CSV' },
  '_app.vehicles._index': { path: '/vehicles', as: 'owner' },
  '_app.vehicles.add-vehicle': { path: async ({ sandbox }) => `/vehicles/add-vehicle?model=${await sandbox.firstModelId()}`, as: 'owner' },
  '_app.vehicles.$vehicleId.edit': { path: async ({ sandbox }) => `/vehicles/${await sandbox.firstId('vehicles')}/edit`, as: 'owner' },
  '_app.vehicles.$vehicleId.edit_.document.$documentId': { path: async ({ sandbox }) => `/vehicles/${await sandbox.firstId('vehicles')}/edit/document/insurance`, as: 'owner' },
  '_app.vehicles.details.$vehicleId': { path: async ({ sandbox }) => `/vehicles/details/${await sandbox.firstId('vehicles')}`, as: 'owner' },
  '_app.vehicles.export': { skip: 'resource route: CSV' },
  '_app.trips._index': { path: '/trips', as: 'owner' },
  // The active trip's page: the live view (the enhancement script's EventSource) counts here.
  '_app.trips.details.$tripId': { path: async ({ sandbox }) => `/trips/details/${await sandbox.firstId('trips', '&status=active')}`, as: 'owner' },
  '_app.trips.information.upcoming.$tripId': { path: async ({ sandbox }) => `/trips/information/upcoming/${await sandbox.firstId('trips', '&status=upcoming')}`, as: 'owner' },
  '_app.trips.export': { skip: 'resource route: CSV' },
  '_app.routes._index': { path: '/routes', as: 'owner' },
  '_app.routes.details.$routeId': { path: async ({ sandbox }) => `/routes/details/${await sandbox.firstId('routes')}`, as: 'owner' },
  '_app.earnings': { skip: 'layout of the money tabs' },
  '_app.earnings._index': { path: '/earnings', as: 'owner' },
  '_app.earnings.vehicle-information.$id': { path: async ({ sandbox }) => `/earnings/vehicle-information/${await sandbox.firstId('vehicles')}`, as: 'owner' },
  '_app.earnings.cost-configuration._index': { path: '/earnings/cost-configuration', as: 'owner' },
  '_app.earnings.cost-configuration.vehicle.$id': { path: async ({ sandbox }) => `/earnings/cost-configuration/vehicle/${await sandbox.firstId('vehicles')}`, as: 'owner' },
  '_app.earnings.past-payout': { path: '/earnings/past-payout', as: 'owner' },
  '_app.earnings.payslip._index': { path: '/earnings/payslip', as: 'owner' },
  '_app.earnings.payslip.details.$id': { path: async ({ sandbox }) => `/earnings/payslip/details/${await sandbox.lastPayslipMonth()}`, as: 'owner' },
  '_app.earnings.payslip.pdf.$id': { skip: 'resource route: PDF' },
  '_app.earnings.export': { skip: 'resource route: CSV' },
  '_app.earnings.queries._index': { path: '/earnings/queries', as: 'owner' },
  '_app.earnings.queries.new': { path: async ({ sandbox }) => `/earnings/queries/new?deduction=${await sandbox.deductionId()}`, as: 'owner' },
  '_app.earnings.queries.$queryId': { path: async ({ sandbox }) => `/earnings/queries/${await sandbox.queryId()}`, as: 'owner' },
  '_app.earnings.queries.$queryId_.evidence': { skip: 'resource route: a file' },
  '_app.earnings.statement': { path: `/earnings/statement?year=${new Date().getUTCFullYear()}`, as: 'owner' },
  '_app.earnings.statement_.pdf': { skip: 'resource route: PDF' },
  '_app.earnings.statement_.csv': { skip: 'resource route: CSV' },
  '_app.earnings.pay': { path: '/earnings/pay?period=week', as: 'owner' },
  '_app.earnings.pay_.csv': { skip: 'resource route: CSV' },
  '_app.earnings.pay_.pdf': { skip: 'resource route: PDF' },
  '_app.earnings.pay_.statement.$driverId': {
    path: async ({ sandbox }) => {
      const s = await sandbox.payStatement();
      return `/earnings/pay/statement/${s.driverId}?period=week&start=${s.start}`;
    },
    as: 'owner',
  },
  '_app.earnings.pay_.driver.$driverId': {
    path: async ({ sandbox }) => {
      const s = await sandbox.payStatement();
      return `/earnings/pay/driver/${s.driverId}?period=week&start=${s.start}`;
    },
    as: 'owner',
  },
  '_app.earnings.pay_.confirm': {
    path: async ({ sandbox }) => {
      const s = await sandbox.payStatement();
      return `/earnings/pay/confirm?period=week&start=${s.start}&d=${s.driverId}:${s.start}`;
    },
    as: 'owner',
  },
  'pay.$token': { path: async ({ sandbox }) => `/pay/${(await sandbox.payStatement()).token}`, as: 'guest' },
  '_app.settings.activity': { path: '/settings/activity', as: 'owner' },
  '_app.settings.activity.export': { skip: 'resource route: CSV' },
  '_app.settings': { skip: 'layout of the settings tabs' },
  '_app.settings._index': { path: '/settings', as: 'owner' },
  '_app.settings.company': { path: '/settings/company', as: 'owner' },
  '_app.settings.accounts': { path: '/settings/accounts', as: 'owner' },
  '_app.settings.members': { path: '/settings/members', as: 'owner' },
  '_app.settings.roles': { path: '/settings/roles', as: 'owner' },
  '_app.settings.notifications': { path: '/settings/notifications', as: 'owner' },
  '_app.add-account': { path: '/add-account', as: 'owner' },
};

/** Route ids of the app: every file in app/routes but styles and tests. */
export function routeIds(dir = 'app/routes') {
  return readdirSync(dir)
    .filter((f) => /\.(tsx|ts|jsx|js)$/.test(f) && !/\.css\.ts$/.test(f) && !/\.test\./.test(f))
    .map((f) => f.replace(/\.(tsx|ts|jsx|js)$/, ''))
    .sort();
}

/** Does the route module render a page (a default export)? Resource routes do not. */
export function hasPage(id, dir = 'app/routes') {
  const file = readdirSync(dir).find((f) => f.replace(/\.(tsx|ts|jsx|js)$/, '') === id);
  return /export default /.test(readFileSync(join(dir, file), 'utf8'));
}

/**
 * The pages to measure, one per route file that renders a page.
 * @throws Error naming every route file without a sample (add it to SAMPLES).
 */
export function pageRoutes(dir = 'app/routes') {
  const ids = routeIds(dir);
  const missing = ids.filter((id) => !(id in SAMPLES));
  if (missing.length) throw new Error(`bench/routes.mjs has no sample URL for these route files: ${missing.join(', ')}`);
  const stale = Object.keys(SAMPLES).filter((id) => !ids.includes(id));
  if (stale.length) throw new Error(`bench/routes.mjs lists route files that no longer exist: ${stale.join(', ')}`);
  const pages = ids.filter((id) => !SAMPLES[id].skip).map((id) => ({ id, ...SAMPLES[id] }));
  const unskippedResources = pages.filter((p) => !hasPage(p.id, dir));
  if (unskippedResources.length) throw new Error(`resource routes must be skipped in bench/routes.mjs: ${unskippedResources.map((p) => p.id).join(', ')}`);
  return pages;
}
