// @vitest-environment happy-dom
/**
 * The field widgets in a DOM (issue 33 §4): Show/Hide shows itself, switches the password and
 * says the new state aloud; the chosen file's name and size show under its input and describe it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installWidgets } from '~/enhance/widgets';

describe('Show/Hide on a password', () => {
  beforeEach(() => {
    document.body.innerHTML = `<input id="login-password" type="password">
      <button type="button" aria-controls="login-password" aria-pressed="false" data-reveal hidden>Show<span> password</span></button>
      <span aria-live="polite" data-reveal-status="login-password"></span>`;
    installWidgets(document);
  });
  it('appears with the script, switches the field and announces its state', () => {
    const button = document.querySelector<HTMLButtonElement>('[data-reveal]')!;
    const input = document.querySelector<HTMLInputElement>('#login-password')!;
    const status = document.querySelector('[data-reveal-status]')!;
    expect(button.hidden).toBe(false);
    button.click();
    expect([input.type, button.getAttribute('aria-pressed'), button.textContent, status.textContent]).toEqual(['text', 'true', 'Hide password', 'Your password is visible']);
    button.click();
    expect([input.type, button.getAttribute('aria-pressed'), button.textContent, status.textContent]).toEqual(['password', 'false', 'Show password', 'Your password is hidden']);
  });
});

describe('the chosen file', () => {
  it('sends a photo smaller when that helps, and says by how much (issue 35 §4)', async () => {
    document.body.innerHTML = `<input id="licence" type="file" data-chosen="licence-chosen"><p id="licence-chosen" hidden></p>`;
    const small = new File([new Uint8Array(420 * 1024)], 'licence.jpg', { type: 'image/jpeg' });
    const tool = vi.fn(async () => small);
    (window as unknown as { vpSmallerPhoto?: unknown }).vpSmallerPhoto = tool;
    installWidgets(document);
    const input = document.querySelector<HTMLInputElement>('#licence')!;
    let files: FileList | File[] = [new File([new Uint8Array(Math.round(3.8 * 1024 * 1024))], 'licence.png', { type: 'image/png' })];
    Object.defineProperty(input, 'files', { get: () => files, set: (list: FileList) => (files = list), configurable: true });
    input.dispatchEvent(new Event('change'));
    const line = document.querySelector<HTMLElement>('#licence-chosen')!;
    expect(line.textContent).toBe('Chosen: licence.png (3.8 MB)');
    await vi.waitFor(() => expect(line.textContent).toBe('Chosen: licence.png (3.8 MB → 420 KB)'));
    expect(files[0]).toBe(small);
    // A PDF is sent as it is: the tool is not asked.
    files = [new File([new Uint8Array(900 * 1024)], 'licence.pdf', { type: 'application/pdf' })];
    input.dispatchEvent(new Event('change'));
    await new Promise((r) => setTimeout(r, 10));
    expect(line.textContent).toBe('Chosen: licence.pdf (900 KB)');
    expect(tool).toHaveBeenCalledTimes(1);
    delete (window as unknown as { vpSmallerPhoto?: unknown }).vpSmallerPhoto;
  });

  it('names the file and its size under the input, and the input is described by it', () => {
    document.body.innerHTML = `<input id="licence" type="file" data-chosen="licence-chosen"><p id="licence-chosen" hidden></p>`;
    installWidgets(document);
    const input = document.querySelector<HTMLInputElement>('#licence')!;
    const file = new File([new Uint8Array(420 * 1024)], 'licence.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change'));
    const line = document.querySelector<HTMLElement>('#licence-chosen')!;
    expect(line.hidden).toBe(false);
    expect(line.textContent).toMatch(/^Chosen: licence\.pdf \(420 KB\)$/);
    expect(input.getAttribute('aria-describedby')).toContain('licence-chosen');
  });
});

describe('the phone prefix and the country search', () => {
  it('the prefix follows the chosen country, and the search narrows the list', () => {
    document.body.innerHTML = `
      <details><summary>Not a Nigerian number?</summary>
        <div hidden><input data-filter-for="country"></div>
        <select id="country" data-phone-prefix="prefix" data-home="NG">
          <option value="NG" selected>🇳🇬 Nigeria (+234)</option><option value="GH">🇬🇭 Ghana (+233)</option><option value="KE">🇰🇪 Kenya (+254)</option>
        </select></details>
      <span id="prefix"><span>🇳🇬 </span>+234</span>`;
    installWidgets(document);
    const select = document.querySelector<HTMLSelectElement>('#country')!;
    select.value = 'GH';
    select.dispatchEvent(new Event('change'));
    expect(document.querySelector('#prefix')!.textContent).toBe('🇬🇭 +233');
    expect(document.querySelector('summary')!.textContent).toBe('Country: Ghana');
    const search = document.querySelector<HTMLInputElement>('[data-filter-for]')!;
    expect(search.closest('div')!.hidden).toBe(false);
    search.value = 'ken';
    search.dispatchEvent(new Event('input'));
    expect(Array.from(select.options).map((o) => o.hidden)).toEqual([true, false, false]);
  });
});

describe('the licence-class warning and Proceed after a choice', () => {
  it('warns for a class that cannot carry passengers for hire, not for E', () => {
    document.body.innerHTML = `<form><select name="licence_class"><option value="">—</option><option value="B">B</option><option value="E">E</option></select>
      <p data-licence-warning="E" hidden>Class <span data-class></span> cannot carry passengers for hire.</p></form>`;
    installWidgets(document);
    const select = document.querySelector('select')!;
    const warning = document.querySelector<HTMLElement>('[data-licence-warning]')!;
    select.value = 'B';
    select.dispatchEvent(new Event('change'));
    expect([warning.hidden, warning.textContent]).toEqual([false, 'Class B cannot carry passengers for hire.']);
    select.value = 'E';
    select.dispatchEvent(new Event('change'));
    expect(warning.hidden).toBe(true);
  });

  it('shows Proceed once a card is chosen', () => {
    document.body.innerHTML = `<form><input type="radio" name="type" value="company"><button data-after-choice>Proceed</button></form>`;
    installWidgets(document);
    const button = document.querySelector<HTMLButtonElement>('[data-after-choice]')!;
    expect(button.hidden).toBe(true);
    document.querySelector<HTMLInputElement>('input')!.checked = true;
    document.querySelector('form')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(button.hidden).toBe(false);
  });
});
