import { describe, expect, it } from 'vitest';
import { compliance, daysBetween, documentState, driverStatus, requiredDriverDocuments, requiredVehicleDocuments, vehicleStatus, type DocumentRow } from './fleet';

const TODAY = '2026-11-22';
let id = 0;
const doc = (type: string, status: DocumentRow['status'], expiresAt: string | null, extra: Partial<DocumentRow> = {}): DocumentRow => ({
  id: ++id,
  type,
  status,
  expiresAt,
  rejectionReason: null,
  createdAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}Z`,
  supersededAt: null,
  ...extra,
});

describe('document state', () => {
  it.each([
    ['approved, far from expiry', [doc('insurance', 'approved', '2027-06-30')], 'approved', 220],
    ['approved, expiring in 9 days', [doc('insurance', 'approved', '2026-12-01')], 'expiring_soon', 9],
    ['approved, expiring in exactly 30 days', [doc('insurance', 'approved', '2026-12-22')], 'expiring_soon', 30],
    ['approved, 31 days left', [doc('insurance', 'approved', '2026-12-23')], 'approved', 31],
    ['approved, expires today (still valid)', [doc('insurance', 'approved', '2026-11-22')], 'expiring_soon', 0],
    ['approved, expired yesterday', [doc('insurance', 'approved', '2026-11-21')], 'expired', -1],
    ['approved, no expiry', [doc('proof_of_ownership', 'approved', null)], 'approved', null],
    ['only a pending one', [doc('insurance', 'pending_review', '2027-01-01')], 'pending_review', null],
    ['only a rejected one', [doc('insurance', 'rejected', null, { rejectionReason: 'Document is blurry' })], 'rejected', null],
    ['none', [], 'missing', null],
  ] as const)('%s', (_name, docs, state, daysLeft) => {
    const s = documentState(docs[0]?.type ?? 'insurance', docs, TODAY);
    expect(s.state).toBe(state);
    expect(s.daysLeft).toBe(daysLeft);
  });

  it('keeps the old document in force while its replacement is under review, then follows the review', () => {
    const old = doc('insurance', 'approved', '2026-11-01');
    const replacement = doc('insurance', 'pending_review', '2027-11-01');
    const underReview = documentState('insurance', [old, replacement], TODAY);
    expect(underReview).toMatchObject({ state: 'expired', replacement: { id: replacement.id } });
    const approved = documentState(
      'insurance',
      [
        { ...old, supersededAt: '2026-11-22T10:00:00Z' },
        { ...replacement, status: 'approved' },
      ],
      TODAY,
    );
    expect(approved).toMatchObject({ state: 'approved', replacement: null, expiresAt: '2027-11-01' });
    const refused = documentState('insurance', [old, { ...replacement, status: 'rejected', rejectionReason: 'Document is blurry' }], TODAY);
    expect(refused).toMatchObject({ state: 'expired', rejectionReason: 'Document is blurry' });
  });
});

describe('vehicle and driver status, compliance', () => {
  const lagos = requiredVehicleDocuments('LOS');
  const all = (overrides: Record<string, DocumentRow[]> = {}) =>
    lagos.map((t) => documentState(t, overrides[t] ?? [doc(t, 'approved', t === 'proof_of_ownership' || t === 'cmr' ? null : '2027-11-01')], TODAY));

  it('requires the CMR certificate in Lagos only', () => {
    expect(lagos).toContain('cmr');
    expect(requiredVehicleDocuments('ABV')).not.toContain('cmr');
    expect(requiredDriverDocuments(['LOS', 'ABV'])).toEqual(['driver_licence', 'lasdri']);
    expect(requiredDriverDocuments(['ABV'])).toEqual(['driver_licence']);
  });

  it.each([
    ['every document approved', 'active', {}, 'active', 'ok'],
    ['switched off by the partner', 'inactive', {}, 'inactive', 'ok'],
    ['insurance expired', 'active', { insurance: [doc('insurance', 'approved', '2026-11-01')] }, 'suspended', 'expired'],
    ['insurance expiring', 'active', { insurance: [doc('insurance', 'approved', '2026-12-01')] }, 'active', 'expiring'],
    ['roadworthiness under review', 'active', { roadworthiness: [doc('roadworthiness', 'pending_review', '2027-11-01')] }, 'pending', 'pending'],
    ['CMR rejected', 'active', { cmr: [doc('cmr', 'rejected', null, { rejectionReason: 'Document is blurry' })] }, 'pending', 'missing'],
    ['hackney permit missing', 'active', { hackney_permit: [] }, 'pending', 'missing'],
  ] as const)('vehicle: %s', (_name, partnerStatus, overrides, status, worst) => {
    const states = all(overrides as Record<string, DocumentRow[]>);
    expect(vehicleStatus(partnerStatus, states, lagos)).toBe(status);
    expect(compliance(states, lagos).worst).toBe(worst);
  });

  it.each([
    ['licence approved', [doc('driver_licence', 'approved', '2028-01-01')], 'active'],
    ['licence expired', [doc('driver_licence', 'approved', '2026-10-01')], 'suspended'],
    ['licence under review', [doc('driver_licence', 'pending_review', '2028-01-01')], 'pending'],
    ['no licence', [], 'pending'],
  ] as const)('driver: %s', (_name, docs, status) => {
    expect(driverStatus('active', [documentState('driver_licence', docs, TODAY)], ['driver_licence'])).toBe(status);
  });

  it('counts calendar days across months and years', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});
