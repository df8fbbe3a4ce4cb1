/**
 * /earnings/pay/statement/:driverId?period=week|month&start=YYYY-MM-DD (issue 53 §4): send a
 * driver the link to their pay statement of a period. The owner (or an earnings manager) chooses
 * SMS or WhatsApp and the message's language and reads the message before it goes — the same one
 * segment the driver receives, the link's private part as dots. A newer link for the same period
 * replaces the older. Works without JavaScript: "Update the message" re-renders the preview.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MessageChannelFields, MessageSendBar } from '~/components/form/MessageChannelFields';
import { PostForm } from '~/components/form/PostForm';
import { FormErrors } from '~/components/FormErrors';
import { useWords } from '~/components/useWords';
import { isUpstreamError } from '~/api/errors';
import { periodQuery, periodSearch, type PayPeriod } from '~/domain/driver-pay';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { notFound, recordOr404 } from '~/server/fleet.server';
import { readForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { redirectWithToast } from '~/server/toast.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { messagePreview, previewAlongside } from '~/server/document-requests.server';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~contract/languages';
import * as ui from '~/styles/ui.css';
import * as form from '~/components/form/form.css';
import * as fleet from '~/components/fleet/fleet.css';

export const handle: PageHandle = { title: 'Send a pay statement', routeName: 'earnings.pay.statement', area: 'earnings' };
export const meta = pageMeta;

type Channel = 'sms' | 'whatsapp';
const readChannel = (v: unknown): Channel => (v === 'whatsapp' ? 'whatsapp' : 'sms');
/** The message's language: the one chosen, else the sender's own. */
const readLanguage = (v: unknown, own: string | null | undefined): Language => (isLanguage(v) ? v : isLanguage(own) ? own : DEFAULT_LANGUAGE);

/** The period the URL names: its kind and a day in it. */
const askedPeriod = (request: Request) => periodQuery(new URL(request.url).searchParams, lagosToday());

/** The driver's period the URL names and their line of it (the not-found page when the driver is not the partner's or has nothing in it). */
async function driverLine(request: Request, api: Awaited<ReturnType<typeof requirePartner>>['api'], partnerId: number, raw: string | undefined) {
  const asked = askedPeriod(request);
  const view = await recordOr404(raw, 'driver', partnerId, async (id) => ({ ...(await api.pay.driver(partnerId, id, asked)), partner_id: partnerId }));
  if (!view.row) throw notFound('driver');
  return { period: view.row.period, row: view.row };
}

/** The message the driver receives for the period (any day in it), as the API that sends it previews it, the token as dots (ADR 0071). */
const preview = (api: Awaited<ReturnType<typeof requirePartner>>['api'], partnerId: number, driverId: number, period: Pick<PayPeriod, 'kind' | 'start'>, language: Language) =>
  messagePreview(api.pay.statementPreview(partnerId, { driver_id: driverId, period: period.kind, start: period.start, language }));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const language = readLanguage(url.searchParams.get('language'), session.user.language);
  // The preview in the same round as the driver's line (the API finds the period from any day in it).
  const shown = /^\d{1,9}$/.test(params.driverId ?? '') ? previewAlongside(preview(api, ctx.partner.id, Number(params.driverId), askedPeriod(request), language)) : null;
  const { period, row } = await driverLine(request, api, ctx.partner.id, params.driverId);
  const channel = readChannel(url.searchParams.get('channel'));
  return json({ period, row, channel, language, preview: shown ? await shown.read() : null });
}

type Reply = { error?: string; channel?: Channel; language?: Language; preview?: string | null };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { period, row } = await driverLine(request, api, ctx.partner.id, params.driverId);
  const formData = await readForm(request, context);
  const channel = readChannel(formData.get('channel'));
  const language = readLanguage(formData.get('language'), session.user.language);
  // The preview is asked for only when the page shows it again (a send that succeeds redirects).
  const shown = () => preview(api, ctx.partner.id, row.driver.id, period, language);
  if (formData.get('intent') === 'preview') return json({ channel, language, preview: await shown() } satisfies Reply);
  try {
    await api.pay.sendStatement(ctx.partner.id, { driver_id: row.driver.id, period: period.kind, start: period.start, channel, language });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return json({ error: error.message, channel, language, preview: await shown() } satisfies Reply, { status: error.status === 403 ? 403 : 422 });
  }
  return redirectWithToast(request, `/earnings/pay/driver/${row.driver.id}?${periodSearch(period)}`, {
    type: 'success',
    message: channel === 'sms' ? 'Pay statement sent to {{name}} by SMS' : 'Pay statement sent to {{name}} by WhatsApp',
    values: { name: row.driver.name },
  });
}

export default function SendPayStatement() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const { row, period } = data;
  const channel = reply?.channel ?? data.channel;
  const language = reply?.language ?? data.language;
  const say = useWords('money');
  const back = `/earnings/pay/driver/${row.driver.id}?${periodSearch(period)}`;
  const name = row.driver.first_name || row.driver.name;
  return (
    <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="statement-title">
      <h2 id="statement-title" className={ui.cardTitle}>
        {say('Send {{name}} their pay for {{from}} to {{to}}', { name: row.driver.name, from: formatDate(period.start), to: formatDate(period.end) })}
      </h2>
      <p>
        {say('To pay')}: <strong>{formatKobo(row.to_pay_kobo)}</strong>
        {row.statement ? (
          <span className={ui.muted} data-testid="statement-state">
            {' · '}
            {row.statement.opened_at
              ? say('A statement sent on {{date}} was opened on {{opened}}; a new one replaces it.', { date: formatDateTime(row.statement.sent_at), opened: formatDateTime(row.statement.opened_at) })
              : say('A statement sent on {{date}} is not opened yet; a new one replaces it.', { date: formatDateTime(row.statement.sent_at) })}
          </span>
        ) : null}
      </p>
      <PostForm className={ui.stack} noValidate>
        <FormErrors errors={reply?.error ? [reply.error] : undefined} id="statement-error" />
        <MessageChannelFields legend={say('Send by')} channel={channel} language={language} />
        <div className={ui.field}>
          <p className={form.legend} id="preview-title">
            {say('The message {{name}} receives', { name })}
          </p>
          <blockquote className={fleet.reasons} aria-labelledby="preview-title" data-testid="statement-preview" lang={language}>
            {(reply && reply.preview !== undefined ? reply.preview : data.preview) ?? say('The marketplace does not show this message before it is sent.')}
          </blockquote>
          <p className={form.hint}>{say('The dots are the private part of the link. The driver reads their trips and pay there without an account, for 62 days.')}</p>
        </div>
        <MessageSendBar name={name} back={back} />
      </PostForm>
    </section>
  );
}
