/**
 * Setup and checks through the sandbox API for the fleet and operations journeys: the owner's
 * token and partner, unique plates, and drivers and vehicles made ready for a test.
 */
import type { Page } from '@playwright/test';
import { PDF } from '../fixtures/files';
import { expect, sandboxApi, uniquePhone } from './fixtures';

export const OWNER = 'owner@example.com';
export { PNG } from '../fixtures/files';
export { PDF } from '../fixtures/files';
export const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

/** The owner's token and partner, for setup and checks through the sandbox API. */
export async function owner() {
  const { body } = await sandboxApi('POST', '/v1/login', { email: OWNER, password: 'demo1234' });
  const token: string = body.data.token;
  const members = await sandboxApi('GET', `/v1/users/${body.data.user.id}/partner-members`, undefined, token);
  const partnerId: number = members.body.data[0].partner.id;
  const call = async (method: string, path: string, data?: unknown) => (await sandboxApi(method, path, data, token)).body;
  return { token, partnerId, call };
}
export type Owner = Awaited<ReturnType<typeof owner>>;

const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
export const uniquePlate = () => `${letters()}-${String(Math.floor(Math.random() * 900) + 100)}${letters().slice(0, 2)}`;
export const e164 = (national: string) => `+234${national.slice(1)}`;

/** A driver made through the API (active, no vehicle). */
export async function apiDriver(o: Owner, name: string) {
  const phone = e164(uniquePhone());
  const body = {
    fname: name,
    lname: 'Testdriver',
    phone,
    dob: '1988-03-14',
    address: '4 Adeola Odeku Street, Victoria Island',
    licence_number: `LIC${Date.now().toString(36).toUpperCase()}`,
    licence_class: 'E',
    licence_expiry: NEXT_YEAR,
    licence_file_url: '/files/test.pdf',
    lasdri_number: 'LAS12345',
    lasdri_expiry: NEXT_YEAR,
    lasdri_file_url: '/files/test.pdf',
  };
  const res = await o.call('POST', `/v1/partners/${o.partnerId}/drivers`, body);
  expect(res.data?.id, JSON.stringify(res)).toBeTruthy();
  return res.data as { id: number; fname: string; lname: string; phone: string };
}

/** A vehicle made through the API in Lagos, with every required document approved. */
export async function apiVehicle(o: Owner, { mostSeats = false }: { mostSeats?: boolean } = {}) {
  const makes = (await o.call('GET', '/v1/fleet/makes')).data as { models: { id: number; first_year: number; seat_options: number[]; type?: string }[] }[];
  const models = makes.flatMap((m) => m.models);
  const model = mostSeats ? models.reduce((a, b) => (Math.max(...b.seat_options) > Math.max(...a.seat_options) ? b : a)) : models[0];
  const cities = (await o.call('GET', `/v1/partners/${o.partnerId}/cities`)).data as { id: number; name: string }[];
  const types = ((await o.call('GET', '/v1/fleet/vehicle-types')).data as { name: string }[]).map((t) => t.name);
  const plate = uniquePlate();
  const res = await o.call('POST', `/v1/partners/${o.partnerId}/vehicles`, {
    model_id: model.id,
    year: Math.max(2015, model.first_year),
    seats: mostSeats ? Math.max(...model.seat_options) : model.seat_options[0],
    type: types[0],
    city_id: cities.find((c) => c.name === 'Lagos')!.id,
    amenities: [],
    plate,
  });
  expect(res.data?.id, JSON.stringify(res)).toBeTruthy();
  const vehicle = res.data as { id: number; plate: string; documents: { type: string; required: boolean }[] };
  for (const d of vehicle.documents.filter((x) => x.required)) {
    const up = await o.call('POST', `/v1/vehicles/${vehicle.id}/documents`, { type: d.type, file_url: '/files/test.pdf', expires_at: NEXT_YEAR });
    await sandboxApi('POST', `/__sandbox/documents/${up.data.id}/review`, { decision: 'approve' });
  }
  return vehicle;
}

/** A new driver of the owner, imported without any document file: the licence and LASDRI card are missing, so they can be asked for by link. */
export async function importedDriver(o: Owner, fname: string, lname = 'Bello') {
  const row = {
    fname,
    lname,
    phone: e164(uniquePhone()),
    dob: '1990-05-06',
    address: '12 Ahmadu Bello Way, Kaduna',
    licence_number: `LIM${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 100)}`,
    licence_class: 'E',
    licence_expiry: NEXT_YEAR,
    lasdri_number: 'LAS77',
    lasdri_expiry: NEXT_YEAR,
  };
  const dry = await o.call('POST', `/v1/partners/${o.partnerId}/drivers/import`, { rows: [row] });
  const done = await o.call('POST', `/v1/partners/${o.partnerId}/drivers/import`, { import_id: dry.data.import_id });
  return { id: done.data.driver_ids[0] as number, phone: row.phone };
}

/**
 * A new vehicle whose insurance has expired, and a new insurance file sent from its page (the
 * page's own form, by its fields, in whatever language the page speaks): it waits for review.
 */
export async function replaceExpiredInsurance(page: Page, o: Owner) {
  const vehicle = await apiVehicle(o);
  const insurance = (await o.call('GET', `/v1/vehicles/${vehicle.id}`)).data.documents.find((d: { type: string }) => d.type === 'insurance');
  await sandboxApi('POST', `/__sandbox/documents/${insurance.document_id}/expiry`, { expires_at: '2025-01-31' });
  await page.goto(`/vehicles/${vehicle.id}/edit/document/${insurance.document_id}`);
  await page.locator('main input[type="date"]').fill(NEXT_YEAR);
  await page.locator('main input[type="file"]').setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.locator('main form button[type="submit"]').click({ force: true });
  return vehicle;
}
