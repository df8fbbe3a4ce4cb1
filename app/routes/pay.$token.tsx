/**
 * /pay/:token (issues 53 §4, 67 §4, §8): the statement a driver opens from the owner's SMS or
 * WhatsApp message — one period's pay, their pay the large figure: whether it was paid ("Paid on
 * 24-11-2026, reference …" or "Not paid yet"), their rule, each line of it (each bonus, correction,
 * reversal and advance with its day and note, what was taken back and what is left), and each
 * trip's day, route, plate and net. The driver may say "This is not right" once a period; the owner
 * is told, answers, and the answer shows here.
 *
 * No sign-in, no cookie, noindex, never stored by caches; it reads on a 240×320 phone without
 * JavaScript, in the language the owner chose (the driver may pick another, `?lang=`). The API
 * owns the link (its hashed token, its state); this page asks it. Limited per address and network
 * block, never per token (`pay-statement`), so a stranger's guesses cannot lock the driver out; a
 * token not of the links' form is asked about as a random one, so every wrong link answers alike.
 */
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { PayStatementView } from '~contract/driver-pay';
import { PAY_NOTE_MAX, payStatementNote } from '~contract/driver-pay';
import { isUpstreamError } from '~/api/errors';
import { PostForm } from '~/components/form/PostForm';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { LanguageLinks } from '~/components/LanguageSwitch';
import { useWords } from '~/components/useWords';
import { useMessageWords } from '~/components/form/Field';
import { isDocumentLinkTokenForm } from '~/domain/document-requests';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import type { RouteHandle } from '~/lib/meta';
import { supportContact } from '~/server/config.server';
import { closedBy, LINK_STATUS, readPublicLink, type LinkAnswer, type LinkClosed, linkTokenOr } from '~/server/public-link.server';
import { readForm } from '~/server/forms.server';
import { i18nFor, sayNotice, visitorLanguage } from '~/server/i18n.server';
import { isPageView, passViewer } from '~/server/pass.server';
import { networkBlock, reserveAttempt } from '~/server/rate-limit.server';
import { useRuleWords } from './+driver-pay/rule-words';
import { PayLines } from './+driver-pay/lines';
import * as ui from '~/styles/ui.css';
import * as css from '~/styles/pass.css';

export const handle: RouteHandle & { bare: true; language: 'link' } = { title: 'Your pay', routeName: 'pay-statement', bare: true, language: 'link' };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Your pay' }, { name: 'robots', content: 'noindex, nofollow' }];

export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

type Answer = LinkAnswer<PayStatementView>;

/** What the page says of a link that no longer reads. */
const CLOSED: Record<LinkClosed, string> = {
  // The API answers every link that does not read alike (ADR 0058): a stranger learns nothing by guessing.
  unknown: 'This link does not work. Use the latest message you received, or ask the owner to send you a new one.',
  replaced: 'This link does not work. Use the latest message you received, or ask the owner to send you a new one.',
  withdrawn: 'This link does not work. Use the latest message you received, or ask the owner to send you a new one.',
  expired: 'This link does not work. Use the latest message you received, or ask the owner to send you a new one.',
  busy: 'Too many visits to this page just now.',
};

/** The statement from the API, or why there is none. */
const readStatement = (token: string, context: LoaderFunctionArgs['context'], viewer: string | null): Promise<Answer> => readPublicLink(() => context.api.pay.openStatement(token, viewer));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = linkTokenOr(params.token, isDocumentLinkTokenForm);
  const support = supportContact();
  const titleIn = (language?: string) => i18nFor(visitorLanguage(request, language)).t('pay-statement', { ns: 'titles', defaultValue: handle.title });
  const limit = await reserveAttempt('pay-statement', context.clientIp, networkBlock(context.clientIp));
  if (!limit.ok)
    return json({ answer: { state: 'busy', message: sayNotice(i18nFor(visitorLanguage(request)), limit.message) } as Answer, support, language: undefined, title: titleIn() }, { status: 429 });
  // Only a person's view marks the link opened (not HEAD, a link preview or a prefetch).
  const answer = await readStatement(token, context, isPageView(request) ? passViewer(token, context.clientIp) : null);
  const language = answer.state === 'open' ? answer.view.language : undefined;
  return json({ answer, support, language, title: titleIn(language) }, { status: LINK_STATUS[answer.state] });
}

