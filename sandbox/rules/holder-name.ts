/**
 * Is a bank account in the driver's name? (issue 67 §6) The API's own check, as a bank's name
 * enquiry writes names: upper case, letters only, any order; the account's holder holds every word
 * of the driver's first and last name. A mismatch is not refused outright — a driver's account may
 * be in a spouse's name — but the owner must confirm it, and it stays flagged.
 */
const words = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** True when the holder's name (`'OKONKWO EMEKA CHIOMA'`) holds every word of `driverName` (`'Emeka Okonkwo'`). */
export function holderIsDriver(holder: string, driverName: string): boolean {
  const held = new Set(words(holder));
  const wanted = words(driverName);
  return wanted.length > 0 && wanted.every((w) => held.has(w));
}
