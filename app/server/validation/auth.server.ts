/**
 * Form schemas of sign-in, sign-up, password recovery and the profile (spec section 5), on the
 * server only: the browser gets their rules as loader data (`formRules`, ADR 0007). Messages
 * are the spec's, exactly. Every field error shows at once: the phone's check against its
 * country is a field rule of its own (an intersection), not an object refinement that waits
 * for the other fields to pass.
 */
import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { isValidPhone } from '~/server/phone.server';
import { PASSWORD_MISMATCH } from '~/lib/messages';

/**
 * Letters only, with single space or hyphen separators ("Mary-Jane Okafor"). The escapes in
 * classes are for the browser, which compiles `pattern` with the v flag (forms.server.ts).
 */
// eslint-disable-next-line no-useless-escape
export const NAME_PATTERN = /^\p{L}+(?:[ \-]\p{L}+)*$/u;
export const NAME_MESSAGE = 'Special characters and numbers are not allowed';
/** A plausible phone in the browser: an optional +, then 7 to 20 digits, spaces, dashes or brackets. */
// eslint-disable-next-line no-useless-escape
export const PHONE_PLAUSIBLE = /^\+?[0-9 \(\)\-]{7,20}$/;

export const loginSchema = z.object({
  email: z.string({ required_error: 'Invalid email' }).trim().email('Invalid email'),
  password: z.string({ required_error: 'Invalid password' }).min(1, 'Invalid password'),
});

/**
 * A phone and its country, valid together (libphonenumber): `message` under the phone field.
 * Combine with the rest of a form by `z.intersection`, so its error shows with the others.
 */
export const phoneWithCountry = (message: string, phoneField = 'phone') =>
  z
    .object({
      country: z.string({ required_error: message }).trim().length(2, message),
      [phoneField]: z.string({ required_error: message }).trim().regex(PHONE_PLAUSIBLE, message),
    })
    .superRefine((v, ctx) => {
      const phone = (v[phoneField] as string | undefined) ?? '';
      // The plausibility rule above already reported a malformed number; say it once.
      if (PHONE_PLAUSIBLE.test(phone) && typeof v.country === 'string' && !isValidPhone(phone, v.country)) ctx.addIssue({ code: 'custom', path: [phoneField], message });
    });

/** Phone login step 1. */
export const phoneLoginSchema = phoneWithCountry('Invalid phone number');

/** Phone login step 2: the 4-digit code. */
export const otpSchema = z.object({
  otp: z
    .string({ required_error: 'Please enter a valid OTP' })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter a valid OTP'),
});

/** A person's name (spec section 5 "Register"): letters with single space or hyphen separators. */
export const personName = (required: string) => z.string({ required_error: required }).trim().min(1, required).max(50, 'Please use at most 50 characters').regex(NAME_PATTERN, NAME_MESSAGE);

const personFields = z.object({
  fname: personName('Please enter your first name'),
  lname: personName('Please enter your last name'),
  email: z.string({ required_error: 'Please enter your email address' }).trim().max(120, 'Please use at most 120 characters').email('Please enter a valid email address'),
});

const password = z
  .string({ required_error: 'Please enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'Please use at most 200 characters');

/** Sign-up (register and invitation sign-up). */
export const registerSchema = z.intersection(personFields.extend({ password }), phoneWithCountry('Please provide a valid phone number'));

/** Profile Information (settings): the register rules without the password. */
export const profileSchema = z.intersection(personFields, phoneWithCountry('Please provide a valid phone number'));

export const forgotPasswordSchema = z.object({
  email: z.string({ required_error: 'Invalid email' }).trim().email('Invalid email'),
});

const newPassword = z
  .string({ required_error: 'Password must not be empty.' })
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'Please use at most 200 characters');

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: newPassword })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORD_MISMATCH, path: ['confirmPassword'] });
