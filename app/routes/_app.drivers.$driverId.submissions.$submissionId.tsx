/**
 * /drivers/:driverId/submissions/:submissionId (issue 43 §4): a document the driver sent through
 * their link, for the owner's review. The file is shown through the portal's session-checked
 * route; the owner accepts it (with the expiry read on the document; it then goes to the
 * marketplace's review like any upload) or rejects it saying what to redo (the driver gets one
 * SMS, and the same link takes the document again). Another partner's driver or submission is the
 * not-found page; a vehicle's document is reviewed only by those who may manage vehicles (the API
 * refuses the others, and the page says who can).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { PostForm } from '~/components/form/PostForm';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { isUpstreamError } from '~/api/errors';
import { SUBMISSION_WORDS, whatItMustShow } from '~/domain/document-requests';
import { mayReadOwner } from '~/domain/access';
import { formatDate, formatDateTime } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { driverWithRequests } from '~/server/document-requests.server';
import { notFound } from '~/server/fleet.server';
import { readForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { redirectWithToast } from '~/server/toast.server';
import { expiryError, lagosToday } from '~/server/validation/fleet.server';
import { ErrorLine, useMessageWords } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import type { Said } from '~contract/core';
import { REJECTION_REASON_MAX as REASON_MAX } from '~contract/requests';
import { useWords } from '~/components/useWords';

export const handle: PageHandle = { title: 'Review a document', routeName: 'drivers.submission', area: 'drivers' };
export const meta = pageMeta;

/** The driver and the submission of the URL, for the active partner; the not-found page otherwise. */
async function load(request: Request, params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context']) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const { driver, requests } = await driverWithRequests(api, ctx.partner.id, params.driverId);
  const submission = requests.submissions.find((x) => String(x.id) === params.submissionId);
  // Read by whoever may read its owner (issue 54 §1): a vehicle's paper is not a driver manager's.
  if (!submission || !mayReadOwner(ctx.roles, submission.owner_type)) throw notFound('document');
  // How long the reason may be: what fits one SMS beside the link, in the link's language (issue 51 §5), as
  // the API that sends it counts it (ADR 0071); without its count, the call's own longest, and the API refuses past its limit.
  const reasonLimit = submission.reason_limit ?? REASON_MAX;
  return { api, driver, submission, reasonLimit };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { driver, submission, reasonLimit } = await load(request, params, context);
  return json({ driver, submission, reasonLimit, today: lagosToday(), what: whatItMustShow(submission.type) });
}

type Reply = { error?: string; field?: 'expires_at' | 'reason'; reason?: string; expires_at?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, driver, submission, reasonLimit } = await load(request, params, context);
  const formData = await readForm(request, context);
  const intent = String(formData.get('intent') ?? '');
  const back = `/drivers/details/${driver.id}`;
  // The paper's name as a sentence of its own, said in the reader's words where the notice shows (issue 51 §2).
  const what: Said = submission.plate ? { text: '{{document}} of {{plate}}', values: { document: submission.label, plate: submission.plate } } : { text: submission.label };
  try {
    if (intent === 'accept') {
      const expires_at = String(formData.get('expires_at') ?? '').trim();
      if (submission.expires) {
        const refused = expiryError(expires_at, 'Please enter the expiry date written on the document');
        if (refused) return json({ error: refused, field: 'expires_at', expires_at } satisfies Reply, { status: 422 });
      }
      await api.documentRequests.accept(submission.id, submission.expires ? { expires_at } : {});
      return redirectWithToast(request, back, { type: 'success', message: '{{what}} accepted: it now goes to the marketplace for approval', values: { what } });
    }
    if (intent === 'reject') {
      const reason = String(formData.get('reason') ?? '').trim();
      if (reason.length < 3) return json({ error: 'Please say what the driver must redo', field: 'reason', reason } satisfies Reply, { status: 422 });
      if (reason.length > reasonLimit) return json({ error: 'Please keep the reason to {{count}} characters: it goes by SMS with the link', field: 'reason', reason } satisfies Reply, { status: 422 });
      await api.documentRequests.reject(submission.id, { reason });
      return redirectWithToast(request, back, { type: 'success', message: '{{what}} rejected: {{name}} was told what to redo, and the same link works again', values: { what, name: driver.fname } });
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return json({ error: error.message } satisfies Reply, { status: error.status === 403 ? 403 : 409 });
  }
  return json({ error: 'Please choose Accept or Reject' } satisfies Reply, { status: 400 });
}

