import { describe, expect, it } from 'vitest';
import { redactUrl } from '~/server/log.server';

describe('redactUrl', () => {
  it('hides sign-in tokens, invitation codes and reset tokens, and keeps the rest', () => {
    expect(redactUrl('/redirect?token=eyJhbGciOi.secret&path=%2Fsettings')).toBe('/redirect?token=[redacted]&path=%2Fsettings');
    expect(redactUrl('/accept-invite?code=ABC123')).toBe('/accept-invite?code=[redacted]');
    expect(redactUrl('/password/3f9a0c1d2e?x=1')).toBe('/password/[redacted]?x=1');
    expect(redactUrl('/drivers?q=Musa&page=2')).toBe('/drivers?q=Musa&page=2');
  });
});
