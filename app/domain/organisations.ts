/**
 * Organisation rules of session restore (spec section 4 "Login and sessions"), pure.
 */
import type { Membership } from '~contract/core';
import { roleLabel } from '~/domain/roles';

/** Organisation-level role labels (spec section 3). */
export const ORG_ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', staff: 'Staff', 'super-admin': 'Super Admin' };
export const orgRoleLabel = (role: string) => ORG_ROLE_LABELS[role] ?? 'Staff';

export const REVOKED_MESSAGE = 'User access has been revoked';
export const INCOMPLETE_PROFILE_MESSAGE = 'This profile setup is yet to be completed';

/**
 * What the person may do in a partner, beside the organisation role the picker shows (spec
 * section 3; issue 54 §7: a manager whose membership says 'Admin' reads which areas are theirs):
 * nothing more for their own partner (its owner sees everything), else the labels of the roles
 * they hold there ('Driver Manager', …). English labels of the `settings` catalogue.
 */
export const membershipRoleLabels = (m: Pick<Membership, 'role' | 'roles'>): string[] => (isOwnerMembership(m) ? [] : m.roles.map((r) => roleLabel(r.name)));

/** Is `m` the user's own partner (the owner, who sees everything; spec section 6)? */
export const isOwnerMembership = (m: Pick<Membership, 'role' | 'roles'>) => m.role === 'owner' || m.roles.some((r) => r.name === 'partner_owner');

/** The roles the portal checks for a membership: an owner is 'partner_owner' (sees everything), else the membership's roles (spec section 6). */
export const accessRoles = (m: Pick<Membership, 'role' | 'roles'>) => (isOwnerMembership(m) ? ['partner_owner'] : m.roles.map((r) => r.name));

/** A membership the user can act in: enabled, with at least one role. */
export const isUsable = (m: Membership) => !m.disabled && m.roles.length > 0;

export type RestoreOutcome = { kind: 'new-user' } | { kind: 'revoked' } | { kind: 'active'; membership: Membership } | { kind: 'pick'; memberships: Membership[] };

/**
 * What to do with a user's memberships after login or on session restore.
 * - none at all: a new user, who goes through partner sign-up (onboarding);
 * - only memberships without roles, or deactivated: 'User access has been revoked';
 * - exactly one usable: it becomes the active context;
 * - several: the organisation picker, unless `activePartnerId` is one of them.
 */
export function restoreOutcome(memberships: Membership[], activePartnerId?: number): RestoreOutcome {
  if (memberships.length === 0) return { kind: 'new-user' };
  const usable = memberships.filter(isUsable);
  if (usable.length === 0) return { kind: 'revoked' };
  if (usable.length === 1) return { kind: 'active', membership: usable[0] };
  const active = usable.find((m) => m.partner.id === activePartnerId);
  return active ? { kind: 'active', membership: active } : { kind: 'pick', memberships: usable };
}

/** Organisation choice: an owner's, or one with supported cities, can become active. */
export const canActivate = (m: Membership) => isOwnerMembership(m) || m.supportedCities.length > 0;

/** Analytics label of the user (spec section 6): owners are super_admin, others admin. */
export const analyticsRole = (m: Membership | undefined) => (m && isOwnerMembership(m) ? 'super_admin' : 'admin');
