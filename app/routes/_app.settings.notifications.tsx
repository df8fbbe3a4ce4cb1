/**
 * /settings/notifications (owner; issue 21 §4): how the marketplace tells the owner before a
 * vehicle or driver stops being able to work. The channels (SMS, WhatsApp, email; at least one),
 * the daily time in Lagos, who receives (the owner, or also the managers of vehicles and
 * drivers), and "SMS without special letters" for Hausa, Yoruba and Igbo (issue 44 §4); below, a
 * preview of tomorrow's digest in the owner's language. The portal sends nothing itself: the API's
 * daily job does. A plain form: it works without JavaScript.
 */
import { useWords, useT } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { SubmitButton } from '~/components/form/SubmitButton';
import { readReply } from '~/components/form/reply';
import { FormErrors } from '~/components/FormErrors';
import { isOwner } from '~/domain/access';
import { attempt, failedReply, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { redirectWithToast } from '~/server/toast.server';
import { notificationsSchema, REMINDER_TIMES } from '~/server/validation/settings.server';
import { ErrorLine } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/_app.settings.css';

export const handle: PageHandle = { title: 'Notifications', routeName: 'settings.notifications', area: 'settings' };
export const meta = pageMeta;

export const NOT_OWNER_NOTIFICATIONS = 'Only the partner owner can change the notifications';
const CHANNELS = [
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'Email' },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  if (!isOwner(ctx.roles)) throw await redirectWithToast(request, '/settings', { type: 'error', message: NOT_OWNER_NOTIFICATIONS });
  // The owner's own message, and what each kind of manager receives: only what they manage (issue 42 §5).
  const [preferences, preview, drivers, vehicles] = await Promise.all([
    api.notifications.preferences(ctx.partner.id),
    api.notifications.preview(ctx.partner.id),
    api.notifications.preview(ctx.partner.id, 'drivers'),
    api.notifications.preview(ctx.partner.id, 'vehicles'),
  ]);
  return json({
    preferences,
    preview,
    managers: [
      { who: 'A member who manages drivers', preview: drivers },
      { who: 'A member who manages vehicles', preview: vehicles },
    ],
    times: REMINDER_TIMES,
    // The API writes the previews in the owner's saved language (issue 44 §4): they are quoted in it.
    messageLanguage: session.user.language ?? 'en-NG',
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, { ...handle, owner: NOT_OWNER_NOTIFICATIONS });
  const submission = parseForm(await readForm(request, context), notificationsSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const result = await attempt(() => api.notifications.savePreferences(ctx.partner.id, submission.value));
  if (!result.ok) return failedReply(request, context, submission, result.error);
  return redirectWithToast(request, '/settings/notifications', { type: 'success', message: 'Notifications saved' });
}

export default function Notifications() {
  const { preferences, preview, managers, times, messageLanguage } = useLoaderData<typeof loader>();
  const reply = readReply(useActionData<typeof action>());
  // After a refused submission the page shows what was sent, so nothing chosen is lost.
  const sent = (name: string) => ([] as string[]).concat(reply.value(name) ?? []);
  const chosen = reply.replied ? sent('channels') : preferences.channels;
  const time = reply.replied ? (sent('daily_time')[0] ?? preferences.daily_time) : preferences.daily_time;
  const recipients = reply.replied ? (sent('recipients')[0] ?? preferences.recipients) : preferences.recipients;
  const error = reply.error;
  const t = useT();
  const say = useWords('settings');
  return (
    <div className={ui.stack}>
      <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="notifications-title">
        <h2 id="notifications-title">{say('Reminders before your fleet stops')}</h2>
        <p className={ui.muted}>
          {say('The marketplace tells you 30, 7 and 1 days before a document or licence expires, the day it stops a vehicle or driver, and when one cannot work for another reason. Once each.')}
        </p>
        <FormErrors errors={reply.formErrors} id="notifications-error" />
        <PostForm className={ui.stack} noValidate>
          <fieldset className={css.fieldset} aria-describedby={error('channels') ? 'channels-error' : undefined}>
            <legend className={ui.label}>{say('Send them by')}</legend>
            {CHANNELS.map((c) => (
              <label key={c.value} className={css.check}>
                <input type="checkbox" name="channels" value={c.value} defaultChecked={chosen.includes(c.value)} aria-invalid={error('channels') ? true : undefined} /> {say(c.label)}
              </label>
            ))}
            {error('channels') ? <ErrorLine id="channels-error" error={error('channels')} /> : null}
          </fieldset>
          <div className={ui.field}>
            <label htmlFor="daily_time" className={ui.label}>
              {say('Every day at (Lagos time)')}
            </label>
            <select id="daily_time" name="daily_time" defaultValue={time} className={ui.input} aria-invalid={error('daily_time') ? true : undefined}>
              {times.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={css.fieldset}>
            <legend className={ui.label}>{say('Who receives them')}</legend>
            <label className={css.check}>
              <input type="radio" name="recipients" value="owner" defaultChecked={recipients === 'owner'} /> {say('Only me, the owner')}
            </label>
            <label className={css.check}>
              <input type="radio" name="recipients" value="owner_and_managers" defaultChecked={recipients === 'owner_and_managers'} />{' '}
              {say('Me, and the members who manage vehicles or drivers (about those they manage)')}
            </label>
          </fieldset>
          <label className={css.check}>
            <input type="checkbox" name="pass_scan_alerts" defaultChecked={reply.replied ? sent('pass_scan_alerts')[0] === 'on' : preferences.pass_scan_alerts} />{' '}
            {say('Tell me by SMS when a vehicle’s roadside pass is scanned')}
          </label>
          <div>
            <label className={css.check}>
              <input type="checkbox" name="plain_letters" aria-describedby="plain-letters-hint" defaultChecked={reply.replied ? sent('plain_letters')[0] === 'on' : preferences.plain_letters} />{' '}
              {t('notifications.plainLetters')}
            </label>
            <p id="plain-letters-hint" className={ui.hint}>
              {t('notifications.plainLettersHint')}
            </p>
          </div>
          <div>
            <SubmitButton pendingText={say('Saving...')}>{say('Save')}</SubmitButton>
          </div>
        </PostForm>
      </section>
      <section className={ui.card} aria-labelledby="preview-title" data-testid="digest-preview">
        <h2 id="preview-title">{say("Tomorrow's message")}</h2>
        <p data-testid="digest-headline">
          <strong>
            {say('Tomorrow:')} <span lang={messageLanguage}>{preview.headline.replace(/^\d{2}-\d{2}-\d{4}: /, '')}</span>
          </strong>
        </p>
        {preview.sms ? (
          <>
            {preview.channels.includes('sms') ? (
              <>
                <p className={ui.muted}>{say('By SMS at {{time}} (one message, {{count}} characters):', { time: preview.daily_time, count: preview.sms.length })}</p>
                <p className={css.digest} data-testid="digest-sms" lang={messageLanguage}>
                  {preview.sms}
                </p>
              </>
            ) : null}
            <p className={ui.muted}>
              {preview.channels.filter((c) => c !== 'sms').length
                ? say('By {{channels}}, the detail:', {
                    channels: preview.channels
                      .filter((c) => c !== 'sms')
                      .map((c) => say(CHANNELS.find((x) => x.value === c)?.label ?? c))
                      .join(` ${say('and')} `),
                  })
                : say('By email or WhatsApp, if you choose them, the detail:')}
            </p>
            <p>
              <strong lang={messageLanguage}>{preview.subject}</strong>
            </p>
          </>
        ) : (
          <p className={ui.muted}>{say('Nothing would be sent tomorrow: there is nothing to say.')}</p>
        )}
        <div className={css.digest} lang={messageLanguage}>
          {preview.body.split('\n').map((line, n) => (
            <p key={`${n}-${line}`} className={ui.flush}>
              {/* A date is one token: it never breaks across lines. */}
              {line.split(/(\d{2}-\d{2}-\d{4})/).map((part, i) =>
                i % 2 ? (
                  <span key={i} className={ui.nowrap}>
                    {part}
                  </span>
                ) : (
                  part
                ),
              )}
            </p>
          ))}
        </div>
        {preferences.recipients === 'owner_and_managers' ? (
          <div className={ui.stack} data-testid="manager-previews">
            {managers.map((m) => (
              <details key={m.who} data-testid="manager-preview">
                <summary>{say('{{name}} receives only their part', { name: say(m.who) })}</summary>
                <p>
                  <strong>
                    {say('Tomorrow:')} <span lang={messageLanguage}>{m.preview.headline.replace(/^\d{2}-\d{2}-\d{4}: /, '')}</span>
                  </strong>
                </p>
                {m.preview.sms ? (
                  <p className={css.digest} lang={messageLanguage}>
                    {m.preview.sms}
                  </p>
                ) : null}
                <p className={css.digest} lang={messageLanguage}>
                  {m.preview.body}
                </p>
              </details>
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}
