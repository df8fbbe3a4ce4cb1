/**
 * /trips/information/upcoming/:tripId (issues 11 and 21 §2): an upcoming trip with a countdown
 * to its departure and two forms to swap its vehicle or its driver. The pickers come from the
 * API's candidates judged by the readiness rule on the trip's day (app/domain/trip-swap.ts):
 * those who can work first, those at risk with their warning, the others disabled with the
 * reason. A submitted choice the rule refuses gets the reason under its picker and nothing
 * changes; the API has the last word (its refusal is shown as its message). A trip that is no
 * longer upcoming goes to its details page.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { TripHeading } from '~/components/trips/TripHeading';
import { readReply } from '~/components/form/reply';
import { FormErrors } from '~/components/FormErrors';
import { SubmitButton } from '~/components/form/SubmitButton';
import { Facts } from '~/components/list/Facts';
import * as tripsCss from '~/components/trips/trips.css';
import type { Upstream } from '~/api/client.server';
import { recordOr404, withRecord } from '~/server/fleet.server';
import { formatDate, formatDateTime, formatKobo, formatTime } from '~/lib/format';
import { tripWords } from '~/lib/format';
import type { Trip } from '~contract/fleet';
import { driverChoices, swapRefusal, vehicleChoices, type SwapChoice } from '~/domain/trip-swap';
import { attempt, emptySubmission, failedReply, parseForm, unknownIntent, readForm, invalidReply } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { redirectWithToast } from '~/server/toast.server';
import type { MessageKey } from '~/lib/toast';
import { countdownText } from '~/domain/trips';
import { assignSchema, assignVehicleSchema } from '~/server/validation/fleet.server';
import { ErrorLine, useMessageWords } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { apiNow } from '~/api/api-clock.server';
import { useWords } from '~/components/useWords';
import { useReasonWords } from '~/components/fleet/useReasonWords';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = {
  title: 'Upcoming trip',
  routeName: 'trips.upcoming',
  area: 'trips',
  offline: true,
  offlineTitle: (data) => ({ text: 'Upcoming trip, {{trip}}', values: { trip: tripWords((data as { trip: Trip }).trip) } }),
};
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  // The trip and its candidates at once (one round after the guard). The candidates call is the
  // trip's, open to trip managers (the fleet lists are not); its answer counts only once the
  // trip is known to be this partner's and upcoming.
  const [trip, candidates] = await withRecord(
    recordOr404(params.tripId, 'trip', ctx.partner.id, (id) => api.trips.get(id)),
    [/^\d{1,9}$/.test(params.tripId ?? '') ? api.trips.candidates(Number(params.tripId)).catch((error: unknown) => ({ error })) : null],
  );
  if (trip.status !== 'upcoming') throw redirect(`/trips/details/${trip.id}`);
  if (!candidates || 'error' in candidates) throw candidates?.error;
  return json({
    trip,
    day: candidates.day,
    countdown: countdownText(trip.starts_at, apiNow(), sayOf(wordsFor(request, session.user), 'trips')),
    vehicles: vehicleChoices(candidates),
    drivers: driverChoices(candidates),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const trip = await recordOr404(params.tripId, 'trip', ctx.partner.id, (id) => api.trips.get(id));
  const formData = await readForm(request, context);
  const here = `/trips/information/upcoming/${trip.id}`;
  const intent = String(formData.get('intent') ?? '');
  const swap = Object.prototype.hasOwnProperty.call(SWAPS, intent) ? SWAPS[intent as keyof typeof SWAPS] : null;
  if (!swap) return unknownIntent(emptySubmission(formData));
  const submission = parseForm(formData, swap.schema);
  if (submission.status !== 'success') return invalidReply(submission);
  const chosen = (submission.value as Record<string, number>)[swap.field];
  // The portal checks first, with the rule the API applies, and explains.
  const refused = swapRefusal(await api.trips.candidates(trip.id), swap.kind, chosen, sayOf(wordsFor(request, session.user), 'fleet'));
  if (refused) return json(submission.reply({ fieldErrors: { [swap.field]: [refused] } }), { status: 409 });
  const result = await attempt(() => swap.send(api, trip.id, chosen));
  if (!result.ok) return failedReply(request, context, submission, result.error);
  return redirectWithToast(request, here, { type: 'success', ...result.value });
}

/** A swap's notice: its sentence of the `messages` catalogue and its values. */
type Notice = { message: MessageKey; values: Record<string, string> };

/** The two swaps of an upcoming trip (issue 34 §2: one branch for both): the form's field, its schema, the call and its notice. */
const SWAPS = {
  'swap-vehicle': {
    kind: 'vehicle',
    field: 'vehicle_id',
    schema: assignVehicleSchema,
    send: async (api: Upstream, tripId: number, id: number): Promise<Notice> => ({
      message: '{{plate}} now runs this trip',
      values: { plate: (await api.trips.swapVehicle(tripId, id)).vehicle.plate },
    }),
  },
  'swap-driver': {
    kind: 'driver',
    field: 'driver_id',
    schema: assignSchema,
    send: async (api: Upstream, tripId: number, id: number): Promise<Notice> => ({ message: '{{name}} now drives this trip', values: { name: (await api.trips.swapDriver(tripId, id)).driver.name } }),
  },
} as const;

