/**
 * The sandbox's replies for users and partners, typed by the contract (contract/core.ts): a
 * field the contract changes fails the build here, and tests/integration/contract.test.ts
 * checks the replies at run time.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type * as c from '../contract/core.js';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import type { Partner, User } from './http.js';

export function userJson(db: Db, user: User): z.input<typeof c.user> {
  const owns = db.select({ id: s.partners.id }).from(s.partners).where(eq(s.partners.ownerUserId, user.id)).get();
  return {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    email: user.email,
    phone: user.phone,
    country_code: user.countryCode,
    avatar: user.avatar,
    role: owns ? 'partner_owner' : user.role,
    language: user.language,
  };
}

export function partnerJson(p: Partner): z.input<typeof c.partner> {
  return {
    id: p.id,
    account_sid: p.accountSid,
    company_name: p.companyName,
    mode: p.mode,
    rc_number: p.rcNumber,
    tin: p.tin,
    company_address: p.companyAddress,
    business_type: p.businessType,
    company_email: p.companyEmail,
    company_phone: p.companyPhone,
    country: p.country,
    experience_start_date: p.experienceStartDate,
  };
}

export function citiesOf(db: Db, partnerId: number) {
  return db
    .select({ id: s.cities.id, name: s.cities.name, code: s.cities.code, country_id: s.cities.countryId })
    .from(s.partnerCities)
    .innerJoin(s.cities, eq(s.cities.id, s.partnerCities.cityId))
    .where(eq(s.partnerCities.partnerId, partnerId))
    .all();
}

/** The user's memberships: partners they own (role owner) and accepted invitations. */
export function membershipsJson(db: Db, user: User) {
  const owned = db.select().from(s.partners).where(eq(s.partners.ownerUserId, user.id)).all();
  const joined = db
    .select({ member: s.accountMembers, partner: s.partners })
    .from(s.accountMembers)
    .innerJoin(s.partners, eq(s.partners.id, s.accountMembers.ownerId))
    .where(and(eq(s.accountMembers.userId, user.id), eq(s.accountMembers.status, 'accepted')))
    .all();
  const slim = (p: Partner) => ({ id: p.id, account_sid: p.accountSid, company_name: p.companyName, mode: p.mode });
  return [
    ...owned.map((p) => ({ id: null as number | null, role: 'owner', disabled: 0, partner: slim(p), roles: [{ name: 'partner_owner' }], supportedCities: citiesOf(db, p.id) })),
    ...joined.map(({ member, partner }) => ({
      id: member.id as number | null,
      role: member.orgRole,
      disabled: member.disabled,
      partner: slim(partner),
      roles: member.memberRoles.map((name) => ({ name })),
      supportedCities: citiesOf(db, partner.id),
    })),
  ];
}

export function kycStatusJson(p: Partner): z.input<typeof c.kycStatus> {
  return { identity: { status: p.identityStatus }, address: { status: p.addressStatus }, partner_type: p.mode };
}
