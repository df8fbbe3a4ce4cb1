/**
 * The vehicle information form's loader data and action (issue 10), shared by step 1 of
 * /vehicles/add-vehicle and /vehicles/:vehicleId/edit. The model is chosen first (a GET
 * `?model=` state, so it works without JavaScript); the years offered run from the model's first
 * year (at least 2007) to this year, and the seats are the model's options.
 */
import { redirectWithToast } from '~/server/toast.server';
import { type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import type { Vehicle, VehicleMake } from '~contract/fleet';
import { vehicleYears } from '~/domain/fleet';
import { partnerCities } from '~/server/fleet.server';
import { attempt, failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { referenceList } from '~/server/reference-data.server';
import type { ActiveContext } from '~/server/session.server';
import { lagosToday, vehicleSchema } from '~/server/validation/fleet.server';

/** The fleet's reference lists, cached per process. */
export async function fleetReference(api: Upstream) {
  const [makes, types, amenities] = await Promise.all([
    referenceList('makes', () => api.fleet.makes()),
    referenceList('vehicle-types', () => api.fleet.vehicleTypes()),
    referenceList('amenities', () => api.fleet.amenities()),
  ]);
  return { makes, types, amenities };
}

const findModel = (makes: VehicleMake[], id: number | undefined) => {
  for (const make of makes) for (const model of make.models) if (model.id === id) return { ...model, make: make.name };
  return null;
};

/** What the form needs, for a new vehicle or `vehicle`; `?model=` picks the model. */
export async function vehicleFormData(api: Upstream, ctx: ActiveContext, url: URL, loadVehicle?: Promise<Vehicle>) {
  // The vehicle loads beside the reference data: one round of calls after the guard (issue 23).
  const [{ makes, types, amenities }, cities, vehicle] = await Promise.all([fleetReference(api), partnerCities(api, ctx), loadVehicle]);
  const requested = Number(url.searchParams.get('model'));
  const model = findModel(makes, Number.isInteger(requested) && requested > 0 ? requested : (vehicle?.model_id ?? undefined));
  const thisYear = Number(lagosToday().slice(0, 4));
  return {
    makes: makes.map((m) => ({ name: m.name, models: m.models.map((x) => ({ id: x.id, name: x.name })) })),
    model: model ? { id: model.id, label: `${model.make} ${model.name}`, type: model.type } : null,
    years: model ? vehicleYears(model.first_year, thisYear) : [],
    seats: model?.seat_options ?? [],
    types,
    amenities,
    cities: cities.map((c) => ({ id: c.id, name: c.name })),
    rules: formRules(vehicleSchema({ types, amenities })),
    defaults: vehicle
      ? {
          model_id: String(vehicle.model_id ?? ''),
          year: String(vehicle.year),
          seats: String(vehicle.seats),
          type: vehicle.type,
          city_id: String(vehicle.city?.id ?? ''),
          amenities: vehicle.amenity_list,
          plate: vehicle.plate,
        }
      : { type: model?.type ?? '', city_id: cities.length === 1 ? String(cities[0].id) : '' },
  };
}

/**
 * Save the information form: create a vehicle or update `vehicle`. Like every form helper it
 * answers with a Response: on success a redirect with a toast (a new vehicle to its documents
 * step, an edited one to its page), otherwise the form's errors (400) or the API's message.
 */
export async function submitVehicle(request: Request, context: AppLoadContext, api: Upstream, ctx: ActiveContext, vehicle?: Vehicle): Promise<Response> {
  const { types, amenities } = await fleetReference(api);
  const submission = parseForm(await readForm(request, context), vehicleSchema({ types, amenities }));
  if (submission.status !== 'success') return invalidReply(submission);
  const v = submission.value;
  const body = { model_id: v.model_id, year: v.year, seats: v.seats, type: v.type, city_id: v.city_id, amenities: v.amenities, plate: v.plate };
  const saved = await attempt(() => (vehicle ? api.vehicles.update(vehicle.id, body) : api.vehicles.create(ctx.partner.id, body)));
  if (!saved.ok) return failedReply(request, context, submission, saved.error);
  if (vehicle) return redirectWithToast(request, `/vehicles/details/${saved.value.id}`, { type: 'success', message: '{{plate}} updated', values: { plate: saved.value.plate } });
  return redirectWithToast(request, `/vehicles/add-vehicle?step=documents&vehicle=${saved.value.id}`, {
    type: 'success',
    message: '{{plate}} saved. Now upload its documents; each is saved as soon as it is sent.',
    values: { plate: saved.value.plate },
  });
}
