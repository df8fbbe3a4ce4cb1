/**
 * The loaders and actions of the login routes (spec sections 4, 5 and 8), kept here so the
 * route modules stay thin. Failures show as a toast (spec section 8: "Login … failures: a
 * top-right toast with that message"); field errors show under their fields.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { confirmOtp, requestOtp, requireGuest, signIn } from '~/server/auth.server';
import { languageOf } from '~/server/i18n.server';
import { honeypotFields, passesHoneypot } from '~/server/honeypot.server';
import { rememberDevice, signInDevice, trustedDeviceKey } from '~/server/device-cookie.server';
import { attempt, emptySubmission, failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { displayPhone, e164 } from '~/server/phone.server';
import { reserveAttempt } from '~/server/rate-limit.server';
import { countryOptions } from '~/server/reference-data.server';
import { afterLoginPath } from '~/lib/safe-redirect';
import { commitSession } from '~/server/session.server';
import { loginSchema, otpSchema, phoneLoginSchema } from '~/server/validation/auth.server';

/** POST /login: email and password; 'Login failed!' when the reply has no data. */
export async function emailLogin({ request, context }: ActionFunctionArgs) {
  await requireGuest(context);
  const submission = parseForm(await readForm(request, context), loginSchema);
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['password'] }), { status: 400 });
  const email = submission.value.email.toLowerCase();
  // Reserved before the call, so parallel guesses cannot all reach the API (issue 20 §2); a
  // browser that signed in to this account before has its own count (device cookie).
  const reservation = await reserveAttempt('login', context.clientIp, email, await trustedDeviceKey(request, email));
  if (!reservation.ok) return failedReply(request, context, submission, reservation.message, { via: 'toast', status: 429, hideFields: ['password'] });
  const device = await signInDevice(request);
  const result = await attempt(() => context.api.auth.login({ ...submission.value, device: device.upstream }));
  if (!result.ok || !result.value.data) {
    // Only a refused password is a guess; an outage gives the point back.
    await reservation.settle(!result.ok && result.error.status >= 500 ? 'neutral' : 'failure');
    return failedReply(request, context, submission, result.ok ? 'Login failed!' : result.error, { via: 'toast', status: 400, hideFields: ['password'] });
  }
  await reservation.settle('success');
  const response = await signIn(request, context, result.value.data.token, result.value.data.user, afterLoginPath(new URL(request.url).search));
  if (response.status >= 300 && response.status < 400) response.headers.append('Set-Cookie', await rememberDevice(request, email, device.deviceId));
  return response;
}

/** GET /login/phone: the countries of the selector and the form's rules. */
export async function phoneLoginLoader({ context }: LoaderFunctionArgs) {
  return { countries: await countryOptions(context.api), rules: formRules(phoneLoginSchema), honeypot: honeypotFields() };
}

/** POST /login/phone: request a code, keep its reference in the session, go to /login/otp. */
export async function requestOtpAction({ request, context }: ActionFunctionArgs) {
  await requireGuest(context);
  const url = new URL(request.url);
  const formData = await readForm(request, context);
  const submission = parseForm(formData, phoneLoginSchema);
  // A bot asks for no SMS (issue 54 §4).
  if (!passesHoneypot(formData)) return failedReply(request, context, submission, 'This form was not sent from the portal’s page. Please open the page again and send it from there.');
  if (submission.status !== 'success') return invalidReply(submission);
  const { phone, country } = submission.value as { phone: string; country: string };
  const reservation = await reserveAttempt('otp-request', context.clientIp, e164(phone, country) ?? phone);
  if (!reservation.ok) return failedReply(request, context, submission, reservation.message, { via: 'toast', status: 429 });
  const result = await attempt(() => requestOtp(context.api, phone, country, languageOf(request)));
  if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
  const { session } = await context.session();
  session.set('otp', result.value);
  return redirect(`/login/otp${url.search}`, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

const stepOne = (search: string) => `/login/phone${search}`;

/** GET /login/otp: the pending code's phone, resend time and rules; none sends back to step 1. */
export async function otpLoader({ request, context }: LoaderFunctionArgs) {
  const otp = (await context.session()).session.get('otp');
  if (!otp) throw redirect(stepOne(new URL(request.url).search));
  return { phone: displayPhone(otp.phone, otp.country), resendAt: otp.resendAt, rules: formRules(otpSchema) };
}

/** POST /login/otp: confirm the code (intent confirm-otp) or ask for a new one (resend-otp). */
export async function otpAction({ request, context }: ActionFunctionArgs) {
  await requireGuest(context);
  const url = new URL(request.url);
  const formData = await readForm(request, context);
  const { session } = await context.session();
  const pending = session.get('otp');
  if (!pending) return redirect(stepOne(url.search));
  // Rate limits are per phone number, whatever way it was typed (E.164).
  const phoneKey = e164(pending.phone, pending.country) ?? pending.phone;

  if (formData.get('intent') === 'resend-otp') {
    const submission = emptySubmission(formData);
    if (pending.resendAt > Date.now()) {
      return failedReply(
        request,
        context,
        submission,
        { key: 'Please wait {{count}} seconds before requesting a new code', values: { count: Math.ceil((pending.resendAt - Date.now()) / 1000) } },
        { via: 'toast', status: 429 },
      );
    }
    const reservation = await reserveAttempt('otp-request', context.clientIp, phoneKey);
    if (!reservation.ok) return failedReply(request, context, submission, reservation.message, { via: 'toast', status: 429 });
    const result = await attempt(() => requestOtp(context.api, pending.phone, pending.country, languageOf(request)));
    if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
    session.set('otp', result.value);
    return redirect(`${url.pathname}${url.search}`, { headers: { 'Set-Cookie': await commitSession(request, session) } });
  }

  const submission = parseForm(formData, otpSchema);
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['otp'] }), { status: 400 });
  const reservation = await reserveAttempt('otp-confirm', context.clientIp, phoneKey);
  if (!reservation.ok) return failedReply(request, context, submission, reservation.message, { via: 'toast', status: 429, hideFields: ['otp'] });
  const device = await signInDevice(request);
  const result = await confirmOtp(context.api, pending, submission.value.otp, device.upstream);
  if (!result.ok) {
    await reservation.settle(result.error.status >= 500 ? 'neutral' : 'failure');
    return failedReply(request, context, submission, result.error, { via: 'toast', hideFields: ['otp'] });
  }
  await reservation.settle('success');
  const { token, ...profile } = result.value;
  const response = await signIn(request, context, token, profile, afterLoginPath(url.search));
  if (response.status >= 300 && response.status < 400) response.headers.append('Set-Cookie', await rememberDevice(request, null, device.deviceId));
  return response;
}
