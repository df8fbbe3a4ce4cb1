/**
 * Exports page by position (issue 20 §5): a trip that completes while a file downloads neither
 * repeats rows nor drops any, for the trips CSV and the earnings CSV. Offsets over a list ordered
 * newest first did both (6,400 rows, 6,397 distinct).
 */
import { parse } from 'csv-parse/sync';
import { and, eq, gt, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../sandbox/db/schema';
import { action as login } from '~/routes/_auth.login';
import { loader as tripsExport } from '~/routes/_app.trips.export';
import { loader as earningsExport } from '~/routes/_app.earnings.export';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { readAs } from '../sandbox-client';
import { apiNow } from '../../sandbox/clock';

const sandbox = routeTestSandbox();

async function ownerCookie() {
  return cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
}

/** A trip on the road now is made to end a second ago: it completes. */
function completeAnActiveTrip() {
  const db = sandbox.current.db;
  const now = new Date(apiNow()).toISOString();
  const active = db
    .select()
    .from(s.trips)
    .where(and(eq(s.trips.partnerId, 1), lt(s.trips.startsAt, now), gt(s.trips.endsAt, now), eq(s.trips.status, 'scheduled')))
    .get();
  expect(active, 'a trip on the road now').toBeTruthy();
  db.update(s.trips)
    .set({ endsAt: new Date(apiNow() - 1000).toISOString() })
    .where(eq(s.trips.id, active!.id))
    .run();
  return active!.id;
}

const rowsOf = (text: string) => parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

describe('exports paged by position', () => {
  it('the trips CSV: a trip completing mid-download is neither repeated nor the cause of a lost row', async () => {
    const cookie = await ownerCookie();
    const response = await responseOf(() => tripsExport(args(portalRequest('/trips/export?tab=completed', { cookie }))));
    // The first page was read before the response began; now a trip completes.
    const completed = completeAnActiveTrip();
    const rows = rowsOf(await response.text());
    const ids = rows.map((r) => r.trip_id);
    expect(rows.length).toBeGreaterThan(200);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(String(completed));
    // Every trip that was completed when the download began is in the file.
    const total = (await readAs(sandbox.current.url, `/v1/partners/1/trips?status=completed&perPage=1`)).metadata.total;
    expect(rows.length).toBe(total - 1);
  });

  it('the earnings CSV: the same', async () => {
    const cookie = await ownerCookie();
    // Three months: more lines than one page of the export (1,000).
    const lagos = (msAgo: number) => new Date(apiNow() + 3_600_000 - msAgo).toISOString().slice(0, 10);
    const response = await responseOf(() => earningsExport(args(portalRequest(`/earnings/export?from=${lagos(90 * 86_400_000)}&to=${lagos(0)}`, { cookie }))));
    const completed = completeAnActiveTrip();
    // The trips' rows (refunds and the total are rows of their own kind: issue 41).
    const rows = rowsOf(await response.text()).filter((r) => r.line === 'trip');
    const ids = rows.map((r) => r.trip_id);
    expect(rows.length).toBeGreaterThan(1000);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(String(completed));
  });

  it('a reader of Hausa gets the columns in Hausa on a line above the English header, which machines still read (issue 44 §2)', async () => {
    // Signed in from the page in Hausa: the person's language from then on (issue 51 §4).
    const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' }, cookie: 'vp_lang=ha' })))));
    const response = await responseOf(() => earningsExport(args(portalRequest('/earnings/export', { cookie }))));
    const [titles, header, ...rest] = parse((await response.text()).replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    expect(titles.slice(0, 4)).toEqual(['Layi', 'Lambar tafiya', 'Ranar tafiya', 'Tashi']);
    expect(header.slice(0, 4)).toEqual(['line', 'trip_id', 'trip_date', 'departure_time']);
    expect(titles).toHaveLength(header.length);
    expect(rest.length).toBeGreaterThan(0);
  });

  it('a download the API refuses is a readable page with a way back, not a 200 cut short (issue 20 §4)', async () => {
    const cookie = await ownerCookie();
    const response = await responseOf(() => earningsExport(args(portalRequest('/earnings/export?vehicle_id=0', { cookie }))));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>The download could not be made</h1>');
    expect(html).toContain('href="/earnings"');
  });
});
