/**
 * /earnings/queries/:queryId/evidence (issue 41 §3): a query's evidence, served by the portal
 * behind the same checks as the query's page — the session, the active partner (the API scopes the
 * query by it) and the role (the earnings area) — and read from the API with this session's token,
 * so the API's own file address never reaches a browser. `no-store`, `nosniff`,
 * and `Content-Disposition` with a plain file name: an image or a PDF opens in the browser, nothing
 * else is served.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { isUpstreamError } from '~/api/errors';
import { notFound } from '~/server/fleet.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { fileResponse } from '~/server/received-files.server';

export const handle: PageHandle = { title: 'Deduction query', routeName: 'earnings.queries.evidence', area: 'earnings' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const raw = params.queryId ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw notFound('evidence');
  let location: string | null;
  try {
    location = (await api.earnings.deductionQuery(ctx.partner.id, Number(raw))).evidence_url;
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 404 || error.status === 403)) throw notFound('evidence');
    throw error;
  }
  const file = location ? await api.uploads.readFile(location) : null;
  if (!file) throw notFound('evidence');
  return fileResponse(file, `query-${raw}-evidence`);
}
