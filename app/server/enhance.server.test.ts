/**
 * A page gets the behaviours its markup asks for, and only those (issue 52 §4; ADR 0048): each
 * behaviour's module and the chunks it imports (preloaded once each), with the page's nonce, in
 * the end of its body; a page whose route asked for no script gets none, whatever hooks it carries.
 */
import { describe, expect, it } from 'vitest';
import { BEHAVIOURS, ON_USE, behavioursIn } from '~/lib/behaviours';
import { WATCH_MARK, behaviourTags, withBehaviours } from '~/server/enhance.server';

const modules = Object.fromEntries(
  [...BEHAVIOURS, ON_USE].map((b) => [
    b.file,
    { src: `/enhance/${b.file}-X.js`, imports: b.file === 'form-check' || b.file === 'toast' ? ['/enhance/shared-A.js', '/enhance/shared-B.js'] : ['/enhance/shared-A.js'] },
  ]),
);

describe('behavioursIn', () => {
  it('finds the behaviours whose hooks are attributes of the page, in the table’s order', () => {
    const html = '<form data-vp-check="{}"><input data-vp-suggest="list"><select data-vp-phone-prefix="p"></select></form><button data-vp-reveal="Show|Hide">';
    expect(behavioursIn(html)).toEqual(['form-check', 'reveal', 'phone', 'address']);
  });
  it('takes a hook as a whole attribute name, never as words or a longer name', () => {
    expect(behavioursIn('<p>data-vp-check is an attribute</p><div data-vp-checked="1" data-vp-otp-x></div>')).toEqual([]);
    expect(behavioursIn('<div data-vp-notice>')).toEqual(['toast']);
    expect(behavioursIn('<div class="x" data-vp-notice="true">')).toEqual(['toast']);
  });
  it('every behaviour has at least one hook, and no hook belongs to two', () => {
    const hooks = BEHAVIOURS.flatMap((b) => b.hooks);
    expect(BEHAVIOURS.every((b) => b.hooks.length > 0)).toBe(true);
    expect(new Set(hooks).size).toBe(hooks.length);
  });
});

describe('behaviourTags', () => {
  it('loads what shows at once with the page, with the nonce, and each chunk it imports once before it', () => {
    const tags = behaviourTags('<button data-vp-reveal="Show|Hide"></button><div data-vp-notice="true"></div>', 'N0nce', modules);
    expect(tags).toBe(
      '<script type="module" src="/enhance/shared-A.js" nonce="N0nce"></script><script type="module" src="/enhance/shared-B.js" nonce="N0nce"></script>' +
        '<script type="module" src="/enhance/reveal-X.js" nonce="N0nce" data-vp-behaviour></script><script type="module" src="/enhance/toast-X.js" nonce="N0nce" data-vp-behaviour></script>',
    );
  });
  it('sends a form’s behaviours through the on-use loader, naming their modules and hooks, never their files', () => {
    const tags = behaviourTags('<form data-vp-check="{}"><input data-vp-chosen="c"></form><button data-vp-reveal="S|H"></button>', 'N', modules);
    expect(tags).toBe(
      '<script type="module" src="/enhance/shared-A.js" nonce="N"></script>' +
        '<script type="module" src="/enhance/reveal-X.js" nonce="N" data-vp-behaviour></script>' +
        '<script type="module" src="/enhance/on-use-X.js" nonce="N" data-vp-on-use="/enhance/form-check-X.js /enhance/chosen-file-X.js" data-vp-hooks="[data-vp-check],[data-vp-error-summary],[data-vp-chosen]" data-vp-behaviour></script>',
    );
    expect(tags).not.toContain('shared-B');
  });
  it('is empty for a page without hooks', () => {
    expect(behaviourTags('<main><p>Hello</p></main>', 'N', modules)).toBe('');
  });
});

describe('withBehaviours', () => {
  it('leaves a page that asked for no script as it is, hooks or not', () => {
    const html = '<html><head><title>T</title></head><body><form data-vp-check="{}"></form></body></html>';
    expect(withBehaviours(html, 'N', modules)).toBe(html);
  });
  it('puts a page’s tags at the end of its body, after everything the first paint needs', () => {
    const html = `<html><head><script ${WATCH_MARK}=""></script><link rel="stylesheet" href="/a.css"></head><body><button data-vp-reveal="S|H"></button></body></html>`;
    const out = withBehaviours(html, 'N', modules);
    expect(out.indexOf('data-vp-behaviour')).toBeGreaterThan(out.indexOf('data-vp-reveal'));
    expect(out.endsWith('data-vp-behaviour></script></body></html>')).toBe(true);
  });
  it('puts nothing in a page that asked for script but has no hook', () => {
    const html = `<html><head><script ${WATCH_MARK}=""></script></head><body><p>x</p></body></html>`;
    expect(withBehaviours(html, 'N', modules)).toBe(html);
  });
});
