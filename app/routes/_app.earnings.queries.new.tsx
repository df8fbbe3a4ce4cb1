/**
 * /earnings/queries/new?deduction=ID (issue 36 §1, §4): query one deduction. The line it is about
 * (trip, route, vehicle, cause, amount, the payout that carried it), the window it may be queried
 * in, and a form that works without JavaScript: the reason (one of four), a note of at most
 * 1,000 characters and optional evidence (an image or a PDF under 5 MB, checked while it streams
 * in, as documents are). Owner and members who may see earnings only (the earnings area).
 *
 * What bad input gets: another partner's deduction or an unknown id, the not-found page; a
 * deduction queried already, no form but the query's link (and, if a query was opened meanwhile,
 * a field error with its link); a window closed, a plain refusal with the date it closed; an
 * empty reason, an oversized note or a refused file, field errors with the other input kept (a
 * file received stays received). The form's one-time key makes a resend write once.
 */
import { LOCALE } from '~/domain/constants';
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FieldError, TextAreaField } from '~/components/form/Field';
import { FileField } from '~/components/form/FileField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { Facts } from '~/components/list/Facts';
import { deductionFacts } from '~/components/money/DeductionEntry';
import { StatusBadge } from '~/components/StatusBadge';
import { isUpstreamError } from '~/api/errors';
import type { Upstream } from '~/api/client.server';
import { answeredText, queryMark, queryWindow } from '~/domain/deduction-queries';
import { monthLabel } from '~/domain/earnings';
import { formatDate, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { notFound } from '~/server/fleet.server';
import { attempt, failedReply, formRules, parseForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { keepReceived, keptFiles } from '~/server/received-files.server';
import { redirectWithToast } from '~/server/toast.server';
import { FILE_MISSING, parseUploads, storeFile } from '~/server/uploads.server';
import { deductionQuerySchema } from './+deduction-queries/schema.server';
import { DEDUCTION_QUERY_REASONS, QUERY_NOTE_MAX } from '~contract/constants';
import * as formCss from '~/components/form/form.css';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = { title: 'Query a deduction', routeName: 'earnings.queries.new', area: 'earnings', enhance: true };
export const meta = pageMeta;

const REASONS = Object.entries(DEDUCTION_QUERY_REASONS).map(([value, label]) => ({ value, label }));

/**
 * The deduction of `?deduction=` for the active partner: the API scopes it by the partner in
 * the path, so another partner's id answers 404 there.
 * @throws the not-found page for a missing, malformed, unknown or foreign id.
 */
async function deductionOf(request: Request, api: Upstream, partnerId: number) {
  const raw = new URL(request.url).searchParams.get('deduction') ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw notFound('deduction');
  try {
    return await api.earnings.deduction(partnerId, Number(raw));
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 404 || error.status === 403)) throw notFound('deduction');
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const deduction = await deductionOf(request, api, ctx.partner.id);
  const say = sayOf(wordsFor(request, session.user), 'money');
  // Queried already: how and when it was answered, with a link to the answer (issue 41 §1).
  const earlier = deduction.query ? await api.earnings.deductionQuery(ctx.partner.id, deduction.query.id).catch(() => null) : null;
  return json({ deduction, window: queryWindow(deduction, say), rules: formRules(deductionQuerySchema), answered: earlier ? answeredText(earlier, say) : null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  // The deduction must be the partner's before anything is read from the form.
  const deduction = await deductionOf(request, api, ctx.partner.id);
  const { formData, files, fileErrors } = await parseUploads(request, context, ['evidence']);
  // Evidence is optional: no file is no evidence. A file received with an earlier submit of this form counts as chosen.
  if (fileErrors.evidence === FILE_MISSING) delete fileErrors.evidence;
  const kept = await keptFiles(context, formData, ['evidence']);
  const submission = parseForm(formData, deductionQuerySchema);
  if (submission.status !== 'success' || fileErrors.evidence) {
    const received = fileErrors.evidence ? {} : await keepReceived(context, api, files.evidence ? { evidence: files.evidence } : {}, files.evidence ? {} : kept);
    return json({ ...submission.reply({ fieldErrors: fileErrors.evidence ? { evidence: [fileErrors.evidence] } : undefined }), received }, { status: 400 });
  }
  const sent = await attempt(async () =>
    api.earnings.queryDeduction(ctx.partner.id, {
      deduction_id: deduction.id,
      reason: submission.value.reason,
      note: submission.value.note,
      evidence_url: files.evidence ? await storeFile(api, files.evidence) : (kept.evidence?.location ?? null),
    }),
  );
  if (!sent.ok) {
    // A query opened or answered meanwhile (another tab, a colleague, a form sent again after the
    // answer): the API refuses a second query of a deduction, ever (issue 41 §1); the field error
    // says so and links to the first. A resend of the same form is answered by the API with its
    // first outcome (its idempotency key), so the partner lands on their query.
    if (sent.error.code === 'QueryOpen' || sent.error.code === 'QueryAnswered') {
      const open = (await api.earnings.deduction(ctx.partner.id, deduction.id)).query;
      return json({ ...submission.reply({ fieldErrors: { deduction_id: [sent.error.message] } }), openQueryId: open?.id ?? null }, { status: 409 });
    }
    return failedReply(request, context, submission, sent.error);
  }
  return redirectWithToast(request, `/earnings/queries/${sent.value.id}`, { type: 'success', message: 'Query #{{id}} sent to the marketplace', values: { id: sent.value.id } });
}

export default function NewDeductionQuery() {
  const { deduction: d, window, rules, answered } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'deduction-query', rules, lastResult });
  const openQueryId = lastResult && 'openQueryId' in lastResult ? lastResult.openQueryId : null;
  const mark = queryMark(d.query);
  const chosen = [fields.reason.initialValue].flat()[0];
  const say = useWords('money');
  const { locale } = useLocale();
  return (
    <section className={`${ui.card} ${ui.formCard} ${ui.stack}`} aria-labelledby="query-title">
      <h2 id="query-title" className={ui.cardTitle}>
        {say('Query a deduction')}
      </h2>
      <Facts
        items={[
          ...deductionFacts(d, say),
          {
            label: say('Payout'),
            value: d.payout
              ? say('{{reference}}, paid on {{date}}', { reference: d.payout.reference, date: formatDate(d.payout.paid_on) })
              : say('Not paid yet: it is part of the payout for {{month}}', { month: monthLabel(d.trip_date.slice(0, 7), locale) }),
          },
        ]}
      />
      {d.amount_kobo <= 0 ? (
        <p className={ui.formError}>{say('A refund cannot be queried.')}</p>
      ) : d.query && mark ? (
        <div data-testid="already-queried">
          <p>
            {say('This deduction was queried already:')} <Link to={`/earnings/queries/${d.query.id}`}>{say('query #{{id}}', { id: d.query.id })}</Link>{' '}
            <StatusBadge
              tone={mark.tone}
              label={d.query.status === 'open' ? say(mark.label) : d.query.status === 'upheld' ? say(mark.label) : say('Refunded {{amount}}', { amount: formatKobo(d.query.refunded_kobo) })}
            />
          </p>
          {answered ? <p data-testid="already-answered">{answered}</p> : null}
          <p className={ui.muted}>{say('A deduction is queried once: to disagree with the answer, call partner support with the query’s number.')}</p>
        </div>
      ) : !window.open ? (
        <p className={ui.formError} data-testid="window-closed">
          {window.text}
        </p>
      ) : (
        <PostForm encType="multipart/form-data" {...formProps(form)} className={ui.stack}>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          <p className={ui.muted}>{window.text}</p>
          <input type="hidden" name="deduction_id" value={d.id} />
          {fields.deduction_id.errors ? (
            <p id={fields.deduction_id.errorId} className={ui.fieldError} data-testid="query-open">
              {fields.deduction_id.errors[0]}
              {openQueryId ? (
                <>
                  {': '}
                  <Link to={`/earnings/queries/${openQueryId}`}>{say('see query #{{id}}', { id: openQueryId })}</Link>
                </>
              ) : null}
            </p>
          ) : null}
          <fieldset className={formCss.fieldset} aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}>
            <legend className={ui.label}>{say('Why do you query it?')}</legend>
            {REASONS.map((r) => (
              <label key={r.value} className={formCss.choice}>
                <input type="radio" name="reason" value={r.value} defaultChecked={chosen === r.value} required className={ui.checkbox} /> {say(r.label)}
              </label>
            ))}
            <FieldError meta={fields.reason} />
          </fieldset>
          <TextAreaField
            label={say('Note (optional)')}
            meta={fields.note}
            rows={5}
            hint={say('What happened, with times and places if you have them. Up to {{max}} characters.', { max: QUERY_NOTE_MAX.toLocaleString(LOCALE) })}
          />
          <FileField id="deduction-query-evidence" name="evidence" label={say('Evidence (optional): a photo or a PDF')} error={fields.evidence.errors?.[0]} required={false} />
          <SubmitButton pendingText={say('Sending...')} full={false}>
            {say('Send the query')}
          </SubmitButton>
        </PostForm>
      )}
      <p className={ui.row}>
        <Link to="/earnings/queries" className={ui.backLink}>
          ← {say('Your queries')}
        </Link>
      </p>
    </section>
  );
}
