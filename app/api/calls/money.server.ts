/**
 * The API's calls for money: settlement accounts and payouts, earnings, payslips, statements and
 * deduction queries, and driver pay.
 * One module per resource group, as the API's routers are (issue 55 §2): each call goes through
 * the client's `call` (app/api/client.server.ts), which times out, memoises reads and words errors.
 */
import type { z } from 'zod';
import { operations as o } from '~contract/operations';
import type * as dp from '~contract/driver-pay';
import type { PayPeriod } from '~contract/pay-periods';
import type * as r from '~contract/requests';
import type * as q from '~contract/queries';
import type { QueryOf } from '~contract/queries';
import type { Body, Call } from '~/api/calls/shared.server';

/** The money calls over `call`; see each for its path and reply. */
export function moneyCalls(call: Call) {
  return {
    payouts: {
      settlementAccounts: async (accountSid: string) =>
        (
          await call('GET', '/partner-payout/v1/settlement-accounts', {
            schema: o['payouts.settlementAccounts'].answer,
            query: { partnerId: accountSid } satisfies QueryOf<typeof q.settlementAccounts>,
          })
        ).data,
      addSettlementAccount: async (body: Body<typeof r.settlementAccountCreate>) =>
        (await call('POST', '/partner-payout/v1/settlement-accounts', { schema: o['payouts.addSettlementAccount'].answer, body })).data,
      /** Text the owner a code that confirms one payout-account change instead of the password (issue 24 §2). */
      confirmationCode: async (partnerId: string) =>
        (await call('POST', '/partner-payout/v1/confirmation-codes', { schema: o['payouts.confirmationCode'].answer, body: { partnerId } satisfies Body<typeof r.payoutConfirmationCodeRequest> }))
          .data,
      /** Choose another account for payouts (owner, password or code again; cooling-off, issue 24 §2). */
      makePayoutAccount: async (id: number, body: Body<typeof r.payoutAccountChoose>) =>
        (await call('POST', `/partner-payout/v1/settlement-accounts/${id}/make-payout`, { schema: o['payouts.makePayoutAccount'].answer, body })).data,
      /** A payout-account change named by the owner's cancel link (no session needed). */
      payoutChange: async (token: string) => (await call('GET', `/v1/payout-account-changes/${encodeURIComponent(token)}`, { schema: o['payouts.payoutChange'].answer })).data,
      cancelPayoutChange: async (token: string) =>
        (await call('POST', `/v1/payout-account-changes/${encodeURIComponent(token)}/cancel`, { schema: o['payouts.cancelPayoutChange'].answer, body: {} })).data,
      banks: async () => (await call('GET', '/v1/banks', { schema: o['payouts.banks'].answer })).data,
      resolveAccount: async (bankCode: string, accountNumber: string) =>
        (await call('POST', '/v1/banks/resolve', { schema: o['payouts.resolveAccount'].answer, body: { bank_code: bankCode, account_number: accountNumber } satisfies Body<typeof r.bankResolve> }))
          .data,
    },
    earnings: {
      summary: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/earnings/summary`, { schema: o['earnings.summary'].answer })).data,
      lines: (partnerId: number, query: QueryOf<typeof q.earningsLines>) => call('GET', `/v1/partners/${partnerId}/earnings`, { schema: o['earnings.lines'].answer, query }),
      /** A period by vehicle: a page of it with `perPage` (issue 52 §5), else every vehicle. */
      byVehicle: (partnerId: number, query: QueryOf<typeof q.earningsBreakdown>) => call('GET', `/v1/partners/${partnerId}/earnings/by-vehicle`, { schema: o['earnings.byVehicle'].answer, query }),
      /** A period by driver: a page of it in `sort`'s order with `perPage` (issue 52 §5), else every driver by name. */
      byDriver: (partnerId: number, query: QueryOf<typeof q.earningsBreakdown>) => call('GET', `/v1/partners/${partnerId}/earnings/by-driver`, { schema: o['earnings.byDriver'].answer, query }),
      /** The refunds paid within a period, of a vehicle, route or driver (issue 41 §2). */
      refunds: async (partnerId: number, query: QueryOf<typeof q.refundLines>) =>
        (await call('GET', `/v1/partners/${partnerId}/earnings/refunds`, { schema: o['earnings.refunds'].answer, query })).data,
      /** A partner's year: each month as its payslip has it, its payout, the totals, by vehicle (issue 41 §5). */
      statement: async (partnerId: number, year: number) => (await call('GET', `/v1/partners/${partnerId}/statements/${year}`, { schema: o['earnings.statement'].answer })).data,
      /** One driver's last `months` months, newest first (issue 24 §1). */
      driverMonths: async (partnerId: number, driverId: number, months = 6) =>
        (await call('GET', `/v1/partners/${partnerId}/earnings/drivers/${driverId}/months`, { schema: o['earnings.driverMonths'].answer, query: { months } satisfies QueryOf<typeof q.driverMonths> }))
          .data,
      costConfigurations: (partnerId: number, query: QueryOf<typeof q.page>) =>
        call('GET', `/v1/partners/${partnerId}/cost-configurations`, { schema: o['earnings.costConfigurations'].answer, query }),
      vehicleCosts: async (partnerId: number, vehicleId: number) =>
        (await call('GET', `/v1/partners/${partnerId}/cost-configurations/vehicles/${vehicleId}`, { schema: o['earnings.vehicleCosts'].answer })).data,
      /** Ask the marketplace to change a vehicle's supply cost (issue 24 §4). */
      requestCostChange: async (partnerId: number, vehicleId: number, body: Body<typeof r.costChangeRequestCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/cost-configurations/vehicles/${vehicleId}/requests`, { schema: o['earnings.requestCostChange'].answer, body })).data,
      payouts: (partnerId: number, query: QueryOf<typeof q.page>) => call('GET', `/v1/partners/${partnerId}/payouts`, { schema: o['earnings.payouts'].answer, query }),
      payslips: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/payslips`, { schema: o['earnings.payslips'].answer })).data,
      payslip: async (partnerId: number, month: string) => (await call('GET', `/v1/partners/${partnerId}/payslips/${encodeURIComponent(month)}`, { schema: o['earnings.payslip'].answer })).data,
      /** One deduction with where it was taken, its payout and its query window (issue 36). */
      deduction: async (partnerId: number, id: number) => (await call('GET', `/v1/partners/${partnerId}/deductions/${id}`, { schema: o['earnings.deduction'].answer })).data,
      queryDeduction: async (partnerId: number, body: Body<typeof r.deductionQueryCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/deduction-queries`, { schema: o['earnings.queryDeduction'].answer, body })).data,
      deductionQueries: (partnerId: number, query: QueryOf<typeof q.deductionQueryList>) =>
        call('GET', `/v1/partners/${partnerId}/deduction-queries`, { schema: o['earnings.deductionQueries'].answer, query }),
      deductionQuery: async (partnerId: number, id: number) => (await call('GET', `/v1/partners/${partnerId}/deduction-queries/${id}`, { schema: o['earnings.deductionQuery'].answer })).data,
    },
    /**
     * Driver pay (issues 53, 67): a ledger the API keeps (ADR 0058) — rules, the owner's entries and
     * their reversals, a period's run (a page of it, searchable, with the totals of all), one
     * driver's page, payments at the amounts seen and their voids, the drivers' queries and answers.
     */
    pay: {
      rules: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/pay/rules`, { schema: o['pay.rules'].answer })).data,
      run: async (partnerId: number, period: Pick<PayPeriod, 'kind' | 'start'>, ask: { q?: string; ids?: number[]; state?: string; page?: number; perPage?: number; items?: boolean } = {}) =>
        (
          await call('GET', `/v1/partners/${partnerId}/pay/run`, {
            schema: o['pay.run'].answer,
            query: { period: period.kind, start: period.start, q: ask.q, state: ask.state, page: ask.page, perPage: ask.perPage, ids: ask.ids?.join(','), items: ask.items ? '1' : undefined },
          })
        ).data,
      /** One driver's ledger around the day `start` (their own period holding it). */
      driver: async (partnerId: number, driverId: number, period: Pick<PayPeriod, 'kind' | 'start'>) =>
        (await call('GET', `/v1/partners/${partnerId}/pay/drivers/${driverId}`, { schema: o['pay.driver'].answer, query: { period: period.kind, start: period.start } })).data,
      /** The pay pages' driver picker: every driver by name, searchable, paged. */
      drivers: (partnerId: number, ask: { q?: string; page?: number; perPage?: number }) => call('GET', `/v1/partners/${partnerId}/pay/drivers`, { schema: o['pay.drivers'].answer, query: ask }),
      setRule: async (partnerId: number, body: z.input<typeof dp.payRuleCreate>) => (await call('POST', `/v1/partners/${partnerId}/pay/rules`, { schema: o['pay.setRule'].answer, body })).data,
      // Alike on purpose (issue 70 §4): one method per call of the contract; alike in shape by design.
      addEntry: async (partnerId: number, body: z.input<typeof dp.payEntryCreate>) =>
        (
          await call('POST', `/v1/partners/${partnerId}/pay/entries`, {
            schema: o['pay.addEntry'].answer,
            body,
          })
        ).data,
      reverseEntry: async (partnerId: number, entryId: number, body: z.input<typeof dp.payEntryReverse>) =>
        (await call('POST', `/v1/partners/${partnerId}/pay/entries/${entryId}/reverse`, { schema: o['pay.reverseEntry'].answer, body })).data,
      markPaid: async (partnerId: number, body: z.input<typeof dp.payPaymentCreate>) =>
        (
          await call('POST', `/v1/partners/${partnerId}/pay/payments`, {
            schema: o['pay.markPaid'].answer,
            body,
          })
        ).data,
      voidPayment: async (partnerId: number, paymentId: number, body: z.input<typeof dp.payPaymentVoid>) =>
        (await call('POST', `/v1/partners/${partnerId}/pay/payments/${paymentId}/void`, { schema: o['pay.voidPayment'].answer, body })).data,
      queries: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/pay/queries`, { schema: o['pay.queries'].answer })).data,
      answerQuery: async (partnerId: number, queryId: number, body: z.input<typeof dp.payQueryAnswer>) =>
        (await call('POST', `/v1/partners/${partnerId}/pay/queries/${queryId}/answer`, { schema: o['pay.answerQuery'].answer, body })).data,
      /** How a driver is paid today (issue 53 §6): readable by whoever may read the driver. */
      driverRule: async (driverId: number) => (await call('GET', `/v1/drivers/${driverId}/pay-rule`, { schema: o['pay.driverRule'].answer })).data,
      /** The account a driver is paid into; the API answers the holder's name (number masked). */
      setAccount: async (partnerId: number, body: z.input<typeof dp.payAccountSet>) => (await call('PUT', `/v1/partners/${partnerId}/pay/accounts`, { schema: o['pay.setAccount'].answer, body })).data,
      /** The message a statement's send would carry, the token as dots (ADR 0071). */
      statementPreview: async (partnerId: number, query: QueryOf<typeof q.payStatementPreview>) =>
        (await call('GET', `/v1/partners/${partnerId}/pay/statements/preview`, { schema: o['pay.statementPreview'].answer, query })).data.message,
      /** Text a driver the link to their statement of a period (issue 53 §4). */
      sendStatement: async (partnerId: number, body: z.input<typeof dp.payStatementCreate>) =>
        (await call('POST', `/v1/partners/${partnerId}/pay/statements`, { schema: o['pay.sendStatement'].answer, body })).data,
      /** The driver's statement by its link's token (no session); `viewer` records a person's first view. */
      openStatement: async (token: string, viewer: string | null) =>
        (await call('POST', '/v1/pay-statements/open', { schema: o['pay.openStatement'].answer, body: { token, viewer } satisfies z.input<typeof dp.payStatementOpen>, read: true })).data,
      /** The driver's "This is not right", with their note. */
      noteStatement: async (body: z.input<typeof dp.payStatementNote>) => (await call('POST', '/v1/pay-statements/notes', { schema: o['pay.noteStatement'].answer, body })).data,
    },
  };
}
