import { describe, expect, it } from 'vitest';
import {
  FORM_KEY_LIFETIME_MS,
  PRE_SESSION_LIFETIME_MS,
  formAction,
  formKeyScope,
  issueFormKey,
  newPreSession,
  preSessionCookie,
  preSessionOf,
  renderFormKeys,
  verifyFormKey,
} from '~/server/form-key.server';
import { keyForm, runInRequestScope, upstreamKey } from '~/server/request-scope.server';

const owner = { user: { id: 1, fname: 'Ada', lname: 'Obi', email: 'owner@example.com' }, ctx: { partner: { id: 1 } } } as Parameters<typeof formKeyScope>[0];
const otherPartner = { ...owner!, ctx: { partner: { id: 2 } } } as Parameters<typeof formKeyScope>[0];
const AT = '/drivers/add-driver';

describe('form keys (the one door, issue 40 §1)', () => {
  it('scopes a key to the person and the active partner, or a guest by their pre-session (issue 54 §4)', () => {
    expect(formKeyScope(owner)).toBe('u1.p1');
    expect(formKeyScope(otherPartner)).toBe('u1.p2');
    expect(formKeyScope({ user: owner!.user, ctx: undefined })).toBe('u1.p0');
    expect(formKeyScope(null, 'abc')).toBe('guest.abc');
    expect(formKeyScope(null)).toBe('guest.');
  });

  it('accepts a key it issued for the same scope and form, and refuses it for another person, partner, guest or form', () => {
    const key = issueFormKey('u1.p1', AT);
    expect(verifyFormKey(key, 'u1.p1', AT)).toBe(true);
    // The same path as the browser posts it: with a query, or a trailing slash.
    expect(verifyFormKey(key, 'u1.p1', `${AT}/`)).toBe(true);
    for (const scope of ['u1.p2', 'u2.p1', 'u1.p0', 'guest.x']) expect(verifyFormKey(key, scope, AT)).toBe(false);
    // A key is good for the form it was issued with: not for another form of the same person.
    expect(verifyFormKey(key, 'u1.p1', '/settings/members')).toBe(false);
  });

  it('binds a guest’s key to their pre-session: a key read in one browser verifies in no other', () => {
    const mine = newPreSession();
    const theirs = newPreSession();
    const key = issueFormKey(formKeyScope(null, mine), '/login');
    expect(verifyFormKey(key, formKeyScope(null, mine), '/login')).toBe(true);
    expect(verifyFormKey(key, formKeyScope(null, theirs), '/login')).toBe(false);
    expect(verifyFormKey(key, formKeyScope(null, null), '/login')).toBe(false);
    expect(verifyFormKey(key, formKeyScope(null, mine), '/register')).toBe(false);
  });

  it('reads the pre-session from its cookie only when it has the right form, and sets it HttpOnly', () => {
    const id = newPreSession();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(preSessionOf(new Request('http://p.test/', { headers: { cookie: `a=1; vp_pre=${id}` } }))).toBe(id);
    expect(preSessionOf(new Request('http://p.test/', { headers: { cookie: `__Host-vp_pre=${id}` } }))).toBe(id);
    expect(preSessionOf(new Request('http://p.test/', { headers: { cookie: 'vp_pre=short' } }))).toBeNull();
    expect(preSessionCookie(id, true)).toBe(`__Host-vp_pre=${id}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure`);
    expect(formAction('/drivers/15/edit?index')).toBe('/drivers/15/edit');
  });

  it('refuses made-up, altered, malformed and old keys, and never throws', () => {
    const key = issueFormKey('u1.p1', AT);
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    for (const bad of [undefined, null, 42, '', 'k-1', altered, `${key}x`, key.replace('.', ','), '\u0000'.repeat(60), 'a'.repeat(10_000)]) expect(verifyFormKey(bad, 'u1.p1', AT)).toBe(false);
    const now = Date.now();
    const old = issueFormKey('u1.p1', AT, now - FORM_KEY_LIFETIME_MS - 1);
    expect(verifyFormKey(old, 'u1.p1', AT, now)).toBe(false);
    expect(verifyFormKey(issueFormKey('u1.p1', AT, now - FORM_KEY_LIFETIME_MS + 60_000), 'u1.p1', AT, now)).toBe(true);
    expect(verifyFormKey(issueFormKey('u1.p1', AT, now + 60 * 60_000), 'u1.p1', AT, now)).toBe(false);
  });

  it("keeps a guest's key no longer than the pre-session cookie that scopes it, and a person's for the session's life and a day (issue 71 §5)", () => {
    const now = Date.now();
    const guest = `guest.${newPreSession()}`;
    expect(preSessionCookie('x'.repeat(22), false)).toContain(`Max-Age=${PRE_SESSION_LIFETIME_MS / 1000}`);
    expect(verifyFormKey(issueFormKey(guest, '/login', now - PRE_SESSION_LIFETIME_MS + 60_000), guest, '/login', now)).toBe(true);
    expect(verifyFormKey(issueFormKey(guest, '/login', now - PRE_SESSION_LIFETIME_MS - 1), guest, '/login', now)).toBe(false);
    // Two days old: a guest's is refused, a signed-in person's still good.
    expect(verifyFormKey(issueFormKey(guest, '/login', now - 2 * PRE_SESSION_LIFETIME_MS), guest, '/login', now)).toBe(false);
    expect(verifyFormKey(issueFormKey('u1.p1', AT, now - 2 * PRE_SESSION_LIFETIME_MS), 'u1.p1', AT, now)).toBe(true);
  });

  it('issues a new key for each form', () => {
    const keys = new Set(Array.from({ length: 100 }, () => issueFormKey('guest.x', '/login')));
    expect(keys.size).toBe(100);
  });
});

