// @vitest-environment happy-dom
/**
 * The OTP step in a DOM (spec sections 4, 5; issue 33 §4): the code keeps digits only, and the
 * resend countdown runs to zero, then shows its button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installOtp } from '~/enhance/otp';

afterEach(() => vi.useRealTimers());

describe('the OTP step', () => {
  it('keeps digits only, at most four', () => {
    document.body.innerHTML = `<input data-vp-otp="4" maxlength="4">`;
    installOtp(document);
    const input = document.querySelector('input')!;
    input.value = '98 76';
    input.dispatchEvent(new Event('input'));
    expect(input.value).toBe('9876');
  });

  it('counts down "Resend code in m:ss" and shows the button at zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    document.body.innerHTML = `<form data-vp-resend-at="${Date.parse('2026-11-25T10:02:00Z')}"><p data-vp-countdown="Resend code in {time}"></p><p data-vp-resend-notice>Resend after 10:02</p><button hidden>Resend code</button></form>`;
    installOtp(document);
    expect(document.querySelector('[data-vp-countdown]')!.textContent).toBe('Resend code in 2:00');
    expect(document.querySelector<HTMLElement>('[data-vp-resend-notice]')!.hidden).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(document.querySelector<HTMLElement>('[data-vp-countdown]')!.hidden).toBe(true);
    expect(document.querySelector('button')!.hidden).toBe(false);
    // The words are the page's, in the reader's language (issue 44 §2).
    document.body.innerHTML = `<form data-vp-resend-at="${Date.now() + 65_000}"><p data-vp-countdown="Tún kóòdù fi ránṣẹ́ ní {time}"></p><button hidden></button></form>`;
    installOtp(document);
    expect(document.querySelector('[data-vp-countdown]')!.textContent).toBe('Tún kóòdù fi ránṣẹ́ ní 1:05');
  });
});
