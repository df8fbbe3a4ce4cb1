/**
 * How the owner confirms a payout-account change (issue 24 §2): the password entered again in
 * the same form, or — for an owner who signs in by phone — a fresh 4-digit code texted to their
 * phone for this purpose. Both forms that change the payout account (/add-account and the
 * "Make payout account" form of /settings/accounts) go through here: which schema reads the
 * form, which body the API gets, which sign-in limit a wrong guess counts against, and how the
 * code is asked for. The API checks the password or code itself; this only explains first.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import type { UpstreamError } from '~/api/errors';
import { attempt } from '~/server/forms.server';
import { reserveAttempt } from '~/server/rate-limit.server';
import { redirectWithToast } from '~/server/toast.server';
import { saidToast, type Notice } from '~/lib/toast';

/** The URL parameter that carries a sent code's reference, so a reload keeps the code field. */
export const CODE_PARAM = 'code_ref';

/** The reference of the code sent for this form (from the page's URL), or null: confirm by password. */
export function codeReference(url: URL): string | null {
  const ref = url.searchParams.get(CODE_PARAM);
  return ref && /^[A-Za-z0-9_-]{1,64}$/.test(ref) ? ref : null;
}

/** A submitted form confirms by code when it carries the code's reference. */
export const confirmsByCode = (formData: FormData) => formData.has('reference_id');

/** The API's confirmation fields from a parsed form: the password, or the code and its reference. */
export function confirmationOf(value: { password: string } | { reference_id: string; otp_code: string }) {
  return 'password' in value ? { password: value.password } : { confirmation: { reference_id: value.reference_id, otp_code: value.otp_code } };
}

/** The API's codes for a wrong guess: these, and only these, count against the limits. */
const WRONG_GUESS = new Set(['WrongPassword', 'InvalidOtp', 'OtpLocked']);

/**
 * Make the confirmed change `call`, counting a wrong password against the sign-in limits
 * (`login`) and a wrong code against the code limits (`otp-confirm`), per the owner's email and
 * the client's address (issue 24 §5). A refusal by the limits is a message, never a call.
 * @returns the call's value, or the upstream's error (field errors on `password` / `otp_code`) or the limit's message
 */
export async function confirmedChange<T>(
  context: AppLoadContext,
  email: string,
  byCode: boolean,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: UpstreamError | Notice }> {
  const limit = await reserveAttempt(byCode ? 'otp-confirm' : 'login', context.clientIp, email);
  if (!limit.ok) return { ok: false, error: limit.message };
  const result = await attempt(call);
  // A refusal for another reason came after the password was accepted; an outage taught nothing.
  await limit.settle(result.ok ? 'success' : WRONG_GUESS.has(result.error.code ?? '') ? 'failure' : result.error.status >= 500 ? 'neutral' : 'success');
  return result;
}

/**
 * Text the owner a confirmation code, then go back to `returnTo` (a same-site path built by the
 * caller from validated values) with the code's reference added, so the form asks for the code;
 * a toast says where it went. A refusal (asked again within 120 s, no phone on the account) is a
 * toast on the same page, the password field still there.
 */
export async function sendOwnerCode(request: Request, api: Upstream, partnerSid: string, returnTo: { path: string; params: URLSearchParams; hash: string }): Promise<Response> {
  const sent = await attempt(() => api.payouts.confirmationCode(partnerSid));
  const params = new URLSearchParams(returnTo.params);
  params.delete(CODE_PARAM);
  if (!sent.ok) return redirectWithToast(request, `${returnTo.path}?${params}${returnTo.hash}`, saidToast('error', sent.error.message));
  params.set(CODE_PARAM, sent.value.reference_id);
  return redirectWithToast(request, `${returnTo.path}?${params}${returnTo.hash}`, {
    type: 'success',
    message: 'We sent a 4-digit code by SMS to {{phone}}. It expires in {{minutes}} minutes.',
    values: { phone: sent.value.phone, minutes: Math.round(sent.value.expires_in / 60) },
  });
}
