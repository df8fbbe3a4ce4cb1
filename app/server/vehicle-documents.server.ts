/**
 * Uploading a vehicle's document (issue 10), shared by the add-vehicle documents step and the
 * replace page: the file is checked while it streams in, stored upstream, then sent with its
 * expiry (for the types that expire, after today). The document in force stays until the new
 * one is approved.
 */
import { redirectWithToast } from '~/server/toast.server';
import type { MessageKey } from '~/lib/toast';
import { json, type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import type { Vehicle } from '~contract/fleet';
import { attempt, failedReply, parseForm } from '~/server/forms.server';
import { FILE_MISSING, parseUploads, storeFile } from '~/server/uploads.server';
import { keepReceived, keptFiles } from '~/server/received-files.server';
import { documentSchema } from '~/server/validation/fleet.server';
import { z } from 'zod';

/** Which vehicle document types expire, type code → expires, from the API's types of the vehicle's city. */
export async function expiringTypes(api: Upstream, vehicle: Vehicle): Promise<Map<string, boolean>> {
  return expiringIn(await api.fleet.documentTypes(vehicle.city?.code ?? ''), vehicle);
}

/**
 * The same from every city's types (`api.fleet.documentTypes()`), which a loader can fetch
 * beside the vehicle itself: one round of calls instead of two.
 */
export function expiringIn(types: { code: string; owner: string; expires: boolean; city?: string | null }[], vehicle: Vehicle): Map<string, boolean> {
  const city = vehicle.city?.code ?? '';
  return new Map(types.filter((t) => t.owner === 'vehicle' && (!t.city || t.city === city)).map((t) => [t.code, t.expires]));
}

/**
 * Read and send the upload. Answers with a Response, like every form helper: on success a
 * redirect to `done.to` with the toast `done.message(label)` (the uploaded type's label);
 * otherwise the form (the file's or the date's message next to it, the API's as the form's).
 */
export async function uploadVehicleDocument(
  request: Request,
  context: AppLoadContext,
  api: Upstream,
  vehicle: Vehicle,
  done: { to: string; message: (current: Vehicle['documents'][number] | undefined) => MessageKey },
): Promise<Response> {
  const { formData, files, fileErrors } = await parseUploads(request, context, ['file']);
  // A file received with an earlier submit of this form counts as chosen (issue 33 §2).
  const kept = await keptFiles(context, formData, ['file']);
  if (kept.file && !files.file && fileErrors.file === FILE_MISSING) delete fileErrors.file;
  const expires = await expiringTypes(api, vehicle);
  const types = vehicle.documents.map((d) => d.type);
  const type = parseForm(formData, z.object({ type: z.string().refine((t) => types.includes(t), 'Please choose a document') }));
  if (type.status !== 'success') return json(type.reply(), { status: 400 });
  const code = type.value.type;
  const submission = parseForm(formData, z.object({ type: z.string() }).merge(documentSchema(expires.get(code) ?? false)));
  if (submission.status !== 'success' || fileErrors.file) {
    const received = fileErrors.file ? {} : await keepReceived(context, api, files.file ? { file: files.file } : {}, files.file ? {} : kept);
    return json({ ...submission.reply({ fieldErrors: fileErrors.file ? { file: [fileErrors.file] } : undefined }), received }, { status: 400 });
  }
  const sent = await attempt(async () =>
    api.vehicles.addDocument(vehicle.id, { type: code, file_url: files.file ? await storeFile(api, files.file) : kept.file!.location, expires_at: submission.value.expires_at || undefined }),
  );
  if (!sent.ok) return failedReply(request, context, submission, sent.error);
  const current = vehicle.documents.find((d) => d.type === code);
  // The document named as the catalogue names it (a sentence value, issue 51 §2).
  return redirectWithToast(request, done.to, { type: 'success', message: done.message(current), values: { document: current?.label ?? code } });
}
