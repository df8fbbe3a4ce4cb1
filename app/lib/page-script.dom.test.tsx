// @vitest-environment happy-dom
/**
 * The pages' inline script (app/lib/enhance.ts `pageScript`), run as a signed-in page runs it, on
 * the real markup of the pending bar, the notices, a form's error summary and a submit button
 * (issue 45 §2). A second tap does nothing (issue 33 §2): the first submit goes; a second submit
 * of the same form is dropped; the button pressed says its pending words and is disabled after
 * the browser read the form; a page restored from the back-forward cache can be sent again; a
 * submit the checks stopped changes nothing. Every notice is perceived (issue 45 §3): the error
 * summary, else the notice, takes focus once, without the enhancement script. Nothing is put on
 * `window`.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormErrors } from '~/components/FormErrors';
import { PendingBar } from '~/components/PendingBar';
import { SubmitButton } from '~/components/form/SubmitButton';
import { Toaster } from '~/components/Toaster';
import { NOTICE_FOCUS, pageScript, REGISTER_WORKER } from '~/lib/enhance';
import { markup } from '../../tests/dom/render';

// The browser's service worker container, as the signed-in pages' inline script meets it.
const worker = Object.assign(new EventTarget(), { register: vi.fn(async () => ({})), controller: { postMessage: vi.fn() } });

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  // As a signed-in page runs it: one inline script, in the page's global scope (indirect eval),
  // so a name it declared at its top level would land on window.
  (0, eval)(pageScript(true));
});
const page = () =>
  markup(
    <>
      <PendingBar />
      <div id="offline-note" role="status" tabIndex={-1} hidden></div>
      <form method="post">
        <input name="_key" defaultValue="k1" />
        <SubmitButton intent="save" pendingText="Processing...">
          Save
        </SubmitButton>
      </form>
    </>,
  );
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = page();
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
    expect(document.querySelector('[data-vp-pending-bar]')!.getAttribute('data-vp-active')).toBe('true');
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
    expect(form().hasAttribute('data-vp-sending')).toBe(false);
  });
});

describe('the inline script', () => {
  it('puts nothing on window', () => {
    expect(['vpRelease', 'vpW', 'release', 'w', '__vpEnhanced'].filter((name) => name in window)).toEqual([]);
  });
});

describe('every notice perceived (issue 45 §3)', () => {
  const run = (html: string) => {
    document.body.innerHTML = html;
    // Its piece of the page's script alone (the whole script was installed once, above), run in
    // the head: the focus comes once the page is parsed (no stylesheet here to wait for).
    new Function('d', NOTICE_FOCUS)(document);
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
  it('focuses the notice the server rendered', () => {
    run(markup(<Toaster toast={{ type: 'success', message: 'Driver added; their licence is under review.' }} template />) + '<main><h1>Drivers</h1></main>');
    expect(document.activeElement?.textContent).toContain('Driver added');
  });
  it('focuses a form’s error summary before the notice, its title read in the page’s language', () => {
    run(
      markup(
        <>
          <Toaster toast={{ type: 'error', said: 'Not saved' }} />
          <FormErrors id="f-error" formId="f" fields={{ name: ['Enter a name'] }} />
        </>,
        'yo',
      ),
    );
    expect(document.activeElement?.id).toBe('f-error');
    expect(document.activeElement?.textContent).toContain('Ìṣòro kan wà');
  });
  it('waits for the stylesheet when it has not loaded yet, so the focus lands where the styled page shows it', () => {
    document.body.innerHTML = markup(<Toaster toast={{ type: 'success', said: 'Saved' }} />) + '<main><h1>Drivers</h1></main>';
    const link = { sheet: null, onload: null as null | (() => void), onerror: null };
    const d = {
      activeElement: document.body,
      body: document.body,
      querySelector: (q: string) => (q === 'link[rel=stylesheet]' ? link : document.querySelector(q)),
      addEventListener: (_: string, f: () => void) => (ready = f),
    };
    let ready = () => {};
    new Function('d', NOTICE_FOCUS)(d);
    ready();
    expect(document.activeElement).toBe(document.body);
    link.onload!();
    expect(document.activeElement?.textContent).toContain('Saved');
  });
  it('leaves focus where a field already has it', () => {
    document.body.innerHTML = markup(<Toaster toast={{ type: 'success', said: 'Saved' }} />) + '<input id="q">';
    document.getElementById('q')!.focus();
    new Function('d', NOTICE_FOCUS)(document);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.activeElement?.id).toBe('q');
  });
});

describe('the link to the service worker (issue 35)', () => {
  it('registers /sw.js on a later visit, once the page has loaded and is idle, never while a worker looks after it (issue 52 §3)', () => {
    // The page script's worker is already in control here; REGISTER_WORKER alone, with its `d` and `w`.
    const register = vi.fn(async () => ({}));
    const run = (controller: unknown, referrer: string) => new Function('d', 'w', REGISTER_WORKER)({ referrer }, { register, controller });
    const idle = window.requestIdleCallback;
    // Without requestIdleCallback it waits a task (faked here), as an older browser does.
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
    try {
      run(null, ''); // a first visit: opened straight
      run({}, `${location.origin}/login`); // a page the worker already looks after
      run(null, 'https://elsewhere.example/'); // from another site
      window.dispatchEvent(new Event('load'));
      vi.runAllTimers();
      expect(register).not.toHaveBeenCalled();
      run(null, `${location.origin}/dashboard`); // a later visit
      expect(register).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(register).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(register).toHaveBeenCalledWith('/sw.js');
    } finally {
      window.requestIdleCallback = idle;
    }
  });

  it('shows the worker’s note where the page’s notices are, and gives the form back to be sent again', () => {
    submit();
    vi.advanceTimersByTime(1);
    expect(button().disabled).toBe(true);
    worker.dispatchEvent(new MessageEvent('message', { data: { vp: 'note', text: 'Not sent yet: it will be sent when you are back online.' } }));
    const note = document.getElementById('offline-note')!;
    expect([note.hidden, note.textContent, document.activeElement]).toEqual([false, 'Not sent yet: it will be sent when you are back online.', note]);
    expect([button().disabled, button().textContent, form().hasAttribute('data-vp-sending')]).toEqual([false, 'Save', false]);
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
