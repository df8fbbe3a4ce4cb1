import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirectPath } from '~/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    ' //evil.example',
    '/%0a/x/../..',
    '/\u3002evil.com',
    '/caf\u00e9',
    '',
    undefined,
    42,
  ])('refuses %j', (to) => {
    expect(safeRedirectPath(to)).toBe('/dashboard');
  });

  it('keeps same-origin relative paths with their query', () => {
    expect(safeRedirectPath('/trips?page=2')).toBe('/trips?page=2');
    expect(safeRedirectPath('/settings/members')).toBe('/settings/members');
  });
});

describe('afterLoginPath', () => {
  it('goes to the redirect query when safe, else to /dashboard keeping the query', () => {
    expect(afterLoginPath('?redirect=%2Fdrivers%3Fpage%3D2')).toBe('/drivers?page=2');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(afterLoginPath('?utm_source=sms&tab=email')).toBe('/dashboard?utm_source=sms');
    expect(afterLoginPath('')).toBe('/dashboard');
  });
});
