/**
 * /drivers/:driverId/submissions/:submissionId/file (issue 43 §4): the file a driver sent, served
 * by the portal behind the review page's checks — the session, the active partner (the driver is
 * the partner's) and the role (the drivers area) — and read from the API with this session's
 * token, so the API's address never reaches a browser. `no-store`, `nosniff`, and an image or a
 * PDF only.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { driverWithRequests } from '~/server/document-requests.server';
import { mayReadOwner } from '~/domain/access';
import { notFound } from '~/server/fleet.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { fileResponse } from '~/server/received-files.server';

export const handle: PageHandle = { title: 'Review a document', routeName: 'drivers.submission.file', area: 'drivers' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const { requests } = await driverWithRequests(api, ctx.partner.id, params.driverId);
  const submission = requests.submissions.find((x) => String(x.id) === params.submissionId);
  // The file of a paper its reader may read (issue 54 §1).
  const file = submission && mayReadOwner(ctx.roles, submission.owner_type) ? await api.uploads.readFile(submission.file_url) : null;
  if (!submission || !file) throw notFound('document');
  // Sent by a driver through the public link: a PDF is a download (issue 54 §5).
  return fileResponse(file, `${submission.type}-sent-by-driver`, 'stranger');
}
