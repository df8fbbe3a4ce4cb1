import { describe, expect, it } from 'vitest';
import { FORM_MAX_BYTES, MULTIPART_MAX_BYTES, bodyRefusal, crossSiteRefusal, methodRefusal, refusalPage } from '~/server/http-guards.server';

const own = ['http://localhost:3000', 'https://partners.example.com'];

describe('cross-site requests', () => {
  it('lets reads through whatever their origin', () => {
    expect(crossSiteRefusal('GET', { secFetchSite: 'cross-site', origin: 'https://evil.example' }, own)).toBeNull();
  });

  it('refuses a POST another site sent, by Sec-Fetch-Site or by Origin', () => {
    for (const headers of [
      { secFetchSite: 'cross-site' },
      { secFetchSite: 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { secFetchSite: 'same-origin', origin: 'https://evil.example' },
    ])
      expect(crossSiteRefusal('POST', headers, own)?.status, JSON.stringify(headers)).toBe(403);
  });

  it('accepts the portal’s own pages (its host, or the public origin behind the proxy) and non-browser clients', () => {
    expect(crossSiteRefusal('POST', { secFetchSite: 'same-origin', origin: 'http://localhost:3000' }, own)).toBeNull();
    expect(crossSiteRefusal('POST', { origin: 'https://partners.example.com' }, own)).toBeNull();
    expect(crossSiteRefusal('POST', { secFetchSite: 'none' }, own)).toBeNull();
    expect(crossSiteRefusal('POST', { secFetchSite: 'same-origin', origin: 'null' }, own)).toBeNull();
    expect(crossSiteRefusal('POST', {}, own)).toBeNull();
  });
});

describe('request bodies', () => {
  const form = 'application/x-www-form-urlencoded';
  it('accepts forms within their limits', () => {
    expect(bodyRefusal('POST', { contentType: form, contentLength: String(FORM_MAX_BYTES) })).toBeNull();
    expect(bodyRefusal('POST', { contentType: 'multipart/form-data; boundary=x', contentLength: '5000000' })).toBeNull();
    expect(bodyRefusal('POST', { contentLength: '0' })).toBeNull();
  });

  it('refuses what is not a form with 415', () => {
    for (const contentType of ['application/json', 'text/plain', undefined]) expect(bodyRefusal('POST', { contentType, contentLength: '12' })?.status, String(contentType)).toBe(415);
  });

  it('refuses a form over its limit with 413 before reading it, and one of unknown length with 411', () => {
    expect(bodyRefusal('POST', { contentType: form, contentLength: String(FORM_MAX_BYTES + 1) })?.status).toBe(413);
    expect(bodyRefusal('POST', { contentType: 'multipart/form-data; boundary=x', contentLength: String(MULTIPART_MAX_BYTES + 1) })?.status).toBe(413);
    expect(bodyRefusal('POST', { contentType: form, transferEncoding: 'chunked' })?.status).toBe(411);
  });

  it('draws a page that escapes what it shows', () => {
    expect(refusalPage({ status: 413, title: '<b>', message: 'a & b' })).toContain('&#60;b&#62;');
  });
});

describe('methods', () => {
  it('answers TRACE, CONNECT and OPTIONS with 405 and Allow; the form and data methods go on (issue 20 §4)', () => {
    for (const m of ['TRACE', 'CONNECT', 'OPTIONS', 'PROPFIND']) expect(methodRefusal(m)).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE' });
    for (const m of ['GET', 'head', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(methodRefusal(m)).toBeNull();
  });
});
