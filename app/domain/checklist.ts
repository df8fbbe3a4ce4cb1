/**
 * The dashboard's profile checklist (spec section 4 "Onboarding checklist").
 */
import { CHECKLIST_TOTAL } from '~/domain/constants';

export type ChecklistInput = {
  mode: 'business' | 'individual';
  identity: string | null;
  address: string | null;
  /** Company documents' statuses (business partners). */
  companyDocs: { status: string }[];
  drivers: number;
  vehicles: number;
  /** null when unknown (the user may not see settlement accounts). */
  settlementAccounts: number | null;
  partnerId: number;
};

export type ChecklistItem = { key: string; label: string; state: 'completed' | 'under review' | 'pending' | 'optional'; done: boolean; href: string };

/**
 * The items, the step count ('x of 5' or 'x of 6'), how many steps wait for the marketplace's
 * review (issue 42 §8: a new partner whose identity and address are under review reads "0 of 5 ·
 * 2 under review", never a bare "0 of 5"), and whether the banner shows.
 */
export function profileChecklist(input: ChecklistInput): { items: ChecklistItem[]; done: number; reviewing: number; total: number; show: boolean } {
  // Not sent yet is "to do", sent and not approved is "under review".
  const kyc = (status: string | null) => (status === 'completed' ? 'completed' : !status || status === 'not submitted' ? 'pending' : 'under review');
  const docsDone = input.companyDocs.length > 0 && input.companyDocs.every((d) => d.status === 'completed');
  const items: ChecklistItem[] = [
    { key: 'identity', label: 'Identity verification', state: kyc(input.identity), done: input.identity === 'completed', href: `/dashboard/start-kyc/${input.partnerId}?state=identity` },
    { key: 'address', label: 'Address verification', state: kyc(input.address), done: input.address === 'completed', href: `/dashboard/start-kyc/${input.partnerId}?state=address` },
    ...(input.mode === 'business'
      ? [{ key: 'company-docs', label: 'Company documents', state: docsDone ? 'completed' : 'pending', done: docsDone, href: '/dashboard/company-kyc' } as ChecklistItem]
      : []),
    { key: 'driver', label: 'Add a driver (optional)', state: input.drivers > 0 ? 'completed' : 'optional', done: input.drivers > 0, href: '/drivers/add-driver' },
    { key: 'vehicle', label: 'Add a vehicle', state: input.vehicles > 0 ? 'completed' : 'pending', done: input.vehicles > 0, href: '/vehicles/add-vehicle' },
    { key: 'settlement', label: 'Settlement account', state: input.settlementAccounts ? 'completed' : 'pending', done: Boolean(input.settlementAccounts), href: '/add-account' },
  ];
  const done = items.filter((i) => i.done).length;
  // A step is under review once it was sent (a status the API gives), not while nothing was sent.
  const reviewing = items.filter((i) => i.state === 'under review' && ((i.key === 'identity' && input.identity) || (i.key === 'address' && input.address))).length;
  return { items, done, reviewing, total: CHECKLIST_TOTAL[input.mode], show: done < items.length };
}
