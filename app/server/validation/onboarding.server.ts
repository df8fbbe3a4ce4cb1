/**
 * Onboarding form schemas (spec section 5: company form, identity KYC, address KYC, city
 * selection), server only. Messages are the spec's where it gives one. The company form's
 * schema and body are shared by onboarding and Company Information settings.
 */
import { TIN } from '~contract/requests';
import { ISO_DATE } from '~contract/lagos-time';
import { z } from 'zod';
import { BUSINESS_TYPES, DOCUMENT_ID_MIN_LENGTH } from '~/domain/constants';
import { nationalNumber } from '~/server/phone.server';
import { personName, phoneWithCountry } from '~/server/validation/auth.server';
import { REQUIRED } from '~/lib/messages';
import { lagosToday } from '~/api/api-clock.server';

const required = (max: number) => z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Please use at most ${max} characters`);

/** Today in Lagos by the API's clock, as YYYY-MM-DD (the `max` of dates that cannot be in the future). */

/** An ISO date (YYYY-MM-DD) that is not in the future. */
export const pastDate = z
  .string({ required_error: REQUIRED })
  .regex(ISO_DATE, REQUIRED)
  .refine((v) => !Number.isNaN(Date.parse(v)) && v <= lagosToday(), 'The date cannot be in the future');

export const companySchema = z.intersection(
  z.object({
    company_name: z.string({ required_error: 'Please provide your company name' }).trim().min(1, 'Please provide your company name').max(120, 'Please use at most 120 characters'),
    rc_number: required(30),
    // Optional (issue 54 §6): the annual statement prints it for the partner's accountant.
    tin: z
      .string()
      .trim()
      .optional()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || TIN.test(v), 'Please write the TIN as 8 digits, a hyphen and 4 digits (12345678-0001), or as 10 digits'),
    company_address: required(200),
    business_type: z.enum(BUSINESS_TYPES, { errorMap: () => ({ message: REQUIRED }) }),
    experience_start_date: pastDate,
    company_email: z.string({ required_error: 'Please provide a valid email' }).trim().max(120, 'Please use at most 120 characters').email('Please provide a valid email'),
  }),
  phoneWithCountry('Please provide a valid phone number', 'company_phone'),
);
export type CompanyValues = z.output<typeof companySchema>;

/** The partner payload's company fields (spec section 3) from the company form's values. */
export function companyBody(v: CompanyValues) {
  return {
    experience_start_date: v.experience_start_date,
    company_name: v.company_name,
    rc_number: v.rc_number,
    tin: v.tin,
    company_address: v.company_address,
    business_type: v.business_type,
    company_email: v.company_email,
    company_phone: nationalNumber(v.company_phone as string, v.country as string),
    country: v.country as string,
  };
}

export const identitySchema = z.object({
  type: z.enum(['nin', 'bvn'], { errorMap: () => ({ message: REQUIRED }) }),
  document_id: z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .pipe(z.string().min(DOCUMENT_ID_MIN_LENGTH, `Must be at least ${DOCUMENT_ID_MIN_LENGTH} characters`).max(30, 'Please use at most 30 characters'))
    .pipe(z.string().regex(/^[A-Za-z0-9]+$/, 'Use letters and digits only')),
  dob: pastDate,
  fname: personName(REQUIRED),
  lname: personName(REQUIRED),
});

export const addressSchema = z.object({
  full_address: z.string({ required_error: 'Please provide a valid address' }).trim().min(5, 'Please provide a valid address').max(300, 'Please provide a valid address'),
  /** The proof of address. Its presence, size and type are checked while it streams in (uploads.server). */
  document: z.any().optional(),
});

/** At least one city, at most `max` (the number of cities offered: never more calls than cities). */
export const citySelectionSchema = (max = 1000) =>
  z.object({
    cities: z
      .array(z.coerce.number().int().positive(), { required_error: 'Please select at least one city of operation' })
      .min(1, 'Please select at least one city of operation')
      .max(max, 'Please choose among the cities listed')
      .transform((ids) => [...new Set(ids)]),
  });
