/**
 * The fleet (issue 10), one router per resource (issue 34 §4): the dashboard's figures, the
 * reference data, drivers and their import, vehicles and assignments; what they share is in fleet-shared.ts.
 */
import { Router } from 'express';
import type { SandboxContext } from '../app.js';
import { dashboardRouter } from './dashboard.js';
import { referenceRouter } from './reference.js';
import { driverLifeRouter, driversRouter } from './drivers.js';
import { driverImportRouter } from './driver-import.js';
import { vehicleLifeRouter, vehiclesRouter } from './vehicles.js';
import { assignmentsRouter } from './assignments.js';

/** Every fleet route, in the order they were declared. */
export function fleetRouter(ctx: SandboxContext): Router {
  const r = Router();
  r.use(dashboardRouter(ctx), referenceRouter(ctx), driversRouter(ctx), driverLifeRouter(ctx), driverImportRouter(ctx), vehiclesRouter(ctx), vehicleLifeRouter(ctx), assignmentsRouter(ctx));
  return r;
}
