/**
 * Integrity (issue 20), with JavaScript on and off: a manager of two partners sees only the
 * active partner's records, as pages and as data; and the other defects a probe found.
 */
import { owner } from './fleet-helpers';
import { expect, it as test, PORTAL_URL } from './fixtures';

const MANAGER = 'fleet.manager@example.com';

test("a manager of two partners, acting for one, gets the not-found page for the other's records", async ({ page, signedInAs, checkA11y }) => {
  await signedInAs(MANAGER);
  const o = await owner();
  const trip = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&perPage=1`)).data[0];
  await page.goto('/organization');
  await page.locator('label').filter({ hasText: 'Abuja Express Shuttles Ltd' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL((url) => url.pathname !== '/organization');
  await checkA11y();

  for (const [path, what] of [
    ['/vehicles/details/1', 'vehicle'],
    ['/vehicles/details/1?tab=documents', 'vehicle'],
    ['/vehicles/1/edit', 'vehicle'],
    ['/drivers/details/15', 'driver'],
    [`/trips/details/${trip.id}?tab=manifest`, 'trip'],
    ['/routes/details/1', 'route'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(`This ${what} was not found.`)).toBeVisible();
    await expect(page.getByText('KJA-')).toHaveCount(0);
  }
  // As data too (what a client-side navigation asks for).
  const data = await page.request.get(`${PORTAL_URL}/vehicles/details/1?_data=routes%2F_app.vehicles.details.%24vehicleId`);
  expect(data.status()).toBe(404);
  expect(await data.text()).not.toContain('"partner_id":1');
  // The active partner's own vehicle shows, and its pickers list only its own drivers.
  await page.goto('/vehicles');
  await page.getByRole('link', { name: 'ABJ-902GY' }).click();
  await expect(page.getByRole('heading', { name: 'ABJ-902GY' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Ifeoma Nnaji/ })).toHaveCount(1);
  await expect(page.getByRole('option', { name: /Kunle/ })).toHaveCount(0);
  await checkA11y();

  // Switching to the partner that owns them shows them.
  await page.goto('/organization');
  await page.locator('label').filter({ hasText: 'Lagos Shuttle Partners Ltd' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL((url) => url.pathname !== '/organization');
  expect((await page.goto('/drivers/details/15'))?.status()).toBe(200);
  await expect(page.getByText('This driver was not found.')).toHaveCount(0);
});
