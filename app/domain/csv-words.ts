/**
 * The words over a CSV's columns (issue 44 §2, ADR 0040): an export's header row keeps its
 * English column names, which spreadsheets' formulas, our importer and partners' own programs
 * read; a reader of another language gets one more line above it, the same columns in their
 * words. English readers get no extra line (the names are readable and every file stays as it was).
 *
 * `COLUMN_TITLES` is the one place a column's words live; each title is a sentence of the `lists`
 * catalogue.
 */
import type { SentenceSay } from '~/domain/sentence';

/** A column's name (as the header writes it) → its English title. */
export const COLUMN_TITLES: Record<string, string> = {
  id: 'ID',
  line: 'Line',
  trip_id: 'Trip number',
  trip_date: 'Trip date',
  date: 'Date',
  departure_time: 'Departure',
  departure: 'Departure',
  route_code: 'Route code',
  pickup: 'From',
  destination: 'To',
  vehicle_plate: 'Vehicle',
  plate: 'Plate number',
  driver_name: 'Driver',
  driver: 'Driver',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  email: 'Email',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  seats: 'Seats',
  type: 'Type',
  city: 'City',
  status: 'Status',
  status_code: 'Status code',
  documents: 'Documents',
  date_of_birth: 'Date of birth',
  address: 'Residential address',
  lasdri_number: 'LASDRI card number',
  lasdri_expiry: 'LASDRI expiry',
  licence_number: 'Licence number',
  licence_class: 'Licence class',
  licence_expiry: 'Licence expiry',
  vehicle_licence_expiry: 'Vehicle licence expiry',
  insurance_expiry: 'Insurance expiry',
  roadworthiness_expiry: 'Roadworthiness expiry',
  hackney_permit_expiry: 'Hackney permit expiry',
  added_on: 'Added on',
  passengers_booked: 'Passengers booked',
  passengers_checked_in: 'Passengers checked in',
  gross_ngn: 'Gross (₦)',
  deductions_ngn: 'Deductions (₦)',
  deductions_naira: 'Deductions (₦)',
  deduction_causes: 'Deduction causes',
  refunds_ngn: 'Refunds (₦)',
  net_ngn: 'Net (₦)',
  earning_naira: 'Earning (₦)',
  settlement_status: 'Settlement',
  payout_reference: 'Payout reference',
  month: 'Month',
  trips: 'Trips',
  payout_status: 'Payout',
  paid_ngn: 'Paid (₦)',
  received_ngn: 'Received (₦)',
  paid_on: 'Paid on',
  bank: 'Bank',
  account: 'Account',
  time: 'Time',
  person: 'Person',
  action: 'Action',
  on: 'On',
  details: 'Details',
  account_name: 'Account name',
  account_number: 'Account number',
  amount_ngn: 'Amount (₦)',
  driver_id: 'Driver number',
  days: 'Days',
  pay_ngn: 'Pay (₦)',
  bonus_ngn: 'Bonus (₦)',
  taken_ngn: 'Advances and recoveries (₦)',
  carried_ngn: 'Carried to the next period (₦)',
  payment_reference: 'Transfer reference',
};

/**
 * The line of titles over `columns` in the reader's words, or null for an English reader (no
 * extra line). A column without a title keeps its name.
 * @param language the reader's language code ('en-NG', 'pcm', 'ha', 'yo', 'ig', or the pseudo-locale)
 */
export function columnTitles(columns: readonly string[], say: SentenceSay, language: string): string[] | null {
  if (language === 'en-NG') return null;
  return columns.map((c) => (Object.hasOwn(COLUMN_TITLES, c) ? say(COLUMN_TITLES[c]) : c));
}
