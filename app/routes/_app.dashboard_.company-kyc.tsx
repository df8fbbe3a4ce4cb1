/**
 * /dashboard/company-kyc (spec section 2; issue 4): a business partner's company documents,
 * each with its status, and an upload for each (the CAC certificate is required). Uploads are
 * checked while they stream in (5 MB, image or PDF by content) before anything is sent.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { SubmitButton } from '~/components/form/SubmitButton';
import { isUpstreamError } from '~/lib/api/errors';
import { formatDate } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';
import { jsonWithToast, redirectWithToast } from '~/lib/toast.server';
import { parseUpload } from '~/lib/uploads.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Company documents', routeName: 'dashboard.company-kyc', area: 'dashboard' };
export const meta = pageMeta;

export const COMPANY_DOCUMENTS = [
  { type: 'cac_certificate', label: 'CAC certificate of incorporation', required: true },
  { type: 'memart', label: 'Memorandum and articles of association (MEMART)', required: false },
  { type: 'tin_certificate', label: 'Tax identification number (TIN) certificate', required: false },
  { type: 'utility_bill', label: 'Utility bill of the company address', required: false },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, handle);
  if (ctx.partner.mode !== 'business') throw await redirectWithToast(request, '/dashboard', { type: 'info', message: 'Company documents are for registered businesses only' });
  const docs = await api.partners.companyDocuments(ctx.partner.id);
  return json({
    isOwner: ctx.roles.includes('partner_owner'),
    documents: COMPANY_DOCUMENTS.map((d) => {
      const found = docs.find((x) => x.type === d.type);
      return { ...d, status: found?.status ?? 'not uploaded', uploaded: found ? formatDate(found.created_at) : null };
    }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, handle);
  if (!ctx.roles.includes('partner_owner')) return json({ type: null, error: 'Only the partner owner can upload company documents' }, { status: 403 });
  const { formData, file, fileError } = await parseUpload(request, 'document');
  const type = String(formData.get('type') ?? '');
  if (!COMPANY_DOCUMENTS.some((d) => d.type === type)) return json({ type: null, error: 'Please choose a document type' }, { status: 400 });
  if (fileError || !file) return json({ type, error: fileError ?? 'Kindly select a file' }, { status: 400 });
  try {
    const upload = new FormData();
    upload.append('file', file, file.name);
    const location = await api.uploads.identityFile(upload);
    await api.partners.addCompanyDocument(ctx.partner.id, { type, file_url: location });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, { type, error: error.message }, { type: 'error', message: error.message }, { status: 400 });
  }
  return redirectWithToast(request, '/dashboard/company-kyc', { type: 'success', message: 'Document uploaded; we will review it shortly' });
}

export default function CompanyKyc() {
  const { documents, isOwner } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className={ui.stack} style={{ maxWidth: '48rem' }}>
      <p className={ui.muted}>Upload your company&apos;s registration documents. Each must be an image (JPEG, PNG, WebP) or a PDF, less than 5 MB.</p>
      {result?.error && !result.type ? (
        <p role="alert" className={ui.formError}>
          {result.error}
        </p>
      ) : null}
      {documents.map((d) => {
        const error = result?.type === d.type ? result.error : null;
        const inputId = `doc-${d.type}`;
        return (
          <section key={d.type} className={ui.card} aria-labelledby={`${inputId}-title`}>
            <h2 id={`${inputId}-title`} style={{ fontSize: '1.125rem' }}>
              {d.label}
              {d.required ? ' (required)' : ''}
            </h2>
            <p data-testid={`status-${d.type}`}>
              Status: <strong>{d.status}</strong>
              {d.uploaded ? ` · uploaded ${d.uploaded}` : ''}
            </p>
            {isOwner ? (
              <Form method="post" encType="multipart/form-data" className={ui.row}>
                <input type="hidden" name="type" value={d.type} />
                <label htmlFor={inputId} className={ui.visuallyHidden}>
                  File for {d.label}
                </label>
                <input id={inputId} name="document" type="file" accept="image/jpeg,image/png,image/webp,application/pdf" className={ui.input} style={{ flex: 1, minWidth: '12rem' }} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} />
                <SubmitButton pendingText="Processing..." full={false}>
                  Upload
                </SubmitButton>
                {error ? (
                  <p id={`${inputId}-error`} className={ui.fieldError} style={{ width: '100%' }}>
                    {error}
                  </p>
                ) : null}
              </Form>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

