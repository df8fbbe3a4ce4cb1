import { describe, expect, it } from 'vitest';
import { profileChecklist, type ChecklistInput } from '~/domain/checklist';

const base: ChecklistInput = { mode: 'individual', identity: 'submitted', address: 'not submitted', companyDocs: [], drivers: 0, vehicles: 0, settlementAccounts: 0, partnerId: 9 };

describe('profile checklist', () => {
  it('counts x of 5 for an individual, with KYC under review until completed', () => {
    const c = profileChecklist(base);
    expect(c.total).toBe(5);
    expect(c.items.map((i) => i.key)).toEqual(['identity', 'address', 'driver', 'vehicle', 'settlement']);
    expect(c.items[0].state).toBe('under review');
    expect(c.done).toBe(0);
    expect(c.show).toBe(true);
  });

  it('counts x of 6 for a business, with company documents pending or completed', () => {
    const c = profileChecklist({ ...base, mode: 'business', identity: 'completed', companyDocs: [{ status: 'submitted' }], vehicles: 3 });
    expect(c.total).toBe(6);
    expect(c.items.find((i) => i.key === 'company-docs')?.state).toBe('pending');
    expect(c.done).toBe(2);
  });

  it('hides once everything is done', () => {
    const c = profileChecklist({ ...base, mode: 'business', identity: 'completed', address: 'completed', companyDocs: [{ status: 'completed' }], drivers: 1, vehicles: 1, settlementAccounts: 1 });
    expect(c.done).toBe(6);
    expect(c.show).toBe(false);
  });

  it('links each item to where it is done', () => {
    const hrefs = profileChecklist({ ...base, mode: 'business' }).items.map((i) => i.href);
    expect(hrefs).toEqual(['/dashboard/start-kyc/9?state=identity', '/dashboard/start-kyc/9?state=address', '/dashboard/company-kyc', '/drivers/add-driver', '/vehicles/add-vehicle', '/add-account']);
  });
});
