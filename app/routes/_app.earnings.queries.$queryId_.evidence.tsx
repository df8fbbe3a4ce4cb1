/**
 * /earnings/queries/:queryId/evidence (issue 41 §3): a query's evidence, served by the portal
 * behind the same checks as the query's page — the session, the active partner (the API scopes the
 * query by it) and the role (the earnings area) — and read from the API with this session's token,
 * so the API's own file address never reaches a browser. `no-store`, `nosniff`,
 * and `Content-Disposition` with a plain file name: an image or a PDF opens in the browser, nothing
 * else is served.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/server/fleet.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { fileResponse } from '~/server/received-files.server';
import { partnerQuery } from './+deduction-queries/query.server';

export const handle: PageHandle = { title: 'Deduction query', routeName: 'earnings.queries.evidence', area: 'earnings' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = await partnerQuery(api, ctx.partner.id, params.queryId, 'evidence');
  const location = query.evidence_url;
  const file = location ? await api.uploads.readFile(location) : null;
  if (!file) throw notFound('evidence');
  return fileResponse(file, `query-${query.id}-evidence`);
}
