/**
 * The honeypot on node:crypto (issue 54 §4, issue 70 §6): a person's form passes; a filled trap, a
 * missing or made-up drawn-at time, one from another secret or from the future does not; a form
 * drawn before a secret rotation still passes. Never throws, whatever is sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { honeypotFields, passesHoneypot } from '~/server/honeypot.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const drawn = (at = Date.now()) => {
  const f = honeypotFields(at);
  return { [f.nameFieldName]: '', [f.validFromFieldName]: f.encryptedValidFrom };
};

describe('the honeypot', () => {
  it("passes a person's form, drawn now or an hour ago", () => {
    expect(passesHoneypot(form(drawn()))).toBe(true);
    expect(passesHoneypot(form(drawn(Date.now() - 3_600_000)))).toBe(true);
  });

  it('refuses a filled trap, a missing field, a made-up or altered time, and one from the future', () => {
    const good = drawn();
    const [at, mac] = good.drawn_at!.split('.');
    for (const bad of [
      { ...good, website: 'https://spam.example' },
      { drawn_at: good.drawn_at! },
      { website: '' },
      { ...good, drawn_at: `${Number(at) - 1}.${mac}` },
      { ...good, drawn_at: `${at}.${mac!.slice(0, -1)}A` },
      { ...good, drawn_at: 'U2FsdGVkX1+crypto-js-ciphertext' },
      { ...good, drawn_at: '\u0000'.repeat(5000) },
      drawn(Date.now() + 60 * 60_000),
    ])
      expect(passesHoneypot(form(bad as Record<string, string>))).toBe(false);
  });

  it('keeps forms drawn before a secret rotation good, and refuses those of a secret no longer accepted', async () => {
    const old = drawn();
    const { config } = await import('~/server/config.server');
    const real = config();
    const spy = vi.spyOn(await import('~/server/config.server'), 'config');
    spy.mockReturnValue({ ...real, SESSION_SECRETS: ['n'.repeat(40), real.SESSION_SECRETS[0]!] });
    expect(passesHoneypot(form(old))).toBe(true);
    spy.mockReturnValue({ ...real, SESSION_SECRETS: ['n'.repeat(40)] });
    expect(passesHoneypot(form(old))).toBe(false);
    spy.mockRestore();
  });
});
