/**
 * The team: partner roles (group `partner`), account members (paged list, invite, edit roles,
 * change status) and invitations (list for the user, look up by code, accept, reject). The
 * invitation email with its accept link goes to the outbox.
 */
import { Router } from 'express';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import * as contract from '../../contract/requests.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { ApiError, alreadyExists, badRequest, findPartner, forbidden, h, notFound, paging, partnerAccess, requireAuth, requireOwner, userOf, validate } from '../http.js';
import { randomToken } from '../lib/crypto.js';
import { recipientLanguage, send } from '../outbox.js';
import { inviteEmail } from '../words/notify.js';
import { recordActivity } from '../activity.js';
import type { SandboxContext } from '../app.js';

type Member = typeof s.accountMembers.$inferSelect;

function memberJson(m: Member, info?: { fname: string; lname: string } | null) {
  return {
    id: m.id,
    owner_id: m.ownerId,
    owner_type: m.ownerType,
    member_email: m.memberEmail,
    member_roles: m.memberRoles,
    disabled: m.disabled,
    status: m.status,
    member_info: info ?? null,
    created_at: m.createdAt,
  };
}

/** The account member `id`; throws the API's 404 when there is none. */
function memberById(db: SandboxContext['db'], id: string): Member {
  const m = db
    .select()
    .from(s.accountMembers)
    .where(eq(s.accountMembers.id, Number(id)))
    .get();
  if (!m) throw notFound('Member');
  return m;
}

/** The partner's side of the team: its roles, and its members listed, invited, edited and (de)activated. */
export function teamRouter({ db, portalUrl }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);
  const roleNames = () =>
    db
      .select({ name: s.roles.name })
      .from(s.roles)
      .where(eq(s.roles.group, 'partner'))
      .all()
      .map((x) => x.name);
  const rolesSchema = z.array(z.string()).refine((roles) => roles.every((x) => roleNames().includes(x)), 'unknown role');

  const loadMember = (id: string) => memberById(db, id);
  /** A member in words for the activity log: their name once they joined, else the invited email. */
  const memberName = (m: Member) => {
    const user = m.userId ? db.select({ fname: s.users.fname, lname: s.users.lname }).from(s.users).where(eq(s.users.id, m.userId)).get() : undefined;
    return user ? `${user.fname} ${user.lname}` : m.memberEmail;
  };

  r.get(
    '/v1/acl/roles',
    auth,
    h((req, res) => {
      const { group } = validate(queries.roles, req.query);
      const rows = db.select().from(s.roles).where(eq(s.roles.group, group)).orderBy(asc(s.roles.id)).all();
      res.json({ data: rows.map((x) => ({ id: x.id, name: x.name, label: x.label, description: x.description, group: x.group })) });
    }),
  );

  r.get(
    '/v1/account_members',
    auth,
    h((req, res) => {
      const { owner_id: ownerId } = validate(queries.accountMembers, req.query);
      const { page, perPage, offset } = paging(req.query);
      const { partner } = partnerAccess(db, userOf(req), ownerId, ['partner_staff']);
      const where = eq(s.accountMembers.ownerId, partner.id);
      const rows = db
        .select({ member: s.accountMembers, fname: s.users.fname, lname: s.users.lname })
        .from(s.accountMembers)
        .leftJoin(s.users, eq(s.users.id, s.accountMembers.userId))
        .where(where)
        .orderBy(asc(s.accountMembers.id))
        .limit(perPage)
        .offset(offset)
        .all();
      const total = db.select({ n: count() }).from(s.accountMembers).where(where).get()?.n ?? 0;
      res.json({
        data: rows.map((row) => memberJson(row.member, row.fname ? { fname: row.fname, lname: row.lname! } : null)),
        metadata: { total, page, perPage },
      });
    }),
  );

  r.post(
    '/v1/account_members',
    auth,
    h((req, res) => {
      const body = validate(contract.invite.extend({ member_roles: contract.invite.shape.member_roles.pipe(rolesSchema) }), req.body);
      const partner = requireOwner(db, userOf(req), String(body.owner_id));
      const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get();
      if (owner?.email === body.member_email) throw badRequest('You cannot invite yourself');
      if (
        db
          .select()
          .from(s.accountMembers)
          .where(and(eq(s.accountMembers.ownerId, partner.id), eq(s.accountMembers.memberEmail, body.member_email)))
          .get()
      ) {
        throw alreadyExists('This email has already been invited');
      }
      const code = randomToken(24);
      const member = db.transaction((tx) => {
        const row = tx.insert(s.accountMembers).values({ ownerId: partner.id, memberEmail: body.member_email, memberRoles: body.member_roles, inviteCode: code }).returning().get();
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'member.invited',
          subject: body.member_email,
          detail: { text: 'Roles: {{roles}}', values: { roles: body.member_roles.join(', ') } },
        });
        return row;
      });
      const link = `${portalUrl()}/accept-invite?code=${encodeURIComponent(code)}`;
      // The invitee's own language when they have an account, else the language of the one who invites (issue 51 §4).
      const invitee = db.select().from(s.users).where(eq(s.users.email, body.member_email)).get();
      const email = inviteEmail(recipientLanguage(invitee?.language, userOf(req).language), partner.companyName, link);
      send(db, { to: body.member_email, channel: 'email', subject: email.subject, body: email.body, link });
      res.status(201).json({ data: memberJson(member) });
    }),
  );

  // Alike on purpose (issue 70 §4): each member change is its own call, with its own checks.
  r.patch(
    '/v1/account_members/:id/roles',
    auth,
    h((req, res) => {
      const member = loadMember(String(req.params.id));
      requireOwner(db, userOf(req), String(member.ownerId));
      const body = validate(contract.memberRoles.extend({ member_roles: rolesSchema }), req.body);
      const updated = db.transaction((tx) => {
        const row = tx.update(s.accountMembers).set({ memberRoles: body.member_roles }).where(eq(s.accountMembers.id, member.id)).returning().get();
        recordActivity(tx, {
          partnerId: member.ownerId,
          actor: userOf(req),
          kind: 'member.roles_changed',
          subject: memberName(member),
          detail: { text: 'From {{roles_from}} to {{roles_to}}', values: { roles_from: member.memberRoles.join(', ') || 'none', roles_to: body.member_roles.join(', ') } },
        });
        return row;
      });
      res.json({ data: memberJson(updated) });
    }),
  );

  r.patch(
    '/v1/account_members/:id/status',
    auth,
    h((req, res) => {
      const member = loadMember(String(req.params.id));
      requireOwner(db, userOf(req), String(member.ownerId));
      const body = validate(contract.memberDisabled, req.body);
      const updated = db.transaction((tx) => {
        const row = tx.update(s.accountMembers).set({ disabled: body.disabled }).where(eq(s.accountMembers.id, member.id)).returning().get();
        if (Boolean(member.disabled) !== Boolean(body.disabled)) {
          recordActivity(tx, { partnerId: member.ownerId, actor: userOf(req), kind: body.disabled ? 'member.deactivated' : 'member.reactivated', subject: memberName(member) });
        }
        return row;
      });
      res.json({ data: memberJson(updated) });
    }),
  );

  return r;
}

