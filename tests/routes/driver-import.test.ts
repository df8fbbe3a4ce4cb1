/**
 * The driver import checks each row with the add-driver form's own rules (issue 21 §2): a phone
 * the form refuses, a day that does not exist and a missing LASDRI card (the partner works in
 * Lagos) are each named by row and column with the form's message, and nothing is staged.
 * With a vehicle plate (issue 42 §7) the pair is judged by the assignment's rule: a class B
 * licence on a bus is refused on its row, a class E driver is imported onto the vehicle.
 */
import { describe, expect, it } from 'vitest';
import type { Said } from '~contract/core';
import { i18nFor, saidOf } from '~/server/i18n.server';
import { action as login } from '~/routes/_auth.login';
import { action as importAction } from '~/routes/_app.drivers.import';
import { loader as templateLoader } from '~/routes/_app.drivers.import-template';
import { args, BASE, cookiesOf, portalRequest, responseOf, routeTestSandbox, withFormKey } from './setup';
import { api } from '../sandbox-client';

const sandbox = routeTestSandbox();

const HEADER = 'first_name,last_name,phone,email,date_of_birth,address,licence_number,licence_class,licence_expiry,lasdri_number,lasdri_expiry';

async function check(csv: string) {
  return (await checked(csv)).report;
}

async function checked(csv: string) {
  const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
  const form = new FormData();
  form.append('_key', withFormKey({}, cookie, '/drivers/import')._key);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'drivers.csv');
  const request = new Request(`${BASE}/drivers/import`, { method: 'POST', body: form, headers: { cookie, accept: 'text/html' } });
  return { cookie, report: await (await responseOf(() => importAction(args(request)))).json() };
}

/** The problems as an English reader reads them (each is sentences with values, issue 51 §1). */
const english = (problems: { row: number; column: string; words: Said[] }[]) => problems.map(({ row, column, words }) => ({ row, column, message: words.map(saidOf(i18nFor('en-NG'))).join('; ') }));

