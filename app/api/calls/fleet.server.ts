/**
 * The API's calls for the fleet: its reference lists, drivers, document links, roadside passes,
 * vehicles, trips and routes.
 * One module per resource group, as the API's routers are (issue 55 §2): each call goes through
 * the client's `call` (app/api/client.server.ts), which times out, memoises reads and words errors.
 */
import { operations as o } from '~contract/operations';
import type * as r from '~contract/requests';
import type * as q from '~contract/queries';
import type { QueryOf } from '~contract/queries';
import type { Body, Call } from '~/api/calls/shared.server';

/** The fleet calls over `call`; see each for its path and reply. */
export function fleetCalls(call: Call) {
  return {
    fleet: {
      makes: async () => (await call('GET', '/v1/fleet/makes', { schema: o['fleet.makes'].answer })).data,
      vehicleTypes: async () => (await call('GET', '/v1/fleet/vehicle-types', { schema: o['fleet.vehicleTypes'].answer })).data.map((t) => t.name),
      amenities: async () => (await call('GET', '/v1/fleet/amenities', { schema: o['fleet.amenities'].answer })).data.map((t) => t.name),
      /** The document types of `cityCode` (and those of every city); without it, every city's, each with its `city`. */
      documentTypes: async (cityCode?: string) =>
        (await call('GET', '/v1/fleet/document-types', { schema: o['fleet.documentTypes'].answer, query: { city: cityCode } satisfies QueryOf<typeof q.documentTypes> })).data,
      licenceClasses: async () => (await call('GET', '/v1/fleet/licence-classes', { schema: o['fleet.licenceClasses'].answer })).data,
    },
    drivers: {
      list: (partnerId: number, query: QueryOf<typeof q.driverList>) => call('GET', `/v1/partners/${partnerId}/drivers`, { schema: o['drivers.list'].answer, query }),
      get: async (id: number) => (await call('GET', `/v1/drivers/${id}`, { schema: o['drivers.get'].answer })).data,
      create: async (partnerId: number, body: Body<ReturnType<typeof r.driverCreate>>) => (await call('POST', `/v1/partners/${partnerId}/drivers`, { schema: o['drivers.create'].answer, body })).data,
      update: async (id: number, body: Body<typeof r.driverUpdate>) => (await call('PATCH', `/v1/drivers/${id}`, { schema: o['drivers.update'].answer, body })).data,
      setStatus: async (id: number, status: 'active' | 'inactive') =>
        (await call('PATCH', `/v1/drivers/${id}/status`, { schema: o['drivers.setStatus'].answer, body: { status } satisfies Body<typeof r.statusChange> })).data,
      remove: (id: number) => call('DELETE', `/v1/drivers/${id}`, { schema: o['drivers.remove'].answer }),
      addDocument: (id: number, body: Body<typeof r.driverDocument>) => call('POST', `/v1/drivers/${id}/documents`, { schema: o['drivers.addDocument'].answer, body }),
      assignments: async (id: number) => (await call('GET', `/v1/drivers/${id}/assignments`, { schema: o['drivers.assignments'].answer })).data,
      trips: (id: number, query: QueryOf<typeof q.recordTrips>) => call('GET', `/v1/drivers/${id}/trips`, { schema: o['drivers.trips'].answer, query }),
      /** Dry run (rows) or commit (import_id) of a bulk import. */
      importRows: async (partnerId: number, body: Body<typeof r.driverImport>) =>
        (await call('POST', `/v1/partners/${partnerId}/drivers/import`, { schema: o['drivers.importRows'].answer, body })).data,
    },
    /**
     * A driver's document link (issue 43). The owner's calls (ask, withdraw, review) with the
     * session; the public page's (open, file, submit) without one: the token is the only key, in
     * a body or a header, never in a URL.
     */
    documentRequests: {
      forDriver: async (driverId: number) => (await call('GET', `/v1/drivers/${driverId}/document-requests`, { schema: o['documentRequests.forDriver'].answer })).data,
      ask: async (driverId: number, body: Body<typeof r.documentRequestCreate>) =>
        (await call('POST', `/v1/drivers/${driverId}/document-requests`, { schema: o['documentRequests.ask'].answer, body })).data,
      /** The SMS an ask would send the driver for `documents` (askKey of each; null: every document that may be asked now) in `language`, the token as dots (ADR 0071): '' for none. */
      preview: async (driverId: number, documents: readonly string[] | null, language: string) =>
        (
          await call('GET', `/v1/drivers/${driverId}/document-requests/preview`, {
            schema: o['documentRequests.preview'].answer,
            query: { ...(documents ? { documents: documents.join(',') } : {}), language } satisfies QueryOf<typeof q.documentRequestPreview>,
          })
        ).data.message,
      withdraw: (linkId: number) => call('DELETE', `/v1/document-requests/${linkId}`, { schema: o['documentRequests.withdraw'].answer }),
      accept: (submissionId: number, body: Body<typeof r.submissionAccept>) => call('POST', `/v1/document-submissions/${submissionId}/accept`, { schema: o['documentRequests.accept'].answer, body }),
      reject: (submissionId: number, body: Body<typeof r.submissionReject>) => call('POST', `/v1/document-submissions/${submissionId}/reject`, { schema: o['documentRequests.reject'].answer, body }),
      open: async (token: string, viewer: string | null) =>
        (await call('POST', '/v1/document-links/open', { schema: o['documentRequests.open'].answer, body: { token, viewer } satisfies Body<typeof r.documentLinkOpen>, read: true })).data,
      sendFile: async (token: string, file: File) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return (await call('POST', '/v1/document-links/files', { schema: o['documentRequests.sendFile'].answer, form, headers: { 'x-document-link': token } })).data.file_url;
      },
      submit: async (body: Body<typeof r.documentLinkSubmit>) => (await call('POST', '/v1/document-links/submit', { schema: o['documentRequests.submit'].answer, body })).data,
    },
    /** Roadside passes (issue 25): the owner's view, its replacement, and a scan from the public page (no user). */
    passes: {
      get: async (partnerId: number, vehicleId: number) => (await call('GET', `/v1/partners/${partnerId}/vehicles/${vehicleId}/pass`, { schema: o['passes.get'].answer })).data,
      replace: async (partnerId: number, vehicleId: number) =>
        (await call('POST', `/v1/partners/${partnerId}/vehicles/${vehicleId}/pass/replace`, { schema: o['passes.replace'].answer, body: {} })).data,
      /** `viewer`: the keyed address of a person's view (recorded once an hour), or null (answered, not recorded). */
      scan: async (token: string, viewer: string | null) =>
        (await call('POST', '/v1/passes/scan', { schema: o['passes.scan'].answer, body: { token, viewer } satisfies Body<typeof r.passScan> })).data,
    },
    vehicles: {
      list: (partnerId: number, query: QueryOf<typeof q.vehicleList>) => call('GET', `/v1/partners/${partnerId}/vehicles`, { schema: o['vehicles.list'].answer, query }),
      get: async (id: number) => (await call('GET', `/v1/vehicles/${id}`, { schema: o['vehicles.get'].answer })).data,
      create: async (partnerId: number, body: Body<typeof r.vehicleCreate>) => (await call('POST', `/v1/partners/${partnerId}/vehicles`, { schema: o['vehicles.create'].answer, body })).data,
      update: async (id: number, body: Body<typeof r.vehicleUpdate>) => (await call('PATCH', `/v1/vehicles/${id}`, { schema: o['vehicles.update'].answer, body })).data,
      setStatus: async (id: number, status: 'active' | 'inactive') =>
        (await call('PATCH', `/v1/vehicles/${id}/status`, { schema: o['vehicles.setStatus'].answer, body: { status } satisfies Body<typeof r.statusChange> })).data,
      remove: (id: number) => call('DELETE', `/v1/vehicles/${id}`, { schema: o['vehicles.remove'].answer }),
      addDocument: (id: number, body: Body<typeof r.vehicleDocument>) => call('POST', `/v1/vehicles/${id}/documents`, { schema: o['vehicles.addDocument'].answer, body }),
      assignments: async (id: number) => (await call('GET', `/v1/vehicles/${id}/assignments`, { schema: o['vehicles.assignments'].answer })).data,
      trips: (id: number, query: QueryOf<typeof q.recordTrips>) => call('GET', `/v1/vehicles/${id}/trips`, { schema: o['vehicles.trips'].answer, query }),
      /** Assign a driver; the vehicle's trips ahead follow except `keepTripIds` (issue 32 §2). */
      assignDriver: async (id: number, driverId: number, keepTripIds: number[] = []) =>
        (
          await call('POST', `/v1/vehicles/${id}/driver`, {
            schema: o['vehicles.assignDriver'].answer,
            body: { driver_id: driverId, keep_trip_ids: keepTripIds } satisfies Body<typeof r.assignDriver>,
          })
        ).data,
      /** What assigning `driverId` would do to the vehicle's trips ahead (read-only). */
      assignPreview: async (id: number, driverId: number) =>
        (await call('GET', `/v1/vehicles/${id}/driver/preview`, { schema: o['vehicles.assignPreview'].answer, query: { driver_id: driverId } satisfies QueryOf<typeof q.assignPreview> })).data,
      unassignDriver: async (id: number) => (await call('DELETE', `/v1/vehicles/${id}/driver`, { schema: o['vehicles.unassignDriver'].answer })).data,
    },
    trips: {
      list: (partnerId: number, query: QueryOf<typeof q.tripList>) => call('GET', `/v1/partners/${partnerId}/trips`, { schema: o['trips.list'].answer, query }),
      get: async (id: number) => (await call('GET', `/v1/trips/${id}`, { schema: o['trips.get'].answer })).data,
      manifest: async (id: number) => (await call('GET', `/v1/trips/${id}/manifest`, { schema: o['trips.manifest'].answer })).data,
      /** Who could take over an upcoming trip, with what the readiness rule needs. */
      candidates: async (id: number) => (await call('GET', `/v1/trips/${id}/candidates`, { schema: o['trips.candidates'].answer })).data,
      swapDriver: async (id: number, driverId: number) =>
        (await call('PATCH', `/v1/trips/${id}/driver`, { schema: o['trips.swapDriver'].answer, body: { driver_id: driverId } satisfies Body<typeof r.tripDriver> })).data,
      swapVehicle: async (id: number, vehicleId: number) =>
        (await call('PATCH', `/v1/trips/${id}/vehicle`, { schema: o['trips.swapVehicle'].answer, body: { vehicle_id: vehicleId } satisfies Body<typeof r.tripVehicle> })).data,
    },
    routes: {
      list: (partnerId: number, query: QueryOf<typeof q.routeList>) => call('GET', `/v1/partners/${partnerId}/routes`, { schema: o['routes.list'].answer, query }),
      get: async (id: number) => (await call('GET', `/v1/routes/${id}`, { schema: o['routes.get'].answer })).data,
    },
  };
}
