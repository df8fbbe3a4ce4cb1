/**
 * The owner's confirmation of a payout-account change (issue 24 §2), inside the change's own
 * form: the password entered again, or, once a code was texted (`codeRef`), that code's 4 digits
 * with its reference as a hidden field and a link back to the password. `SendCodeButton`
 * ("Text me a code instead") is a button of the same form that skips its checks
 * (`formnovalidate`), so what the owner chose in the form travels with it and comes back; it
 * goes after the form's own submit button, which Enter in a field must press. Both work without
 * JavaScript (app/server/owner-confirmation.server.ts answers them).
 */
import { useWords } from '~/components/useWords';
import { Link } from '~/components/Link';
import { Field } from '~/components/form/Field';
import { PasswordField } from '~/components/form/PasswordField';
import { SubmitButton } from '~/components/form/SubmitButton';
import type { FieldMeta } from '~/components/form/useAppForm';
import * as ui from '~/styles/ui.css';

export function OwnerConfirmation({ codeRef, fields, passwordHref }: { codeRef: string | null; fields: Record<string, FieldMeta>; passwordHref: string }) {
  const say = useWords('money');
  return (
    <>
      {codeRef ? (
        <>
          <input type="hidden" name="reference_id" value={codeRef} />
          <Field label={say('Code from the SMS')} meta={fields.otp_code} inputMode="numeric" autoComplete="one-time-code" maxLength={4} hint={say('The 4-digit code we texted to your phone.')} />
          <p className={`${ui.muted} ${ui.flush}`}>
            <Link to={passwordHref}>{say('Use my password instead')}</Link>
          </p>
        </>
      ) : (
        <PasswordField label={say('Your password, to confirm')} meta={fields.password} autoComplete="current-password" />
      )}
    </>
  );
}

/** Asks for a code by SMS (or a new one). Render it after the form's submit button. */
export function SendCodeButton({ codeRef }: { codeRef: string | null }) {
  const say = useWords('money');
  return (
    <div className={ui.row}>
      <span className={ui.muted}>{codeRef ? say('No SMS after two minutes?') : say('You sign in with your phone?')}</span>
      <SubmitButton intent="send-code" pendingText={say('Sending...')} variant="ghost" full={false} skipChecks>
        {codeRef ? say('Send a new code') : say('Text me a code instead')}
      </SubmitButton>
    </div>
  );
}
