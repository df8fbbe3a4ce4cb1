/**
 * /vehicles/details/:vehicleId (issue 10): a vehicle, with tabs (in the URL) for the information
 * (facts, the driver with assign/unassign, the assignment history), the trips (paged, with a
 * date range), the documents (status, expiry, rejection reason, Replace) and the roadside pass
 * (issue 25: QR, sticker PDF, share, replace). Deactivate/activate
 * and removal (refused while the vehicle has upcoming or active trips) are here.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { readReply } from '~/components/form/reply';
import { AssignConfirm, assignChoice, type AssignChoices, type AssignConfirmation } from '~/components/fleet/AssignPicker';
import { AssignmentCard, AssignmentHistory, RecordTrips } from '~/components/fleet/RecordParts';
import { FleetRecordHeader } from '~/components/fleet/FleetRecordHeader';
import { fleetRecordAction } from '~/server/fleet-record-action.server';
import { forgetPassVerdict } from '~/server/pass.server';
import { DocumentList } from '~/components/fleet/DocumentList';
import { FactsCard } from '~/components/list/Facts';
import { RoadsidePassCard } from './+roadside-pass/RoadsidePass';
import { passCard, publicOrigin } from '~/server/pass.server';
import { attempt, readForm } from '~/server/forms.server';
import { redirectWithToast } from '~/server/toast.server';
import { saidToast } from '~/lib/toast';
import { Tabs } from '~/components/list/Tabs';
import { readiness, replacementNotes, vehicleFacts } from '~/domain/readiness';
import { readinessById, recordOr404, withRecord } from '~/server/fleet.server';
import { formatDate } from '~/lib/format';
import { canAccess } from '~/domain/access';
import { isAskable } from '~/domain/document-requests';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { dateRange, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { useWords } from '~/components/useWords';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { LIST_PAGE_SIZE, PICKER_SIZE } from '~/domain/constants';

export const handle: PageHandle = {
  title: 'Vehicle',
  routeName: 'vehicles.details',
  area: 'vehicles',
  offline: true,
  // "KJA-100AA, roadside pass" in the offline list (issue 40 §7).
  offlineTitle: (data) => {
    const { tab, vehicle } = data as { tab: string; vehicle: { plate: string } };
    const text = tab === 'pass' ? '{{plate}}, roadside pass' : tab === 'trips' ? '{{plate}}, vehicle trips' : tab === 'documents' ? '{{plate}}, vehicle documents' : '{{plate}}, vehicle';
    return { text, values: { plate: vehicle.plate } };
  },
};
export const meta = pageMeta;

const QUERY = { tab: ['information', 'trips', 'documents', 'pass'], from: 'date', to: 'date', pick: 'text' } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, QUERY);
  const tab = query.tab ?? 'information';
  // The one range rule of every list (turned round when typed the wrong way).
  const { from, to } = dateRange(query.from, query.to);
  const range = { from, to };
  // One round after the guard: what the page needs is read by the URL's id alongside the record
  // (the record's partner is checked before anything is shown).
  const id = Number(params.vehicleId);
  const [vehicle, ready, history, trips, drivers, pass] = await withRecord(
    recordOr404(params.vehicleId, 'vehicle', ctx.partner.id, (n) => api.vehicles.get(n)),
    [
      // Today as the API's clock has it, from the one projection (issue 32 §1, §8): this record and those not ready.
      readinessById(api, ctx.partner.id, 'today', Number.isInteger(id) && id > 0 ? [id] : []),
      tab === 'information' ? api.vehicles.assignments(id).catch(() => []) : null,
      tab === 'trips' ? api.vehicles.trips(id, { ...range, page: query.page, perPage: LIST_PAGE_SIZE }) : null,
      tab === 'information' ? api.drivers.list(ctx.partner.id, { has_vehicle: 'false', partner_status: 'active', search: query.pick, perPage: PICKER_SIZE, for_vehicle: String(id) }) : null,
      // The roadside pass (issue 25): made by the API on first read; a failure leaves the page working.
      tab === 'pass' ? api.passes.get(ctx.partner.id, id).catch(() => null) : null,
    ],
  );
  const facts = vehicleFacts(vehicle);
  const today = ready.day;
  return json({
    tab,
    today,
    // Only what the member may open and see (issue 32 §7).
    opens: { driver: canAccess(ctx.roles, 'drivers'), trips: canAccess(ctx.roles, 'trips'), earnings: canAccess(ctx.roles, 'earnings') },
    query: { ...query, ...range },
    vehicle,
    readiness: ready.vehicles.get(vehicle.id) ?? readiness(facts, today),
    notes: replacementNotes(facts.documents, today),
    history: history ?? [],
    trips: trips ? { rows: trips.data, total: trips.metadata.total } : null,
    pass: pass ? await passCard(pass, vehicle.plate, publicOrigin(request)) : null,
    // The API's verdict on each pair (issue 42 §1): a driver who cannot drive this vehicle is
    // listed with the reason and cannot be chosen; one held back by a paper of their own may be.
    freeDrivers: {
      search: query.pick ?? '',
      total: vehicle.driver ? 0 : (drivers?.metadata.total ?? 0),
      rows: vehicle.driver ? [] : (drivers?.data ?? []).map((d) => assignChoice(d.id, `${d.fname} ${d.lname}`, d.assignment)),
    } satisfies AssignChoices,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const vehicle = await recordOr404(params.vehicleId, 'vehicle', ctx.partner.id, (id) => api.vehicles.get(id));
  // Replace the roadside pass: the old QR stops working at once (issue 25 §1).
  if ((await readForm(request.clone(), context)).get('intent') === 'replace-pass') {
    // The old token's kept verdict is dropped on every replica once the API has replaced it.
    const old = await api.passes.get(ctx.partner.id, vehicle.id).catch(() => null);
    const done = await attempt(() => api.passes.replace(ctx.partner.id, vehicle.id));
    if (done.ok && old) await forgetPassVerdict(old.token);
    const here = `/vehicles/details/${vehicle.id}?tab=pass`;
    return redirectWithToast(
      request,
      here,
      done.ok
        ? { type: 'success', message: 'A new pass for {{plate}}: print it and replace the sticker. The old one no longer works.', values: { plate: vehicle.plate } }
        : saidToast('error', done.error.message),
    );
  }
  return fleetRecordAction(request, context, api, {
    here: `/vehicles/details/${vehicle.id}`,
    list: '/vehicles',
    partnerId: ctx.partner.id,
    setStatus: (status) => api.vehicles.setStatus(vehicle.id, status),
    statusMessage: (status) => (status === 'active' ? '{{plate}} activated' : '{{plate}} deactivated: it gets no trips until you activate it again'),
    assign: {
      field: 'driver_id',
      run: async (driverId, keep) => ({ vehicleId: (await api.vehicles.assignDriver(vehicle.id, driverId, keep)).id, driverId }),
      preview: (driverId) => api.vehicles.assignPreview(vehicle.id, driverId),
    },
    unassign: { run: () => api.vehicles.unassignDriver(vehicle.id), message: '{{plate}} no longer has a driver' },
    remove: () => api.vehicles.remove(vehicle.id),
    removedMessage: '{{plate}} was removed',
    values: { plate: vehicle.plate },
  });
}

export default function VehicleDetails() {
  const { tab, today, query, vehicle, readiness: ready, notes, history, trips, freeDrivers, pass, opens } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const base = `/vehicles/details/${vehicle.id}`;
  const say = useWords('fleet');
  return (
    <div className={ui.stack}>
      <FleetRecordHeader
        kind="vehicle"
        title={
          <span translate="no">
            {vehicle.plate} <span className={ui.muted}>· {`${vehicle.brand} ${vehicle.model}`}</span>
          </span>
        }
        name={vehicle.plate}
        base={base}
        editHref={`/vehicles/${vehicle.id}/edit`}
        partnerStatus={vehicle.partner_status}
        readiness={ready}
        today={today}
        pairedWith={vehicle.driver ? say('With {{name}}: their licence counts too.', { name: vehicle.driver.name }) : undefined}
        notes={notes}
        reply={reply}
        confirmation={reply && 'confirmAssign' in reply && reply.confirmAssign ? <AssignConfirm confirm={reply.confirmAssign as AssignConfirmation} cancelHref={base} /> : null}
        removeText={say('The vehicle leaves your fleet and its driver is freed. A vehicle with upcoming or active trips cannot be removed until they are reassigned.')}
        unassign={
          vehicle.driver
            ? {
                title: say('Unassign {{driver}} from {{plate}}?', { driver: vehicle.driver.name, plate: vehicle.plate }),
                text: say(
                  "{{plate}} will have no driver until you assign one. Its upcoming trips keep {{driver}} as their driver; assigning another driver later moves them, or change a trip's driver on its page.",
                  { driver: vehicle.driver.name, plate: vehicle.plate },
                ),
              }
            : null
        }
      />
      <Tabs
        label={say('Vehicle')}
        current={tab}
        tabs={[
          { id: 'information', label: say('Information'), href: base },
          { id: 'trips', label: say('Trips'), href: `${base}?tab=trips` },
          { id: 'documents', label: say('Documents'), href: `${base}?tab=documents` },
          { id: 'pass', label: say('Roadside pass'), href: `${base}?tab=pass` },
        ]}
      />
      {tab === 'information' ? (
        <div className={css.twoColumns}>
          <FactsCard
            id="facts-title"
            title={say('Information')}
            items={[
              { label: say('Make and model'), value: <span translate="no">{`${vehicle.brand} ${vehicle.model}`}</span> },
              { label: say('Year'), value: vehicle.year },
              { label: say('Seats'), value: vehicle.seats },
              // The marketplace's type and amenity names, in the catalogue's words (issue 69 §1).
              { label: say('Type'), value: say(vehicle.type) },
              { label: say('City of operation'), value: <span translate="no">{vehicle.city?.name ?? '—'}</span> },
              { label: say('Amenities'), value: vehicle.amenity_list.length ? vehicle.amenity_list.map((a) => say(a)).join(', ') : say('None') },
              { label: say('Added on'), value: formatDate(vehicle.created_at) },
            ]}
          />
          <div className={ui.stack}>
            <AssignmentCard
              other="driver"
              verb="Driven by"
              current={vehicle.driver ? { href: opens.driver ? `/drivers/details/${vehicle.driver.id}` : null, name: vehicle.driver.name } : null}
              choices={freeDrivers}
              error={readReply(reply).error('driver_id')}
              empty={
                <p>
                  {say('Every driver has a vehicle.')} <Link to="/drivers/add-driver">{say('Add a driver')}</Link> {say('or unassign one.')}
                </p>
              }
            />
            <AssignmentHistory other="driver" caption="Drivers of this vehicle" rows={history} />
          </div>
        </div>
      ) : tab === 'trips' ? (
        <RecordTrips base={base} query={query} trips={trips} caption={say('Trips of {{name}}', { name: vehicle.plate })} show="vehicle" opens={opens} />
      ) : tab === 'pass' ? (
        <RoadsidePassCard pass={pass} plate={vehicle.plate} pdfHref={`/vehicles/${vehicle.id}/pass.pdf`} />
      ) : (
        <section className={ui.card} aria-label={say('Documents')}>
          <DocumentList
            documents={vehicle.documents}
            actionHref={(d) => `/vehicles/${vehicle.id}/edit/document/${d.document_id ?? d.type}`}
            ask={
              // The driver keeps the vehicle's papers (issue 43 §1): ask them for a photo, where the member may open the driver's pages.
              vehicle.driver && opens.driver
                ? {
                    href: (d) => (d.required && isAskable(d.state, d.replacement?.status) ? `/drivers/${vehicle.driver!.id}/ask?doc=vehicle.${d.type}` : null),
                    firstName: vehicle.driver.name.split(' ')[0]!,
                  }
                : undefined
            }
          />
        </section>
      )}
      <p>
        <Link to="/vehicles" className={ui.backLink}>
          {`← ${say('All vehicles')}`}
        </Link>
      </p>
    </div>
  );
}
