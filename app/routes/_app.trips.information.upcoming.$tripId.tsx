/**
 * /trips/information/upcoming/:tripId (issue 11): an upcoming trip with a countdown to its
 * departure and two forms to swap its vehicle or its driver. The choices are the partner's
 * active (so compliant) vehicles with enough seats and active drivers; the API has the last
 * word (busy at that time, a document expired since the page was loaded, the trip started) and
 * its message is shown under the form that was sent. A trip that is no longer upcoming goes to
 * its details page.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { FormErrors } from '~/components/FormErrors';
import { SubmitButton } from '~/components/form/SubmitButton';
import { Facts } from '~/components/list/Facts';
import { StatusBadge } from '~/components/StatusBadge';
import * as tripsCss from '~/components/trips/trips.css';
import { unlessForbidden } from '~/lib/api/errors';
import { recordOr404 } from '~/lib/fleet.server';
import { formatDateTime, formatKobo, formatTime } from '~/lib/format';
import { attempt, emptySubmission, failedReply, parseForm, unknownIntent, readForm } from '~/lib/forms.server';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/toast.server';
import { countdownText } from '~/lib/trips';
import { assignSchema, assignVehicleSchema } from '~/lib/validation/fleet.server';
import * as ui from '~/styles/ui.css';
import * as css from './fleet.css';

export const handle: PageHandle = { title: 'Upcoming trip', routeName: 'trips.upcoming', area: 'trips' };
export const meta = pageMeta;

/** How often the countdown is redrawn with JavaScript (ms). */
const COUNTDOWN_TICK_MS = 30_000;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const trip = await recordOr404(params.tripId, 'trip', ctx.partner.id, (id) => api.trips.get(id));
  if (trip.status !== 'upcoming') throw redirect(`/trips/details/${trip.id}`);
  // A trip manager without the vehicles or drivers area cannot read those lists: that swap is
  // left out with a word on who can make it, and the page works (issue 20 §4).
  const [vehicles, drivers] = await Promise.all([
    unlessForbidden(api.vehicles.list(ctx.partner.id, { status: 'active', perPage: 100 })),
    unlessForbidden(api.drivers.list(ctx.partner.id, { status: 'active', perPage: 100 })),
  ]);
  return json({
    trip,
    countdown: countdownText(trip.starts_at, Date.now()),
    vehicles:
      vehicles?.data.filter((v) => v.id !== trip.vehicle.id && v.seats >= trip.passengers.booked).map((v) => ({ id: v.id, label: `${v.plate} · ${v.brand} ${v.model} · ${v.seats} seats` })) ?? null,
    drivers: drivers?.data.filter((d) => d.id !== trip.driver.id).map((d) => ({ id: d.id, label: `${d.fname} ${d.lname}` })) ?? null,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const trip = await recordOr404(params.tripId, 'trip', ctx.partner.id, (id) => api.trips.get(id));
  const formData = await readForm(request);
  const here = `/trips/information/upcoming/${trip.id}`;
  switch (formData.get('intent')) {
    case 'swap-vehicle': {
      const submission = parseForm(formData, assignVehicleSchema);
      if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
      const result = await attempt(() => api.trips.swapVehicle(trip.id, submission.value.vehicle_id));
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirectWithToast(request, here, { type: 'success', message: `${result.value.vehicle.plate} now runs this trip` });
    }
    case 'swap-driver': {
      const submission = parseForm(formData, assignSchema);
      if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
      const result = await attempt(() => api.trips.swapDriver(trip.id, submission.value.driver_id));
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirectWithToast(request, here, { type: 'success', message: `${result.value.driver.name} now drives this trip` });
    }
    default:
      return unknownIntent(emptySubmission(formData));
  }
}

/** The countdown, redrawn every 30 s with JavaScript (the server's text until then). */
function Countdown({ startsAt, initial }: { startsAt: string; initial: string }) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    const tick = () => setText(countdownText(startsAt, Date.now()));
    tick();
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [startsAt]);
  return (
    <p className={tripsCss.countdown} data-testid="countdown" role="timer" aria-live="off">
      {text}
    </p>
  );
}

