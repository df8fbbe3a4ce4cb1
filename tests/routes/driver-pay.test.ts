/**
 * The driver pay pages' loaders and actions (issue 67): an earnings manager without driver rights
 * reads them (the audit's 500); a driver manager is sent away; drivers are marked paid only after
 * the confirmation, at the amounts it showed; a late bonus goes with the next pay and says so; an
 * entry is reversed and a payment voided with a reason; an account in another name is saved only
 * with the tick and stays flagged; the bank file holds the transfers still to make, to the kobo;
 * the owner answers the driver's query and the driver reads it on their link.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as chooseOrganisation } from '~/routes/organization';
import { loader as runPage } from '~/routes/_app.earnings.pay';
import { action as confirmAction, loader as confirmPage } from '~/routes/_app.earnings.pay_.confirm';
import { action as driverAction, loader as driverPage } from '~/routes/_app.earnings.pay_.driver.$driverId';
import { loader as bankFile } from '~/routes/_app.earnings.pay_.csv';
import { loader as statementPage } from '~/routes/pay.$token';
import { formatKobo } from '~/domain/money';
import { addDays, dayFirst, lagosDate } from '~contract/lagos-time';
import { periodOf } from '~contract/pay-periods';
import { TEST_INSTANT } from '../../sandbox/clock';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { api, login as apiLogin } from '../sandbox-client';

const sandbox = routeTestSandbox();
const signedIn = async (email: string) => cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email, password: 'demo1234' } })))));
const today = lagosDate(TEST_INSTANT);
const week = periodOf(addDays(today, -7), 'week');
const here = `period=week&start=${week.start}`;
type Row = { driver: { id: number; name: string }; period: { start: string; end: string }; state: string; to_pay_kobo: number; bank: { name_matches: boolean } | null; items: { type: string }[] };
const json = async (run: () => Promise<unknown>) => (await (await responseOf(run)).json()) as Record<string, unknown>;

let owner = '';
let token = '';
const call = (method: string, path: string, body?: unknown) => api(sandbox.current.url, method, path, body, token);

beforeAll(async () => {
  token = await apiLogin(sandbox.current.url, 'owner@example.com');
  // 18:00 in Lagos: every trip of last week has ended.
  await api(sandbox.current.url, 'POST', '/__sandbox/clock', { at: `${today}T17:00:00Z` });
  expect((await call('POST', '/v1/partners/1/pay/rules', { driver_id: null, basis: 'share', share_bp: 3_000, period: 'week', from: week.start })).status).toBe(201);
  owner = await signedIn('owner@example.com');
});

describe('driver pay pages', () => {
  it('let an earnings manager without driver rights read the run and a driver’s pay; send a driver manager away', async () => {
    const signed = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'two.orgs@example.com', password: 'demo1234' } }))));
    const chosen = await responseOf(() => chooseOrganisation(args(portalRequest('/organization', { form: { partnerId: '1' }, cookie: cookiesOf(signed) }))));
    const manager = cookiesOf(chosen, cookiesOf(signed));
    const run = (await json(async () => runPage(args(portalRequest(`/earnings/pay?${here}`, { cookie: manager }))))) as { run: { rows: Row[] } };
    expect(run.run.rows.length).toBeGreaterThan(0);
    const driver = run.run.rows[0]!.driver.id;
    const page = await responseOf(async () => driverPage(args(portalRequest(`/earnings/pay/driver/${driver}?${here}`, { cookie: manager }), { driverId: String(driver) })));
    expect(page.status).toBe(200);
    // A search finds drivers with nothing in the period too, through the pay pages' own picker.
    const found = (await json(async () => runPage(args(portalRequest(`/earnings/pay?${here}&q=kunle`, { cookie: manager }))))) as { others: { name: string }[] };
    expect(found.others.map((d) => d.name)).toContain('Kunle Salami');
    const driversOnly = await signedIn('drivers.manager@example.com');
    expect(await responseOf(async () => runPage(args(portalRequest(`/earnings/pay?${here}`, { cookie: driversOnly }))))).toHaveRedirect('/settings');
    expect(await responseOf(async () => driverPage(args(portalRequest(`/earnings/pay/driver/${driver}`, { cookie: driversOnly }), { driverId: String(driver) })))).toHaveRedirect('/settings');
    // Another partner's driver, or none, is the not-found page.
    expect((await responseOf(async () => driverPage(args(portalRequest('/earnings/pay/driver/999999', { cookie: owner }), { driverId: '999999' })))).status).toBe(404);
  });

  it('marks drivers paid only after the look, at the amounts it showed; a changed amount is refused with the new figure', async () => {
    const rows = ((await json(async () => runPage(args(portalRequest(`/earnings/pay?${here}`, { cookie: owner }))))) as { run: { rows: Row[] } }).run.rows.filter((r) => r.state === 'payable');
    const [a, b] = rows;
    const look = (await json(async () =>
      confirmPage(args(portalRequest(`/earnings/pay/confirm?${here}&d=${a!.driver.id}:${a!.period.start}&d=${b!.driver.id}:${b!.period.start}&d=999:${week.start}`, { cookie: owner }))),
    )) as {
      payable: Row[];
    };
    expect(look.payable.map((r) => [r.driver.id, r.to_pay_kobo])).toEqual([
      [a!.driver.id, a!.to_pay_kobo],
      [b!.driver.id, b!.to_pay_kobo],
    ]);
    const stale = await responseOf(() =>
      confirmAction(
        args(portalRequest(`/earnings/pay/confirm?${here}`, { form: { paid: [`${a!.driver.id}:${a!.period.start}:${a!.to_pay_kobo + 1}`], reference: 'TRF-1', paid_on: today }, cookie: owner })),
      ),
    );
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: Record<string, string[]> }).error['']![0]).toBe(`The pay of ${a!.driver.name} is now ${formatKobo(a!.to_pay_kobo)}: check it again`);
    const done = await responseOf(() =>
      confirmAction(
        args(
          portalRequest(`/earnings/pay/confirm?${here}`, {
            form: { paid: [`${a!.driver.id}:${a!.period.start}:${a!.to_pay_kobo}`, `${b!.driver.id}:${b!.period.start}:${b!.to_pay_kobo}`], reference: 'TRF-2', paid_on: today },
            cookie: owner,
          }),
        ),
      ),
    );
    expect(done).toHaveRedirect(`/earnings/pay?${here}`);
    await expect(done).toSendToast({ type: 'success', message: `Marked paid: 2 drivers, ${formatKobo(a!.to_pay_kobo + b!.to_pay_kobo)}` });
  });

  it('records a late bonus in a paid week as going with the next pay; reverses it with a reason; voids the payment', async () => {
    const paid = ((await call('GET', `/v1/partners/1/pay/run?${here}&state=paid`)).body.data.rows as Row[])[0]!;
    const id = String(paid.driver.id);
    const post = (form: Record<string, string>) => responseOf(() => driverAction(args(portalRequest(`/earnings/pay/driver/${id}?${here}`, { form, cookie: owner }), { driverId: id })));
    const bonus = await post({ intent: 'entry', kind: 'bonus', amount: '5,000', day: week.end, note: 'Sunday extra' });
    expect(bonus).toHaveRedirect(`/earnings/pay/driver/${id}?period=week&start=${week.start}`);
    await expect(bonus).toSendToast({
      type: 'success',
      message: `Recorded: ₦5,000.00 on ${dayFirst(week.end)}. ${dayFirst(week.start)} to ${dayFirst(week.end)} is already paid: it goes with the next pay.`,
    });
    const next = periodOf(addDays(week.end, 1), 'week');
    const view = (await call('GET', `/v1/partners/1/pay/drivers/${id}?period=week&start=${next.start}`)).body.data as {
      row: Row;
      entries: { id: number; kind: string }[];
      payments: { id: number; voidable: boolean }[];
    };
    expect(view.row.items.filter((i) => i.type === 'correction')).toHaveLength(1);
    const empty = await post({ intent: 'reverse', entry_id: String(view.entries[0]!.id), reason: ' ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: Record<string, string[]> }).error.reason).toEqual(['Please say why']);
    await expect(await post({ intent: 'reverse', entry_id: String(view.entries[0]!.id), reason: 'Wrong week' })).toSendToast({ type: 'success', message: 'Entry reversed' });
    const voided = await post({ intent: 'void', payment_id: String(view.payments.find((p) => p.voidable)!.id), reason: 'Transfer not made' });
    await expect(voided).toSendToast({ type: 'success', message: 'Payment voided: the period can be paid again' });
    expect(((await call('GET', `/v1/partners/1/pay/run?${here}&ids=${id}`)).body.data.rows as Row[])[0]!.state).toBe('payable');
  });

  it('checks an account with the bank first, warns on another name, saves it only with the tick, and flags it on the run', async () => {
    const row = ((await call('GET', `/v1/partners/1/pay/run?${here}&state=payable`)).body.data.rows as Row[])[0]!;
    const id = String(row.driver.id);
    const post = (form: Record<string, string>) => responseOf(() => driverAction(args(portalRequest(`/earnings/pay/driver/${id}?${here}`, { form, cookie: owner }), { driverId: id })));
    const checked = (await (await post({ intent: 'account-check', bank_code: '058', account_number: '0123456789' })).json()) as { checked: { account_name: string; matches: boolean } };
    expect(checked.checked).toMatchObject({ account_name: 'DANLADI IBRAHIM OLUWASEUN', matches: false });
    const unticked = await post({ intent: 'account', bank_code: '058', account_number: '0123456789' });
    expect(unticked.status).toBe(409);
    await expect(unticked).toSendToast({ type: 'error', message: 'Please tick to say you checked this account' });
    const saved = await post({ intent: 'account', bank_code: '058', account_number: '0123456789', confirm_name: 'on' });
    await expect(saved).toSendToast({ type: 'success', message: 'Pay account saved: Guaranty Trust Bank ******6789, DANLADI IBRAHIM OLUWASEUN' });
    const run = (await json(async () => runPage(args(portalRequest(`/earnings/pay?${here}`, { cookie: owner }))))) as { run: { rows: Row[]; totals: { mismatched_accounts: number } } };
    expect(run.run.rows.find((r) => r.driver.id === row.driver.id)!.bank).toMatchObject({ name_matches: false });
    expect(run.run.totals.mismatched_accounts).toBe(1);
  });

  it('gives the bank the transfers still to make: names first, no BOM, nobody paid, nothing at ₦0.00, numbers as text, to the kobo', async () => {
    // Two more accounts in the drivers' own names (the sandbox's name enquiry is deterministic).
    const rows = (await call('GET', `/v1/partners/1/pay/run?${here}&perPage=100`)).body.data.rows as Row[];
    const res = await responseOf(async () => bankFile(args(portalRequest(`/earnings/pay/csv?${here}`, { cookie: owner }))));
    const text = await res.text();
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const [header, ...lines] = text.trim().split('\n');
    expect(header).toBe('account_number,bank_code,bank_name,account_name,amount,narration,reference');
    const payable = rows.filter((r) => r.state === 'payable' && r.to_pay_kobo > 0 && r.bank);
    expect(lines).toHaveLength(payable.length);
    for (const line of lines) expect(line).toMatch(/^"\d{10}",\d{3},[^,]+,[^,]+,\d+\.\d{2},Pay \d\d-\d\d to \d\d-\d\d-\d{4},VP1-\d+-\d{8}$/);
    const total = lines.reduce((n, l) => n + Math.round(Number(l.split(',')[4]) * 100), 0);
    expect(total).toBe(payable.reduce((n, r) => n + r.to_pay_kobo, 0));
  });

  it('answers the driver’s query; the driver reads the answer on their link', async () => {
    const row = ((await call('GET', `/v1/partners/1/pay/run?${here}&state=paid`)).body.data.rows as Row[])[0]!;
    expect((await call('POST', '/v1/partners/1/pay/statements', { driver_id: row.driver.id, period: 'week', start: week.start, channel: 'sms', language: 'pcm' })).status).toBe(201);
    const outbox = (await (await fetch(`${sandbox.current.url}/outbox.json`)).json()) as { link: string | null }[];
    const link = outbox.find((m) => m.link?.includes('/pay/'))!.link!;
    const statementToken = link.split('/pay/')[1]!;
    expect((await call('POST', '/v1/pay-statements/notes', { token: statementToken, note: 'I don pay back ₦20,000' })).status).toBe(201);
    const id = String(row.driver.id);
    const view = (await call('GET', `/v1/partners/1/pay/drivers/${id}?${here}`)).body.data as { queries: { id: number }[] };
    const answered = await responseOf(() =>
      driverAction(
        args(portalRequest(`/earnings/pay/driver/${id}?${here}`, { form: { intent: 'answer', query_id: String(view.queries[0]!.id), answer: 'Yes, it is taken off: see the line.' }, cookie: owner }), {
          driverId: id,
        }),
      ),
    );
    await expect(answered).toSendToast({ type: 'success', message: 'Answer sent: the driver reads it on their link' });
    const page = (await json(async () => statementPage(args(portalRequest(`/pay/${statementToken}`), { token: statementToken })))) as {
      answer: { state: string; view: { query: { answer: string } } };
    };
    expect(page.answer.view.query.answer).toBe('Yes, it is taken off: see the line.');
    // Every link that does not read answers the same: a guessed one, like a replaced one.
    const guessed = await responseOf(async () => statementPage(args(portalRequest(`/pay/${'A'.repeat(22)}`), { token: 'A'.repeat(22) })));
    expect([guessed.status, ((await guessed.json()) as { answer: { state: string } }).answer.state]).toEqual([404, 'unknown']);
  });
});
