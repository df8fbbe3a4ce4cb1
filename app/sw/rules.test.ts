import { describe, expect, it } from 'vitest';
import { lagosInstant } from '~contract/lagos-time';
import { NO_OWNER, OFFLINE_WORDS, isOfflineCandidate, mayKeepForm, mayServeCopy, offlineCopyNote, pageTitle, replayOutcome, withKeptPages, withOfflineNote } from '~/sw/rules';

const form = (body: string) => new URLSearchParams(body);
const URLENCODED = 'application/x-www-form-urlencoded;charset=UTF-8';

describe('mayKeepForm (issue 35 §3)', () => {
  it.each([
    ['a signed-in form of plain fields', URLENCODED, 'name=Ada&_key=k1', 'owner-a', true],
    ['a password', URLENCODED, 'email=a%40b.c&password=secret', 'owner-a', false],
    ['a confirmation password', URLENCODED, 'confirmPassword=x', 'owner-a', false],
    ['a one-time code', URLENCODED, 'otp=123456', 'owner-a', false],
    ['a file (multipart)', 'multipart/form-data; boundary=x', '', 'owner-a', false],
    ['a guest', URLENCODED, 'name=Ada', NO_OWNER, false],
    ['an unknown login', URLENCODED, 'name=Ada', null, false],
    ['no content type', null, 'name=Ada', 'owner-a', false],
  ])('%s', (_what, type, body, owner, expected) => {
    expect(mayKeepForm(type, form(body), owner)).toBe(expected);
  });
});

describe('isOfflineCandidate', () => {
  it('takes pages and the PDFs partners open, and nothing else', () => {
    expect(isOfflineCandidate('/dashboard', 'navigate')).toBe(true);
    expect(isOfflineCandidate('/earnings/payslip/pdf/2026-10', 'no-cors')).toBe(true);
    expect(isOfflineCandidate('/vehicles/3/pass.pdf', 'cors')).toBe(true);
    expect(isOfflineCandidate('/resources/live-panel', 'cors')).toBe(false);
    expect(isOfflineCandidate('/build/css-bundle-X.css', 'no-cors')).toBe(false);
  });
});

describe('offlineCopyNote', () => {
  const at = (day: string, time: string) => lagosInstant(day, time);
  it('says the copy’s Lagos time and day in words', () => {
    expect(offlineCopyNote(at('2026-11-25', '06:42'), at('2026-11-25', '09:00'))).toBe('You are offline. This is the copy from 06:42 today.');
    expect(offlineCopyNote(at('2026-11-24', '18:10'), at('2026-11-25', '00:30'))).toBe('You are offline. This is the copy from 18:10 yesterday.');
    expect(offlineCopyNote(at('2026-11-20', '07:05'), at('2026-11-25', '09:00'))).toBe('You are offline. This is the copy from 07:05 on 20-11-2026.');
  });
});

describe('withOfflineNote', () => {
  const page = '<body><div id="offline-note" class="n" role="status" tabindex="-1" data-print="hide" hidden=""></div><main>Hi</main></body>';
  it('fills and shows the slot, escaping the words', () => {
    expect(withOfflineNote(page, 'A <b> & "c"')).toBe(
      '<body><div id="offline-note" class="n" role="status" tabindex="-1" data-print="hide">A &#60;b&#62; &#38; &#34;c&#34;</div><main>Hi</main></body>',
    );
  });
  it('adds a link when given', () => {
    expect(withOfflineNote(page, OFFLINE_WORDS.replayRefused, '/drivers/add')).toContain('Open it again to see why: <a href="/drivers/add">/drivers/add</a></div>');
  });
  it('leaves a page without the slot as it is', () => {
    expect(withOfflineNote('<main>Hi</main>', 'x')).toBe('<main>Hi</main>');
  });
});

describe('withKeptPages and pageTitle', () => {
  const offline = '<main><ul data-offline-list=""></ul></main>';
  const now = lagosInstant('2026-11-25', '12:00');
  it('lists the kept pages, newest first, with their age', () => {
    const html = withKeptPages(
      offline,
      [
        { url: '/dashboard', title: 'Dashboard', savedAt: lagosInstant('2026-11-25', '06:42') },
        { url: '/trips?day=tomorrow', title: 'Trips & <manifests>', savedAt: lagosInstant('2026-11-25', '07:00') },
      ],
      now,
    );
    expect(html).toBe(
      '<main><ul data-offline-list=""><li><a href="/trips?day=tomorrow">Trips &#38; &#60;manifests&#62;</a> <span>(07:00 today)</span></li><li><a href="/dashboard">Dashboard</a> <span>(06:42 today)</span></li></ul></main>',
    );
  });
  it('says so when nothing is kept', () => {
    expect(withKeptPages(offline, [], now)).toContain('No page has been kept on this phone yet.');
  });
  it('reads a page’s title without the product’s suffix', () => {
    expect(pageTitle('<head><title>Payslip &amp; pay - Vehicle Partner</title></head>', '/x')).toBe('Payslip & pay');
    expect(pageTitle('<head></head>', '/earnings/payslip/details/2026-10')).toBe('/earnings/payslip/details/2026-10');
  });
});

describe('mayServeCopy (issue 35 §2: the cache belongs to one login)', () => {
  const now = 1_000_000;
  it.each([
    ['the same login, still in its session', 'a', { owner: 'a', until: now + 1 }, true],
    ['another login', 'a', { owner: 'b', until: now + 1 }, false],
    ['the same login after its session ended', 'a', { owner: 'a', until: now }, false],
    ['after a logout (no session)', 'a', { owner: NO_OWNER, until: 0 }, false],
    ['nothing known of the login', 'a', null, false],
    ['a copy without an owner', null, { owner: 'a', until: now + 1 }, false],
  ])('%s', (_what, copyOwner, current, expected) => {
    expect(mayServeCopy(copyOwner, current, now)).toBe(expected);
  });
});

describe('replayOutcome', () => {
  it.each([
    [0, 'opaqueredirect', 'done'],
    [200, 'basic', 'done'],
    [400, 'basic', 'refused'],
    [404, 'basic', 'refused'],
    [409, 'basic', 'retry'],
    [429, 'basic', 'retry'],
    [503, 'basic', 'retry'],
  ])('HTTP %i (%s) is %s', (status, type, expected) => {
    expect(replayOutcome(status, type)).toBe(expected);
  });
});
