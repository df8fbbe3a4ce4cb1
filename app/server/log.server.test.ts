import { describe, expect, it } from 'vitest';
import { redactUrl } from '~/server/log.server';

describe('redactUrl', () => {
  it('hides sign-in tokens, invitation codes and reset tokens, and keeps the rest', () => {
    expect(redactUrl('/redirect?token=eyJhbGciOi.secret&path=%2Fsettings')).toBe('/redirect?token=[redacted]&path=%2Fsettings');
    expect(redactUrl('/accept-invite?code=ABC123')).toBe('/accept-invite?code=[redacted]');
    expect(redactUrl('/password/3f9a0c1d2e?x=1')).toBe('/password/[redacted]?x=1');
    expect(redactUrl('/drivers?q=Musa&page=2')).toBe('/drivers?q=Musa&page=2');
  });

  it('hides roadside pass and cancel-link tokens (issue 31 §2), and keeps the owner’s pages', () => {
    expect(redactUrl('/pass/Zk3pQ9xL2mN8vB4cT6yR1w')).toBe('/pass/[redacted]');
    expect(redactUrl('/pass/Zk3pQ9xL2mN8vB4cT6yR1w?_data=routes%2Fpass')).toBe('/pass/[redacted]?_data=routes%2Fpass');
    expect(redactUrl('/payout-account/cancel/Zk3pQ9xL2mN8vB4cT6yR1w')).toBe('/payout-account/cancel/[redacted]');
    expect(redactUrl('/vehicles/12/pass.pdf')).toBe('/vehicles/12/pass.pdf');
    expect(redactUrl('/send/Zk3pQ9xL2mN8vB4cT6yR1w')).toBe('/send/[redacted]');
    expect(redactUrl('/vehicles/details/12?tab=pass')).toBe('/vehicles/details/12?tab=pass');
    // A driver's pay statement (issue 67 §11); the owner's own pay pages are not secrets.
    expect(redactUrl('/pay/Zk3pQ9xL2mN8vB4cT6yR1w?lang=ha')).toBe('/pay/[redacted]?lang=ha');
    expect(redactUrl('/earnings/pay/driver/12?period=week')).toBe('/earnings/pay/driver/12?period=week');
    expect(redactUrl('/payout-account/cancel/x')).toBe('/payout-account/cancel/[redacted]');
  });
});
