/** /login/phone: phone login step 1 (spec section 4): the number with its country, then a code by SMS. */
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import * as ui from '~/styles/ui.css';
import { PhoneField } from '~/components/form/PhoneField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { LoginFooter, LoginTabs } from '~/components/LoginTabs';
import { phoneLoginLoader, requestOtpAction } from '~/server/login.server';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { useMessageWords } from '~/components/form/Field';
import { HoneypotFields } from '~/components/form/HoneypotFields';

export const handle: RouteHandle = { title: 'Login', routeName: 'login.phone', enhance: true };
export const meta = pageMeta;

export const loader = (args: LoaderFunctionArgs) => phoneLoginLoader(args).then((data) => json(data));
export const action = (args: ActionFunctionArgs) => requestOtpAction(args);

export default function PhoneLogin() {
  const { countries, rules, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const say = useMessageWords();
  const [form, fields] = useAppForm({ id: 'phone-login', rules, lastResult, defaultValue: { country: DEFAULT_COUNTRY.code } });
  return (
    <>
      <AuthHeading title={say('Welcome Partner')} subtitle={say('Log into your account')} />
      <LoginTabs current="phone" />
      <PostForm {...formProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <PhoneField label={say('Phone number')} country={fields.country} phone={fields.phone} countries={countries} />
        <HoneypotFields fields={honeypot} />
        <p className={ui.flush}>{say('We will send a 4-digit code to this number by SMS.')}</p>
        <SubmitButton pendingText={say('Loading')}>{say('Send code')}</SubmitButton>
      </PostForm>
      <LoginFooter />
    </>
  );
}
