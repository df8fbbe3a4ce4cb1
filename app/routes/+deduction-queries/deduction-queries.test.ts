/**
 * Querying a deduction through the portal (issue 36): a query with evidence sent four times with
 * its form's key writes one row and answers the same redirect; an empty reason, an oversized note
 * and a refused file are field errors with the other input kept; a second query links to the
 * open one; a closed window is a plain refusal with its date; another partner's deduction and
 * query are not found; a driver manager is turned away; the list filters by status from its own
 * keys only.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as s from '../../../sandbox/db/schema';
import { PNG } from '../../../tests/fixtures/files';
import { action as signInAction } from '~/routes/_auth.login';
import { action, loader as newLoader } from '~/routes/_app.earnings.queries.new';
import { loader as listLoader } from '~/routes/_app.earnings.queries._index';
import { loader as detailLoader } from '~/routes/_app.earnings.queries.$queryId';
import { loader as evidenceLoader } from '~/routes/_app.earnings.queries.$queryId_.evidence';
import { runInRequestScope } from '~/server/request-scope.server';
import { QUERY_NOTE_MESSAGE, QUERY_REASON_MESSAGE } from './schema.server';
import { FILE_WRONG_TYPE } from '~/server/uploads.server';
import { args, BASE, cookiesOf, portalRequest, responseOf, routeTestSandbox, withFormKey } from '../../../tests/routes/setup';
import { readAs } from '../../../tests/sandbox-client';

const sandbox = routeTestSandbox();
const db = () => sandbox.current.db;
const queriesOf = (deductionId: number) => (db().select({ n: count() }).from(s.deductionQueries).where(eq(s.deductionQueries.deductionId, deductionId)).get() as { n: number }).n;
const signIn = async (email: string) => cookiesOf(await responseOf(() => signInAction(args(portalRequest('/login', { form: { email, password: 'demo1234' } })))));

type Deduction = { id: number; cause: string; amount_kobo: number; query: unknown };
/** Partner 1's deductions of `month` that may be queried (taken, never queried). */
async function deductionsOf(month: string): Promise<Deduction[]> {
  const lines = (await readAs(sandbox.current.url, `/v1/partners/1/earnings?month=${month}&perPage=100`)).data as { deductions: Deduction[] }[];
  return lines.flatMap((l) => l.deductions).filter((d) => d.amount_kobo > 0 && !d.query);
}
const months = async () => ((await readAs(sandbox.current.url, '/v1/partners/1/payslips')).data as { month: string }[]).map((p) => p.month);

/** The query form as the browser sends it: multipart, the file last. */
function queryForm(deductionId: number, cookie: string, fields: Record<string, string>, evidence?: { bytes: Buffer | string; type: string; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(withFormKey(fields, cookie, '/earnings/queries/new'))) form.append(k, v);
  if (evidence) form.append('evidence', new Blob([typeof evidence.bytes === 'string' ? evidence.bytes : new Uint8Array(evidence.bytes)], { type: evidence.type }), evidence.name);
  return new Request(`${BASE}/earnings/queries/new?deduction=${deductionId}`, { method: 'POST', body: form, headers: { cookie, accept: 'text/html', origin: BASE } });
}
const send = (request: () => Request) => runInRequestScope(() => responseOf(() => action(args(request()))));
const page = async (deductionId: number, cookie: string) => responseOf(async () => (await newLoader(args(portalRequest(`/earnings/queries/new?deduction=${deductionId}`, { cookie })))) as Response);

