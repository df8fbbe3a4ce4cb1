import { describe, expect, it } from 'vitest';
import type { Membership } from '~contract/core';
import { analyticsRole, canActivate, membershipRoleLabels, orgRoleLabel, restoreOutcome } from '~/domain/organisations';

const m = (id: number, over: Partial<Membership> = {}): Membership => ({
  id,
  role: 'staff',
  disabled: 0,
  partner: { id, account_sid: `PA${id}`, company_name: `Partner ${id}`, mode: 'business' },
  roles: [{ name: 'partner_trip_manager' }],
  supportedCities: [{ id: 1, name: 'Lagos', code: 'LOS', country_id: 1 }],
  ...over,
});

describe('restoreOutcome', () => {
  it('treats a user without memberships as new', () => {
    expect(restoreOutcome([])).toEqual({ kind: 'new-user' });
  });
  it('revokes a user whose memberships have no roles or are deactivated', () => {
    expect(restoreOutcome([m(1, { roles: [] })])).toEqual({ kind: 'revoked' });
    expect(restoreOutcome([m(1, { disabled: 1 })])).toEqual({ kind: 'revoked' });
  });
  it('activates the only usable organisation', () => {
    expect(restoreOutcome([m(1), m(2, { roles: [] })])).toMatchObject({ kind: 'active', membership: { partner: { id: 1 } } });
  });
  it('asks to pick among several, unless one is already active', () => {
    expect(restoreOutcome([m(1), m(2)])).toMatchObject({ kind: 'pick' });
    expect(restoreOutcome([m(1), m(2)], 2)).toMatchObject({ kind: 'active', membership: { partner: { id: 2 } } });
  });
});

describe('organisation choice', () => {
  it('allows an owner, or a profile with supported cities', () => {
    expect(canActivate(m(1, { role: 'owner', supportedCities: [] }))).toBe(true);
    expect(canActivate(m(1, { supportedCities: [] }))).toBe(false);
    expect(canActivate(m(1))).toBe(true);
  });
  it('labels roles', () => {
    expect(['owner', 'admin', 'staff', 'super-admin'].map(orgRoleLabel)).toEqual(['Owner', 'Admin', 'Staff', 'Super Admin']);
    expect(analyticsRole(m(1, { role: 'owner' }))).toBe('super_admin');
    // Beside 'Admin', what a manager may do; an owner's own partner needs no list (issue 54 §7).
    expect(membershipRoleLabels(m(1, { role: 'admin', roles: [{ name: 'partner_driver_manager' }, { name: 'partner_vehicle_manager' }] }))).toEqual(['Driver Manager', 'Vehicle Manager']);
    expect(membershipRoleLabels(m(1, { role: 'owner', roles: [{ name: 'partner_owner' }] }))).toEqual([]);
    expect(analyticsRole(m(1))).toBe('admin');
  });
});
