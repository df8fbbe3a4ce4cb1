/**
 * Fleet readiness reminders (issue 21 §4), with JavaScript on and off: the owner chooses how the
 * marketplace warns before a vehicle or driver stops (a form without a channel is refused with
 * the choices kept), sees tomorrow's message, and the daily job on the sandbox's clock sends one
 * reminder per threshold on the chosen channel.
 */
import { expect, it as test, readOutbox, sandboxApi } from './fixtures';
import { owner } from './fleet-helpers';

test('the owner sets the reminders; the daily job sends one per threshold on the chosen channel, never two', async ({ page, signedInAs, jsEnabled, checkA11y }) => {
  await signedInAs('owner@example.com');
  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Reminders before your fleet stops' })).toBeVisible();
  await expect(page.getByTestId('digest-preview')).toContainText(/Fleet reminders for \d{2}-\d{2}-\d{4}/);
  await checkA11y();
  for (const name of ['SMS', 'WhatsApp', 'Email']) await page.getByRole('checkbox', { name, exact: true }).uncheck();
  await page.getByLabel('Every day at (Lagos time)').selectOption('06:00');
  await page.getByRole('radio', { name: 'Only me, the owner' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please choose at least one channel').first()).toBeVisible();
  await expect(page.getByLabel('Every day at (Lagos time)')).toHaveValue('06:00');
  await expect(page.getByRole('radio', { name: 'Only me, the owner' })).toBeChecked();
  await checkA11y();
  await page.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText('Notifications saved');
  await expect(page.getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS', exact: true })).not.toBeChecked();

  // A vehicle's insurance walks to its expiry on the job's clock (one project per vehicle).
  const o = await owner();
  const plate = jsEnabled ? 'KJA-396JL' : 'KJA-433KU';
  const vehicle = (await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?search=${plate}`)).data[0];
  const insurance = vehicle.documents.find((d: { type: string }) => d.type === 'insurance');
  // Each project walks its own days: one digest per person and day is ever sent (issue 32 §5).
  await sandboxApi('POST', '/__sandbox/clock', { reset: true });
  const start = (await sandboxApi('POST', '/__sandbox/clock', { advance_days: jsEnabled ? 0 : 40 })).body.data.day as string;
  const expiry = new Date(Date.parse(`${start}T00:00:00Z`) + 32 * 86_400_000).toISOString().slice(0, 10);
  await sandboxApi('POST', `/__sandbox/documents/${insurance.document_id}/expiry`, { expires_at: expiry });
  try {
    for (let day = 0; day <= 34; day++) {
      // Twice a day: the second run sends nothing.
      await sandboxApi('POST', '/__sandbox/run-reminders', { partner_id: o.partnerId });
      await sandboxApi('POST', '/__sandbox/run-reminders', { partner_id: o.partnerId });
      await sandboxApi('POST', '/__sandbox/clock', { advance_days: 1 });
    }
  } finally {
    await sandboxApi('POST', '/__sandbox/clock', { reset: true });
  }
  const mine = (await readOutbox()).filter((m) => m.to === '+2348030000001' && m.body.includes(`${plate}: Insurance certificate`));
  expect(mine.every((m) => m.channel === 'whatsapp')).toBe(true);
  const lines = mine.flatMap((m) => m.body.split('\n').filter((l) => l.startsWith(`${plate}: Insurance certificate`)));
  expect(lines.map((l) => l.replace(/\(.*$|on .*$/, '').trim())).toEqual([
    `${plate}: Insurance certificate expired`,
    `${plate}: Insurance certificate expires in 1 day`,
    `${plate}: Insurance certificate expires in 7 days`,
    `${plate}: Insurance certificate expires in 30 days`,
  ]);
});

test('the Upcoming tab marks each trip that cannot work, with the API’s reason, as many as the API says (issue 42 §4)', async ({ page, signedInAs }) => {
  await signedInAs('owner@example.com');
  const o = await owner();
  type Row = { vehicle: { id: number }; readiness: { status: string; reasons: { blocking: boolean; message: string }[] } | null };
  // Whether a trip ahead cannot work depends on the hour (papers expire at midnight), so one is
  // made so: the insurance of the next trip's vehicle expired yesterday, put back afterwards.
  const [next] = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=upcoming&perPage=1`)).data as Row[];
  const vehicleId = next.vehicle.id;
  const insurance = ((await o.call('GET', `/v1/vehicles/${vehicleId}`)).data.documents as { type: string; document_id: number; expires_at: string }[]).find((d) => d.type === 'insurance')!;
  const today = (await sandboxApi('GET', '/__sandbox/clock')).body.data.day as string;
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await sandboxApi('POST', `/__sandbox/documents/${insurance.document_id}/expiry`, { expires_at: yesterday });
  try {
    const trips = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=upcoming&vehicle_id=${vehicleId}&perPage=10`)).data as Row[];
    const blocked = trips.filter((t) => t.readiness?.status === 'blocked');
    expect(blocked.length).toBeGreaterThan(0);
    await page.goto(`/trips?tab=upcoming&vehicle_id=${vehicleId}`);
    await expect(page.getByTestId('trip-row')).toHaveCount(trips.length);
    await expect(page.getByTestId('trip-blocked')).toHaveCount(blocked.length);
    await expect(page.getByTestId('trip-blocked').first()).toContainText(blocked[0].readiness!.reasons.find((r) => r.blocking)!.message);
  } finally {
    await sandboxApi('POST', `/__sandbox/documents/${insurance.document_id}/expiry`, { expires_at: insurance.expires_at });
  }
});
