// @vitest-environment happy-dom
/**
 * The enhancement layer's isolation (issue 33 §4): each enhancement is installed alone, so one
 * that throws is logged and leaves the others working; a browser that fails the support check
 * gets nothing and keeps the page that works without script.
 */
import { describe, expect, it, vi } from 'vitest';
import { installEach, isSupported } from '~/enhance/dom';

describe('installEach', () => {
  it('runs every installer, logs the one that throws by name, and the others still work', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const failed = installEach(document, {
      first: () => void ran.push('first'),
      broken: () => {
        throw new Error('boom');
      },
      last: () => void ran.push('last'),
    });
    expect(ran).toEqual(['first', 'last']);
    expect(failed).toEqual(['broken']);
    expect(error.mock.calls[0][0]).toBe('broken');
    error.mockRestore();
  });
});

describe('isSupported', () => {
  it('is true in a browser with what the enhancements use, false without CSS.escape', () => {
    expect(isSupported(window as Window & typeof globalThis)).toBe(true);
    const old = { ...window, document: window.document, CSS: undefined } as unknown as Window & typeof globalThis;
    expect(isSupported(old)).toBe(false);
  });
});