describe('the driver import', () => {
  it('refuses what the add-driver form refuses, row by row, and stages nothing', async () => {
    const report = await check(
      [
        HEADER,
        'Ada,Okoro,0803 123 45,,14/03/1990,5 Awolowo Road Ikoyi,ADA123456,E,30/06/2030,LAS1,30/06/2030',
        'Bola,Ade,08031234590,,31/02/1995,5 Awolowo Road Ikoyi,BOL123456,E,30/06/2030,LAS2,30/06/2030',
        'Chi,Obi,08031234591,,14/03/1990,5 Awolowo Road Ikoyi,CHI123456,E,30/06/2030,,',
        'Dayo,Ola,08031234592,,14/03/1990,5 Awolowo Road Ikoyi,DAY123456,E,30/06/2030,LAS4,30/06/2030',
      ].join('\n'),
    );
    expect(report.stage).toBe('checked');
    expect(report.importId).toBeNull();
    expect(report.valid).toBe(1);
    expect(english(report.problems)).toEqual([
      { row: 2, column: 'phone', message: 'Please provide a valid phone number' },
      { row: 3, column: 'date_of_birth', message: '“31/02/1995” is not a date: write it as DD-MM-YYYY, like 14-03-1990' },
      { row: 4, column: 'lasdri_number', message: 'Please enter the LASDRI card number' },
      { row: 4, column: 'lasdri_expiry', message: 'Please enter the expiry date' },
    ]);
  });

  it('refuses a file without the template’s header, naming the columns, with the plural the reader’s language picks', async () => {
    const one = await check('first_name,last_name,phone,email,date_of_birth,address,licence_number,licence_class,licence_expiry,lasdri_number\nAda,Eze,08031234567,,,,,,,,');
    const two = await check('first_name,last_name,phone,email,date_of_birth,address,licence_number,licence_class,licence_expiry\nAda,Eze,08031234567,,,,,,');
    const said = (report: { message: string; values: Record<string, string> }, language: 'en-NG' | 'ha') => saidOf(i18nFor(language))({ text: report.message, values: report.values });
    expect(said(one, 'en-NG')).toBe("The header row is not the template's: lasdri_expiry is missing. Download the template and copy your rows into it.");
    expect(said(two, 'en-NG')).toBe("The header row is not the template's: lasdri_number, lasdri_expiry are missing. Download the template and copy your rows into it.");
    expect(said(two, 'ha')).toBe('Layin kanun ba na samfurin ba ne: lasdri_number, lasdri_expiry sun ɓace. Sauke samfurin ku kwafa layukanku a ciki.');
    expect(one.importId).toBeNull();
  });

  it('stages a file whose every row is valid', async () => {
    const report = await check([HEADER, 'Dayo,Ola,+234 803 123 4593,,14/03/1990,5 Awolowo Road Ikoyi,DAY123457,E,30/06/2030,LAS4,30/06/2030'].join('\r\n'));
    expect(report.problems).toEqual([]);
    expect(report.importId).toMatch(/^IMP/);
    // The phone as it will be saved (issue 42 §7), and no vehicle: classes are checked at assignment.
    expect(report.rows).toEqual([{ row: 2, name: 'Dayo Ola', phone: '+234 803 123 4593', vehicle: null, ok: true }]);
    expect(report.withoutVehicle).toBe(1);
  });

  it('judges a named vehicle with the assignment rule, and the commit assigns the driver', async () => {
    const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token as string;
    const [bus] = (await api(sandbox.current.url, 'GET', '/v1/partners/1/vehicles?search=KJA-322GW', undefined, owner)).body.data as { id: number }[];
    await api(sandbox.current.url, 'DELETE', `/v1/vehicles/${bus.id}/driver`, undefined, owner);
    const header = `${HEADER},vehicle_plate`;
    const refused = await check(
      [
        header,
        'Emeka,Eze,08031234594,,14-03-1990,5 Awolowo Road Ikoyi,EME123456,B,30-06-2030,LAS5,30-06-2030,kja 322gw',
        'Femi,Ojo,08031234595,,14-03-1990,5 Awolowo Road Ikoyi,FEM123456,E,30-06-2030,LAS6,30-06-2030,KJA-999ZZ',
        'Gani,Ali,08031234596,,14-03-1990,5 Awolowo Road Ikoyi,GAN123456,E,30-06-2030,LAS7,30-06-2030,not a plate',
      ].join('\n'),
    );
    expect(refused.importId).toBeNull();
    expect(english(refused.problems)).toEqual([
      { row: 2, column: 'vehicle_plate', message: expect.stringMatching(/^Emeka Eze holds a class B licence; carrying passengers for hire in KJA-322GW needs class E/) },
      { row: 3, column: 'vehicle_plate', message: 'KJA-999ZZ is not one of your vehicles' },
      { row: 4, column: 'vehicle_plate', message: '“not a plate” is not a plate: write it as ABC-123XY' },
    ]);
    expect(refused.rows.map((r: { vehicle: string | null; ok: boolean }) => [r.vehicle, r.ok])).toEqual([
      ['KJA-322GW', false],
      ['KJA-999ZZ', false],
      ['NOT A PLATE', false],
    ]);
    expect(refused.withoutVehicle).toBe(0);

    const { cookie, report } = await checked([header, 'Emeka,Eze,08031234594,,14-03-1990,5 Awolowo Road Ikoyi,EME123456,E,30-06-2030,LAS5,30-06-2030,KJA-322GW'].join('\n'));
    expect(report.problems).toEqual([]);
    const commit = await responseOf(() => importAction(args(portalRequest('/drivers/import', { form: { import_id: report.importId }, cookie }))));
    expect(commit.status).toBe(302);
    const after = (await api(sandbox.current.url, 'GET', `/v1/vehicles/${bus.id}`, undefined, owner)).body.data as { driver: { name: string } | null };
    expect(after.driver?.name).toBe('Emeka Eze');
  });

  it('gives a Hausa owner the template with its columns in Hausa above their names, and reads it back as downloaded', async () => {
    const token = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token as string;
    await api(sandbox.current.url, 'PATCH', '/v1/users/profile', { language: 'ha' }, token);
    try {
      const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
      const template = await (await responseOf(() => templateLoader(args(portalRequest('/drivers/import-template', { cookie }))))).text();
      const [titles, names, example] = template
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split(/\r?\n/);
      expect(titles).toContain('Ranar haihuwa');
      expect(titles!.split(',')[11]).toBe('Mota');
      expect(names).toBe(`${HEADER},vehicle_plate`);
      // The downloaded file, one row made wrong: the header is found under the titles, the row numbered as the spreadsheet numbers it.
      const report = await check([titles, names, example, example!.replace('0803 123 4567', '0803 12')].join('\n'));
      expect(report.stage).toBe('checked');
      expect(english(report.problems)).toEqual([{ row: 4, column: 'phone', message: 'Please provide a valid phone number' }]);
    } finally {
      await api(sandbox.current.url, 'PATCH', '/v1/users/profile', { language: 'en-NG' }, token);
    }
  });
});
