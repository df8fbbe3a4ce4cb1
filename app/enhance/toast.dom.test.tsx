// @vitest-environment happy-dom
/**
 * The page's notice in a DOM (issue 33 §3, §4), on the Toaster's real markup (issue 45 §2): its
 * Dismiss button appears only with the script and removes it; it is never removed on a timer
 * while someone may still be reading; a notice shown by a check replaces the one shown and takes
 * focus. (Its focus on load is the page's inline script: app/lib/page-script.dom.test.tsx.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/Toaster';
import { installToasts, showToast } from '~/enhance/toast';
import { render } from '../../tests/dom/render';

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <>
      <Toaster toast={{ type: 'success', message: 'Driver added; their licence is under review.' }} template />
      <main>
        <h1>Drivers</h1>
      </main>
    </>,
  );
});
afterEach(() => vi.useRealTimers());

const shown = () => document.querySelectorAll<HTMLElement>('[data-vp-notices] > [data-vp-notice]');

describe('the notice', () => {
  it('is rendered without its Dismiss button, which shows with the script; it stays however long it is read', () => {
    expect(shown()[0].querySelector<HTMLButtonElement>('[data-vp-dismiss]')!.hidden).toBe(true);
    installToasts(document);
    expect(shown()[0].querySelector<HTMLButtonElement>('[data-vp-dismiss]')!.hidden).toBe(false);
    vi.advanceTimersByTime(5 * 60_000);
    expect(shown()).toHaveLength(1);
  });

  it('goes when dismissed', () => {
    installToasts(document);
    shown()[0].querySelector<HTMLButtonElement>('[data-vp-dismiss]')!.click();
    expect(shown()).toHaveLength(0);
  });

  it('a check in the browser shows one error notice in place of the one shown, focused', () => {
    installToasts(document);
    showToast('Password does not match');
    expect(shown()).toHaveLength(1);
    expect(shown()[0].getAttribute('data-vp-type')).toBe('error');
    expect(shown()[0].textContent).toContain('Password does not match');
    expect(document.activeElement).toBe(shown()[0]);
  });

  it('one notice that cannot be armed leaves the others working', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.querySelector('[data-vp-notices]')!.insertAdjacentHTML('afterbegin', '<div data-vp-notice><button data-vp-dismiss hidden></button></div>');
    const first = shown()[0].querySelector<HTMLButtonElement>('[data-vp-dismiss]')!;
    // A bad element: arming it throws.
    Object.defineProperty(first, 'hidden', {
      set: () => {
        throw new Error('broken');
      },
    });
    installToasts(document);
    expect(shown()[1].querySelector<HTMLButtonElement>('[data-vp-dismiss]')!.hidden).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