type Reply = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } | undefined;

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
  choices: { id: number; label: string }[] | null;
  empty: string;
  reply: Reply;
}) {
  const mine = reply?.initialValue?.intent === intent;
  const formError = mine ? (reply?.error?.['']?.[0] ?? undefined) : undefined;
  const fieldError = mine ? (reply?.error?.[name]?.[0] ?? undefined) : undefined;
  const id = `${intent}-${name}`;
  if (!choices) return <p className={ui.muted}>Your role cannot see this list. Ask the owner or a {name === 'driver_id' ? 'driver' : 'vehicle'} manager to make this change.</p>;
  if (!choices.length) return <p className={ui.muted}>{empty}</p>;
  return (
    <Form method="post" className={css.inlineForm} aria-labelledby={labelledBy}>
      <FormErrors errors={formError ? [formError] : undefined} id={`${id}-form-error`} />
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        <select id={id} name={name} required className={ui.input} aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? `${id}-error` : undefined}>
          <option value="">Choose…</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        {fieldError ? (
          <p id={`${id}-error`} className={ui.fieldError}>
            {fieldError}
          </p>
        ) : null}
      </div>
      <SubmitButton intent={intent} pendingText="Processing..." full={false}>
        Change
      </SubmitButton>
    </Form>
  );
}

export default function UpcomingTrip() {
  const { trip, countdown, vehicles, drivers } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply;
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="trip-title">
        <div className={css.sectionHead}>
          <h2 id="trip-title" className={ui.flushHeading}>
            {trip.route.code} <span className={ui.muted}>· {`${trip.route.pickup} → ${trip.route.destination}`}</span>
          </h2>
          <StatusBadge status={trip.status} kind="trip" />
        </div>
        <Countdown startsAt={trip.starts_at} initial={countdown} />
        <Facts
          items={[
            { label: 'Departure', value: formatDateTime(trip.starts_at) },
            { label: 'Arrival (scheduled)', value: formatTime(trip.ends_at) },
            { label: 'Vehicle', value: trip.vehicle.plate, testId: 'trip-vehicle' },
            { label: 'Driver', value: trip.driver.name, testId: 'trip-driver' },
            { label: 'Passengers booked', value: `${trip.passengers.booked} of ${trip.seats} seats` },
            { label: 'Expected earning', value: formatKobo(trip.net_kobo) },
          ]}
        />
      </section>
      <div className={css.twoColumns}>
        <section className={ui.card} aria-labelledby="swap-vehicle-title">
          <h2 id="swap-vehicle-title" className={ui.cardTitle}>
            Change the vehicle
          </h2>
          <p className={ui.muted}>Active vehicles with valid documents and at least {trip.passengers.booked} seats.</p>
          <SwapForm intent="swap-vehicle" name="vehicle_id" label="New vehicle" labelledBy="swap-vehicle-title" choices={vehicles} empty="No other active vehicle has enough seats." reply={reply} />
        </section>
        <section className={ui.card} aria-labelledby="swap-driver-title">
          <h2 id="swap-driver-title" className={ui.cardTitle}>
            Change the driver
          </h2>
          <p className={ui.muted}>Active drivers with a valid licence.</p>
          <SwapForm intent="swap-driver" name="driver_id" label="New driver" labelledBy="swap-driver-title" choices={drivers} empty="No other active driver." reply={reply} />
        </section>
      </div>
      <p className={ui.row}>
        <Link to={`/trips/details/${trip.id}`} className={ui.backLink}>
          Trip details and changes
        </Link>
        <Link to="/trips?tab=upcoming" className={ui.backLink}>
          ← Upcoming trips
        </Link>
      </p>
    </div>
  );
}
