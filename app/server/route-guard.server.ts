/**
 * Every route's loader and action, wrapped once when the server starts (issue 71 §1 and §5;
 * ADR 0062), for two things no single route should have to remember:
 * - **An upstream refusal is the page's own answer, never a 500.** A loader or action that lets an
 *   `UpstreamError` through (the API answered 404, 410, 403, 400 or 422 to its main read) throws
 *   the matching error response instead: 404 and 410 the not-found page, 403 the not-allowed page,
 *   400 and 422 a 422 refusal with the API's words (already in the reader's language); a 404 or
 *   405 that shows a whole feature missing (issue 72 §3) its "not offered yet" page. Other
 *   errors pass as they came (a 5xx is the readable unavailable page already).
 * - **The route id for metrics**: the deepest route whose loader or action ran is noted on the
 *   request's context (`context.observed.route`), so request metrics are by route id, not by URL.
 * Input: a Remix `ServerBuild`; output: a copy whose `routes` hold wrapped modules (the build's
 * own module namespaces are frozen). Never throws.
 */
import { json, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { isUpstreamError } from '~/api/errors';
import { featureOfRoute, missingFeatureOf, notOffered, requireFeature } from '~/server/features.server';

type Handler = (args: { request: Request; params: unknown; context: AppLoadContext }) => unknown;

/** The error response an uncaught upstream refusal becomes, or null to let the error pass. */
export function refusalResponse(error: unknown): Response | null {
  if (!isUpstreamError(error)) return null;
  // A feature the upstream does not serve (issue 72 §3): its plain page, not a 404 or a 500.
  const missing = missingFeatureOf(error);
  if (missing) return notOffered(missing);
  const headers = { 'Cache-Control': 'no-store' };
  if (error.status === 404 || error.status === 410) return json({ code: error.code ?? 'NotFound' }, { status: 404, headers });
  if (error.status === 403) return json({ code: error.code ?? 'Forbidden' }, { status: 403, headers });
  if (error.status === 400 || error.status === 422) return json({ message: error.message, code: error.code }, { status: 422, headers });
  return null;
}

/** Wrap one handler: note the route, step aside for a feature not served, turn an upstream refusal into its page. */
function guarded(id: string, depth: number, handler: Handler): Handler {
  const feature = featureOfRoute(id);
  return async (args) => {
    const observed = args.context?.observed;
    if (observed && depth >= (observed.depth ?? -1)) Object.assign(observed, { route: id, depth });
    // A page of a feature the upstream does not serve says so before it asks for anything.
    if (feature && args.context?.api) await requireFeature(args.context, feature);
    try {
      return await handler(args);
    } catch (error) {
      throw refusalResponse(error) ?? error;
    }
  };
}

/** The build with every loader and action guarded; see the module comment. */
export function guardRoutes(build: ServerBuild): ServerBuild {
  const depthOf = (id: string): number => {
    const parent = build.routes[id]?.parentId;
    return parent ? depthOf(parent) + 1 : 0;
  };
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module } as Record<string, unknown>;
    for (const name of ['loader', 'action'] as const) if (typeof module[name] === 'function') module[name] = guarded(id, depthOf(id), module[name] as Handler);
    routes[id] = { ...route, module: module as unknown as typeof route.module };
  }
  return { ...build, routes };
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** What the request did, for metrics and logs: the deepest route id whose loader or action ran. */
    observed?: { route?: string; depth?: number };
  }
}
