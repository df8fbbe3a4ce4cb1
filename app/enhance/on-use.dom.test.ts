// @vitest-environment happy-dom
/**
 * The on-use loader (issue 52 §4; ADR 0048): a form's behaviours are fetched at the first use of
 * that form, not with the page nor at a tap elsewhere; what happened before they ran (a field
 * left, a file chosen) reaches them once they have; a failed fetch is tried again at the next use.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installOnUse } from '~/enhance/on-use';

const page = () => {
  document.body.innerHTML = `
    <nav><a href="/drivers" id="elsewhere">Drivers</a></nav>
    <form data-vp-check="{}"><input name="name" id="name"><input type="file" name="photo" id="photo" data-vp-chosen="line"></form>
    <script type="module" data-vp-on-use="/enhance/form-check-X.js /enhance/chosen-file-X.js" data-vp-hooks="[data-vp-check],[data-vp-chosen]"></script>`;
};
const flush = () => new Promise((done) => setTimeout(done, 0));

describe('installOnUse', () => {
  beforeEach(page);

  it('fetches nothing until the form is used, then each module once', async () => {
    const load = vi.fn((_src: string) => Promise.resolve());
    installOnUse(document, load);
    document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    expect(load).not.toHaveBeenCalled();
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(load.mock.calls.map((c) => c[0])).toEqual(['/enhance/form-check-X.js', '/enhance/chosen-file-X.js']);
  });

  it('sends again, once installed, the last focusout, input and change of each element that came before', async () => {
    const pending: (() => void)[] = [];
    const installed = () => pending.forEach((done) => done());
    const seen: string[] = [];
    const load = vi.fn((_src: string) => new Promise<void>((done) => pending.push(done)));
    installOnUse(document, load);
    const name = document.getElementById('name')!;
    const photo = document.getElementById('photo')!;
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (let i = 0; i < 3; i++) name.dispatchEvent(new Event('input', { bubbles: true }));
    name.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    photo.dispatchEvent(new Event('change', { bubbles: true }));
    // The behaviours' listeners arrive with their modules.
    document.querySelector('form')!.addEventListener('input', (e) => seen.push(`input ${(e.target as HTMLElement).id}`));
    document.querySelector('form')!.addEventListener('focusout', (e) => seen.push(`focusout ${(e.target as HTMLElement).id}`));
    document.querySelector('form')!.addEventListener('change', (e) => seen.push(`change ${(e.target as HTMLElement).id}`));
    installed();
    await flush();
    expect(seen).toEqual(['input name', 'focusout name', 'change photo']);
    // After that, events are the page's own: nothing is sent twice.
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(seen).toEqual(['input name', 'focusout name', 'change photo', 'input name']);
  });

  it('tries again at the next use when a fetch failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('dropped')).mockResolvedValue(undefined);
    installOnUse(document, load);
    const name = document.getElementById('name')!;
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does nothing on a page without the loader’s list', () => {
    document.querySelector('script')!.remove();
    const load = vi.fn((_src: string) => Promise.resolve());
    installOnUse(document, load);
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
