/**
 * Schemas of the fleet's forms (issue 10), server only: drivers (with the registration name
 * rules and the phone checked against its country), vehicles (plate pattern, upper-cased),
 * documents, assignment, and the rows of a driver import.
 */
import { z } from 'zod';
import { LICENCE_CLASSES } from '~/domain/licence-classes';
import { isCalendarDay } from '~contract/lagos-time';
import { LICENCE_NUMBER_PATTERN, normalizePlate, PLATE_PATTERN } from '~/domain/fleet';
import { personName, phoneWithCountry } from '~/server/validation/auth.server';
import { positiveId } from '~/server/validation/team.server';
import { REQUIRED } from '~/lib/messages';
import { apiNow, lagosToday, lagosTomorrow } from '~/api/api-clock.server';

// Today and tomorrow in Lagos live with the API's clock; re-exported for the forms that check dates.
export { lagosToday, lagosTomorrow };

/** The date an adult (18) was born at the latest, as YYYY-MM-DD, by the API's clock. */
export function adultBornBy(now = new Date(apiNow())): string {
  const today = lagosToday(now);
  return `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
}

/** A real calendar day 'YYYY-MM-DD' (31/02/1995 is none: issue 21 §2). */
const isoDate = (message = REQUIRED) => z.string({ required_error: message }).trim().refine(isCalendarDay, message);
/** The expiry rule's words: a document's expiry must be after today in Lagos, by the API's clock (issue 55 §3: one place). */
export const EXPIRY_AFTER_TODAY = 'The expiry date must be after today';
/** An expiry date: a calendar day (else `missing`) after today (else EXPIRY_AFTER_TODAY). */
export const futureDate = (missing = 'Please enter the expiry date') => isoDate(missing).refine((v) => v > lagosToday(), EXPIRY_AFTER_TODAY);
/** Why `value` is not an expiry date (the message to show, `missing` when it is no day), or null when it is one. */
export function expiryError(value: string, missing?: string): string | null {
  const result = futureDate(missing).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? EXPIRY_AFTER_TODAY);
}

/** The FRSC's classes (app/domain/licence-classes.ts). */
export const LICENCE_CLASS_CODES = LICENCE_CLASSES.map((c) => c.code) as [string, ...string[]];

const driverFields = z.object({
  fname: personName('Please enter the first name'),
  lname: personName('Please enter the last name'),
  email: z
    .string()
    .trim()
    .max(120, 'Please use at most 120 characters')
    .email('Please enter a valid email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  dob: isoDate('Please enter the date of birth').refine((v) => v <= adultBornBy(), 'The driver must be 18 or older'),
  address: z.string({ required_error: 'Please enter the residential address' }).trim().min(5, 'Please enter the residential address').max(200, 'Please use at most 200 characters'),
  licence_number: z
    .string({ required_error: "Please enter the driver's licence number" })
    .trim()
    .regex(LICENCE_NUMBER_PATTERN, 'A licence number has 6 to 20 letters and digits')
    .transform((v) => v.toUpperCase()),
  licence_class: z.enum(LICENCE_CLASS_CODES, { errorMap: () => ({ message: 'Please choose the licence class' }) }),
});

const licence = z.object({ licence_expiry: futureDate() });
const lasdri = z.object({
  lasdri_number: z.string({ required_error: 'Please enter the LASDRI card number' }).trim().min(3, 'Please enter the LASDRI card number').max(30, 'Please use at most 30 characters'),
  lasdri_expiry: futureDate(),
});

/**
 * The driver form: new drivers need the licence's expiry (and in Lagos the LASDRI card); an
 * edit needs them only with a new file (checked by the action).
 */
export function driverSchema({ lagos, editing }: { lagos: boolean; editing: boolean }) {
  const docs = editing ? licence.partial().merge(lasdri.partial()) : lagos ? licence.merge(lasdri) : licence.merge(lasdri.partial());
  return z.intersection(driverFields.merge(docs), phoneWithCountry('Please provide a valid phone number'));
}
export type DriverValues = z.output<ReturnType<typeof driverSchema>>;

/** The vehicle's information (step 1 of adding one, and its edit). */
export function vehicleSchema(options: { types: string[]; amenities: string[] }) {
  return z.object({
    model_id: positiveId('Please choose the make and model'),
    year: z.coerce.number({ invalid_type_error: 'Please choose the year', required_error: 'Please choose the year' }).int('Please choose the year').min(2007, 'Vehicles from 2007 or later only'),
    seats: z.coerce.number({ invalid_type_error: 'Please choose the number of seats', required_error: 'Please choose the number of seats' }).int().positive('Please choose the number of seats'),
    type: z.string({ required_error: 'Please choose the vehicle type' }).refine((t) => options.types.includes(t), 'Please choose the vehicle type'),
    city_id: positiveId('Please choose the city of operation'),
    amenities: z
      .array(z.string())
      .default([])
      .transform((list) => list.filter((a) => options.amenities.includes(a))),
    plate: z.string({ required_error: 'Please enter the plate number' }).trim().transform(normalizePlate).pipe(z.string().regex(PLATE_PATTERN, 'A plate number looks like ABC-123XY')),
  });
}

/** A document upload: its expiry when the type expires (the file is checked while it streams in). */
export function documentSchema(expires: boolean) {
  return expires ? z.object({ expires_at: futureDate() }) : z.object({ expires_at: z.string().optional() });
}

export const assignSchema = z.object({ driver_id: positiveId('Please choose a driver') });
export const assignVehicleSchema = z.object({ vehicle_id: positiveId('Please choose a vehicle') });
export const statusSchema = z.object({ status: z.enum(['active', 'inactive'], { errorMap: () => ({ message: 'Please choose a status' }) }) });

export { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '~/domain/fleet';

/** '22/11/1990' (day first) or '1990-11-22' → '1990-11-22'; anything else as typed. */
export function isoFromDayFirst(v: string): string {
  const t = v.trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : t;
}