type Reply = { sent?: true; error?: string; note?: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isDocumentLinkTokenForm(params.token)) return json({ error: CLOSED.unknown } satisfies Reply, { status: 404 });
  const limit = await reserveAttempt('pay-statement', context.clientIp, networkBlock(context.clientIp));
  if (!limit.ok) return json({ error: sayNotice(i18nFor(visitorLanguage(request)), limit.message) } satisfies Reply, { status: 429 });
  const formData = await readForm(request, context);
  const note = String(formData.get('note') ?? '');
  const parsed = payStatementNote.shape.note.safeParse(note);
  if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? CLOSED.unknown, note } satisfies Reply, { status: 422 });
  try {
    await context.api.pay.noteStatement({ token: params.token, note: parsed.data });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // A note refused for what it says (empty, too long) or a second one for the period: the API's words; else the link's state.
    if (error.status === 422 || error.status === 409) return json({ error: error.message, note } satisfies Reply, { status: error.status });
    const closed = closedBy(error) ?? 'unknown';
    return json({ error: CLOSED[closed], note } satisfies Reply, { status: LINK_STATUS[closed] });
  }
  return json({ sent: true } satisfies Reply);
}

export default function PayStatement() {
  const { answer, support } = useLoaderData<typeof loader>();
  // Alike on purpose (issue 70 §4): the driver’s two public pages (this and send.$token.tsx) share a frame, each with its own loader, words and form.
  const reply = useActionData<typeof action>() as Reply | undefined;
  const say = useWords('money');
  const sayMessage = useMessageWords();
  return (
    <main className={css.page}>
      <LanguageLinks label={say('Language')} className={css.languages} />
      {answer.state === 'open' ? (
        <Statement view={answer.view} reply={reply} />
      ) : (
        <section className={css.card}>
          <h1 className={css.heading}>{say(CLOSED[answer.state])}</h1>
          <p>{answer.state === 'busy' ? sayMessage(answer.message ?? '') : say('Check the address in the message, or ask your fleet owner for a new link.')}</p>
        </section>
      )}
      <p className={css.small}>
        {say('Marketplace support:')} <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
      </p>
    </main>
  );
}

function Statement({ view, reply }: { view: PayStatementView; reply: Reply | undefined }) {
  const say = useWords('money');
  const ruleWords = useRuleWords();
  const { row, period, query } = view;
  return (
    <>
      <p className={css.brand} translate="no">
        {view.trading_name}
      </p>
      <section className={css.card} aria-labelledby="pay-title">
        <h1 id="pay-title" className={css.heading}>
          {say('{{name}}, your pay for {{from}} to {{to}}', { name: view.first_name, from: formatDate(period.start), to: formatDate(period.end) })}
        </h1>
        <p className={css.amount} data-testid="statement-to-pay">
          {formatKobo(row.to_pay_kobo)}
        </p>
        <p data-testid="statement-paid">{row.paid ? say('Paid on {{date}}, reference {{reference}}', { date: formatDate(row.paid.paid_on), reference: row.paid.reference }) : say('Not paid yet')}</p>
        <p>{say('Your pay rule: {{rule}}', { rule: ruleWords(row.rule) })}</p>
        <PayLines row={row} compact total={say('Your pay')} />
      </section>
      <section className={css.card} aria-labelledby="trips-title">
        <h2 id="trips-title" className={css.heading}>
          {say('Your trips')}
        </h2>
        {view.trips.length ? (
          <>
            <p className={css.small}>{say('What each trip made for the owner, after the marketplace’s deductions:')}</p>
            <ol className={css.papers} data-testid="statement-trips">
              {view.trips.map((t, i) => (
                <li key={i}>
                  {formatDate(t.day)} · {t.route} · <span translate="no">{t.plate}</span> · {formatKobo(t.net_kobo)}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p>{say('No trip in this period.')}</p>
        )}
      </section>
      <section className={css.card} aria-labelledby="query-title">
        <h2 id="query-title" className={css.heading}>
          {say('This is not right')}
        </h2>
        {reply?.sent ? (
          <p role="status" data-testid="note-sent">
            {say('Sent. {{partner}} will answer here.', { partner: view.trading_name })}
          </p>
        ) : null}
        {query ? (
          <div data-testid="statement-query">
            <p>
              {say('You said on {{date}}:', { date: formatDateTime(query.created_at) })} <q>{query.note}</q>
            </p>
            <p data-testid="statement-answer">
              {query.answer
                ? say('{{partner}} answered on {{date}}: {{answer}}', { partner: view.trading_name, date: formatDateTime(query.answered_at ?? query.created_at), answer: query.answer })
                : say('{{partner}} has not answered yet.', { partner: view.trading_name })}
            </p>
          </div>
        ) : (
          <PostForm className={ui.stack} noValidate>
            <FormErrors errors={reply?.error ? [reply.error] : undefined} id="note-error" />
            <div className={ui.field}>
              <label htmlFor="note" className={ui.label}>
                {say('What is not right?')}
              </label>
              <textarea id="note" name="note" rows={3} maxLength={PAY_NOTE_MAX} className={ui.input} defaultValue={reply?.sent ? '' : (reply?.note ?? '')} />
            </div>
            <SubmitButton pendingText={say('Sending...')}>{say('Send to {{partner}}', { partner: view.trading_name })}</SubmitButton>
          </PostForm>
        )}
      </section>
    </>
  );
}
