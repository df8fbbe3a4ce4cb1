/**
 * /send/:token (issue 43 §3): the page a driver opens from the owner's SMS or WhatsApp message to
 * send the documents asked. No sign-in, no cookie, noindex, never stored by caches; it works on a
 * 240×320 phone without JavaScript, and with it the photo tool makes a photo smaller before it
 * goes. It shows the partner's name, the driver's first name and each document asked with what
 * the photo must show — nothing else about anyone.
 *
 * The API owns the link (its token, state and files); this page asks it. Limited per address and
 * per network block, never per token (`document-link`), so a stranger's guesses cannot lock the
 * driver out. A token not of the links' form is asked about as a random one, so a malformed, a
 * guessed and an unknown token all answer the same "not found". Files get the portal's own upload
 * checks (type by content, size, the whole file) before the API receives them.
 */
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { DocumentLinkView, LinkDocument } from '~contract/document-requests';
import { isUpstreamError } from '~/api/errors';
import { PostForm } from '~/components/form/PostForm';
import { FileField } from '~/components/form/FileField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { isDocumentLinkTokenForm, LINK_CLOSED, whatItMustShow } from '~/domain/document-requests';
import { formatDate } from '~/lib/format';
import type { RouteHandle } from '~/lib/meta';
import { supportContact } from '~/server/config.server';
import { LINK_STATUS, readPublicLink, type LinkAnswer, type LinkClosed, linkTokenOr } from '~/server/public-link.server';
import { isPageView, passViewer } from '~/server/pass.server';
import { networkBlock, reserveAttempt } from '~/server/rate-limit.server';
import { FILE_MISSING, parseUploads } from '~/server/uploads.server';
import { expiryError, lagosToday } from '~/server/validation/fleet.server';
import { ErrorLine } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';
import * as css from '~/styles/pass.css';
import { useWords } from '~/components/useWords';
import { LanguageLinks } from '~/components/LanguageSwitch';
import { useMessageWords } from '~/components/form/Field';
import { i18nFor, sayNotice, visitorLanguage } from '~/server/i18n.server';

// The language the owner chose for the link (issue 44 §4), unless the driver picks another (`?lang=`).
export const handle: RouteHandle & { bare: true; enhance: true; language: 'link' } = { title: 'Send your documents', routeName: 'send', bare: true, enhance: true, language: 'link' };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Send your documents' }, { name: 'robots', content: 'noindex, nofollow' }];

export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

/** A file input's and a date input's names for a document asked. */
const fileField = (d: Pick<LinkDocument, 'owner_type' | 'type'>) => `file.${d.owner_type}.${d.type}`;
const dateField = (d: Pick<LinkDocument, 'owner_type' | 'type'>) => `expires.${d.owner_type}.${d.type}`;

type Answer = LinkAnswer<DocumentLinkView>;

/** The link's view from the API, or why there is none. */
const readLink = (token: string, context: LoaderFunctionArgs['context'], viewer: string | null): Promise<Answer> => readPublicLink(() => context.api.documentRequests.open(token, viewer));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = linkTokenOr(params.token, isDocumentLinkTokenForm);
  const support = supportContact();
  const limit = await reserveAttempt('document-link', context.clientIp, networkBlock(context.clientIp));
  const titleIn = (language?: string) => i18nFor(visitorLanguage(request, language)).t('send', { ns: 'titles', defaultValue: handle.title });
  if (!limit.ok)
    return json(
      { answer: { state: 'busy', message: sayNotice(i18nFor(visitorLanguage(request)), limit.message) } as Answer, support, today: lagosToday(), language: undefined, title: titleIn() },
      { status: 429 },
    );
  // Only a person's view is an "open" in the owner's log (not HEAD, a link preview or a prefetch).
  const answer = await readLink(token, context, isPageView(request) ? passViewer(token, context.clientIp) : null);
  // The page speaks the link's language (entry.server.tsx reads `language`), its tab title too.
  const language = answer.state === 'open' ? answer.view.language : undefined;
  return json({ answer, support, today: lagosToday(), language, title: titleIn(language) }, { status: LINK_STATUS[answer.state] });
}

