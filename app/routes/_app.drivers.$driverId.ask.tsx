/**
 * /drivers/:driverId/ask (issue 43 §1): ask a driver to send their documents through a link. The
 * owner (or a manager of the record: the API lists a vehicle's documents only to those who may
 * manage vehicles) ticks the documents that need it — missing, expiring, expired or rejected,
 * the driver's own and those of the vehicle they drive — chooses SMS or WhatsApp, and reads the
 * message before it goes. A new link replaces the driver's live one; the live one can be
 * withdrawn here. Works without JavaScript: "Update the message" re-renders the preview.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MessageChannelFields, MessageSendBar } from '~/components/form/MessageChannelFields';
import { PostForm } from '~/components/form/PostForm';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { isUpstreamError } from '~/api/errors';
import { LINK_STATE_WORDS } from '~/domain/document-requests';
import { statusLabel } from '~/lib/status';
import { formatDate, formatDateTime } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { askKey, askPreview, driverWithRequests, previewAlongside } from '~/server/document-requests.server';
import { readForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { redirectWithToast } from '~/server/toast.server';
import * as ui from '~/styles/ui.css';
import * as form from '~/components/form/form.css';
import * as css from '~/components/fleet/fleet.css';
import { useWords } from '~/components/useWords';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~contract/languages';

export const handle: PageHandle = { title: 'Ask for documents', routeName: 'drivers.ask', area: 'drivers' };
export const meta = pageMeta;

type Channel = 'sms' | 'whatsapp';
const readChannel = (v: unknown): Channel => (v === 'whatsapp' ? 'whatsapp' : 'sms');
/** The message's language (issue 44 §4): the one chosen, else the asking person's own. */
const readLanguage = (v: unknown, own: string | null | undefined): Language => (isLanguage(v) ? v : isLanguage(own) ? own : DEFAULT_LANGUAGE);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const asked = url.searchParams.getAll('doc');
  const language = readLanguage(url.searchParams.get('language'), session.user.language);
  // The preview in the same round as the driver's read: the API ticks what the page ticks (the
  // documents named that may be asked, else every one that may).
  const preview = /^\d{1,9}$/.test(params.driverId ?? '') ? previewAlongside(askPreview(api, Number(params.driverId), asked.length ? asked : 'all', language)) : null;
  const { driver, requests } = await driverWithRequests(api, ctx.partner.id, params.driverId);
  const keys = requests.askable.map(askKey);
  // The document the owner came from is ticked; with none named, every one that needs it (a named
  // one this member may not ask for ticks nothing rather than something else).
  const selected = asked.length ? asked.filter((k) => keys.includes(k)) : keys;
  const channel = readChannel(url.searchParams.get('channel'));
  return json({ driver, requests, selected, channel, language, preview: selected.length && preview ? await preview.read() : '' });
}

type Reply = { error?: string; selected?: string[]; channel?: Channel; language?: Language; preview?: string | null };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { driver, requests } = await driverWithRequests(api, ctx.partner.id, params.driverId);
  const formData = await readForm(request, context);
  const intent = String(formData.get('intent') ?? 'send');
  const back = `/drivers/details/${driver.id}`;
  if (intent === 'withdraw') {
    if (!requests.link || requests.link.state !== 'open') return redirectWithToast(request, back, { type: 'info', message: 'There is no open link to withdraw' });
    await api.documentRequests.withdraw(requests.link.id);
    return redirectWithToast(request, back, { type: 'success', message: 'The link sent to {{name}} no longer works', values: { name: driver.fname } });
  }
  const keys = requests.askable.map(askKey);
  const selected = formData
    .getAll('doc')
    .map(String)
    .filter((k) => keys.includes(k));
  const channel = readChannel(formData.get('channel'));
  const language = readLanguage(formData.get('language'), session.user.language);
  // The preview is asked for only when the page shows it again (a send that succeeds redirects).
  const preview = () => askPreview(api, driver.id, selected, language);
  if (intent === 'preview') return json({ selected, channel, language, preview: await preview() } satisfies Reply);
  if (!selected.length) return json({ error: 'Please choose at least one document', selected, channel, language, preview: '' } satisfies Reply, { status: 422 });
  const documents = requests.askable.filter((d) => selected.includes(askKey(d))).map((d) => ({ owner_type: d.owner_type, type: d.type }));
  try {
    await api.documentRequests.ask(driver.id, { documents, channel, language });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return json({ error: error.message, selected, channel, language, preview: await preview() } satisfies Reply, { status: error.status === 403 ? 403 : 422 });
  }
  return redirectWithToast(request, back, {
    type: 'success',
    message:
      channel === 'sms'
        ? 'Link sent to {{name}} by SMS. What {{name}} sends waits on this page for your review.'
        : 'Link sent to {{name}} by WhatsApp. What {{name}} sends waits on this page for your review.',
    values: { name: driver.fname },
  });
}