/** The countdown as the server computed it when the page was sent (the page ships no script, ADR 0020). */
function Countdown({ text }: { text: string }) {
  return (
    <p className={tripsCss.countdown} data-testid="countdown" role="timer" aria-live="off">
      {text}
    </p>
  );
}

function SwapForm({
  intent,
  name,
  label,
  labelledBy,
  choices,
  empty,
  reply,
}: {
  intent: string;
  name: string;
  label: string;
  labelledBy: string;
  choices: SwapChoice[];
  empty: string;
  reply: unknown;
}) {
  const mine = readReply(reply, intent);
  const formError = mine.error('');
  const fieldError = mine.error(name);
  const chosen = String(mine.value(name) ?? '');
  const id = `${intent}-${name}`;
  const say = useWords('trips');
  const sayMessage = useMessageWords();
  const { sentence, say: sayFleet } = useReasonWords();
  const named = (c: SwapChoice) => (c.seats === undefined ? c.label : `${c.label} · ${sayFleet('{{count}} seats', { count: c.seats })}`);
  // A choice's reasons in the reader's words (the API's sentences), or its English note from an older API.
  const noteOf = (c: SwapChoice) => (c.words ? c.words.map(sentence).join('; ') : sayMessage(c.note ?? ''));
  if (!choices.length) return <p className={ui.muted}>{empty}</p>;
  const open = choices.filter((c) => !c.disabled);
  const closed = choices.filter((c) => c.disabled);
  return (
    <PostForm className={css.inlineForm} aria-labelledby={labelledBy}>
      <FormErrors errors={formError ? [sayMessage(formError)] : undefined} id={`${id}-form-error`} />
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        <select
          id={id}
          name={name}
          required
          className={ui.input}
          defaultValue={chosen}
          key={chosen}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        >
          <option value="">{say('Choose…')}</option>
          {open.map((c) => (
            <option key={c.id} value={c.id} translate={c.status === 'ready' ? 'no' : undefined}>
              {c.status === 'at_risk' ? `${named(c)} (${say('at risk: {{why}}', { why: noteOf(c) })})` : named(c)}
            </option>
          ))}
          {closed.length ? (
            <optgroup label={say('Cannot take this trip')}>
              {closed.map((c) => (
                <option key={c.id} value={c.id} disabled>
                  {`${named(c)}: ${noteOf(c)}`}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        {fieldError ? <ErrorLine id={`${id}-error`} error={fieldError} alert /> : null}
      </div>
      <SubmitButton intent={intent} pendingText={say('Processing...')} full={false}>
        {say('Change')}
      </SubmitButton>
    </PostForm>
  );
}

export default function UpcomingTrip() {
  const { trip, day, countdown, vehicles, drivers } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const say = useWords('trips');
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="trip-title">
        <TripHeading trip={trip} />
        <Countdown text={countdown} />
        <Facts
          items={[
            { label: say('Departure'), value: formatDateTime(trip.starts_at) },
            { label: say('Arrival (scheduled)'), value: formatTime(trip.ends_at) },
            { label: say('Vehicle'), value: <span translate="no">{trip.vehicle.plate}</span>, testId: 'trip-vehicle' },
            { label: say('Driver'), value: <span translate="no">{trip.driver.name}</span>, testId: 'trip-driver' },
            { label: say('Passengers booked'), value: say('{{booked}} of {{seats}} seats', { booked: trip.passengers.booked, seats: trip.seats }) },
            { label: say('Expected earning'), value: formatKobo(trip.net_kobo) },
          ]}
        />
      </section>
      <div className={css.twoColumns}>
        <section className={ui.card} aria-labelledby="swap-vehicle-title">
          <h2 id="swap-vehicle-title" className={ui.cardTitle}>
            {say('Change the vehicle')}
          </h2>
          <p className={ui.muted}>
            {say('Vehicles that can work on {{date}} with {{driver}}, free at that time, with at least {{seats}} seats.', {
              date: formatDate(day),
              driver: trip.driver.name,
              seats: trip.passengers.booked,
            })}
          </p>
          <SwapForm intent="swap-vehicle" name="vehicle_id" label={say('New vehicle')} labelledBy="swap-vehicle-title" choices={vehicles} empty={say('You have no other vehicle.')} reply={reply} />
          {/* Alike on purpose (issue 70 §4): a card in the shape the roadside pass page also has. */}
        </section>
        <section className={ui.card} aria-labelledby="swap-driver-title">
          <h2 id="swap-driver-title" className={ui.cardTitle}>
            {say('Change the driver')}
          </h2>
          <p className={ui.muted}>
            {say('Drivers who can work on {{date}} and drive {{plate}} (class E for passengers for hire), free at that time.', { date: formatDate(day), plate: trip.vehicle.plate })}
          </p>
          <SwapForm intent="swap-driver" name="driver_id" label={say('New driver')} labelledBy="swap-driver-title" choices={drivers} empty={say('You have no other driver.')} reply={reply} />
        </section>
      </div>
      <p className={ui.row}>
        <Link to={`/trips/details/${trip.id}`} className={ui.backLink}>
          {say('Trip details and changes')}
        </Link>
        <Link to="/trips?tab=upcoming" className={ui.backLink}>
          ← {say('Upcoming trips')}
        </Link>
      </p>
    </div>
  );
}
