// @vitest-environment happy-dom
/**
 * The page's notice in a DOM (issue 33 §3, §4): it takes focus once so a screen reader announces
 * it, its Dismiss button appears only with the script and removes it, and it is never removed on
 * a timer while someone may still be reading; a notice shown by a check replaces the one shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installToasts, showToast } from '~/enhance/toast';

const notice = (type = 'success', message = 'Driver added') => `
  <div role="alert" tabindex="-1" data-testid="toast" data-type="${type}">
    <p><span data-message>${message}</span></p>
    <button type="button" aria-label="Dismiss this message" data-dismiss hidden>×</button>
  </div>`;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<div data-notices>${notice()}<template data-toast>${notice('error', '')}</template></div><main><h1>Drivers</h1></main>`;
});
afterEach(() => vi.useRealTimers());

const shown = () => document.querySelectorAll('[data-notices] > [data-testid="toast"]');

describe('the notice', () => {
  it('takes focus once, shows its Dismiss button, and stays however long it is read', () => {
    installToasts(document);
    const el = shown()[0] as HTMLElement;
    expect(document.activeElement).toBe(el);
    expect(el.querySelector<HTMLButtonElement>('[data-dismiss]')!.hidden).toBe(false);
    vi.advanceTimersByTime(5 * 60_000);
    expect(shown()).toHaveLength(1);
  });

  it('goes when dismissed', () => {
    installToasts(document);
    (shown()[0].querySelector('[data-dismiss]') as HTMLButtonElement).click();
    expect(shown()).toHaveLength(0);
  });

  it('does not take focus from a field the person is already in', () => {
    document.body.insertAdjacentHTML('beforeend', '<input id="q">');
    (document.getElementById('q') as HTMLInputElement).focus();
    installToasts(document);
    expect(document.activeElement?.id).toBe('q');
  });

  it('a check in the browser shows one error notice in place of the one shown, focused', () => {
    installToasts(document);
    showToast('Password does not match');
    expect(shown()).toHaveLength(1);
    expect(shown()[0].getAttribute('data-type')).toBe('error');
    expect(shown()[0].textContent).toContain('Password does not match');
    expect(document.activeElement).toBe(shown()[0]);
  });
});
