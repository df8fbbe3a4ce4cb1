import { describe, expect, it } from 'vitest';
import { AREA_ROLES, canAccess, denialMessage, firstAllowedPath, visibleNav, type Area } from '~/domain/access';

const ROLES = ['partner_earnings_manager', 'partner_trip_manager', 'partner_vehicle_manager', 'partner_driver_manager', 'partner_staff'];

/** Spec section 6, one row per area: the roles allowed besides partner_owner. */
const TABLE: [Area, string[]][] = [
  ['dashboard', ['partner_earnings_manager', 'partner_trip_manager']],
  ['drivers', ['partner_driver_manager']],
  ['vehicles', ['partner_vehicle_manager']],
  ['earnings', ['partner_earnings_manager']],
  ['trips', ['partner_trip_manager']],
  ['routes', ['partner_trip_manager']],
  ['settings.accounts', ['partner_earnings_manager']],
  ['settings.members', ['partner_staff']],
  ['settings', ROLES],
];

describe('role table (spec section 6)', () => {
  it('covers every area', () => {
    expect(TABLE.map(([a]) => a).sort()).toEqual(Object.keys(AREA_ROLES).sort());
  });
  for (const [area, allowed] of TABLE) {
    for (const role of ROLES) {
      it(`${role} ${allowed.includes(role) ? 'may' : 'may not'} open ${area}`, () => {
        expect(canAccess([role], area)).toBe(allowed.includes(role));
      });
    }
    it(`partner_owner may open ${area}`, () => expect(canAccess(['partner_owner'], area)).toBe(true));
  }
  it('denies a user with no roles outside the unrestricted settings', () => {
    expect(canAccess([], 'dashboard')).toBe(false);
    expect(canAccess([], 'settings')).toBe(true);
  });
});

describe('sidebar', () => {
  it('shows a driver manager only Drivers and Settings', () => {
    expect(visibleNav(['partner_driver_manager']).map((i) => i.label)).toEqual(['Drivers', 'Settings']);
  });
  it('shows the owner everything, with the spec route names', () => {
    expect(visibleNav(['partner_owner']).map((i) => i.routeName)).toEqual(['dashboard', 'vehicles.list', 'drivers.list', 'trips.list', 'routes.list', 'earnings.information', 'settings.edit.partner']);
  });
  it('shows a trip manager Dashboard, Trips, Routes and Settings', () => {
    expect(visibleNav(['partner_trip_manager']).map((i) => i.label)).toEqual(['Dashboard', 'Trips', 'Routes', 'Settings']);
    expect(firstAllowedPath(['partner_trip_manager'])).toBe('/dashboard');
    expect(firstAllowedPath(['partner_vehicle_manager'])).toBe('/vehicles');
  });
  it('words the denial like the spec', () => {
    expect(denialMessage('Earnings')).toBe('You do not have access to view Earnings page');
  });
});
