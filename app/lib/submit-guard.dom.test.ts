// @vitest-environment happy-dom
/**
 * A second tap does nothing (issue 33 §2): the pages' inline guard, run as the page runs it. The
 * first submit goes; a second submit of the same form is dropped; the button pressed says its
 * pending words and is disabled after the browser read the form; a page restored from the
 * back-forward cache can be sent again; a submit the checks stopped changes nothing.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTES, REGISTER_WORKER, SUBMIT_GUARD } from '~/lib/enhance';

// The browser's service worker container, as the signed-in pages' inline script meets it.
const worker = Object.assign(new EventTarget(), { register: vi.fn(async () => ({})), controller: { postMessage: vi.fn() } });

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  // As a signed-in page runs them: one inline script.
  new Function(SUBMIT_GUARD + OFFLINE_NOTES + REGISTER_WORKER)();
});
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<div data-pending-bar aria-hidden="true"></div>
    <div id="offline-note" role="status" tabindex="-1" hidden></div>
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
    vi.advanceTimersByTime(1);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Processing...');
    expect(document.querySelector('[data-pending-bar]')!.getAttribute('data-active')).toBe('true');
  });

  it('gives the form back 10 s after a submit that did not leave the page (a stalled link, Stop)', () => {
    submit();
    vi.advanceTimersByTime(9_999);
    expect(button().disabled).toBe(true);
    expect(submit().defaultPrevented).toBe(true);
    vi.advanceTimersByTime(1);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Save');
    expect(submit().defaultPrevented).toBe(false);
  });

  it('gives the form back when the page is restored from the back-forward cache', () => {
    submit();
    vi.advanceTimersByTime(1);
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

describe('the link to the service worker (issue 35)', () => {
  it('registers /sw.js only once the page has loaded', () => {
    expect(worker.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(worker.register).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(worker.register).toHaveBeenCalledWith('/sw.js');
  });

  it('shows the worker’s note where the page’s notices are, and gives the form back to be sent again', () => {
    submit();
    vi.advanceTimersByTime(1);
    expect(button().disabled).toBe(true);
    worker.dispatchEvent(new MessageEvent('message', { data: { vp: 'note', text: 'Not sent yet: it will be sent when you are back online.' } }));
    const note = document.getElementById('offline-note')!;
    expect([note.hidden, note.textContent, document.activeElement]).toEqual([false, 'Not sent yet: it will be sent when you are back online.', note]);
    expect([button().disabled, button().textContent, form().hasAttribute('data-sending')]).toEqual([false, 'Save', false]);
  });

  it('ignores messages that are not the worker’s notes', () => {
    worker.dispatchEvent(new MessageEvent('message', { data: { something: 'else' } }));
    expect(document.getElementById('offline-note')!.hidden).toBe(true);
  });

  it('asks the worker to send what it keeps when the link comes back', () => {
    window.dispatchEvent(new Event('online'));
    expect(worker.controller.postMessage).toHaveBeenCalledWith('vp-replay');
  });
});
