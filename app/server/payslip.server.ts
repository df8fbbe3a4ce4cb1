/**
 * A payslip's loaders (issue 12), shared by its page and its PDF (issue 34 §2: shared loaders live
 * in server/, not in a route another route imports).
 */
import type { Upstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import { cursorPages } from '~/server/csv.server';
import { notFound } from '~/server/fleet.server';

/**
 * The active partner's payslip of month `raw` ('YYYY-MM'), or the not-found page: a bad month,
 * one without a payslip, or a reply that names another partner (issue 20 §1).
 */
export async function loadPayslip(api: Upstream, partner: { id: number; account_sid: string }, raw: string | undefined) {
  if (!raw || !/^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) throw notFound('payslip');
  try {
    const slip = await api.earnings.payslip(partner.id, raw);
    if (slip.partner.account_sid !== partner.account_sid) throw notFound('payslip');
    return slip;
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 404 || error.status === 403)) throw notFound('payslip');
    throw error;
  }
}

/** Every trip line of a payslip's month, oldest first, pulled from the API page by page. */
export function payslipLines(api: Upstream, partnerId: number, month: string) {
  return cursorPages((after) => api.earnings.lines(partnerId, { month, order: 'asc', perPage: 1000, after }));
}
