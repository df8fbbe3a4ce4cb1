/**
 * /login (spec sections 2, 4, 5): 'Welcome Partner', email login. The phone tab is
 * /login/phone (step 1) then /login/otp (step 2); `?tab=phone` still leads there.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { readReply } from '~/components/form/reply';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import * as ui from '~/styles/ui.css';
import { PlainField, PlainPasswordField } from '~/components/form/PlainField';
import { rulesInWords, useMessageWords } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { LoginFooter, LoginTabs } from '~/components/LoginTabs';
import { LanguageSwitch } from '~/components/LanguageSwitch';
import { useT } from '~/components/useWords';
import { formRules } from '~/server/forms.server';
import { loginSchema } from '~/server/validation/auth.server';
import { emailLogin } from '~/server/login.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';

export const handle: RouteHandle = { title: 'Login', routeName: 'login', enhance: true };
export const meta = pageMeta;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('tab') === 'phone') {
    url.searchParams.delete('tab');
    throw redirect(`/login/phone${url.search}`);
  }
  return json({ rules: formRules(loginSchema) });
}

export const action = (args: ActionFunctionArgs) => emailLogin(args);

export default function Login() {
  // Validated by the action with loginSchema; the page's script checks the same rules first (ADR 0020).
  const { rules } = useLoaderData<typeof loader>();
  const say = useMessageWords();
  const t = useT('auth');
  const reply = useActionData<typeof action>();
  const read = readReply(reply);
  const errorsOf = (name: string) => read.errors(name);
  const sentEmail = read.value('email');
  const email = typeof sentEmail === 'string' ? sentEmail : undefined;
  return (
    <>
      <AuthHeading title={t('welcome')} subtitle={t('logIntoAccount')} />
      <LoginTabs current="email" />
      {/* Signing in posts as a document even with JavaScript: one round trip to the next page instead of data, manifest and chunk requests in series (ADR 0011). */}
      <PostForm id="email-login" noValidate className={css.form} data-vp-check={JSON.stringify(rulesInWords(rules, say))} data-vp-error-class={ui.fieldError}>
        <FormErrors errors={errorsOf('')} id="email-login-form-error" />
        <PlainField label={t('email')} name="email" formId="email-login" type="email" autoComplete="email" inputMode="email" required maxLength={120} defaultValue={email} errors={errorsOf('email')} />
        <PlainPasswordField label={t('password')} name="password" formId="email-login" autoComplete="current-password" required errors={errorsOf('password')} />
        <p className={ui.alignEnd}>
          <Link to="/forgot-password">{t('forgotPassword')}</Link>
        </p>
        <SubmitButton pendingText={t('loading')} block>
          {t('login')}
        </SubmitButton>
      </PostForm>
      <LoginFooter />
      <LanguageSwitch />
    </>
  );
}
