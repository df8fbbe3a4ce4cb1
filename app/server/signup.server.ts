/**
 * Sign-up shared by /register and the invitation sign-up on /accept-invite (spec sections 5
 * and 7): the POST v1/users body from the sign-up form's values.
 */
import type { Upstream } from '~/api/client.server';
import { REGISTER_META } from '~/server/constants.server';
import { nationalNumber } from '~/server/phone.server';
import type { registerSchema } from '~/server/validation/auth.server';
import type { z } from 'zod';

export const SIGNUP_WELCOME = 'Welcome! Your account is ready.';

/**
 * Register a user from the sign-up form's values; `email` overrides the form's (an invitation's).
 * @throws UpstreamError (ItemAlreadyExist when the email is taken).
 */
export function registerUser(api: Upstream, v: z.output<typeof registerSchema>, email = v.email) {
  return api.auth.register({
    fname: v.fname,
    lname: v.lname,
    email,
    phone: nationalNumber(v.phone as string, v.country as string),
    password: v.password,
    country_code: v.country as string,
    meta: { ...REGISTER_META },
  });
}
