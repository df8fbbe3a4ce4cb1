/**
 * The roadside pass's public page as the route answers it (issues 25 §2, 31 §1): the verdict for
 * a known pass, 404 for unknown and malformed tokens alike; limits per address and per network
 * block that no stranger can spend for an officer; a short cache under a flood; and only a
 * person's view recorded as a scan, once per address an hour.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { login, readAs } from '../../../tests/sandbox-client';
import { loader as passLoader } from '~/routes/pass.$token';
import { contextFor } from '~/server/context.server';
import { forgetPassVerdict, forgetPassVerdicts, HEAVY_LOAD, isPageView } from '~/server/pass.server';
import { LIMITS, networkBlock, resetRateLimits } from '~/server/rate-limit.server';
import { BASE, responseOf, routeTestSandbox } from '../../../tests/routes/setup';
import { pdfText } from '../../../tests/pdf-text';
import { i18nFor } from '~/server/i18n.server';
import { passPdf } from './pass-pdf.server';

const sandbox = routeTestSandbox();

const BROWSER = 'Mozilla/5.0 (Linux; Android 10; itel A571W) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** Open `/pass/:token` from `ip`, as a phone's browser unless other headers are given. */
const open = (token: string, ip = '127.0.0.1', { method = 'GET', headers = { 'user-agent': BROWSER, 'sec-fetch-dest': 'document' } as Record<string, string> } = {}) => {
  const request = new Request(`${BASE}/pass/${encodeURIComponent(token)}`, { method, headers });
  return responseOf(() => passLoader({ request, params: { token }, context: contextFor(request, { clientIp: ip }) }));
};

let token = '';
let vehicleId = 0;
const scansThisWeek = async () => ((await readAs(sandbox.current.url, `/v1/partners/1/vehicles/${vehicleId}/pass`)).data as { scans_this_week: number }).scans_this_week;

