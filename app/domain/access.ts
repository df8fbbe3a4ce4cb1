/**
 * Roles and permissions (spec section 6): the one role table. It feeds the sidebar and the
 * server-side guards. `partner_owner` sees everything.
 */
export const PARTNER_ROLES = ['partner_earnings_manager', 'partner_trip_manager', 'partner_vehicle_manager', 'partner_driver_manager', 'partner_staff'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number] | 'partner_owner';

export type Area = 'dashboard' | 'drivers' | 'vehicles' | 'earnings' | 'trips' | 'routes' | 'settings' | 'settings.accounts' | 'settings.members';

/** Roles allowed in each area besides partner_owner; `null` means no limit. */
export const AREA_ROLES: Record<Area, readonly string[] | null> = {
  dashboard: ['partner_earnings_manager', 'partner_trip_manager'],
  drivers: ['partner_driver_manager'],
  vehicles: ['partner_vehicle_manager'],
  earnings: ['partner_earnings_manager'],
  trips: ['partner_trip_manager'],
  routes: ['partner_trip_manager'],
  'settings.accounts': ['partner_earnings_manager'],
  'settings.members': ['partner_staff'],
  settings: null,
};

export const isOwner = (roles: readonly string[]) => roles.includes('partner_owner');

/**
 * May a user with `roles` read a record of `owner` kind — a document sent by a driver's link is a
 * driver's or a vehicle's (issue 54 §1: a driver manager never reads a vehicle's paper)? Its
 * review (accept, reject) is for the same people.
 */
export const mayReadOwner = (roles: readonly string[], owner: 'driver' | 'vehicle') => canAccess(roles, owner === 'vehicle' ? 'vehicles' : 'drivers');

/** May a user with `roles` open `area`? */
export function canAccess(roles: readonly string[], area: Area): boolean {
  if (isOwner(roles)) return true;
  const allowed = AREA_ROLES[area];
  return allowed === null || roles.some((r) => allowed.includes(r));
}

/** The denial toast (spec section 6: 'You do not have access to view {title} page'), its sentence of the `messages` catalogue; the page's title is said in the reader's words where it shows. */
export const DENIAL_MESSAGE = 'You do not have access to view {{page}} page';

/** Where a denied user goes: the partner settings page (route name settings.edit.partner). */
export const DENIED_REDIRECT = '/settings';

export type NavItem = { label: string; to: string; area: Area; routeName: string };

/** The sidebar, in order, with the spec's route names. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', area: 'dashboard', routeName: 'dashboard' },
  { label: 'Vehicles', to: '/vehicles', area: 'vehicles', routeName: 'vehicles.list' },
  { label: 'Drivers', to: '/drivers', area: 'drivers', routeName: 'drivers.list' },
  { label: 'Trips', to: '/trips', area: 'trips', routeName: 'trips.list' },
  { label: 'Routes', to: '/routes', area: 'routes', routeName: 'routes.list' },
  { label: 'Earnings', to: '/earnings', area: 'earnings', routeName: 'earnings.information' },
  { label: 'Settings', to: '/settings', area: 'settings', routeName: 'settings.edit.partner' },
];

/** The sidebar items a user with `roles` sees. */
export const visibleNav = (roles: readonly string[]) => NAV_ITEMS.filter((item) => canAccess(roles, item.area));

/** The first page a user with `roles` may open (after accepting an invitation, for example). */
export const firstAllowedPath = (roles: readonly string[]) => visibleNav(roles)[0]?.to ?? DENIED_REDIRECT;

/** The area a portal path belongs to (the guard its page meets), or null for a path of no area. */
export function areaOfPath(href: string): Area | null {
  const path = href.split(/[?#]/)[0];
  if (path === '/add-account' || path.startsWith('/settings/accounts')) return 'settings.accounts';
  if (path.startsWith('/settings/members')) return 'settings.members';
  const first = path.split('/')[1] ?? '';
  const areas: Record<string, Area> = { dashboard: 'dashboard', vehicles: 'vehicles', drivers: 'drivers', trips: 'trips', routes: 'routes', earnings: 'earnings', settings: 'settings' };
  return areas[first] ?? null;
}

/**
 * A fix as a member of `roles` can act on it (issue 42 §6: no dead ends): a link when they may
 * open its page, else the same words as something to ask the owner ('Ask the owner to replace the
 * insurance certificate'), never a link to "You do not have access".
 */
export function fixFor(fix: { fix: string; fix_href: string }, roles: readonly string[]): { href: string | null; text: string } {
  const area = areaOfPath(fix.fix_href);
  if (area === null || canAccess(roles, area)) return { href: fix.fix_href, text: fix.fix };
  return { href: null, text: `Ask the owner to ${fix.fix.charAt(0).toLowerCase()}${fix.fix.slice(1)}` };
}
