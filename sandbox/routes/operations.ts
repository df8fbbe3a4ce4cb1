/**
 * Operations (issue 11), one router per resource: trips (trips.ts), changing a trip's driver or
 * vehicle (trip-swaps.ts) and the partner's transport routes (transport-routes.ts); what they
 * share is in trips-shared.ts.
 */
import { Router } from 'express';
import type { SandboxContext } from '../app.js';
import { tripsRouter } from './trips.js';
import { tripSwapsRouter } from './trip-swaps.js';
import { transportRoutesRouter } from './transport-routes.js';

export function operationsRouter(ctx: SandboxContext): Router {
  const r = Router();
  for (const router of [tripsRouter, tripSwapsRouter, transportRoutesRouter]) r.use(router(ctx));
  return r;
}
