/**
 * Onboarding form schemas (spec section 5: company form, identity KYC, address KYC, city
 * selection), shared by actions and the browser. Messages are the spec's where it gives one.
 */
import { z } from 'zod';
import { BUSINESS_TYPES, DOCUMENT_ID_MIN_LENGTH } from '~/lib/constants';
import { isPlausiblePhone, type PhoneCheck } from './auth';

const REQUIRED = 'This field is required';
const required = () => z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED);

/** An ISO date (YYYY-MM-DD) that is not in the future. */
const pastDate = z
  .string({ required_error: REQUIRED })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REQUIRED)
  .refine((v) => !Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now(), 'The date cannot be in the future');

export const companySchema = (isValidPhone?: PhoneCheck) =>
  z
    .object({
      company_name: z.string({ required_error: 'Please provide your company name' }).trim().min(1, 'Please provide your company name').max(120, 'Please use at most 120 characters'),
      rc_number: required().pipe(z.string().max(30, 'Please use at most 30 characters')),
      company_address: required().pipe(z.string().max(200, 'Please use at most 200 characters')),
      business_type: z.enum(BUSINESS_TYPES, { errorMap: () => ({ message: REQUIRED }) }),
      experience_start_date: pastDate,
      company_email: z.string({ required_error: 'Please provide a valid email' }).trim().email('Please provide a valid email'),
      country: z.string({ required_error: 'Please provide a valid phone number' }).length(2, 'Please provide a valid phone number'),
      company_phone: z.string({ required_error: 'Please provide a valid phone number' }).trim(),
    })
    .refine((v) => (isValidPhone ?? isPlausiblePhone)(v.company_phone, v.country), { message: 'Please provide a valid phone number', path: ['company_phone'] });

export const DOCUMENT_TYPES = [
  { value: 'nin', label: 'NIN (National Identification Number)' },
  { value: 'bvn', label: 'BVN (Bank Verification Number)' },
] as const;

export const identitySchema = z.object({
  type: z.enum(['nin', 'bvn'], { errorMap: () => ({ message: REQUIRED }) }),
  document_id: required()
    .pipe(z.string().min(DOCUMENT_ID_MIN_LENGTH, `Must be at least ${DOCUMENT_ID_MIN_LENGTH} characters`))
    .pipe(z.string().regex(/^[a-z0-9]+$/i, 'Use letters and digits only')),
  dob: pastDate,
  fname: required(),
  lname: required(),
});

export const addressSchema = z.object({
  full_address: z.string({ required_error: 'Please provide a valid address' }).trim().min(5, 'Please provide a valid address').max(300, 'Please provide a valid address'),
  /** The proof of address. Its presence, size and type are checked while it streams in (uploads.server). */
  document: z.any().optional(),
});

export const citySelectionSchema = z.object({
  cities: z.array(z.coerce.number().int().positive(), { required_error: 'Please select at least one city of operation' }).min(1, 'Please select at least one city of operation'),
});