/**
 * The invitee's side: an invitation looked up by its code (open: the invitee may have no account
 * yet), the signed-in user's pending invitations, and accepting or rejecting one.
 */
export function invitationsRouter({ db }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);
  const loadMember = (id: string) => memberById(db, id);

  r.get(
    '/v1/account_members/invite',
    h((req, res) => {
      const { code } = validate(queries.invitation, req.query);
      const member = code ? db.select().from(s.accountMembers).where(eq(s.accountMembers.inviteCode, code)).get() : undefined;
      if (!member) throw new ApiError(404, 'This invitation was not found or has expired', 'NotFound');
      const partner = findPartner(db, String(member.ownerId));
      const roles = db
        .select()
        .from(s.roles)
        .all()
        .filter((x) => member.memberRoles.includes(x.name));
      res.json({
        data: {
          ...memberJson(member),
          company_name: partner.companyName,
          partner: { id: partner.id, account_sid: partner.accountSid, company_name: partner.companyName, mode: partner.mode },
          roles: roles.map((x) => ({ name: x.name, label: x.label, description: x.description })),
          user_exists: Boolean(db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, member.memberEmail)).get()),
        },
      });
    }),
  );

  const accept = (member: Member, userId: number, email: string) => {
    if (member.memberEmail !== email) throw forbidden('This invitation was sent to another email address');
    if (member.status === 'rejected') throw badRequest('This invitation was rejected', 'InviteRejected');
    return db.update(s.accountMembers).set({ status: 'accepted', userId }).where(eq(s.accountMembers.id, member.id)).returning().get();
  };

  r.patch(
    '/v1/account_members/:id/accept',
    auth,
    h((req, res) => {
      const user = userOf(req);
      const member = loadMember(String(req.params.id));
      res.json({ data: memberJson(accept(member, user.id, user.email)) });
    }),
  );

  r.get(
    '/v1/partner/invitations',
    auth,
    h((req, res) => {
      const user = userOf(req);
      const rows = db
        .select({ member: s.accountMembers, company: s.partners.companyName })
        .from(s.accountMembers)
        .innerJoin(s.partners, eq(s.partners.id, s.accountMembers.ownerId))
        .where(and(eq(s.accountMembers.memberEmail, user.email), eq(s.accountMembers.status, 'pending')))
        .all();
      res.json({
        data: rows.map(({ member, company }) => ({
          id: member.ownerId,
          invite_id: member.id,
          company_name: company,
          member_email: member.memberEmail,
          name: company,
          member_roles: member.memberRoles,
        })),
      });
    }),
  );

  const pendingInvite = (partnerId: string, email: string) => {
    const member = db
      .select()
      .from(s.accountMembers)
      .where(and(eq(s.accountMembers.ownerId, Number(partnerId)), eq(s.accountMembers.memberEmail, email), eq(s.accountMembers.status, 'pending')))
      .get();
    if (!member) throw notFound('Invitation');
    return member;
  };

  r.post(
    '/v1/partners/:id/member-invitations/accept',
    auth,
    h((req, res) => {
      const user = userOf(req);
      res.json({ data: memberJson(accept(pendingInvite(String(req.params.id), user.email), user.id, user.email)) });
    }),
  );

  r.post(
    '/v1/partners/:id/member-invitations/reject',
    auth,
    h((req, res) => {
      const user = userOf(req);
      const member = pendingInvite(String(req.params.id), user.email);
      db.update(s.accountMembers).set({ status: 'rejected' }).where(eq(s.accountMembers.id, member.id)).run();
      res.json({ data: { id: member.id, status: 'rejected' } });
    }),
  );

  return r;
}
