/**
 * /drivers/details/:driverId (issue 10): a driver, with tabs (in the URL) for the information
 * (contact, documents with status and expiry, the vehicle with assign/unassign, the assignment
 * history), the trips (paged, with a date range) and, for those who may see earnings, the
 * earnings and performance by month (issue 24 §1). Deactivate/activate and removal are here;
 * removal is a confirmation step. Another partner's or an unknown driver is the not-found page.
 */
import { servedFeatures } from '~/server/features.server';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AssignConfirm, assignChoice, type AssignChoices, type AssignConfirmation } from '~/components/fleet/AssignPicker';
import { AssignmentCard, AssignmentHistory, RecordTrips } from '~/components/fleet/RecordParts';
import { FleetRecordHeader } from '~/components/fleet/FleetRecordHeader';
import { fleetRecordAction } from '~/server/fleet-record-action.server';
import { readReply } from '~/components/form/reply';
import { DocumentList } from '~/components/fleet/DocumentList';
import { DocumentRequests } from '~/components/fleet/DocumentRequests';
import { mayReadOwner } from '~/domain/access';
import { FactsCard } from '~/components/list/Facts';
import { Tabs } from '~/components/list/Tabs';
import { DriverMonths } from '~/components/money/DriverMonths';
import { canAccess } from '~/domain/access';
import { driverFacts, readiness, replacementNotes } from '~/domain/readiness';
import { readinessById, recordOr404, withRecord } from '~/server/fleet.server';
import { formatDate } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { dateRange, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { displayPhone } from '~/server/phone.server';
import { useWords } from '~/components/useWords';
import { PayRuleCard } from './+driver-pay/rule-words';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { LIST_PAGE_SIZE, PICKER_SIZE } from '~/domain/constants';

export const handle: PageHandle = { title: 'Driver', routeName: 'drivers.details', area: 'drivers' };
export const meta = pageMeta;

const TRIP_FILTERS = { tab: ['information', 'trips', 'earnings'], from: 'date', to: 'date', pick: 'text' } as const;
/** How many months the Earnings tab shows, the current one first. */
const EARNINGS_MONTHS = 6;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, TRIP_FILTERS);
  const seesEarnings = canAccess(ctx.roles, 'earnings');
  // The Earnings tab is for those who may see earnings; the API refuses the others too.
  const tab = query.tab === 'earnings' && !seesEarnings ? 'information' : (query.tab ?? 'information');
  // The one range rule of every list (turned round when typed the wrong way).
  const { from, to } = dateRange(query.from, query.to);
  const range = { from, to };
  // One round after the guard, by the URL's id (the record's partner is checked before anything is shown).
  const id = Number(params.driverId);
  // Document requests and driver pay only where the marketplace's API serves them (issue 72 §3).
  const served = await servedFeatures(context);
  const [driver, ready, history, trips, vehicles, months, requests, pay] = await withRecord(
    recordOr404(params.driverId, 'driver', ctx.partner.id, (n) => api.drivers.get(n)),
    [
      // Today as the API's clock has it, from the one projection (issue 32 §1, §8): this record and those not ready.
      readinessById(api, ctx.partner.id, 'today', Number.isInteger(id) && id > 0 ? [id] : []),
      tab === 'information' ? api.drivers.assignments(id).catch(() => []) : null,
      tab === 'trips' ? api.drivers.trips(id, { ...range, page: query.page, perPage: LIST_PAGE_SIZE }) : null,
      tab === 'information' ? api.vehicles.list(ctx.partner.id, { has_driver: 'false', partner_status: 'active', search: query.pick, perPage: PICKER_SIZE, for_driver: String(id) }) : null,
      tab === 'earnings' ? api.earnings.driverMonths(ctx.partner.id, id, EARNINGS_MONTHS) : null,
      // The driver's document link and what they sent (issue 43); a page still opens without them.
      tab === 'information' && served.has('document-requests') && /^\d{1,9}$/.test(params.driverId ?? '') ? api.documentRequests.forDriver(id).catch(() => null) : null,
      // How the driver is paid (issue 53 §6): a driver manager reads the rule, never what was paid.
      tab === 'information' && served.has('driver-pay') && /^\d{1,9}$/.test(params.driverId ?? '') ? api.pay.driverRule(id).catch(() => null) : null,
    ],
  );
  const facts = driverFacts(driver);
  const today = ready.day;
  return json({
    tab,
    today,
    query: { ...query, ...range },
    driver: { ...driver, name: `${driver.fname} ${driver.lname}`, phoneDisplay: displayPhone(driver.phone) },
    readiness: ready.drivers.get(driver.id) ?? readiness(facts, today),
    notes: replacementNotes(facts.documents, today),
    history: history ?? [],
    pay,
    // What the driver sent, of the owners this reader may read (issue 54 §1).
    requests: requests && { ...requests, submissions: requests.submissions.filter((x) => mayReadOwner(ctx.roles, x.owner_type)) },
    trips: trips ? { rows: trips.data, total: trips.metadata.total } : null,
    months,
    seesEarnings,
    // Only what the member may open and see (issue 32 §7): a driver manager gets no vehicle links nor trip amounts.
    opens: { vehicle: canAccess(ctx.roles, 'vehicles'), trips: canAccess(ctx.roles, 'trips'), earnings: seesEarnings },
    // The API's verdict on each pair (issue 42 §1): a vehicle this driver cannot drive is listed
    // with the reason and cannot be chosen; one held back by a paper of its own may be.
    freeVehicles: {
      search: query.pick ?? '',
      total: driver.vehicle ? 0 : (vehicles?.metadata.total ?? 0),
      rows: driver.vehicle ? [] : (vehicles?.data ?? []).map((v) => assignChoice(v.id, `${v.plate} · ${v.brand} ${v.model}`, v.assignment)),
    } satisfies AssignChoices,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const driver = await recordOr404(params.driverId, 'driver', ctx.partner.id, (id) => api.drivers.get(id));
  const vehicle = driver.vehicle;
  return fleetRecordAction(request, context, api, {
    here: `/drivers/details/${driver.id}`,
    list: '/drivers',
    partnerId: ctx.partner.id,
    setStatus: (status) => api.drivers.setStatus(driver.id, status),
    statusMessage: (status) => (status === 'active' ? 'Driver activated' : 'Driver deactivated: they cannot be given trips until you activate them again'),
    assign: {
      field: 'vehicle_id',
      run: async (vehicleId, keep) => ({ vehicleId: (await api.vehicles.assignDriver(vehicleId, driver.id, keep)).id, driverId: driver.id }),
      preview: (vehicleId) => api.vehicles.assignPreview(vehicleId, driver.id),
    },
    unassign: vehicle ? { run: () => api.vehicles.unassignDriver(vehicle.id), message: '{{plate}} no longer has a driver' } : { run: null, message: 'This driver has no vehicle' },
    remove: () => api.drivers.remove(driver.id),
    removedMessage: '{{name}} was removed',
    values: { name: `${driver.fname} ${driver.lname}`, plate: vehicle?.plate ?? '' },
  });
}

export default function DriverDetails() {
  const { tab, today, query, driver, readiness: ready, notes, history, trips, months, seesEarnings, freeVehicles, opens, requests, pay } = useLoaderData<typeof loader>();
  const askable = new Set((requests?.askable ?? []).filter((d) => d.owner_type === 'driver').map((d) => d.type));
  const reply = useActionData<typeof action>();
  const base = `/drivers/details/${driver.id}`;
  const say = useWords('fleet');
  return (
    <div className={ui.stack}>
      <FleetRecordHeader
        kind="driver"
        title={<span translate="no">{driver.name}</span>}
        name={driver.name}
        base={base}
        editHref={`/drivers/${driver.id}/edit`}
        partnerStatus={driver.partner_status}
        readiness={ready}
        today={today}
        pairedWith={driver.vehicle ? say('In {{plate}}: its documents count too.', { plate: driver.vehicle.plate }) : undefined}
        notes={notes}
        reply={reply}
        confirmation={reply && 'confirmAssign' in reply && reply.confirmAssign ? <AssignConfirm confirm={reply.confirmAssign as AssignConfirmation} cancelHref={base} /> : null}
        removeText={say(
          'The driver leaves your fleet and their vehicle is freed. Their past trips stay in your records. A driver with upcoming trips cannot be removed until the trips are reassigned.',
        )}
        unassign={
          driver.vehicle
            ? {
                title: say('Unassign {{driver}} from {{plate}}?', { driver: driver.name, plate: driver.vehicle.plate }),
                text: say(
                  "{{driver}} will have no vehicle until you assign one. Their upcoming trips on {{plate}} keep them as the driver; assigning another driver to {{plate}} moves those trips, or change a trip's driver on its page.",
                  { driver: driver.name, plate: driver.vehicle.plate },
                ),
              }
            : null
        }
      />
      <Tabs
        label={say('Driver')}
        current={tab}
        tabs={[
          { id: 'information', label: say('Information'), href: base },
          { id: 'trips', label: say('Trips'), href: `${base}?tab=trips` },
          ...(seesEarnings ? [{ id: 'earnings', label: say('Earnings'), href: `${base}?tab=earnings` }] : []),
        ]}
      />
      {tab === 'information' ? (
        <div className={css.twoColumns}>
          <div className={ui.stack}>
            <FactsCard
              id="contact-title"
              title={say('Contact and licence')}
              items={[
                { label: say('Phone'), value: <a href={`tel:${driver.phone}`}>{driver.phoneDisplay}</a>, testId: 'driver-phone' },
                { label: say('Email'), value: <span translate="no">{driver.email ?? '—'}</span> },
                { label: say('Date of birth'), value: driver.dob ? formatDate(driver.dob) : '—' },
                { label: say('Residential address'), value: <span translate="no">{driver.address ?? '—'}</span> },
                { label: say('Licence number'), value: <span translate="no">{driver.licence_number}</span> },
                { label: say('Licence class'), value: driver.licence_class ?? '—' },
                { label: say('Licence expiry'), value: driver.licence_expiry ? formatDate(driver.licence_expiry) : '—' },
              ]}
            />
            <section className={ui.card} aria-labelledby="documents-title">
              <h2 id="documents-title" className={ui.cardTitle}>
                {say('Documents')}
              </h2>
              <DocumentList
                documents={driver.documents}
                actionHref={() => `/drivers/${driver.id}/edit`}
                ask={{ href: (d) => (askable.has(d.type) ? `/drivers/${driver.id}/ask?doc=driver.${d.type}` : null), firstName: driver.fname }}
              />
            </section>
            {requests ? <DocumentRequests driverId={driver.id} firstName={driver.fname} requests={requests} /> : null}
            {pay ? <PayRuleCard pay={pay} setHref={seesEarnings ? '/earnings/pay' : null} /> : null}
          </div>
          <div className={ui.stack}>
            <AssignmentCard
              other="vehicle"
              verb="Drives"
              current={driver.vehicle ? { href: opens.vehicle ? `/vehicles/details/${driver.vehicle.id}` : null, name: driver.vehicle.plate } : null}
              choices={freeVehicles}
              error={readReply(reply).error('vehicle_id')}
              empty={
                <p>
                  {say('No vehicle is free.')} {/* Adding a vehicle is the vehicles area's: who may not open it is told whom to ask (issue 54 §7). */}
                  {opens.vehicle ? (
                    <>
                      <Link to="/vehicles/add-vehicle">{say('Add a vehicle')}</Link> {say('or unassign one from its driver.')}
                    </>
                  ) : (
                    say('Ask the owner to add a vehicle, or unassign one from its driver.')
                  )}
                </p>
              }
            />
            <AssignmentHistory other="vehicle" caption="Vehicles this driver has driven" rows={history} />
          </div>
        </div>
      ) : tab === 'earnings' && months ? (
        <DriverMonths months={months} base={base} name={driver.name} />
      ) : (
        <RecordTrips base={base} query={query} trips={trips} caption={say('Trips of {{name}}', { name: driver.name })} show="driver" opens={opens} />
      )}
      <p>
        <Link to="/drivers" className={ui.backLink}>
          {`← ${say('All drivers')}`}
        </Link>
      </p>
    </div>
  );
}
