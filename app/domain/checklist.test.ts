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

  it('says what waits for the marketplace’s review, and what was not sent yet (issue 42 §8)', () => {
    const c = profileChecklist({ ...base, identity: 'submitted', address: 'submitted' });
    expect([c.done, c.reviewing]).toEqual([0, 2]);
    expect(c.items.slice(0, 2).map((i) => i.state)).toEqual(['under review', 'under review']);
    const fresh = profileChecklist({ ...base, identity: 'not submitted', address: null });
    expect([fresh.done, fresh.reviewing]).toEqual([0, 0]);
    expect(fresh.items.slice(0, 2).map((i) => i.state)).toEqual(['pending', 'pending']);
  });
});
