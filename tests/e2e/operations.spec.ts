/**
 * Operations journeys (issue 11), with JavaScript on and off: browse the trip tabs with a date
 * range, open a completed trip and its manifest (masked names, never stored), swap the vehicle
 * of an upcoming trip and see the refusal for a vehicle that stopped being compliant, follow an
 * active trip live, open a route with its stops, download the trips CSV and check it against
 * the API, and find another partner's trip not found.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { apiVehicle, owner, OWNER } from './fleet-helpers';
import { expect, onboardedPartner, sandboxApi, it as test, unique, SAME_WITHOUT_JS } from './fixtures';

type ApiTrip = {
  id: number;
  status: string;
  starts_at: string;
  route: { id: number; code: string };
  vehicle: { id: number; plate: string };
  driver: { id: number; name: string };
  passengers: { booked: number; checked_in: number };
  net_kobo: number;
};

const lagosDate = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');

test('browse the trip tabs with a date range; the range and tab stay in the URL', async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const trips = (query: string) => o.call('GET', `/v1/partners/${o.partnerId}/trips?perPage=10&${query}`) as Promise<{ data: ApiTrip[]; metadata: { total: number } }>;

  await page.goto('/trips');
  const active = await trips('status=active');
  expect(active.metadata.total).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('trip-row')).toHaveCount(Math.min(10, active.metadata.total));
  await expect(page.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(/tab=upcoming/);
  const from = lagosDate(Date.now() + 86_400_000);
  const to = lagosDate(Date.now() + 2 * 86_400_000);
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To').fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
  const upcoming = await trips(`status=upcoming&from=${from}&to=${to}`);
  expect(upcoming.metadata.total).toBeGreaterThan(0);
  await expect(page.getByText(`${upcoming.metadata.total} trips`).first()).toBeVisible();
  await expect(page.getByTestId('trip-row').first()).toContainText(dayFirst(from));
  await expect(page.getByTestId('trip-row').first()).toContainText(upcoming.data[0].route.code);

  // The tabs keep the dates.
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page.getByText('No completed trip matches these filters').first()).toBeVisible();

  // A range the wrong way round is turned round, with a notice, never an error.
  await page.goto(`/trips?tab=completed&from=${lagosDate(Date.now())}&to=${lagosDate(Date.now() - 86_400_000)}&page=-4`);
  await expect(page.getByText('The dates were the wrong way round').first()).toBeVisible();
  const completed = await trips(`status=completed&from=${lagosDate(Date.now() - 86_400_000)}&to=${lagosDate(Date.now())}`);
  await expect(page.getByText(`${completed.metadata.total} trips`).first()).toBeVisible();
});

test('open a completed trip and its manifest: masked names only, never stored', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs, checkA11y }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const trip = ((await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&perPage=1`)).data as ApiTrip[])[0];
  await page.goto('/trips?tab=completed');
  await page.getByTestId('trip-row').first().getByRole('link', { name: trip.route.code }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/details/${trip.id}$`));
  await expect(page.getByTestId('trip-earning')).toHaveText(new RegExp(`₦${(trip.net_kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));
  await checkA11y();

  const response = await page.goto(`/trips/details/${trip.id}?tab=manifest`);
  expect(response!.headers()['cache-control']).toContain('no-store');
  const manifest = (await o.call('GET', `/v1/trips/${trip.id}/manifest`)).data as { passenger: string }[];
  await expect(page.getByRole('heading', { name: `Manifest: ${manifest.length} passengers` })).toBeVisible();
  // Every passenger once where picked up and once where dropped off.
  await expect(page.getByTestId('manifest-passenger')).toHaveCount(manifest.length * 2);
  for (const name of await page.getByTestId('manifest-passenger').evaluateAll((els) => els.map((e) => e.firstElementChild!.textContent!))) {
    expect(name).toMatch(/^[A-Z]\*{6}( [A-Z]\*{6})+$/);
  }
  const stops = await page.getByTestId('manifest-stop').allTextContents();
  expect(stops.length).toBeGreaterThanOrEqual(5);
  // No phone number or email anywhere on the page.
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\+234|@|\b0[789]\d{9}\b/);
});

test('swap the vehicle of an upcoming trip, and see the refusal for a vehicle no longer compliant', async ({ page, signedInAs, jsEnabled }) => {
  await signedInAs(OWNER);
  const o = await owner();
  // The farthest upcoming trips: one per project, so the two never meet.
  const total = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=upcoming&perPage=1`)).metadata.total as number;
  const trip = ((await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=upcoming&perPage=1&page=${total - (jsEnabled ? 0 : 1)}`)).data as ApiTrip[])[0];
  const fresh = await apiVehicle(o, { mostSeats: true });
  const doomed = await apiVehicle(o, { mostSeats: true });
  // The marketplace sets their supply cost on the trip's route (a vehicle without one cannot run it).
  for (const [v, naira] of [
    [fresh, 51_000],
    [doomed, 52_000],
  ] as const)
    await sandboxApi('POST', '/__sandbox/costs', { route_id: trip.route.id, vehicle_id: v.id, amount_kobo: naira * 100, effective_from: '2020-01-01' });

  await page.goto(`/trips/information/upcoming/${trip.id}`);
  await expect(page.getByTestId('countdown')).toHaveText(/Departs in/);
  await page.getByRole('combobox', { name: 'New vehicle' }).selectOption({ value: String(fresh.id) });
  await page.getByRole('form', { name: 'Change the vehicle' }).getByRole('button', { name: 'Change' }).click({ force: true });
  await expect(page.getByText(`${fresh.plate} now runs this trip`).first()).toBeVisible();
  await expect(page.getByTestId('trip-vehicle')).toHaveText(fresh.plate);
  const swapped = (await o.call('GET', `/v1/trips/${trip.id}`)).data;
  expect(swapped.vehicle.plate).toBe(fresh.plate);
  // The trip now earns the new vehicle's supply cost (issue 20 §5).
  expect(swapped.gross_kobo).toBe(5_100_000);

  await page.getByRole('combobox', { name: 'New vehicle' }).selectOption({ value: String(doomed.id) });
  // Meanwhile the vehicle's insurance expires: it is suspended.
  const insurance = ((await o.call('GET', `/v1/vehicles/${doomed.id}`)).data.documents as { type: string; document_id: number }[]).find((d) => d.type === 'insurance')!;
  await sandboxApi('POST', `/__sandbox/documents/${insurance.document_id}/expiry`, { expires_at: '2025-01-31' });
  await page.getByRole('form', { name: 'Change the vehicle' }).getByRole('button', { name: 'Change' }).click({ force: true });
  // The portal judges the choice again with the readiness rule and explains; nothing changes.
  await expect(page.getByRole('alert').filter({ hasText: `${doomed.plate} cannot take this trip: Insurance certificate expired on 31-01-2025` })).toBeVisible();
  await expect(page.getByTestId('trip-vehicle')).toHaveText(fresh.plate);
  // The picker now shows it among those that cannot take the trip, with the reason.
  await expect(page.getByRole('combobox', { name: 'New vehicle' }).locator('option[disabled]', { hasText: `${doomed.plate}` })).toContainText('Insurance certificate expired on 31-01-2025');

  await page.goto(`/trips/details/${trip.id}`);
  await expect(page.getByTestId('trip-change').first()).toContainText(`Vehicle changed from ${trip.vehicle.plate} to ${fresh.plate}`);

  // The owner's activity log has the swap, with who (the refused one is not there: nothing changed).
  await page.goto('/settings/activity?group=trips');
  const entry = page.getByTestId('activity-row').filter({ hasText: `Trip ${trip.id} ·` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Trip vehicle changed');
  await expect(entry).toContainText(`${trip.vehicle.plate} → ${fresh.plate}`);
  await expect(entry).toContainText('Adaeze Okafor');
});

test('follow an active trip live: the vehicle moves to the next stop', async ({ page, signedInAs, jsEnabled }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const active = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=active&perPage=20`)).data as ApiTrip[];
  const details = await Promise.all(active.map(async (t) => (await o.call('GET', `/v1/trips/${t.id}`)).data as { id: number; stops: unknown[]; position: { next_stop_index: number | null } }));
  // The trip with the most stops still ahead.
  const trip = details.reduce((a, b) => (b.stops.length - (b.position.next_stop_index ?? 99) > a.stops.length - (a.position.next_stop_index ?? 99) ? b : a));
  // The browser talks to the portal only: no socket library, no telemetry host (ADR 0009).
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`/trips/details/${trip.id}`);
  const nextStop = page.getByTestId('next-stop');
  const before = await nextStop.textContent();
  const yBefore = Number(await page.getByTestId('stop-line').getAttribute('data-vp-vehicle-y'));
  if (jsEnabled) await expect(page.locator('[data-vp-live-state]')).toHaveAttribute('data-vp-live-state', 'live', { timeout: 15_000 });

  const advanced = await sandboxApi('POST', `/__sandbox/trips/${trip.id}/advance`);
  expect(advanced.status).toBe(200);
  if (!jsEnabled) await page.getByRole('link', { name: 'Refresh' }).click();
  await expect(nextStop).not.toHaveText(before!);
  await expect.poll(async () => Number(await page.getByTestId('stop-line').getAttribute('data-vp-vehicle-y'))).toBeGreaterThan(yBefore);
  const now = (await o.call('GET', `/v1/trips/${trip.id}`)).data.position as { next_stop: string | null; eta_minutes: number };
  await expect(nextStop).toContainText(now.next_stop ? `Next stop: ${now.next_stop}` : 'At the last stop');
  expect(requested.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([]);
  expect(requested.filter((u) => /socket\.io|telemetry|realtime/.test(u))).toEqual([]);
});

test('open a route with its stops and next trips', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const routes = (await o.call('GET', `/v1/partners/${o.partnerId}/routes?perPage=10`)).data as { id: number; code: string }[];
  expect(routes).toHaveLength(6);
  await page.goto('/routes');
  await expect(page.getByTestId('route-row')).toHaveCount(6);
  await page.getByLabel('Search by code, name or stop').fill(routes[1].code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('route-row')).toHaveCount(1);
  await page.getByRole('link', { name: routes[1].code }).click();
  const route = (await o.call('GET', `/v1/routes/${routes[1].id}`)).data as { stops: { name: string }[]; cost_of_supply_kobo: number };
  await expect(page.getByRole('heading', { name: `${route.stops.length} stops` })).toBeVisible();
  await expect(page.getByTestId('route-stop')).toHaveCount(route.stops.length);
  await expect(page.getByTestId('route-stop').first()).toContainText(route.stops[0].name);
  await expect(page.getByTestId('route-stop').last()).toContainText(route.stops.at(-1)!.name);
  await expect(page.getByTestId('route-cost')).toContainText('₦');
});

test('download the trips CSV: the filtered list as the API has it, no passenger data', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const from = lagosDate(Date.now() - 2 * 86_400_000);
  const to = lagosDate(Date.now() - 86_400_000);
  await page.goto(`/trips?tab=completed&from=${from}&to=${to}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`trips_${lagosDate(Date.now())}.csv`);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
  const api: ApiTrip[] = [];
  for (let p = 1; ; p++) {
    const page1 = await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&from=${from}&to=${to}&perPage=100&page=${p}`);
    api.push(...page1.data);
    if (api.length >= page1.metadata.total) break;
  }
  expect(rows.length).toBe(api.length);
  expect(rows.map((r) => Number(r.trip_id))).toEqual(api.map((t) => t.id));
  for (const [i, t] of api.entries()) {
    expect(rows[i].route_code).toBe(t.route.code);
    expect(rows[i].vehicle_plate).toBe(t.vehicle.plate);
    expect(rows[i].date >= from && rows[i].date <= to).toBe(true);
    // Naira with two decimals, to the kobo.
    expect(Math.round(Number(rows[i].earning_naira) * 100)).toBe(t.net_kobo);
  }
  const sum = rows.reduce((n, r) => n + Math.round(Number(r.earning_naira) * 100), 0);
  expect(sum).toBe(api.reduce((n, t) => n + t.net_kobo, 0));
  expect(Object.keys(rows[0]).join(',')).not.toMatch(/passenger_name|phone|email/);
});

test("another partner's trip and route are not found", { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }, testInfo) => {
  const o = await owner();
  const trip = ((await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&perPage=1`)).data as ApiTrip[])[0];
  const other = await onboardedPartner(unique(testInfo), 'business');
  await signedInAs(other.email, other.password);
  const response = await page.goto(`/trips/details/${trip.id}?tab=manifest`);
  expect(response!.status()).toBe(404);
  await expect(page.getByText('This trip was not found').first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toContain('******');
  const route = await page.goto(`/routes/details/${trip.route.id}`);
  expect(route!.status()).toBe(404);
});

test('a class B driver cannot be swapped onto a bus: the picker says why, a forced choice is refused with the reason, the trip is unchanged', async ({ page, signedInAs, jsEnabled }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const total = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=upcoming&perPage=1`)).metadata.total as number;
  const trip = ((await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=upcoming&perPage=1&page=${total - (jsEnabled ? 2 : 3)}`)).data as ApiTrip[])[0];
  const kunle = ((await o.call('GET', `/v1/partners/${o.partnerId}/drivers?search=Kunle%20Salami`)).data as { id: number; licence_class: string }[])[0];
  expect(kunle.licence_class).toBe('B');

  await page.goto(`/trips/information/upcoming/${trip.id}`);
  const picker = page.getByRole('combobox', { name: 'New driver' });
  const option = picker.locator(`option[value="${kunle.id}"]`);
  await expect(option).toBeDisabled();
  await expect(option).toHaveText(new RegExp(`^Kunle Salami: Kunle Salami holds a class B licence; carrying passengers for hire in ${trip.vehicle.plate} needs class E$`));
  // Forced anyway (an old page, a crafted request): the server refuses with the rule's reason.
  await option.evaluate((el: HTMLOptionElement) => {
    el.disabled = false;
    el.selected = true;
  });
  await page.getByRole('form', { name: 'Change the driver' }).getByRole('button', { name: 'Change' }).click({ force: true });
  await expect(
    page.getByRole('alert').filter({ hasText: `Kunle Salami cannot take this trip: Kunle Salami holds a class B licence; carrying passengers for hire in ${trip.vehicle.plate} needs class E` }),
  ).toBeVisible();
  await expect(page.getByTestId('trip-driver')).toHaveText(trip.driver.name);
  expect((await o.call('GET', `/v1/trips/${trip.id}`)).data.driver.id).toBe(trip.driver.id);
});
