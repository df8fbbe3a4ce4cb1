/**
 * The API's calls for the fleet: its reference lists, drivers, document links, roadside passes,
 * vehicles, trips and routes.
 * One module per resource group, as the API's routers are (issue 55 §2): each call goes through
 * the client's `call` (app/api/client.server.ts), which times out, memoises reads and words errors.
 */
import { z } from 'zod';
import * as c from '~contract/core';
import * as f from '~contract/fleet';
import * as dr from '~contract/document-requests';
import type * as r from '~contract/requests';
import type * as q from '~contract/queries';
import type { QueryOf } from '~contract/queries';
import { data, ok, type Body, type Call } from '~/api/calls/shared.server';

/** The fleet calls over `call`; see each for its path and reply. */
export function fleetCalls(call: Call) {
  return {
    fleet: {
      makes: async () => (await call('GET', '/v1/fleet/makes', { schema: data(z.array(f.vehicleMake)) })).data,
      vehicleTypes: async () => (await call('GET', '/v1/fleet/vehicle-types', { schema: data(z.array(c.named)) })).data.map((t) => t.name),
      amenities: async () => (await call('GET', '/v1/fleet/amenities', { schema: data(z.array(c.named)) })).data.map((t) => t.name),
      /** The document types of `cityCode` (and those of every city); without it, every city's, each with its `city`. */
      documentTypes: async (cityCode?: string) =>
        (await call('GET', '/v1/fleet/document-types', { schema: data(z.array(f.documentType)), query: { city: cityCode } satisfies QueryOf<typeof q.documentTypes> })).data,
      licenceClasses: async () => (await call('GET', '/v1/fleet/licence-classes', { schema: data(z.array(f.licenceClass)) })).data,
    },
    drivers: {
      list: (partnerId: number, query: QueryOf<typeof q.driverList>) => call('GET', `/v1/partners/${partnerId}/drivers`, { schema: c.paged(f.driver), query }),
      get: async (id: number) => (await call('GET', `/v1/drivers/${id}`, { schema: data(f.driver) })).data,
      create: async (partnerId: number, body: Body<ReturnType<typeof r.driverCreate>>) => (await call('POST', `/v1/partners/${partnerId}/drivers`, { schema: data(f.driver), body })).data,
      update: async (id: number, body: Body<typeof r.driverUpdate>) => (await call('PATCH', `/v1/drivers/${id}`, { schema: data(f.driver), body })).data,
      setStatus: async (id: number, status: 'active' | 'inactive') =>
        (await call('PATCH', `/v1/drivers/${id}/status`, { schema: data(f.driver), body: { status } satisfies Body<typeof r.statusChange> })).data,
      remove: (id: number) => call('DELETE', `/v1/drivers/${id}`, { schema: ok }),
      addDocument: (id: number, body: Body<typeof r.driverDocument>) => call('POST', `/v1/drivers/${id}/documents`, { schema: ok, body }),
      assignments: async (id: number) => (await call('GET', `/v1/drivers/${id}/assignments`, { schema: data(z.array(f.assignment)) })).data,
      trips: (id: number, query: QueryOf<typeof q.recordTrips>) => call('GET', `/v1/drivers/${id}/trips`, { schema: c.paged(f.trip), query }),
      /** Dry run (rows) or commit (import_id) of a bulk import. */
      importRows: async (partnerId: number, body: Body<typeof r.driverImport>) => (await call('POST', `/v1/partners/${partnerId}/drivers/import`, { schema: data(f.driverImport), body })).data,
    },
    /**
     * A driver's document link (issue 43). The owner's calls (ask, withdraw, review) with the
     * session; the public page's (open, file, submit) without one: the token is the only key, in
     * a body or a header, never in a URL.
     */
    documentRequests: {
      forDriver: async (driverId: number) => (await call('GET', `/v1/drivers/${driverId}/document-requests`, { schema: data(dr.driverDocumentRequests) })).data,
      ask: async (driverId: number, body: Body<typeof r.documentRequestCreate>) =>
        (await call('POST', `/v1/drivers/${driverId}/document-requests`, { schema: data(dr.driverDocumentRequests), body })).data,
      withdraw: (linkId: number) => call('DELETE', `/v1/document-requests/${linkId}`, { schema: ok }),
      accept: (submissionId: number, body: Body<typeof r.submissionAccept>) => call('POST', `/v1/document-submissions/${submissionId}/accept`, { schema: ok, body }),
      reject: (submissionId: number, body: Body<typeof r.submissionReject>) => call('POST', `/v1/document-submissions/${submissionId}/reject`, { schema: ok, body }),
      open: async (token: string, viewer: string | null) =>
        (await call('POST', '/v1/document-links/open', { schema: data(dr.documentLinkView), body: { token, viewer } satisfies Body<typeof r.documentLinkOpen>, read: true })).data,
      sendFile: async (token: string, file: File) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return (await call('POST', '/v1/document-links/files', { schema: data(z.object({ file_url: z.string() })), form, headers: { 'x-document-link': token } })).data.file_url;
      },
      submit: async (body: Body<typeof r.documentLinkSubmit>) => (await call('POST', '/v1/document-links/submit', { schema: data(dr.documentLinkView), body })).data,
    },
    /** Roadside passes (issue 25): the owner's view, its replacement, and a scan from the public page (no user). */
    passes: {
      get: async (partnerId: number, vehicleId: number) => (await call('GET', `/v1/partners/${partnerId}/vehicles/${vehicleId}/pass`, { schema: data(f.vehiclePass) })).data,
      replace: async (partnerId: number, vehicleId: number) => (await call('POST', `/v1/partners/${partnerId}/vehicles/${vehicleId}/pass/replace`, { schema: data(f.vehiclePass), body: {} })).data,
      /** `viewer`: the keyed address of a person's view (recorded once an hour), or null (answered, not recorded). */
      scan: async (token: string, viewer: string | null) => (await call('POST', '/v1/passes/scan', { schema: data(f.passView), body: { token, viewer } satisfies Body<typeof r.passScan> })).data,
    },
    vehicles: {
      list: (partnerId: number, query: QueryOf<typeof q.vehicleList>) => call('GET', `/v1/partners/${partnerId}/vehicles`, { schema: c.paged(f.vehicle), query }),
      get: async (id: number) => (await call('GET', `/v1/vehicles/${id}`, { schema: data(f.vehicle) })).data,
      create: async (partnerId: number, body: Body<typeof r.vehicleCreate>) => (await call('POST', `/v1/partners/${partnerId}/vehicles`, { schema: data(f.vehicle), body })).data,
      update: async (id: number, body: Body<typeof r.vehicleUpdate>) => (await call('PATCH', `/v1/vehicles/${id}`, { schema: data(f.vehicle), body })).data,
      setStatus: async (id: number, status: 'active' | 'inactive') =>
        (await call('PATCH', `/v1/vehicles/${id}/status`, { schema: data(f.vehicle), body: { status } satisfies Body<typeof r.statusChange> })).data,
      remove: (id: number) => call('DELETE', `/v1/vehicles/${id}`, { schema: ok }),
      addDocument: (id: number, body: Body<typeof r.vehicleDocument>) => call('POST', `/v1/vehicles/${id}/documents`, { schema: ok, body }),
      assignments: async (id: number) => (await call('GET', `/v1/vehicles/${id}/assignments`, { schema: data(z.array(f.assignment)) })).data,
      trips: (id: number, query: QueryOf<typeof q.recordTrips>) => call('GET', `/v1/vehicles/${id}/trips`, { schema: c.paged(f.trip), query }),
      /** Assign a driver; the vehicle's trips ahead follow except `keepTripIds` (issue 32 §2). */
      assignDriver: async (id: number, driverId: number, keepTripIds: number[] = []) =>
        (await call('POST', `/v1/vehicles/${id}/driver`, { schema: data(f.vehicle), body: { driver_id: driverId, keep_trip_ids: keepTripIds } satisfies Body<typeof r.assignDriver> })).data,
      /** What assigning `driverId` would do to the vehicle's trips ahead (read-only). */
      assignPreview: async (id: number, driverId: number) =>
        (await call('GET', `/v1/vehicles/${id}/driver/preview`, { schema: data(f.assignPreview), query: { driver_id: driverId } satisfies QueryOf<typeof q.assignPreview> })).data,
      unassignDriver: async (id: number) => (await call('DELETE', `/v1/vehicles/${id}/driver`, { schema: data(f.vehicle) })).data,
    },
    trips: {
      list: (partnerId: number, query: QueryOf<typeof q.tripList>) => call('GET', `/v1/partners/${partnerId}/trips`, { schema: c.paged(f.trip), query }),
      get: async (id: number) => (await call('GET', `/v1/trips/${id}`, { schema: data(f.tripDetail) })).data,
      manifest: async (id: number) => (await call('GET', `/v1/trips/${id}/manifest`, { schema: data(z.array(f.manifestEntry)) })).data,
      /** Who could take over an upcoming trip, with what the readiness rule needs. */
      candidates: async (id: number) => (await call('GET', `/v1/trips/${id}/candidates`, { schema: data(f.tripCandidates) })).data,
      swapDriver: async (id: number, driverId: number) =>
        (await call('PATCH', `/v1/trips/${id}/driver`, { schema: data(f.trip), body: { driver_id: driverId } satisfies Body<typeof r.tripDriver> })).data,
      swapVehicle: async (id: number, vehicleId: number) =>
        (await call('PATCH', `/v1/trips/${id}/vehicle`, { schema: data(f.trip), body: { vehicle_id: vehicleId } satisfies Body<typeof r.tripVehicle> })).data,
    },
    routes: {
      list: (partnerId: number, query: QueryOf<typeof q.routeList>) => call('GET', `/v1/partners/${partnerId}/routes`, { schema: c.paged(f.route), query }),
      get: async (id: number) => (await call('GET', `/v1/routes/${id}`, { schema: data(f.routeDetail) })).data,
    },
  };
}