type Reply = { sent?: string[]; errors?: Record<string, string>; form?: string; dates?: Record<string, string> };

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isDocumentLinkTokenForm(params.token)) return json({ form: 'This link is not valid.' } satisfies Reply, { status: 404 });
  const token = params.token;
  const limit = await reserveAttempt('document-link', context.clientIp, networkBlock(context.clientIp));
  if (!limit.ok) return json({ form: sayNotice(i18nFor(visitorLanguage(request)), limit.message) } satisfies Reply, { status: 429 });
  const answer = await readLink(token, context, null);
  if (answer.state !== 'open')
    return json({ form: answer.state === 'unknown' ? 'This link is not valid.' : LINK_CLOSED[answer.state as Exclude<LinkClosed, 'unknown' | 'busy'>] } satisfies Reply, { status: 410 });
  const waiting = answer.view.documents.filter((d) => !d.received);
  const { formData, files, fileErrors } = await parseUploads(request, context, waiting.map(fileField));
  const errors: Record<string, string> = {};
  const dates: Record<string, string> = {};
  const chosen = waiting.filter((d) => files[fileField(d)] || (fileErrors[fileField(d)] && fileErrors[fileField(d)] !== FILE_MISSING));
  for (const d of waiting) {
    const date = String(formData.get(dateField(d)) ?? '').trim();
    dates[dateField(d)] = date;
    const fileError = fileErrors[fileField(d)];
    if (fileError && fileError !== FILE_MISSING) errors[fileField(d)] = fileError;
    if (!chosen.includes(d) || !d.expires) continue;
    const refused = expiryError(date, 'Please enter the expiry date written on the document');
    if (refused) errors[dateField(d)] = refused;
  }
  if (!chosen.length) return json({ form: 'Please take or choose a photo of at least one document.', dates } satisfies Reply, { status: 422 });
  if (Object.keys(errors).length) return json({ errors, dates, form: 'Please check the documents marked below, then choose each photo again.' } satisfies Reply, { status: 422 });
  try {
    const sent: { owner_type: 'driver' | 'vehicle'; type: string; file_url: string; expires_at?: string }[] = [];
    for (const d of chosen) {
      const file_url = await context.api.documentRequests.sendFile(token, files[fileField(d)]!);
      sent.push({ owner_type: d.owner_type, type: d.type, file_url, ...(d.expires ? { expires_at: dates[dateField(d)] } : {}) });
    }
    await context.api.documentRequests.submit({ token, documents: sent });
    return json({ sent: chosen.map((d) => d.label) } satisfies Reply);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k.replace(/^(driver|vehicle)\./, 'expires.$1.'), v[0] ?? error.message]));
    return json({ form: error.message, errors: fields, dates } satisfies Reply, { status: error.status === 410 ? 410 : 422 });
  }
}