export default function ReviewSubmission() {
  const { driver, submission, reasonLimit, today, what } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const file = `/drivers/${driver.id}/submissions/${submission.id}/file`;
  const say = useWords('fleet');
  const sayMessage = useMessageWords();
  const title = submission.plate ? say('{{document}} of {{plate}}', { document: say(submission.label), plate: submission.plate }) : say(submission.label);
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="review-title">
        <h2 id="review-title" className={ui.cardTitle}>
          {say('{{document}}, sent by {{name}}', { document: title, name: driver.name })}
        </h2>
        <p>{`${say(SUBMISSION_WORDS[submission.status])} · ${say('sent {{when}}', { when: formatDateTime(submission.sent_at) })}`}</p>
        <p className={ui.muted}>{say('It must show: {{what}}', { what: say(what) })}</p>
        <p>
          <a href={file} target="_blank" rel="noreferrer">
            {say('Open the file')}
          </a>
        </p>
        {/* A photo shows here, read through this session (never the API's address). */}
        {submission.mime?.startsWith('image/') ? <img src={file} alt={say('The {{document}} {{name}} sent', { document: title, name: driver.fname })} className={css.preview} loading="lazy" /> : null}
        {submission.status !== 'awaiting_review' ? (
          <p data-testid="reviewed">{`${say(SUBMISSION_WORDS[submission.status])}${submission.reason ? `: ${submission.reason}` : ''}${submission.reviewed_by ? ` (${say('by {{name}}', { name: submission.reviewed_by })})` : ''}.`}</p>
        ) : null}
      </section>
      {submission.status === 'awaiting_review' ? (
        <>
          <FormErrors errors={reply?.error && !reply.field ? [sayMessage(reply.error)] : undefined} id="review-error" />
          <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="accept-title">
            <h2 id="accept-title" className={ui.cardTitle}>
              {say('Accept')}
            </h2>
            <PostForm className={ui.stack} noValidate>
              {submission.expires ? (
                <div className={ui.field}>
                  <label htmlFor="expires_at" className={ui.label}>
                    {say('Expiry date on the document')}
                  </label>
                  <p className={ui.hint}>
                    {submission.expires_at
                      ? say('{{name}} wrote {{date}}: check it against the photo.', { name: driver.fname, date: formatDate(submission.expires_at) })
                      : say('Read it on the photo.')}
                  </p>
                  <input
                    id="expires_at"
                    name="expires_at"
                    type="date"
                    min={today}
                    defaultValue={reply?.field === 'expires_at' ? reply.expires_at : (submission.expires_at ?? '')}
                    className={ui.input}
                    aria-invalid={reply?.field === 'expires_at' ? true : undefined}
                    aria-describedby={reply?.field === 'expires_at' ? 'expires_at-error' : undefined}
                  />
                  {reply?.field === 'expires_at' ? <ErrorLine id="expires_at-error" error={reply.error} /> : null}
                </div>
              ) : null}
              <p className={ui.hint}>{say('It then goes to the marketplace for approval; it counts for work once approved.')}</p>
              <div>
                <SubmitButton intent="accept" pendingText={say('Accepting...')} full={false}>
                  {say('Accept and send for approval')}
                </SubmitButton>
              </div>
            </PostForm>
          </section>
          <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="reject-title">
            <h2 id="reject-title" className={ui.cardTitle}>
              {say('Reject')}
            </h2>
            <PostForm className={ui.stack} noValidate>
              <div className={ui.field}>
                <label htmlFor="reason" className={ui.label}>
                  {say('What must {{name}} redo?', { name: driver.fname })}
                </label>
                <p className={ui.hint} id="reason-hint">
                  {say('At most {{count}} characters: it goes by SMS with the link to send it again.', { count: reasonLimit })}
                </p>
                <textarea
                  id="reason"
                  name="reason"
                  rows={3}
                  maxLength={reasonLimit}
                  defaultValue={reply?.field === 'reason' ? reply.reason : ''}
                  className={ui.input}
                  aria-invalid={reply?.field === 'reason' ? true : undefined}
                  aria-describedby={reply?.field === 'reason' ? 'reason-hint reason-error' : 'reason-hint'}
                />
                {reply?.field === 'reason' ? <ErrorLine id="reason-error" error={say(reply.error ?? '', { count: reasonLimit })} /> : null}
              </div>
              <div>
                <SubmitButton intent="reject" pendingText={say('Rejecting...')} variant="secondary" full={false}>
                  {say('Reject and tell the driver')}
                </SubmitButton>
              </div>
            </PostForm>
          </section>
        </>
      ) : null}
      <p>
        <Link to={`/drivers/details/${driver.id}`} className={ui.backLink}>
          ← {say('Back to {{name}}', { name: driver.name })}
        </Link>
      </p>
    </div>
  );
}
