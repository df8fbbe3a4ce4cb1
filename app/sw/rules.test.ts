import { describe, expect, it } from 'vitest';
import { lagosInstant } from '~contract/lagos-time';
import {
  KEPT_FORM_MAX_AGE_MS,
  NO_OWNER,
  OFFLINE_WORDS,
  discardedNote,
  formKeeping,
  isOfflineCandidate,
  keptFormFate,
  keptTitle,
  mayServeCopy,
  noteText,
  offlineCopyNote,
  pageLanguage,
  pageWords,
  personOfKey,
  replayOutcome,
  replayRefusedNote,
  sameDocument,
  sentLaterNote,
  withKeptPages,
  withOfflineNote,
  type FormFacts,
} from '~/sw/rules';

const URLENCODED = 'application/x-www-form-urlencoded;charset=UTF-8';

const KEY_OF_A = `${'n'.repeat(22)}.mwxuu6y3.${'A'.repeat(16)}.${'m'.repeat(24)}`;
const KEY_OF_B = `${'n'.repeat(22)}.mwxuu6y3.${'B'.repeat(16)}.${'m'.repeat(24)}`;
const facts = (over: Partial<FormFacts> = {}): FormFacts => ({
  path: '/settings/notifications',
  contentType: URLENCODED,
  fieldNames: ['_key', 'channels', 'daily_time'],
  fileSizes: [],
  key: KEY_OF_A,
  fromPortalWindow: true,
  ...over,
});

describe('formKeeping (issue 40 §2: only what a person typed in the portal)', () => {
  it.each<[string, Partial<FormFacts>, string | null, ReturnType<typeof formKeeping>]>([
    ['a form of a route on the list, typed by the person signed in', {}, 'A'.repeat(16), 'keep'],
    ['a driver edit with an empty file field (multipart)', { path: '/drivers/14/edit', contentType: 'multipart/form-data; boundary=x', fileSizes: [] }, 'A'.repeat(16), 'keep'],
    ['a document with a 165 KB photo', { path: '/vehicles/2/edit/document/insurance', contentType: 'multipart/form-data; boundary=x', fileSizes: [165_000] }, 'A'.repeat(16), 'keep'],
    ['a file over the upload limit', { path: '/vehicles/2/edit/document/insurance', contentType: 'multipart/form-data; boundary=x', fileSizes: [6_000_000] }, 'A'.repeat(16), 'needs-network'],
    ['another site’s form (its referrer is not a portal window)', { fromPortalWindow: false }, 'A'.repeat(16), 'foreign'],
    ['a route not on the list (the team)', { path: '/settings/members' }, 'A'.repeat(16), 'needs-network'],
    ['a password', { path: '/settings', fieldNames: ['_key', 'password'] }, 'A'.repeat(16), 'needs-network'],
    ['a payout code with its reference', { path: '/settings/accounts', fieldNames: ['_key', 'otp_code', 'reference_id'] }, 'A'.repeat(16), 'needs-network'],
    ['a code on a listed route', { fieldNames: ['_key', 'code'] }, 'A'.repeat(16), 'needs-network'],
    ['a form typed by another person than the one signed in now', { key: KEY_OF_B }, 'A'.repeat(16), 'needs-network'],
    ['a key the server did not issue', { key: 'k-made-up' }, 'A'.repeat(16), 'needs-network'],
    ['no key', { key: null }, 'A'.repeat(16), 'needs-network'],
    ['nobody signed in', {}, NO_OWNER, 'needs-network'],
    ['nothing known of who is signed in', {}, null, 'needs-network'],
    ['no content type', { contentType: null }, 'A'.repeat(16), 'needs-network'],
  ])('%s', (_what, over, person, expected) => {
    expect(formKeeping(facts(over), person)).toBe(expected);
  });

  it('reads the person inside a form key, and nothing from anything else', () => {
    expect(personOfKey(KEY_OF_A)).toBe('A'.repeat(16));
    for (const bad of [null, undefined, '', 'k1', KEY_OF_A.slice(1)]) expect(personOfKey(bad)).toBeNull();
  });
});

describe('keptFormFate (issue 40 §4: kept forms belong to their person and partner)', () => {
  const now = 10 * KEPT_FORM_MAX_AGE_MS;
  const form = { person: 'A', at: now - 60_000 };
  it.each<[string, { person: string; at: number }, { person: string; until: number } | null, ReturnType<typeof keptFormFate>]>([
    ['its person signed in, session live', form, { person: 'A', until: now + 1 }, 'send'],
    ['another person signed in', form, { person: 'B', until: now + 1 }, 'wait'],
    ['its person’s session ended', form, { person: 'A', until: now }, 'wait'],
    ['nobody signed in', form, null, 'wait'],
    ['24 hours old', { person: 'A', at: now - KEPT_FORM_MAX_AGE_MS }, { person: 'A', until: now + 1 }, 'discard'],
  ])('%s: %s', (_what, f, current, expected) => {
    expect(keptFormFate(f, current, now)).toBe(expected);
  });
  it('says what was sent later, and what was discarded', () => {
    const at = lagosInstant('2026-11-25', '14:02');
    expect(noteText(sentLaterNote('Notification settings', at, lagosInstant('2026-11-25', '18:00')), {})).toBe('Sent: Notification settings, filled in while offline at 14:02 today.');
    expect(noteText(discardedNote('A driver’s details', at, lagosInstant('2026-11-26', '14:03'), '/drivers/3/edit'), {})).toBe(
      'Not sent: A driver’s details, filled in while offline at 14:02 yesterday, waited 24 hours for you to sign in. Fill it in again here:',
    );
  });
  it('says them in the page’s language, the form and the time in its words (issue 51 §3)', () => {
    const words = {
      [OFFLINE_WORDS.sentLater]: 'An aika: {{name}}, an cika shi ba tare da intanet ba {{when}}.',
      [OFFLINE_WORDS.atToday]: 'da ƙarfe {{time}} yau',
      'Notification settings': 'Saitunan sanarwa',
    };
    expect(noteText(sentLaterNote('Notification settings', lagosInstant('2026-11-25', '14:02'), lagosInstant('2026-11-25', '18:00')), words)).toBe(
      'An aika: Saitunan sanarwa, an cika shi ba tare da intanet ba da ƙarfe 14:02 yau.',
    );
  });
});

