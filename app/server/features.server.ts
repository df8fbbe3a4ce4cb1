/**
 * Which of the portal's optional features its upstream serves (issue 72 §3; ADR 0066), so a
 * feature the marketplace's API lacks is not offered — its menu entries and cards hidden, its pages
 * a plain "not offered yet" in the reader's language — and never a 500.
 *
 * Learnt two ways, both kept per process for FEATURES_TTL_MS (an API that gains a feature shows
 * it within minutes, with no restart):
 * 1. `GET /v1/capabilities` (contract/operations.ts `capabilities`), asked once per period by
 *    whichever request needs it first; an API that answers it is taken at its word.
 * 2. An API without it (404 or 405) is taken to serve every feature until a call of a feature is
 *    refused as missing (`missingFeatureOf`): 404 or 405 on a path whose only parameter is the
 *    partner — the partner exists (the session's own), so the route does not.
 * An upstream that cannot be reached says nothing: the last answer stands (all features at first).
 */
import { json, type AppLoadContext } from '@remix-run/node';
import { isUpstreamError } from '~/api/errors';
import { FEATURES, operations, type Feature, type Operation } from '~contract/operations';
import { logger } from '~/server/logger.server';

/** How long an answer about the features is kept, in ms. */
export const FEATURES_TTL_MS = 5 * 60_000;

/** The sentence of a page whose feature is not offered (messages catalogue), by feature; others say the general one. */
export const NOT_OFFERED: Partial<Record<Feature, string>> = {
  'driver-pay': 'The marketplace does not offer driver pay yet. Everything else in the portal works as usual.',
  'document-requests': 'The marketplace does not offer document requests yet. Add a driver’s documents on their page as usual.',
};
export const NOT_OFFERED_GENERAL = 'The marketplace does not offer this part of the portal yet. Everything else works as usual.';
export const NOT_OFFERED_TITLE = 'Not offered yet';

/**
 * The pages of each optional feature, by route id prefix (a route id and its children): the route
 * guard (route-guard.server.ts) shows their "not offered" page before their loader or action runs.
 */
export const FEATURE_ROUTES: readonly (readonly [prefix: string, feature: Feature])[] = [
  ['routes/_app.earnings.pay', 'driver-pay'],
  ['routes/pay.$token', 'driver-pay'],
  ['routes/_app.drivers.$driverId.ask', 'document-requests'],
  ['routes/_app.drivers.$driverId.submissions', 'document-requests'],
  ['routes/send.$token', 'document-requests'],
  ['routes/_app.earnings.queries', 'deduction-queries'],
  ['routes/_app.earnings.statement', 'annual-statement'],
  ['routes/_app.earnings.payslip', 'payslips'],
  ['routes/_app.earnings.cost-configuration', 'supply-costs'],
  ['routes/_app.settings.activity', 'activity-log'],
  ['routes/_app.settings.notifications', 'notifications'],
  ['routes/_app.vehicles.$vehicleId.pass[.]pdf', 'roadside-passes'],
  ['routes/pass.$token', 'roadside-passes'],
  ['routes/_app.drivers.import', 'driver-import'],
];

/** The feature a route belongs to, if any (FEATURE_ROUTES). */
export const featureOfRoute = (id: string): Feature | undefined => FEATURE_ROUTES.find(([prefix]) => id === prefix || id.startsWith(`${prefix}.`) || id.startsWith(`${prefix}_`))?.[1];

const ALL = Object.keys(FEATURES) as Feature[];
let said: { at: number; served: ReadonlySet<Feature> | null } | undefined;
let asking: Promise<void> | undefined;
/** Features found missing by a refused call, until when (ms since the epoch). */
const missing = new Map<Feature, number>();

/** Ask the API once (see the module comment); never throws. */
async function ask(context: AppLoadContext): Promise<void> {
  try {
    const features = await context.api.capabilities();
    said = { at: Date.now(), served: new Set(ALL.filter((f) => features.includes(f))) };
  } catch (error) {
    // No capability call: every feature until one is refused. Unreachable: the last answer stands.
    if (isUpstreamError(error) && (error.status === 404 || error.status === 405)) said = { at: Date.now(), served: null };
    else if (said) said = { ...said, at: Date.now() };
    else said = { at: Date.now(), served: null };
  }
}

/** The optional features the upstream serves now (see the module comment). */
export async function servedFeatures(context: AppLoadContext): Promise<ReadonlySet<Feature>> {
  if (!said || Date.now() - said.at > FEATURES_TTL_MS) await (asking ??= ask(context).finally(() => (asking = undefined)));
  const now = Date.now();
  for (const [f, until] of missing) if (until <= now) missing.delete(f);
  return new Set((said?.served ? [...said.served] : ALL).filter((f) => !missing.has(f)));
}

/** Whether one feature is served. */
export const isServed = async (context: AppLoadContext, feature: Feature) => (await servedFeatures(context)).has(feature);

/** The page of a feature not offered: 404, its sentence in the messages catalogue, `code` FeatureMissing. */
export const notOffered = (feature: Feature | undefined) =>
  json({ code: 'FeatureMissing', feature, message: (feature && NOT_OFFERED[feature]) ?? NOT_OFFERED_GENERAL }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * For a route of a feature: go on when it is served, else throw its "not offered" page.
 * @throws Response 404 (`notOffered`)
 */
export async function requireFeature(context: AppLoadContext, feature: Feature): Promise<void> {
  if (!(await isServed(context, feature))) throw notOffered(feature);
}

/**
 * The feature a refused call shows missing, or undefined: a 404 or 405 of an optional feature's
 * call whose path names nothing but the partner (see the module comment). Remembers it.
 */
export function missingFeatureOf(error: unknown): Feature | undefined {
  if (!isUpstreamError(error) || (error.status !== 404 && error.status !== 405) || !error.operation) return undefined;
  const op = (operations as Record<string, Operation>)[error.operation];
  if (!op || !(op.feature in FEATURES)) return undefined;
  const partnerOnly = (op.params ?? []).every((p) => p === 'partnerId');
  if (!partnerOnly && error.status !== 405) return undefined;
  const feature = op.feature as Feature;
  if (!missing.has(feature)) logger.warn({ feature, operation: error.operation }, 'the upstream does not serve this feature: the portal stops offering it for a while');
  missing.set(feature, Date.now() + FEATURES_TTL_MS);
  return feature;
}

/** Forget what was learnt (tests). */
export function forgetFeatures() {
  said = undefined;
  missing.clear();
}
