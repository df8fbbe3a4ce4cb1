/** Labels of the partner roles, for lists and badges (the upstream's list has descriptions). */
export const ROLE_LABELS: Record<string, string> = {
  partner_owner: 'Owner',
  partner_earnings_manager: 'Earnings Manager',
  partner_trip_manager: 'Trip Manager',
  partner_vehicle_manager: 'Vehicle Manager',
  partner_driver_manager: 'Driver Manager',
  partner_staff: 'Staff',
};
export const roleLabel = (name: string) => ROLE_LABELS[name] ?? name;

/** A member's status for display: Pending (invited), Deactivated, or Active. */
export function memberStatus(member: { disabled: number; status?: string }): 'Pending' | 'Deactivated' | 'Active' {
  if (member.status === 'pending') return 'Pending';
  return member.disabled ? 'Deactivated' : 'Active';
}

/** '******6789' for a NUBAN, so only the last four digits show. */
export { maskAccountNumber } from '~contract/constants';

/** A name as the banks' name enquiry writes it: upper case, letters and digits only, no company suffix. */
const nameTokens = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !['LTD', 'LIMITED', 'PLC', 'NIG', 'NIGERIA', 'CO', 'COMPANY', 'AND', 'THE'].includes(t));

/**
 * Does a settlement account's verified name (the name enquiry's) belong to the partner (issue 32
 * §7)? True when it is the registered company name, or holds every word of one of the owner's
 * names (in any order). Only a warning is built on it: a name written another way must not block.
 * @param accountName the bank's account name ('LAGOS SHUTTLE PARTNERS LTD')
 * @param names the partner's registered name and the owner's full name
 */
export function accountNameMatches(accountName: string, names: readonly string[]): boolean {
  const account = nameTokens(accountName);
  return names.some((n) => {
    const wanted = nameTokens(n);
    return wanted.length > 0 && wanted.every((t) => account.includes(t));
  });
}
