// @vitest-environment happy-dom
/**
 * Address suggestions in a DOM (spec section 5; issue 33 §4): nothing before 3 characters, one
 * request 500 ms after typing stops, an ARIA combobox (arrows, Enter), and a failure that says
 * suggestions are unavailable and leaves the field as typed. On the field's real markup.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressField } from '~/components/form/AddressField';
import { useAppForm } from '~/components/form/useAppForm';
import { installAddressSuggestions } from '~/enhance/address';
import { render } from '../../tests/dom/render';

/** The address field's real markup (issue 45 §2): input `#org-addr`, list `#org-addr-suggestions`. */
function Address() {
  const [, fields] = useAppForm({ id: 'org', rules: { constraint: {}, messages: {} } });
  return <AddressField label="Address" meta={fields.addr} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<Address />);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const input = () => document.querySelector<HTMLInputElement>('#org-addr')!;
const type = (text: string) => {
  input().value = text;
  input().dispatchEvent(new Event('input'));
};

describe('address suggestions', () => {
  it('asks once, 500 ms after typing stops at 3 characters or more, and offers a combobox', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify({
            suggestions: [
              { id: 1, description: '12 Adeola Odeku Street, Victoria Island' },
              { id: 2, description: '14 Adeola Hopewell Street' },
            ],
          }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    installAddressSuggestions(document);
    expect(input().getAttribute('role')).toBe('combobox');
    type('Ad');
    type('Ade');
    type('Adeo');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).not.toHaveBeenCalled();
    input().focus();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/resources/address-suggestions?q=Adeo');
    await vi.runAllTimersAsync();
    const list = document.querySelector<HTMLElement>('#org-addr-suggestions')!;
    expect(list.hidden).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(input().getAttribute('aria-activedescendant')).toBe('org-addr-suggestions-0');
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(input().value).toBe('12 Adeola Odeku Street, Victoria Island');
    expect(list.hidden).toBe(true);
  });

  it('says suggestions are unavailable when the request fails, keeping what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    installAddressSuggestions(document);
    type('Adeola');
    await vi.runAllTimersAsync();
    expect(document.querySelector<HTMLElement>('#org-addr-suggestions-status')!.hidden).toBe(false);
    expect(input().value).toBe('Adeola');
  });
});
