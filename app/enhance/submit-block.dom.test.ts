// @vitest-environment happy-dom
/** Spec section 5: the blocking submit is aria-disabled while its form is invalid, and pressable. */
import { describe, expect, it } from 'vitest';
import { installSubmitBlock } from '~/enhance/submit-block';

describe('installSubmitBlock', () => {
  it('marks the button while a field is invalid and frees it once the form is valid', () => {
    document.body.innerHTML = '<form><input name="email" type="email" required><button data-vp-block type="submit">Login</button></form>';
    installSubmitBlock(document);
    const button = document.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    const email = document.querySelector('input')!;
    email.value = 'owner@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    email.value = 'not-an-email';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
