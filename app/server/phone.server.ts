/**
 * Phone numbers with libphonenumber-js (server only: its metadata is too heavy for phones).
 */
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY } from '~/domain/constants';

/** Is `phone` (national or international form) a valid number for `country` (ISO 3166 alpha-2)? */
export function isValidPhone(phone: string, country: string): boolean {
  try {
    return isValidPhoneNumber(phone.trim(), country.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/** The national significant number ('08031234567' → '8031234567'), or the trimmed input. */
export function nationalNumber(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed ? String(parsed.nationalNumber) : phone.trim();
}

/** E.164 form ('+2348031234567'), or null when it cannot be parsed. */
export function e164(phone: string, country: string): string | null {
  return parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode)?.number ?? null;
}

/**
 * A phone number as partners read it (issue 15): international and grouped, e.g.
 * '+234 803 000 0001'. Accepts E.164 or a national number with its country; an unparseable
 * value is returned trimmed.
 */
export function displayPhone(phone: string | null | undefined, country: string = DEFAULT_COUNTRY.code): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed ? parsed.formatInternational() : phone.trim();
}