export default function AskForDocuments() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const { driver, requests } = data;
  const selected = reply?.selected ?? data.selected;
  const channel = reply?.channel ?? data.channel;
  const language = reply?.language ?? data.language;
  const preview = reply && reply.preview !== undefined ? reply.preview : data.preview;
  const say = useWords('fleet');
  const live = requests.link && requests.link.state === 'open' ? requests.link : null;
  const back = `/drivers/details/${driver.id}`;
  return (
    <div className={ui.stack}>
      <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="ask-title">
        <h2 id="ask-title" className={ui.cardTitle}>
          {say('Ask {{name}} to send documents', { name: driver.fname })}
        </h2>
        {requests.askable.length === 0 ? (
          <>
            <p data-testid="nothing-to-ask">{say("{{name}}'s documents are all approved or under review: there is nothing to ask for now.", { name: driver.name })}</p>
            <Link to={back} className={ui.button.secondary}>
              {say('Back to {{name}}', { name: driver.name })}
            </Link>
          </>
        ) : (
          <PostForm className={ui.stack} noValidate>
            <FormErrors errors={reply?.error ? [reply.error] : undefined} id="ask-error" />
            <fieldset className={form.fieldset}>
              <legend className={form.legend}>{say('Documents to send')}</legend>
              {requests.askable.map((d) => (
                <label key={askKey(d)} className={form.choice}>
                  <input type="checkbox" name="doc" value={askKey(d)} defaultChecked={selected.includes(askKey(d))} className={ui.checkbox} />
                  <span>
                    {d.plate ? say('{{document}} of {{plate}}', { document: say(d.label), plate: d.plate }) : say(d.label)}
                    <span className={ui.muted}>{` · ${say(statusLabel(d.state).label)}`}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <MessageChannelFields legend={say('Send to {{phone}} by', { phone: driver.phone })} channel={channel} language={language} />
            <div className={ui.field}>
              <p className={form.legend} id="preview-title">
                {say('The message {{name}} receives', { name: driver.fname })}
              </p>
              <blockquote className={css.reasons} aria-labelledby="preview-title" data-testid="ask-preview" lang={language}>
                {preview === null ? say('The marketplace does not show this message before it is sent.') : preview || say('Choose at least one document to see the message.')}
              </blockquote>
              <p className={form.hint}>{say('The dots are the private part of the link. It works for 7 days, or until every document is sent.')}</p>
            </div>
            {live ? (
              <p data-testid="live-link">
                {say('A link sent on {{date}} is still open ({{state}}): sending a new one replaces it.', { date: formatDate(live.created_at), state: say(LINK_STATE_WORDS.open).toLowerCase() })}
              </p>
            ) : null}
            <MessageSendBar name={driver.fname} back={back} />
          </PostForm>
        )}
      </section>
      {live ? (
        <section className={ui.card} aria-labelledby="withdraw-title">
          <h2 id="withdraw-title" className={ui.cardTitle}>
            {say('The open link')}
          </h2>
          <p>
            {say('Sent by {{who}} on {{date}}; works until {{until}}.', { who: live.created_by, date: formatDateTime(live.created_at), until: formatDate(live.expires_at) })}{' '}
            {live.opened_at ? say('Opened {{date}}.', { date: formatDateTime(live.opened_at) }) : say('Not opened yet.')}
          </p>
          <PostForm>
            <SubmitButton intent="withdraw" pendingText={say('Withdrawing...')} variant="ghost" full={false}>
              {say('Withdraw the link')}
            </SubmitButton>
          </PostForm>
        </section>
      ) : null}
    </div>
  );
}
