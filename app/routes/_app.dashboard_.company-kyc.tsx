/**
 * /dashboard/company-kyc (spec section 2; issue 4): a business partner's company documents,
 * each with its status, and an upload for each (the CAC certificate is required). Uploads are
 * checked while they stream in (5 MB, image or PDF by content) before anything is sent.
 */
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { readReply } from '~/components/form/reply';
import { FileField } from '~/components/form/FileField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { StatusBadge } from '~/components/StatusBadge';
import { isOwner } from '~/domain/access';
import { formatDate } from '~/lib/format';
import { attempt, failedReply, parseForm, invalidReply } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { redirectWithToast } from '~/server/toast.server';
import { FILE_MISSING, parseUpload, storeFile } from '~/server/uploads.server';
import { companyDocumentSchema } from '~/server/validation/settings.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Company documents', routeName: 'dashboard.company-kyc', area: 'dashboard', enhance: true };
export const meta = pageMeta;

export const COMPANY_DOCUMENTS = [
  { type: 'cac_certificate', label: 'CAC certificate of incorporation', required: true },
  { type: 'memart', label: 'Memorandum and articles of association (MEMART)', required: false },
  { type: 'tin_certificate', label: 'Tax identification number (TIN) certificate', required: false },
  { type: 'utility_bill', label: 'Utility bill of the company address', required: false },
] as const;
type CompanyDocumentType = (typeof COMPANY_DOCUMENTS)[number]['type'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  if (ctx.partner.mode !== 'business') throw await redirectWithToast(request, '/dashboard', { type: 'info', message: 'Company documents are for registered businesses only' });
  const docs = await api.partners.companyDocuments(ctx.partner.id);
  return json({
    isOwner: isOwner(ctx.roles),
    documents: COMPANY_DOCUMENTS.map((d) => {
      const found = docs.find((x) => x.type === d.type);
      return { ...d, status: found?.status ?? 'not uploaded', uploaded: found ? formatDate(found.created_at) : null };
    }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, { ...handle, owner: 'Only the partner owner can upload company documents' });
  const { formData, file, fileError } = await parseUpload(request, context, 'document');
  const submission = parseForm(formData, companyDocumentSchema(COMPANY_DOCUMENTS.map((d) => d.type) as [CompanyDocumentType, ...CompanyDocumentType[]]));
  if (submission.status !== 'success') return invalidReply(submission);
  if (fileError || !file) return json(submission.reply({ fieldErrors: { document: [fileError ?? FILE_MISSING] } }), { status: 400 });
  const type = submission.value.type;
  const result = await attempt(async () => api.partners.addCompanyDocument(ctx.partner.id, { type, file_url: await storeFile(api, file) }));
  if (!result.ok) return failedReply(request, context, submission, result.error);
  return redirectWithToast(request, '/dashboard/company-kyc', { type: 'success', message: 'Document uploaded; we will review it shortly' });
}

export default function CompanyKyc() {
  const { documents, isOwner } = useLoaderData<typeof loader>();
  const reply = readReply(useActionData<typeof action>());
  const sentType = reply.value('type');
  const replyType = typeof sentType === 'string' ? sentType : null;
  const formError = reply.error('') ?? reply.error('type') ?? null;
  const say = useWords('dashboard');
  return (
    <div className={`${ui.stack} ${ui.wideForm}`}>
      <p className={ui.muted}>{say("Upload your company's registration documents. Each must be an image (JPEG, PNG or WebP) or a PDF, less than 5 MB.")}</p>
      {formError && !replyType ? (
        <p role="alert" className={ui.formError}>
          {formError}
        </p>
      ) : null}
      {documents.map((d) => {
        const mine = replyType === d.type;
        const error = mine ? (reply.error('document') ?? formError) : null;
        const inputId = `doc-${d.type}`;
        return (
          <section key={d.type} className={ui.card} aria-labelledby={`${inputId}-title`}>
            <h2 id={`${inputId}-title`} className={ui.cardTitle}>
              {say(d.label)}
              {d.required ? ` (${say('required')})` : ''}
            </h2>
            <p data-testid={`status-${d.type}`} className={ui.row}>
              <StatusBadge status={d.status} />
              {d.uploaded ? <span className={ui.muted}>{say('Uploaded {{date}}', { date: d.uploaded })}</span> : null}
            </p>
            {isOwner ? (
              <PostForm encType="multipart/form-data" className={ui.stack} noValidate>
                <input type="hidden" name="type" value={d.type} />
                <FileField
                  id={inputId}
                  name="document"
                  label={d.status === 'not uploaded' ? say('File for {{document}}', { document: say(d.label) }) : say('New file for {{document}}', { document: say(d.label) })}
                  error={error}
                />
                <div>
                  <SubmitButton pendingText={say('Processing...')} full={false}>
                    {d.status === 'not uploaded' ? say('Upload') : say('Replace')}
                  </SubmitButton>
                </div>
              </PostForm>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