describe('the person inside a key (issue 40 §4)', () => {
  it('carries the scope’s tag, the same as the page’s X-VP-Person, and the worker reads it', async () => {
    const { personOfKey } = await import('~/sw/rules');
    const { personTag } = await import('~/server/form-key.server');
    const key = issueFormKey('u1.p1', AT);
    expect(personOfKey(key)).toBe(personTag('u1.p1'));
    expect(personTag('u1.p1')).not.toBe(personTag('u1.p2'));
    expect(key).not.toContain('u1');
    expect(personOfKey('k-made-up')).toBeNull();
  });
});

describe('one key per form action per render (issue 68 §3)', () => {
  it('gives every form posting to one action the same key, each action its own, and every key verifies', () => {
    const keys = renderFormKeys('u1.p1');
    expect(keys.issued()).toBe(false);
    const rows = ['/settings/members', '/settings/members?index', '/settings/members/'].map(keys);
    expect(new Set(rows).size).toBe(1);
    const pay = keys('/earnings/pay/driver/7');
    expect(pay).not.toBe(rows[0]);
    expect(keys.issued()).toBe(true);
    expect(verifyFormKey(rows[0], 'u1.p1', '/settings/members')).toBe(true);
    expect(verifyFormKey(pay, 'u1.p1', '/earnings/pay/driver/7')).toBe(true);
    expect(verifyFormKey(pay, 'u1.p1', '/settings/members')).toBe(false);
    // Another render (another page view) has fresh keys.
    expect(renderFormKeys('u1.p1')('/settings/members')).not.toBe(rows[0]);
  });

  it('still sends two rows of one render upstream under two idempotency keys, and one row resent under the same', async () => {
    const key = renderFormKeys('u1.p1')('/settings/members');
    const sent = (fields: [string, string][]) =>
      runInRequestScope(async () => {
        await keyForm(key, fields);
        return upstreamKey('DELETE', '/v1/account_members/x');
      });
    const first = await sent([
      ['intent', 'remove'],
      ['member_id', '11'],
    ]);
    const second = await sent([
      ['intent', 'remove'],
      ['member_id', '12'],
    ]);
    expect(first).toMatch(/^[0-9a-f]{43}$/);
    expect(second).not.toBe(first);
    expect(
      await sent([
        ['intent', 'remove'],
        ['member_id', '11'],
      ]),
    ).toBe(first);
  });
});
