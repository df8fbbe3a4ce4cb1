/**
 * Fleet reference data: makes and models, vehicle types, amenities, document types per city, licence classes.
 */
import { Router } from 'express';
import { asc } from 'drizzle-orm';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { h, validate } from '../http.js';
import { DRIVER_DOCUMENT_TYPES, VEHICLE_DOCUMENT_TYPES } from '../rules/fleet.js';
import { LICENCE_CLASSES } from '../../contract/licence-classes.js';
import { AMENITIES, VEHICLE_TYPES } from '../seed-fleet.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess } from './fleet-shared.js';

export function referenceRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth } = fleetAccess(db);

  // ——— Reference data ———

  r.get(
    '/v1/fleet/makes',
    auth,
    h((_req, res) => {
      const makes = db.select().from(s.vehicleMakes).orderBy(asc(s.vehicleMakes.name)).all();
      const models = db.select().from(s.vehicleModels).orderBy(asc(s.vehicleModels.name)).all();
      res.json({
        data: makes.map((m) => ({
          id: m.id,
          name: m.name,
          models: models.filter((x) => x.makeId === m.id).map((x) => ({ id: x.id, name: x.name, type: x.type, seat_options: x.seatOptions, first_year: x.firstYear })),
        })),
      });
    }),
  );
  r.get(
    '/v1/fleet/vehicle-types',
    auth,
    h((_req, res) => res.json({ data: VEHICLE_TYPES.map((name) => ({ name })) })),
  );
  r.get(
    '/v1/fleet/amenities',
    auth,
    h((_req, res) => res.json({ data: AMENITIES.map((name) => ({ name })) })),
  );
  r.get(
    '/v1/fleet/document-types',
    auth,
    h((req, res) => {
      // Without `city`, every city's types (each names its city); with it, that city's and the common ones.
      const { city } = validate(queries.documentTypes, req.query);
      const list = (types: readonly { code: string; label: string; expires: boolean; cityCode: string | null }[], owner: string) =>
        types.filter((t) => city === undefined || t.cityCode === null || t.cityCode === city).map((t) => ({ code: t.code, label: t.label, expires: t.expires, owner, city: t.cityCode }));
      res.json({ data: [...list(VEHICLE_DOCUMENT_TYPES, 'vehicle'), ...list(DRIVER_DOCUMENT_TYPES, 'driver')] });
    }),
  );
  r.get(
    '/v1/fleet/licence-classes',
    auth,
    h((_req, res) => res.json({ data: LICENCE_CLASSES.map(({ code, label, forHire }) => ({ code, label, for_hire: forHire })) })),
  );

  return r;
}
