import { describe, expect, it } from 'vitest';
import { FORM_KEY_LIFETIME_MS, formKeyScope, issueFormKey, verifyFormKey } from '~/server/form-key.server';

const owner = { user: { id: 1, fname: 'Ada', lname: 'Obi', email: 'owner@example.com' }, ctx: { partner: { id: 1 } } } as Parameters<typeof formKeyScope>[0];
const otherPartner = { ...owner!, ctx: { partner: { id: 2 } } } as Parameters<typeof formKeyScope>[0];

describe('form keys (the one door, issue 40 §1)', () => {
  it('scopes a key to the person and the active partner, or a guest', () => {
    expect(formKeyScope(owner)).toBe('u1.p1');
    expect(formKeyScope(otherPartner)).toBe('u1.p2');
    expect(formKeyScope({ user: owner!.user, ctx: undefined })).toBe('u1.p0');
    expect(formKeyScope(null)).toBe('guest');
  });

  it('accepts a key it issued for the same scope, and refuses it for another person, partner or a guest', () => {
    const key = issueFormKey('u1.p1');
    expect(verifyFormKey(key, 'u1.p1')).toBe(true);
    for (const scope of ['u1.p2', 'u2.p1', 'u1.p0', 'guest']) expect(verifyFormKey(key, scope)).toBe(false);
  });

  it('refuses made-up, altered, malformed and old keys, and never throws', () => {
    const key = issueFormKey('u1.p1');
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    for (const bad of [undefined, null, 42, '', 'k-1', altered, `${key}x`, key.replace('.', ','), '\u0000'.repeat(60), 'a'.repeat(10_000)]) expect(verifyFormKey(bad, 'u1.p1')).toBe(false);
    const now = Date.now();
    const old = issueFormKey('u1.p1', now - FORM_KEY_LIFETIME_MS - 1);
    expect(verifyFormKey(old, 'u1.p1', now)).toBe(false);
    expect(verifyFormKey(issueFormKey('u1.p1', now - FORM_KEY_LIFETIME_MS + 60_000), 'u1.p1', now)).toBe(true);
    expect(verifyFormKey(issueFormKey('u1.p1', now + 60 * 60_000), 'u1.p1', now)).toBe(false);
  });

  it('issues a new key for each form', () => {
    const keys = new Set(Array.from({ length: 100 }, () => issueFormKey('guest')));
    expect(keys.size).toBe(100);
  });
});

describe('the person inside a key (issue 40 §4)', () => {
  it('carries the scope’s tag, the same as the page’s X-VP-Person, and the worker reads it', async () => {
    const { personOfKey } = await import('~/sw/rules');
    const { personTag } = await import('~/server/form-key.server');
    const key = issueFormKey('u1.p1');
    expect(personOfKey(key)).toBe(personTag('u1.p1'));
    expect(personTag('u1.p1')).not.toBe(personTag('u1.p2'));
    expect(key).not.toContain('u1');
    expect(personOfKey('k-made-up')).toBeNull();
  });
});
