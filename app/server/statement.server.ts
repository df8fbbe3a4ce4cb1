/**
 * A year's statement as the routes load it (issue 41 §5): the year from `?year=` (readStatementYear,
 * by the API's clock), and the API's statement for the active partner.
 */
import type { Upstream } from '~/api/client.server';
import { apiNow } from '~/api/api-clock.server';
import { readStatementYear } from '~/domain/statement';
import { lagosDate } from '~contract/lagos-time';
import type { SentenceSay } from '~/domain/sentence';

/** The statement of `?year=` of `request` for `partnerId`, and the words (said by `say`, English by default) for a year that was not one. */
export async function loadStatement(request: Request, api: Upstream, partnerId: number, say?: SentenceSay) {
  const thisYear = Number(lagosDate(apiNow()).slice(0, 4));
  const { year, notice } = readStatementYear(new URL(request.url).searchParams.get('year'), thisYear, say);
  return { statement: await api.earnings.statement(partnerId, year), notice: notice ?? null, thisYear };
}
