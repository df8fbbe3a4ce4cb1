import { describe, expect, it } from 'vitest';
import { deferScripts } from '~/server/deferred-hydration.server';

// The tail of a document as Remix 2.17's <Scripts nonce> renders it.
const REMIX_TAIL =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  '<script nonce="n0">window.__remixContext = {"url":"/login"};</script>' +
  '<script nonce="n0" type="module" async="">import "/build/manifest-C.js";\nimport("/build/entry.client-A.js");</script>';
const PAGE = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/build/css-bundle-D.css"/><script nonce="n0">(function(){})();</script></head><body><main><h1>Login</h1></main>${REMIX_TAIL}<script nonce="n0">(function(){})();</script></body></html>`;

describe('deferred hydration: the server rewrite (ADR 0014)', () => {
  it('holds the module preloads, the context script and the module script, and nothing else', () => {
    const out = deferScripts(PAGE);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out.match(/rel="x-held-modulepreload"/g)).toHaveLength(2);
    expect(out).toContain('<script nonce="n0" type="x-held-script">window.__remixContext = {"url":"/login"};</script>');
    expect(out).toContain('<script nonce="n0" type="x-held-module" async="">import "/build/manifest-C.js";');
    expect(out).not.toMatch(/type="module"/);
    // The stylesheet, the page and the other inline scripts are untouched.
    expect(out).toContain('<link rel="stylesheet" href="/build/css-bundle-D.css"/>');
    expect(out.match(/<script nonce="n0">\(function\(\)\{\}\)\(\);<\/script>/g)).toHaveLength(2);
    expect(
      out
        .replace(/x-held-modulepreload/g, 'modulepreload')
        .replace(' type="x-held-script"', '')
        .replace('x-held-module', 'module'),
    ).toBe(PAGE);
  });

  it('leaves a document without Remix scripts as it was', () => {
    const html = '<!DOCTYPE html><html><body><p>type="module" in text stays</p></body></html>';
    expect(deferScripts(html)).toBe(html);
  });

  it('leaves a document whose Remix markup it does not recognise as Remix wrote it, and says so', () => {
    const reasons: string[] = [];
    // Single fetch or defer() add inline scripts that read __remixContext before the held one would run.
    const singleFetch = PAGE.replace('</body>', '<script nonce="n0">window.__remixContext.streamController.enqueue("x");</script></body>');
    expect(deferScripts(singleFetch, (r) => reasons.push(r))).toBe(singleFetch);
    const twoModules = PAGE.replace('</body>', '<script type="module">import "/x.js";</script></body>');
    expect(deferScripts(twoModules, (r) => reasons.push(r))).toBe(twoModules);
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toMatch(/expected one Remix context script and one module script/);
  });
});
