/**
 * The driver import checks each row with the add-driver form's own rules (issue 21 §2): a phone
 * the form refuses, a day that does not exist and a missing LASDRI card (the partner works in
 * Lagos) are each named by row and column with the form's message, and nothing is staged.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as importAction } from '~/routes/_app.drivers.import';
import { args, BASE, cookiesOf, portalRequest, responseOf, routeTestSandbox, withFormKey } from './setup';

routeTestSandbox();

const HEADER = 'first_name,last_name,phone,email,date_of_birth,address,licence_number,licence_class,licence_expiry,lasdri_number,lasdri_expiry';

async function check(csv: string) {
  const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
  const form = new FormData();
  form.append('_key', withFormKey({}, cookie)._key);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'drivers.csv');
  const request = new Request(`${BASE}/drivers/import`, { method: 'POST', body: form, headers: { cookie, accept: 'text/html' } });
  return (await responseOf(() => importAction(args(request)))).json();
}

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
    expect(report.problems).toEqual([
      { row: 2, column: 'phone', message: 'Please provide a valid phone number' },
      { row: 3, column: 'date_of_birth', message: '“31/02/1995” is not a date: write it as DD-MM-YYYY, like 14-03-1990' },
      { row: 4, column: 'lasdri_number', message: 'Please enter the LASDRI card number' },
      { row: 4, column: 'lasdri_expiry', message: 'Please enter the expiry date' },
    ]);
  });

  it('stages a file whose every row is valid', async () => {
    const report = await check([HEADER, 'Dayo,Ola,+234 803 123 4593,,14/03/1990,5 Awolowo Road Ikoyi,DAY123457,E,30/06/2030,LAS4,30/06/2030'].join('\r\n'));
    expect(report.problems).toEqual([]);
    expect(report.importId).toMatch(/^IMP/);
  });
});
