/**
 * Form schemas of sign-in, sign-up and password recovery (spec section 5), shared by the
 * server (actions) and the browser (inline validation). Messages are the spec's, exactly.
 * Phone validity needs libphonenumber's metadata, which stays on the server: schemas that
 * take a phone accept an optional `isValidPhone` check, passed only by actions.
 */
import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/constants';

export type PhoneCheck = (phone: string, country: string) => boolean;

/**
 * The browser's stand-in for the server's libphonenumber check: 7 to 15 digits, with only
 * spaces, dashes, brackets and a leading + between them. The server's check is the real one.
 */
export const isPlausiblePhone: PhoneCheck = (phone) => /^\+?[\d\s()-]+$/.test(phone.trim()) && (phone.match(/\d/g)?.length ?? 0) >= 7 && (phone.match(/\d/g)?.length ?? 0) <= 15;

/** Letters only, with single space or hyphen separators ("Mary-Jane Okafor"). */
export const NAME_PATTERN = /^\p{L}+(?:[ -]\p{L}+)*$/u;
const NAME_MESSAGE = 'Special characters and numbers are not allowed';

export const loginSchema = z.object({
  email: z.string({ required_error: 'Invalid email' }).trim().email('Invalid email'),
  password: z.string({ required_error: 'Invalid password' }).min(1, 'Invalid password'),
});

const phoneFields = {
  country: z.string({ required_error: 'Invalid phone number' }).length(2, 'Invalid phone number'),
  phone: z.string({ required_error: 'Invalid phone number' }).trim().min(4, 'Invalid phone number'),
};

/** Phone login step 1. */
export const phoneLoginSchema = (isValidPhone?: PhoneCheck) =>
  z.object(phoneFields).refine((v) => (isValidPhone ?? isPlausiblePhone)(v.phone, v.country), { message: 'Invalid phone number', path: ['phone'] });

/** Phone login step 2: the 4-digit code. */
export const otpSchema = z.object({
  otp: z
    .string({ required_error: 'Please enter a valid OTP' })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter a valid OTP'),
});

const name = (required: string) => z.string({ required_error: required }).trim().min(1, required).max(50, 'Please use at most 50 characters').regex(NAME_PATTERN, NAME_MESSAGE);

/** The person's fields shared by sign-up and Profile Information (spec section 5 "Register"). */
const personFields = {
  fname: name('Please enter your first name'),
  lname: name('Please enter your last name'),
  email: z.string({ required_error: 'Please enter your email address' }).trim().email('Please enter a valid email address'),
  country: z.string({ required_error: 'Please provide a valid phone number' }).length(2, 'Please provide a valid phone number'),
  phone: z.string({ required_error: 'Please provide a valid phone number' }).trim(),
};
/** The check that the phone is valid for its country, as `refine` arguments. */
const phoneMatchesCountry = (isValidPhone?: PhoneCheck): [(v: { phone: string; country: string }) => boolean, { message: string; path: string[] }] => [
  (v) => (isValidPhone ?? isPlausiblePhone)(v.phone, v.country),
  { message: 'Please provide a valid phone number', path: ['phone'] },
];

export const registerSchema = (isValidPhone?: PhoneCheck) =>
  z
    .object({
      ...personFields,
      password: z
        .string({ required_error: 'Please enter a password' })
        .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters.`),
    })
    .refine(...phoneMatchesCountry(isValidPhone));

export const forgotPasswordSchema = z.object({
  email: z.string({ required_error: 'Invalid email' }).trim().email('Invalid email'),
});

const newPassword = z
  .string({ required_error: 'Password must not be empty.' })
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters.`);

/** The toast shown when the two passwords differ (spec section 5). */
export const PASSWORD_MISMATCH_TOAST = 'Password does not match';

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: newPassword })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords must be identical', path: ['confirmPassword'] });

/** Profile Information (settings): the register rules without the password. */
export const profileSchema = (isValidPhone?: PhoneCheck) => z.object(personFields).refine(...phoneMatchesCountry(isValidPhone));