describe('/pass/:token', () => {
  beforeEach(async () => {
    resetRateLimits();
    forgetPassVerdicts();
    const vehicles = (await readAs(sandbox.current.url, '/v1/partners/1/vehicles?perPage=100')).data as { id: number; plate: string }[];
    vehicleId = vehicles.find((v) => v.plate === 'KJA-285FN')!.id;
    token = ((await readAs(sandbox.current.url, `/v1/partners/1/vehicles/${vehicleId}/pass`)).data as { token: string }).token;
  });

  it('answers a known pass without the partner id, and 404 for unknown and malformed tokens', async () => {
    const ok = await open(token);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { pass: { vehicle: { plate: string }; partner: Record<string, unknown> } };
    expect(body.pass.vehicle.plate).toBe('KJA-285FN');
    expect(Object.keys(body.pass.partner)).toEqual(['trading_name']);
    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200), '<script>alert(1)</script>']) expect((await open(bad)).status, bad).toBe(404);
  });

  it('cannot be switched off by strangers: checks from 60 addresses, past the old per-token limit, leave it answering another', async () => {
    for (let i = 1; i <= 60; i++) for (let n = 0; n < 3; n++) expect((await open(token, `10.${i}.0.1`)).status).toBe(200);
    const officer = await open(token, '102.89.1.20');
    expect(officer.status).toBe(200);
    expect(((await officer.json()) as { pass: { vehicle: { plate: string } } }).pass.vehicle.plate).toBe('KJA-285FN');
    // Many checks of one token: past HEAVY_LOAD.checks a minute this replica answers from its last verdict.
    const cached = (await (await open(token, '102.89.1.21')).json()) as { cached: boolean; pass: { verification_code: string | null } };
    expect(cached.cached).toBe(true);
    expect(cached.pass.verification_code).toBeNull();
    expect(180).toBeGreaterThan(HEAVY_LOAD.checks);
  });

  it('a pass replaced while it is flooded answers "replaced" at once, never its kept verdict (issue 40 §8)', async () => {
    for (let i = 0; i <= HEAVY_LOAD.checks; i++) await open(token, `10.77.${i}.1`);
    expect(((await (await open(token, '102.89.1.30')).json()) as { cached: boolean }).cached).toBe(true);
    // The owner replaces the pass (the route's action does this on the API, then forgets the old verdict).
    const replaced = await fetch(`${sandbox.current.url}/v1/partners/1/vehicles/${vehicleId}/pass/replace`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await login(sandbox.current.url, 'owner@example.com')}` },
    });
    expect(replaced.ok).toBe(true);
    await forgetPassVerdict(token);
    const after = await open(token, '102.89.1.31');
    expect(after.status).not.toBe(200);
    expect(JSON.stringify(await after.json())).toMatch(/replaced/i);
  });

  it('limits one address, and one network block, without touching other addresses', async () => {
    const { perIp, perId } = LIMITS['pass-scan'];
    for (let i = 0; i < perIp; i++) await open('AAAAAAAAAAAAAAAAAAAAAA', '203.0.113.9');
    const refused = await open(token, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect((await open(token, '198.51.100.4')).status).toBe(200);
    // The rest of the block 203.0.113.0/24 still has its share: the block's limit is larger.
    expect(perId).toBeGreaterThan(perIp);
    expect((await open(token, '203.0.113.10')).status).toBe(200);
    expect(networkBlock('203.0.113.10')).toBe('203.0.113.0/24');
    expect(networkBlock('::ffff:203.0.113.10')).toBe('203.0.113.0/24');
    expect(networkBlock('2c0f:f5c0:440:1::17')).toBe('2c0f:f5c0:440:1::/64');
    expect(networkBlock('2c0f:f5c0::1')).toBe('2c0f:f5c0:0:0::/64');
  });

  it('records a person’s view once per address an hour; HEAD, link previews and prefetches are not scans', async () => {
    const before = await scansThisWeek();
    expect((await open(token, '41.58.1.1', { method: 'HEAD', headers: { 'user-agent': BROWSER } })).status).toBe(200);
    for (const ua of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0',
      'curl/8.5.0',
      '',
    ])
      expect((await open(token, '41.58.1.2', { headers: { 'user-agent': ua } })).status, ua).toBe(200);
    expect((await open(token, '41.58.1.3', { headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' } })).status).toBe(200);
    expect(await scansThisWeek()).toBe(before);
    // An officer who opens it three times counts once, and sees one verification code.
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) codes.add(((await (await open(token, '41.58.1.4')).json()) as { pass: { verification_code: string } }).pass.verification_code);
    expect(codes.size).toBe(1);
    expect(await scansThisWeek()).toBe(before + 1);
    expect((await open(token, '41.58.1.5')).status).toBe(200);
    expect(await scansThisWeek()).toBe(before + 2);
  });

  it('keeps noindex and no-store', async () => {
    const { headers } = await import('~/routes/pass.$token');
    const h = new Headers(headers({} as never) as HeadersInit);
    expect(h.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(h.get('Cache-Control')).toBe('no-store');
  });
});

describe('isPageView', () => {
  const req = (method: string, headers: Record<string, string>) => new Request(`${BASE}/pass/x`, { method, headers });
  it('is a GET document by a browser, nothing else', () => {
    expect(isPageView(req('GET', { 'user-agent': BROWSER, 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isPageView(req('GET', { 'user-agent': 'Opera/9.80 (J2ME/MIDP; Opera Mini/4.2.14912/870; U; en) Presto/2.4.15' }))).toBe(true);
    expect(isPageView(req('HEAD', { 'user-agent': BROWSER }))).toBe(false);
    expect(isPageView(req('GET', { 'user-agent': BROWSER, 'sec-fetch-dest': 'image' }))).toBe(false);
    expect(isPageView(req('GET', { 'user-agent': BROWSER, purpose: 'prefetch' }))).toBe(false);
    expect(isPageView(req('GET', { 'user-agent': 'WhatsApp/2.23.20.0 A' }))).toBe(false);
  });
});

describe('the sticker in the printer’s language (issue 44 §2)', () => {
  it('draws Yoruba’s stacked tone marks and Hausa’s hooked letters so a PDF reader reads them back, with English under them', async () => {
    const vehicle = { plate: 'KJA-174CR', brand: 'Toyota', model: 'Hiace' };
    const pass = { url: 'https://portal.example.ng/pass/AbCdEfGhIjKlMnOpQrStUv', tradingName: 'Ọlájùmọ̀kẹ́ Transport' };
    const say = (language: 'yo' | 'ha') => ({ scan: i18nFor(language).t('sticker.scan', { ns: 'pass' }), officers: i18nFor(language).t('sticker.officers', { ns: 'pass' }) });
    const yoruba = (await pdfText(new Uint8Array(await passPdf(pass, vehicle, say('yo'))))).normalize('NFC');
    // ẹ̀ and ọ̀: a dot below and a grave on one letter; the reader gives back the same letters.
    expect(yoruba).toContain('Ṣàyẹ̀wò fún ipò òní'.normalize('NFC'));
    expect(yoruba).toContain('Ọlájùmọ̀kẹ́ Transport'.normalize('NFC'));
    expect(yoruba).toContain("Scan for today's status");
    const hausa = (await pdfText(new Uint8Array(await passPdf(pass, vehicle, say('ha'))))).normalize('NFC');
    expect(hausa.replace(/\s+/g, ' ')).toContain('ku buɗe adireshin');
    // English alone when the printer reads English.
    const english = await pdfText(new Uint8Array(await passPdf(pass, vehicle)));
    expect(english.match(/Scan for today's status/g)).toHaveLength(1);
  });
});