describe('isOfflineCandidate', () => {
  it('takes pages and the PDFs partners open, and nothing else', () => {
    expect(isOfflineCandidate('/dashboard', 'navigate')).toBe(true);
    expect(isOfflineCandidate('/earnings/payslip/pdf/2026-10', 'no-cors')).toBe(true);
    // A period's driver pay as PDF (issue 67 §11), read offline like a payslip.
    expect(isOfflineCandidate('/earnings/pay/pdf', 'no-cors')).toBe(true);
    expect(isOfflineCandidate('/earnings/pay/csv', 'no-cors')).toBe(false);
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
  it('says when the link is slow rather than gone', () => {
    expect(offlineCopyNote(at('2026-11-25', '06:42'), at('2026-11-25', '09:00'), true)).toBe('The link is slow. This is the copy from 06:42 today; the new page shows as soon as it arrives.');
  });
});

describe('withOfflineNote', () => {
  const page = '<body><div id="offline-note" class="n" role="status" tabindex="-1" data-print="hide" hidden=""></div><main>Hi</main></body>';
  it('fills and shows the slot, escaping the words', () => {
    expect(withOfflineNote(page, 'A <b> & "c"')).toBe(
      '<body><div id="offline-note" class="n" role="status" tabindex="-1" data-print="hide">A &#60;b&#62; &#38; &#34;c&#34;</div><main>Hi</main></body>',
    );
  });
  it('adds a link when given, named by the form (issue 51 §3)', () => {
    expect(withOfflineNote(page, replayRefusedNote('A new driver', '/drivers/add'))).toContain(
      'A new driver, filled in while offline, was sent but not accepted. Open it again to see why: <a href="/drivers/add">A new driver</a></div>',
    );
    // In the page's words: the form named in them.
    const hausa = withOfflineNote(page, replayRefusedNote('A new driver', '/drivers/add'), { 'A new driver': 'Sabon direba', [OFFLINE_WORDS.replayRefused]: '{{name}}: ba a karɓa ba. Buɗe:' });
    expect(hausa).toContain('Sabon direba: ba a karɓa ba. Buɗe: <a href="/drivers/add">Sabon direba</a>');
  });
  it('shows several notes as paragraphs, and none as the page itself', () => {
    expect(withOfflineNote(page, ['One', { sentence: 'Two', href: '/x' }])).toContain('data-print="hide"><p>One</p><p>Two <a href="/x">/x</a></p></div>');
    expect(withOfflineNote(page, [])).toBe(page);
  });
  it('leaves a page without the slot as it is', () => {
    expect(withOfflineNote('<main>Hi</main>', 'x')).toBe('<main>Hi</main>');
  });
  it('reads the words a page carries, and its language', () => {
    const words = { [OFFLINE_WORDS.queued]: 'Ba a aika ba tukuna: "za a aika".' };
    const html = `<html lang="ha"><body><div id="offline-note" class="n" data-vp-sw-words="${JSON.stringify(words).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" hidden=""></div></body></html>`;
    expect(pageWords(html)).toEqual(words);
    expect(pageLanguage(html)).toBe('ha');
    expect(pageWords('<div id="offline-note" hidden=""></div>')).toEqual({});
  });
  it('compares a window and a referrer without the fragment (issue 54 §2)', () => {
    expect(sameDocument('https://p.test/earnings/cost-configuration/vehicle/3#cost-requests', 'https://p.test/earnings/cost-configuration/vehicle/3')).toBe(true);
    expect(sameDocument('https://p.test/a', 'https://p.test/b')).toBe(false);
  });
});

describe('withKeptPages and pageTitle', () => {
  const offline = '<main><ul data-vp-offline-list=""></ul></main>';
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
      '<main><ul data-vp-offline-list=""><li><a href="/trips?day=tomorrow">Trips &#38; &#60;manifests&#62;</a> <span>(07:00 today)</span></li><li><a href="/dashboard">Dashboard</a> <span>(06:42 today)</span></li></ul></main>',
    );
  });
  it('says so when nothing is kept', () => {
    expect(withKeptPages(offline, [], now)).toContain('No page has been kept on this phone yet.');
  });
  it('names a kept page by the server’s title, else its own title without the product’s suffix, else the fallback', () => {
    expect(keptTitle(encodeURIComponent('KJA-100AA, roadside pass'), '<title>Vehicle - Vehicle Partner</title>', '/x')).toBe('KJA-100AA, roadside pass');
    expect(keptTitle('%E0%A4%A', '<head><title>Payslip &amp; pay - Vehicle Partner</title></head>', '/x')).toBe('Payslip & pay');
    expect(keptTitle(null, '<head></head>', '/earnings/payslip/details/2026-10')).toBe('/earnings/payslip/details/2026-10');
    expect(keptTitle(null, null, 'payslip_2026-10.pdf')).toBe('payslip_2026-10.pdf');
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
    [401, 'basic', 'wait'],
    [403, 'basic', 'refused'],
    [409, 'basic', 'refused'],
    [429, 'basic', 'retry'],
    [503, 'basic', 'retry'],
  ])('HTTP %i (%s) is %s', (status, type, expected) => {
    expect(replayOutcome(status, type)).toBe(expected);
  });
});
