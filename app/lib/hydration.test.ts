import { describe, expect, it } from 'vitest';
import { isDocumentLink, wantsScripts } from '~/lib/hydration';

describe('which pages ship scripts (ADR 0019)', () => {
  it('asks the matched routes: true, or a function of the route’s data', () => {
    expect(wantsScripts([{ handle: { title: 'Drivers' } }, { handle: undefined }])).toBe(false);
    expect(wantsScripts([{ handle: {} }, { handle: { hydrate: true } }])).toBe(true);
    const trip = { hydrate: (data: unknown) => (data as { trip: { status: string } }).trip.status === 'active' };
    expect(wantsScripts([{ handle: trip, data: { trip: { status: 'active' } } }])).toBe(true);
    expect(wantsScripts([{ handle: trip, data: { trip: { status: 'completed' } } }])).toBe(false);
  });
});

describe('links navigate as documents', () => {
  const here = new URL('https://portal.test/drivers?page=2');
  const click = (href: string | null, extra: Partial<MouseEvent> = {}, attrs: Record<string, string> = {}) => {
    const link = href === null ? null : { getAttribute: (n: string) => (n === 'href' ? href : (attrs[n] ?? null)), hasAttribute: (n: string) => n in attrs };
    const target = { closest: () => link } as unknown as EventTarget;
    return isDocumentLink({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target, ...extra }, here);
  };

  it('takes a plain click on a same-origin link', () => {
    expect(click('/drivers/details/3')).toBe(true);
    expect(click('/drivers?page=3')).toBe(true);
  });

  it('leaves alone what is not a navigation of this page', () => {
    expect(click(null)).toBe(false);
    expect(click('https://wa.me/2348031234567')).toBe(false);
    expect(click('/drivers/export', {}, { download: '' })).toBe(false);
    expect(click('/faq', {}, { target: '_blank' })).toBe(false);
    expect(click('#main')).toBe(false);
    expect(click('/faq', { ctrlKey: true })).toBe(false);
    expect(click('/faq', { button: 1 })).toBe(false);
    expect(click('/faq', { defaultPrevented: true })).toBe(false);
  });
});
