/**
 * Banks and a bank's name enquiry (issue 6): the list of banks, and the account name a NUBAN
 * resolves to at a bank (deterministic in the sandbox). Settlement accounts and their
 * cooling-off are in payout-accounts.ts.
 */
import { Router } from 'express';
import { asc, eq } from 'drizzle-orm';
import * as requests from '../../contract/requests.js';
import * as s from '../db/schema.js';
import { ApiError, h, requireAuth, validate } from '../http.js';
import type { SandboxContext } from '../app.js';

const FIRST = ['ADEBAYO', 'CHIOMA', 'IBRAHIM', 'NKECHI', 'OLUWASEUN', 'EMEKA', 'FATIMA', 'TUNDE', 'AMAKA', 'YUSUF'];
const LAST = ['OKONKWO', 'ADEWALE', 'MOHAMMED', 'EZE', 'BALOGUN', 'NWACHUKWU', 'ABUBAKAR', 'OGUNDIPE', 'UCHE', 'DANLADI'];

/** A deterministic account name for a NUBAN, as a bank's name enquiry would answer. */
export function resolveAccountName(accountNumber: string): string {
  const d = accountNumber.split('').map(Number);
  return `${LAST[(d[0] + d[3] + d[6]) % 10]} ${FIRST[(d[1] + d[4] + d[7]) % 10]} ${FIRST[(d[2] + d[5] + d[8] + d[9]) % 10]}`;
}

export function banksRouter({ db }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);

  r.get(
    '/v1/banks',
    auth,
    h((_req, res) => {
      res.json({ data: db.select().from(s.banks).orderBy(asc(s.banks.name)).all() });
    }),
  );

  r.post(
    '/v1/banks/resolve',
    auth,
    h((req, res) => {
      const q = validate(requests.bankResolve, req.body);
      const bank = db.select().from(s.banks).where(eq(s.banks.code, q.bank_code)).get();
      if (!bank) throw new ApiError(422, 'bank_code: unknown bank', 'ValidationError', { bank_code: ['Unknown bank'] });
      res.json({ data: { account_number: q.account_number, account_name: resolveAccountName(q.account_number), bank_code: bank.code, bank_name: bank.name } });
    }),
  );

  return r;
}
