// @vitest-environment happy-dom
/**
 * A second tap does nothing (issue 33 §2): the pages' inline guard, run as the page runs it. The
 * first submit goes; a second submit of the same form is dropped; the button pressed says its
 * pending words and is disabled after the browser read the form; a page restored from the
 * back-forward cache can be sent again; a submit the checks stopped changes nothing.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_GUARD } from '~/lib/enhance';

beforeAll(() => {
  new Function(SUBMIT_GUARD)();
});
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<div data-pending-bar aria-hidden="true"></div>
    <form method="post"><input name="_key" value="k1"><button type="submit" name="intent" value="save" data-pending="Processing...">Save</button></form>`;
});

const form = () => document.querySelector('form')!;
const button = () => document.querySelector('button')!;
const submit = () => {
  const e = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button() });
  form().dispatchEvent(e);
  return e;
};

describe('the inline submit guard', () => {
  it('lets the first submit go, drops the second, and shows the button pending', () => {
    expect(submit().defaultPrevented).toBe(false);
    expect(submit().defaultPrevented).toBe(true);
    vi.runAllTimers();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Processing...');
    expect(document.querySelector('[data-pending-bar]')!.getAttribute('data-active')).toBe('true');
  });

  it('gives the form back when the page is restored from the back-forward cache', () => {
    submit();
    vi.runAllTimers();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Save');
    expect(submit().defaultPrevented).toBe(false);
  });

  it('changes nothing for a submit the checks stopped', () => {
    form().addEventListener('submit', (e) => e.preventDefault(), { once: true });
    submit();
    vi.runAllTimers();
    expect(button().disabled).toBe(false);
    expect(form().hasAttribute('data-sending')).toBe(false);
  });
});
