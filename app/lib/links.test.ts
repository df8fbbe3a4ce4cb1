import { describe, expect, it } from 'vitest';
import { isCurrentPath, isPlainHref } from '~/lib/links';

describe('links the server writes as they are', () => {
  it.each([
    ['/trips?tab=upcoming', true],
    ['?tab=pass&confirm=replace-pass', true],
    ['#main', true],
    ['https://example.com/faq', true],
    ['tel:+2348030000001', true],
    ['.', false],
    ['edit', false],
    ['../drivers', false],
    ['//evil.example', false],
  ])('%s is plain: %s', (to, plain) => {
    expect(isPlainHref(to)).toBe(plain);
  });
});

describe('the navigation’s current page', () => {
  it.each([
    ['/dashboard', '/dashboard', false, true],
    ['/drivers/12', '/drivers', false, true],
    ['/drivers/12', '/drivers', true, false],
    ['/drivers-import', '/drivers', false, false],
    ['/Earnings/', '/earnings?tab=lines', false, true],
    ['/dashboard', '/', false, false],
    ['/', '/', false, true],
    ['/settings', '/settings/members', false, false],
  ])('%s under %s (end %s): %s', (pathname, to, end, current) => {
    expect(isCurrentPath(pathname, to, end)).toBe(current);
  });
});
