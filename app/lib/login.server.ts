/**
 * The actions and loaders of the login routes (spec sections 4 and 5), kept here so the route
 * modules stay thin and the browser bundle of /login carries no server stubs.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getApi } from '~/lib/api.server';
import { errorMessage, isUpstreamError } from '~/lib/api/errors';
import { requestOtp, signIn } from '~/lib/auth.server';
import { isValidPhone, nationalNumber } from '~/lib/phone.server';
import { checkAuthRateLimit } from '~/lib/rate-limit.server';
import { countryOptions } from '~/lib/reference-data.server';
import { afterLoginPath } from '~/lib/safe-redirect';
import { commitSession, getSession } from '~/lib/session.server';
import { jsonWithToast } from '~/lib/toast.server';
import { loginSchema, otpSchema, phoneLoginSchema } from '~/lib/validation/auth';
import { parseWithZod } from '@conform-to/zod';

/** POST /login: email and password; 'Login failed!' when the reply has no data. */
export async function emailLogin({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['password'] }), { status: 400 });
  const limited = await checkAuthRateLimit('login', context.clientIp ?? 'unknown', submission.value.email);
  if (limited) return json(submission.reply({ formErrors: [limited], hideFields: ['password'] }), { status: 429 });
  try {
    const reply = await getApi(request).auth.login(submission.value);
    if (!reply.data) {
      return jsonWithToast(request, context, submission.reply({ formErrors: ['Login failed!'], hideFields: ['password'] }), { type: 'error', message: 'Login failed!' }, { status: 400 });
    }
    return signIn(request, reply.data.token, reply.data.user, afterLoginPath(new URL(request.url).search));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message], hideFields: ['password'] }), { type: 'error', message: errorMessage(error) }, { status: 400 });
  }
}

/** GET /login/phone: the countries of the selector. */
export async function phoneLoginLoader({ request }: LoaderFunctionArgs) {
  return { countries: await countryOptions(getApi(request)) };
}

/** POST /login/phone: request a code, keep its reference in the session, go to /login/otp. */
export async function requestOtpAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const submission = parseWithZod(await request.formData(), { schema: phoneLoginSchema(isValidPhone) });
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const { phone, country } = submission.value;
  const limited = await checkAuthRateLimit('otp-request', context.clientIp ?? 'unknown', `${country}:${nationalNumber(phone, country)}`);
  if (limited) return json(submission.reply({ formErrors: [limited] }), { status: 429 });
  try {
    const session = await getSession(request);
    session.set('otp', await requestOtp(getApi(request), phone, country));
    return redirect(`/login/otp${url.search}`, { headers: { 'Set-Cookie': await commitSession(request, session) } });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message] }), { type: 'error', message: error.message }, { status: 400 });
  }
}

const stepOne = (search: string) => `/login/phone${search}`;
const formError = (message: string) => ({ status: 'error' as const, error: { '': [message] } });

/** GET /login/otp: the pending code's phone and resend time; none sends back to step 1. */
export async function otpLoader({ request }: LoaderFunctionArgs) {
  const otp = (await getSession(request)).get('otp');
  if (!otp) throw redirect(stepOne(new URL(request.url).search));
  return { phone: otp.phone, resendAt: otp.resendAt };
}

/** POST /login/otp: confirm the code (intent confirm-otp) or ask for a new one (resend-otp). */
export async function otpAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const formData = await request.formData();
  const session = await getSession(request);
  const pending = session.get('otp');
  if (!pending) return redirect(stepOne(url.search));
  const api = getApi(request);
  const ip = context.clientIp ?? 'unknown';

  if (formData.get('intent') === 'resend-otp') {
    if (pending.resendAt > Date.now()) {
      const message = `Please wait ${Math.ceil((pending.resendAt - Date.now()) / 1000)} seconds before requesting a new code`;
      return jsonWithToast(request, context, formError(message), { type: 'error', message }, { status: 429 });
    }
    const limited = await checkAuthRateLimit('otp-request', ip, `${pending.country}:${pending.phone}`);
    if (limited) return json(formError(limited), { status: 429 });
    try {
      session.set('otp', await requestOtp(api, pending.phone, pending.country));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return jsonWithToast(request, context, formError(error.message), { type: 'error', message: error.message }, { status: 400 });
    }
    return redirect(`${url.pathname}${url.search}`, { headers: { 'Set-Cookie': await commitSession(request, session) } });
  }

  const submission = parseWithZod(formData, { schema: otpSchema });
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['otp'] }), { status: 400 });
  const limited = await checkAuthRateLimit('otp-confirm', ip, `${pending.country}:${pending.phone}`);
  if (limited) return json(submission.reply({ formErrors: [limited] }), { status: 429 });
  try {
    const { token, ...profile } = await api.auth.confirmOtp(pending.ref, { otp_code: submission.value.otp, type: 'user' });
    return signIn(request, token, profile, afterLoginPath(url.search));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message], hideFields: ['otp'] }), { type: 'error', message: error.message }, { status: 400 });
  }
}