describe('querying a deduction from the portal', () => {
  it('sends a query with a photo once, however often the form is sent, and then links to it', async () => {
    const cookie = await signIn('owner@example.com');
    const d = (await deductionsOf((await months())[0])).find((x) => x.cause === 'late_departure')!;
    const form = () =>
      queryForm(d.id, cookie, { _key: 'k-query-1', deduction_id: String(d.id), reason: 'left_on_time', note: 'The bus left at 06:00 sharp.' }, { bytes: PNG, type: 'image/png', name: 'gate.png' });
    const answers = [...(await Promise.all([send(form), send(form)])), await send(form), await send(form)];
    expect(queriesOf(d.id)).toBe(1);
    const locations = new Set(answers.map((r) => `${r.status} ${r.headers.get('location')}`));
    expect(locations.size).toBe(1);
    const [location] = [...locations];
    expect(location).toMatch(/^302 \/earnings\/queries\/\d+$/);
    const id = location.split('/').pop()!;
    await expect(answers[0]).toSendToast({ type: 'success', message: `Query #${id} sent to the marketplace` });
    const stored = db().select().from(s.deductionQueries).where(eq(s.deductionQueries.deductionId, d.id)).get()!;
    expect(stored).toMatchObject({ reason: 'left_on_time', note: 'The bus left at 06:00 sharp.', status: 'open' });
    expect(stored.evidenceUrl).toMatch(/^https?:\/\//);

    // Its page: the line, the reason, the evidence; not answered yet.
    const detail = await (await responseOf(async () => (await detailLoader(args(portalRequest(`/earnings/queries/${id}`, { cookie }), { queryId: id }))) as Response)).json();
    expect(detail.query).toMatchObject({ id: Number(id), status: 'open', reason: 'The trip left on time', answer: null, deduction: { id: d.id } });
    // The evidence opens through the portal behind its checks: the API's file address never
    // reaches the page (issue 41 §3), and the API shows the file to nobody without a token.
    expect(JSON.stringify(detail)).not.toContain(stored.evidenceUrl!);
    expect(detail.query.evidence).toBe(`/earnings/queries/${id}/evidence`);
    expect((await fetch(stored.evidenceUrl!)).status).toBe(401);
    const evidence = await responseOf(() => evidenceLoader(args(portalRequest(`/earnings/queries/${id}/evidence`, { cookie }), { queryId: id })));
    expect(evidence.status).toBe(200);
    expect(evidence.headers.get('content-type')).toBe('image/png');
    expect(evidence.headers.get('cache-control')).toBe('private, no-store');
    // nosniff comes from server.ts on every answer (once: issue 54 §9); the file opens in a sandbox of its own.
    expect(evidence.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(evidence.headers.get('content-disposition')).toBe(`inline; filename="query-${id}-evidence.png"`);
    expect(Buffer.from(await evidence.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
    // Another partner's owner, a driver manager and a guest get no evidence.
    for (const who of [await signIn('abuja.owner@example.com'), await signIn('drivers.manager@example.com'), '']) {
      const refused = await responseOf(() => evidenceLoader(args(portalRequest(`/earnings/queries/${id}/evidence`, { cookie: who }), { queryId: id })));
      expect(refused.status, who).not.toBe(200);
      expect(refused.headers.get('content-type') ?? '').not.toBe('image/png');
    }

    // The form again: no form, the query's link; a stale form sent anyway gets a field error with the link.
    const again = await (await page(d.id, cookie)).json();
    expect(again.deduction.query).toMatchObject({ id: Number(id), status: 'open' });
    const stale = await send(() => queryForm(d.id, cookie, { _key: 'k-query-2', deduction_id: String(d.id), reason: 'other', note: 'Again' }));
    expect(stale.status).toBe(409);
    const reply = await stale.json();
    expect(reply.error.deduction_id).toEqual([`Query #${id} about this deduction is still open`]);
    expect(reply.openQueryId).toBe(Number(id));
    expect(reply.initialValue.note).toBe('Again');
    expect(queriesOf(d.id)).toBe(1);

    // The list: newest first, filtered by status from the list's own keys.
    const list = async (query: string) => (await responseOf(async () => (await listLoader(args(portalRequest(`/earnings/queries${query}`, { cookie })))) as Response)).json();
    expect((await list('?status=open')).queries.map((q: { id: number }) => q.id)).toContain(Number(id));
    expect((await list('?status=upheld')).queries.map((q: { id: number }) => q.id)).not.toContain(Number(id));
    expect(await list('?status=constructor')).toMatchObject({ status: '', error: 'Please choose a status from the list' });
  });

  it('keeps the other input on an empty reason, an oversized note and a refused file', async () => {
    const cookie = await signIn('owner@example.com');
    const d = (await deductionsOf((await months())[0]))[1];
    const empty = await send(() => queryForm(d.id, cookie, { _key: 'k-query-3', deduction_id: String(d.id), note: 'x'.repeat(1001) }));
    expect(empty.status).toBe(400);
    const reply = await empty.json();
    expect(reply.error.reason).toEqual([QUERY_REASON_MESSAGE]);
    expect(reply.error.note).toEqual([QUERY_NOTE_MESSAGE]);
    expect(reply.initialValue.note).toHaveLength(1001);
    const badFile = await send(() =>
      queryForm(
        d.id,
        cookie,
        { _key: 'k-query-4', deduction_id: String(d.id), reason: 'vehicle_was_there', note: 'It was parked at Ojota' },
        { bytes: 'not a photo', type: 'image/png', name: 'x.png' },
      ),
    );
    expect(badFile.status).toBe(400);
    const fileReply = await badFile.json();
    expect(fileReply.error.evidence).toEqual([FILE_WRONG_TYPE]);
    expect(fileReply.initialValue).toMatchObject({ reason: 'vehicle_was_there', note: 'It was parked at Ojota' });
    expect(queriesOf(d.id)).toBe(0);
  });

  it('refuses plainly after the window, with the date it closed', async () => {
    const cookie = await signIn('owner@example.com');
    const all = await months();
    const d = (await deductionsOf(all[all.length - 1]))[0];
    const loaded = await (await page(d.id, cookie)).json();
    expect(loaded.window.open).toBe(false);
    const closesOn = (loaded.deduction.window_closes_on as string).split('-').reverse().join('-');
    expect(loaded.window.text).toMatch(new RegExp(`^Queries on this deduction closed on ${closesOn}, 30 days after the payout of \\d{2}-\\d{2}-\\d{4} that carried it\\.$`));
    const late = await send(() => queryForm(d.id, cookie, { _key: 'k-query-5', deduction_id: String(d.id), reason: 'other' }));
    expect(late.status).toBe(422);
    expect((await late.json()).error['']).toEqual([`Queries on this deduction closed on ${closesOn}`]);
    expect(queriesOf(d.id)).toBe(0);
  });

  it('finds no deduction or query of another partner, and turns a driver manager away', async () => {
    const d = (await deductionsOf((await months())[0]))[2];
    const other = await signIn('abuja.owner@example.com');
    expect((await page(d.id, other)).status).toBe(404);
    expect((await send(() => queryForm(d.id, other, { _key: 'k-query-6', deduction_id: String(d.id), reason: 'other' }))).status).toBe(404);
    for (const bad of ['0', 'abc', '99999999']) expect((await page(bad as unknown as number, other)).status, bad).toBe(404);
    const someQuery = db().select().from(s.deductionQueries).get();
    if (someQuery)
      expect(
        (await responseOf(async () => (await detailLoader(args(portalRequest(`/earnings/queries/${someQuery.id}`, { cookie: other }), { queryId: String(someQuery.id) }))) as Response)).status,
      ).toBe(404);
    const manager = await signIn('drivers.manager@example.com');
    const refused = await page(d.id, manager);
    expect(refused.status).toBe(302);
    const posted = await send(() => queryForm(d.id, manager, { _key: 'k-query-7', deduction_id: String(d.id), reason: 'other' }));
    expect(posted.status).toBe(302);
    expect(queriesOf(d.id)).toBe(0);
  });
});