export default function SendDocuments() {
  const { answer, support, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const say = useWords('fleet');
  const sayMessage = useMessageWords();
  return (
    <main className={css.page}>
      <LanguageLinks label={say('Language')} className={css.languages} />
      {answer.state === 'open' ? (
        <Documents view={answer.view} reply={reply} today={today} />
      ) : (
        <section className={css.card}>
          <h1 className={css.heading}>
            {say(answer.state === 'unknown' ? 'This link is not valid.' : answer.state === 'busy' ? 'Too many visits to this page just now.' : LINK_CLOSED[answer.state])}
          </h1>
          <p>{answer.state === 'busy' ? sayMessage(answer.message ?? '') : say('Check the address in the message, or ask your fleet owner for a new link.')}</p>
        </section>
      )}
      <p className={css.small}>
        {say('Marketplace support:')} <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
      </p>
    </main>
  );
}

/**
 * What became of a paper the driver sent (issue 54 §8), in the link's language: waiting for the
 * owner, accepted, or not accepted with the owner's reason as they wrote it (the field below asks
 * for it again).
 */
function PaperState({ document, named, partner }: { document: LinkDocument; named: string; partner: string }) {
  const say = useWords('fleet');
  if (document.review === 'accepted') return <>{say('{{document}}: accepted by {{partner}}', { document: named, partner })}</>;
  if (document.review === 'rejected')
    return (
      <>
        <strong>{say('{{document}}: not accepted. Please send it again.', { document: named })}</strong>{' '}
        {document.reason ? (
          <>
            {say('{{partner}} says:', { partner })} <q>{document.reason}</q>
          </>
        ) : null}
      </>
    );
  return <>{say('{{document}}: sent, waiting for the owner', { document: named })}</>;
}

function Documents({ view, reply, today }: { view: DocumentLinkView; reply: Reply | undefined; today: string }) {
  const waiting = view.documents.filter((d) => !d.received);
  const say = useWords('fleet');
  // A document by its name in the reader's words, its plate (never translated) after it.
  const named = (d: Pick<LinkDocument, 'label' | 'plate'>) => `${say(d.label)}${d.plate ? ` (${d.plate})` : ''}`;
  return (
    <>
      <p className={css.brand} translate="no">
        {view.trading_name}
      </p>
      <section className={css.card} aria-labelledby="send-title">
        <h1 id="send-title" className={css.heading}>
          {say('{{name}}, please send your documents', { name: view.first_name })}
        </h1>
        {reply?.sent?.length ? (
          <p role="status" data-testid="sent">
            {say('Sent: {{documents}}. Thank you: {{partner}} will check them.', { documents: reply.sent.map((label) => say(label)).join(', '), partner: view.trading_name, count: reply.sent.length })}
          </p>
        ) : null}
        {waiting.length ? (
          <p>
            {say('{{partner}} asks for these documents. Take a clear photo of each, in good light, every word readable. This link works until {{date}}.', {
              partner: view.trading_name,
              date: formatDate(view.expires_at),
              count: waiting.length,
            })}
          </p>
        ) : (
          <p data-testid="all-sent">{say(LINK_CLOSED.complete)}</p>
        )}
        {view.documents.some((d) => d.review) ? (
          <ul className={css.papers} data-testid="papers">
            {view.documents
              .filter((d) => d.review)
              .map((d) => (
                <li key={fileField(d)}>
                  <PaperState document={d} named={named(d)} partner={view.trading_name} />
                </li>
              ))}
          </ul>
        ) : null}
      </section>
      {waiting.length ? (
        <PostForm encType="multipart/form-data" className={ui.stack} noValidate>
          <FormErrors errors={reply?.form ? [reply.form] : undefined} id="send-error" />
          {waiting.map((d) => (
            <fieldset key={fileField(d)} className={css.card}>
              <legend className={css.heading}>{named(d)}</legend>
              <FileField
                id={fileField(d)}
                name={fileField(d)}
                label={say('Photo: {{document}}', { document: say(d.label) })}
                hint={`${say(whatItMustShow(d.type))} ${say('A photo or a PDF of at most 5 MB.')}`}
                accept="image/*,application/pdf"
                capture={d.owner_type === 'vehicle' ? 'environment' : undefined}
                error={reply?.errors?.[fileField(d)] ?? null}
                required={false}
              />
              {d.expires ? (
                <div className={ui.field}>
                  <label htmlFor={dateField(d)} className={ui.label}>
                    {say('Expiry date on the document')}
                  </label>
                  <input
                    id={dateField(d)}
                    name={dateField(d)}
                    type="date"
                    min={today}
                    defaultValue={reply?.dates?.[dateField(d)] ?? ''}
                    className={ui.input}
                    aria-invalid={reply?.errors?.[dateField(d)] ? true : undefined}
                    aria-describedby={reply?.errors?.[dateField(d)] ? `${dateField(d)}-error` : undefined}
                  />
                  {reply?.errors?.[dateField(d)] ? <ErrorLine id={`${dateField(d)}-error`} error={reply.errors[dateField(d)]} /> : null}
                </div>
              ) : null}
            </fieldset>
          ))}
          <SubmitButton pendingText={say('Sending...')}>{say('Send')}</SubmitButton>
        </PostForm>
      ) : null}
    </>
  );
}
