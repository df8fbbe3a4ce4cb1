import { describe, expect, it } from 'vitest';
import { AREA_ROLES, areaOfPath, canAccess, DENIAL_MESSAGE, firstAllowedPath, fixFor, type Area, visibleNav } from '~/domain/access';

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
    expect(DENIAL_MESSAGE.replace('{{page}}', 'Earnings')).toBe('You do not have access to view Earnings page');
  });
});

describe('fixes a member can act on (issue 42 §6)', () => {
  const insurance = { fix: 'Replace the insurance certificate', fix_href: '/vehicles/2/edit/document/insurance' };
  const driver = { fix: 'Choose another driver for KJA-100AA', fix_href: '/vehicles/details/2' };
  it('links where the member may go, and asks the owner where they may not', () => {
    expect(fixFor(insurance, ['partner_vehicle_manager'])).toEqual({ href: insurance.fix_href, text: insurance.fix });
    expect(fixFor(insurance, ['partner_driver_manager'])).toEqual({ href: null, text: 'Ask the owner to replace the insurance certificate' });
    expect(fixFor(driver, ['partner_driver_manager'])).toEqual({ href: null, text: 'Ask the owner to choose another driver for KJA-100AA' });
    expect(fixFor(driver, ['partner_owner'])).toEqual({ href: driver.fix_href, text: driver.fix });
    expect(fixFor({ fix: 'Add a vehicle', fix_href: '/vehicles/add-vehicle' }, ['partner_trip_manager']).text).toBe('Ask the owner to add a vehicle');
  });
  it('knows the area of every page a fix points to', () => {
    expect(['/add-account', '/settings/accounts', '/settings/members?x', '/drivers/3/edit', '/trips/information/upcoming/9', '/dashboard?day=tomorrow'].map(areaOfPath)).toEqual([
      'settings.accounts',
      'settings.accounts',
      'settings.members',
      'drivers',
      'trips',
      'dashboard',
    ]);
  });
});

describe('who reads a paper a driver sent (issue 54 §1)', () => {
  it('is who may read its owner', async () => {
    const { mayReadOwner } = await import('~/domain/access');
    expect(mayReadOwner(['partner_driver_manager'], 'driver')).toBe(true);
    expect(mayReadOwner(['partner_driver_manager'], 'vehicle')).toBe(false);
    expect(mayReadOwner(['partner_vehicle_manager'], 'vehicle')).toBe(true);
    expect(mayReadOwner(['partner_owner'], 'vehicle')).toBe(true);
  });
});
