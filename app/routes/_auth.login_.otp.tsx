/**
 * /login/otp: phone login step 2, 'Confirm OTP' (spec section 4). The pending code's reference
 * is in the session cookie; without it the user is sent back to step 1.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { OtpStep } from '~/components/OtpStep';
import { otpAction, otpLoader } from '~/server/login.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';

export const handle: RouteHandle = { title: 'Confirm OTP', routeName: 'login.otp', enhance: true };
export const meta = pageMeta;

export const loader = (args: LoaderFunctionArgs) => otpLoader(args).then((data) => json(data));
export const action = (args: ActionFunctionArgs) => otpAction(args);

export default function ConfirmOtp() {
  const { phone, resendAt, rules } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return <OtpStep phone={phone} resendAt={resendAt} rules={rules} backHref={`/login/phone${params.toString() ? `?${params}` : ''}`} />;
}
