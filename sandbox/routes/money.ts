/**
 * Money (issues 6, 12, 24), one router per resource: banks (banks.ts), earnings (earnings.ts),
 * earnings per driver (driver-earnings.ts), supply costs (cost-configurations.ts), and payouts
 * and payslips (payouts.ts), a year's statement (statements.ts); what they share is in
 * money-shared.ts. All amounts are integer
 * kobo. Settlement accounts are in payout-accounts.ts, deduction queries in
 * deduction-queries.ts.
 */
import { Router } from 'express';
import type { SandboxContext } from '../app.js';
import { banksRouter } from './banks.js';
import { earningsRouter } from './earnings.js';
import { driverEarningsRouter } from './driver-earnings.js';
import { costConfigurationsRouter } from './cost-configurations.js';
import { payoutsRouter } from './payouts.js';
import { statementsRouter } from './statements.js';

export function moneyRouter(ctx: SandboxContext): Router {
  const r = Router();
  for (const router of [banksRouter, earningsRouter, driverEarningsRouter, costConfigurationsRouter, payoutsRouter, statementsRouter]) r.use(router(ctx));
  return r;
}
