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
export const maskAccountNumber = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
