/**
 * Phone login step 2, 'Confirm OTP' (spec section 4): a 4-digit code field that accepts a
 * pasted code and clears itself when edited below 4 digits, a Back link to step 1, and the
 * resend timer counting down from 120 s to 'Resend code' (both app/enhance/otp.ts). Without
 * JavaScript the page states when a resend is allowed, and the server refuses an early one with
 * a clear message.
 */
import { PostForm } from '~/components/form/PostForm';
import { useActionData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { FieldError, useMessageWords } from '~/components/form/Field';
import { formProps, inputProps, useAppForm, type SubmissionResult } from '~/components/form/useAppForm';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { LOCALE, OTP_LENGTH } from '~/domain/constants';
import { TIME_ZONE } from '~/lib/format';
import type { FormRules } from '~/lib/forms';
import * as ui from '~/styles/ui.css';
import { mmss, secondsUntil } from '~/lib/countdown';

type ActionReply = SubmissionResult;

/** Shown after a code is asked for, for any number (issue 20 §2). */
export const OTP_SENT_NOTICE = 'If this number has an account, a code is on its way.';

/** Wall-clock time in Lagos (WAT), for the no-JavaScript resend notice. */
const lagosTime = (at: number) => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(at);

export function OtpStep({ phone, resendAt, backHref, rules }: { phone: string; resendAt: number; backHref: string; rules: FormRules }) {
  const actionData = useActionData<ActionReply>();
  const [form, fields] = useAppForm({ id: 'confirm-otp', rules, lastResult: actionData });
  const left = secondsUntil(resendAt);
  const otpProps = inputProps(fields.otp, { type: 'text' });
  const say = useMessageWords();

  return (
    <>
      <AuthHeading title={say('Confirm OTP')} subtitle={say('Enter the {{n}}-digit code sent by SMS to {{phone}}.', { n: OTP_LENGTH, phone })} />
      {/* The same words whether or not the number has an account (issue 20 §2). */}
      <p className={ui.flush} role="status">
        {say(OTP_SENT_NOTICE)}
      </p>
      {/* Signing in posts as a document even with JavaScript: one round trip to the next page instead of data, manifest and chunk requests in series (ADR 0011). */}
      <PostForm {...formProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <div className={ui.field}>
          <label htmlFor={fields.otp.id} className={ui.label}>
            {say('Code')}
          </label>
          <input {...otpProps} className={`${ui.input} ${ui.otpInput}`} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} data-vp-otp={OTP_LENGTH} />
          <FieldError meta={fields.otp} />
        </div>
        <SubmitButton intent="confirm-otp" pendingText={say('Loading')}>
          {say('Confirm')}
        </SubmitButton>
      </PostForm>
      <PostForm className={css.form} aria-label={say('Resend code')} data-vp-resend-at={resendAt}>
        {/* With JavaScript a countdown replaces the notice and the button until the time comes. */}
        <p className={`${ui.muted} ${ui.centred}`} aria-live="off" data-vp-countdown={say('Resend code in {{time}}', { time: '{time}' })} hidden>
          {say('Resend code in {{time}}', { time: mmss(left) })}
        </p>
        {left > 0 ? (
          <p className={`${ui.muted} ${ui.centred}`} data-vp-resend-notice>
            {say('You can request a new code from {{time}} (Lagos time), {{left}} seconds after it was sent.', { time: lagosTime(resendAt), left })}
          </p>
        ) : null}
        <SubmitButton intent="resend-otp" pendingText={say('Loading')} variant="secondary">
          {say('Resend code')}
        </SubmitButton>
      </PostForm>
      <Link to={backHref} className={ui.button.ghost}>
        ← {say('Back')}
      </Link>
    </>
  );
}
