/**
 * One deduction query of the active partner (issues 36 §3, 41 §3), read the same way by its page
 * and by its evidence route (issue 45 §8: the feature's shared code beside its routes).
 */
import type { DeductionQuery } from '~contract/money';
import { isUpstreamError } from '~/api/errors';
import type { Upstream } from '~/api/client.server';
import { notFound, type NotFoundKind } from '~/server/fleet.server';

/**
 * The query `raw` (the URL's `:queryId`) of partner `partnerId`, from the API (which scopes it by
 * the partner).
 * @throws the not-found page (404, naming `what`) for an id that is not a positive whole number,
 *   another partner's query (the API's 403) or an unknown one (404); any other upstream error as it is.
 */
export async function partnerQuery(api: Upstream, partnerId: number, raw: string | undefined, what: NotFoundKind): Promise<DeductionQuery> {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw notFound(what);
  try {
    return await api.earnings.deductionQuery(partnerId, Number(raw));
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 404 || error.status === 403)) throw notFound(what);
    throw error;
  }
}
