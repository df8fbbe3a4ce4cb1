// @vitest-environment happy-dom
/**
 * The field widgets in a DOM (issue 33 §4): Show/Hide shows itself, switches the password, says
 * the new state aloud and hides it again on submit and on `pageshow` (issue 45 §3); the chosen
 * file's name and size show under its input and describe it. Show/Hide and the phone field run on
 * the components' real markup (issue 45 §2); the file line, the licence warning and Proceed are
 * parts of components that need a route around them (a form key, the action's reply), so their
 * markup here is written by hand.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneField } from '~/components/form/PhoneField';
import { PlainPasswordField } from '~/components/form/PlainField';
import { useAppForm } from '~/components/form/useAppForm';
import { installAfterChoice } from '~/enhance/after-choice';
import { installChosenFile } from '~/enhance/chosen-file';
import { installLicenceWarning } from '~/enhance/licence-warning';
import { installPhone } from '~/enhance/phone';
import { installReveal } from '~/enhance/reveal';
import { render } from '../../tests/dom/render';

/** Every field behaviour, as a page with all their hooks would run them (each is its own module, issue 52 §4). */
function installWidgets(doc: Document): void {
  for (const install of [installReveal, installChosenFile, installPhone, installLicenceWarning, installAfterChoice]) install(doc);
}

describe('Show/Hide on a password', () => {
  beforeEach(() => {
    render(
      <form id="login">
        <PlainPasswordField label="Password" name="password" formId="login" />
      </form>,
    );
    installWidgets(document);
  });
  const button = () => document.querySelector<HTMLButtonElement>('[data-vp-reveal]')!;
  const input = () => document.querySelector<HTMLInputElement>('#login-password')!;
  const status = () => document.querySelector('[data-vp-reveal-status]')!;
  it('appears with the script, switches the field and announces its state', () => {
    expect(button().hidden).toBe(false);
    button().click();
    expect([input().type, button().getAttribute('aria-pressed'), button().textContent, status().textContent]).toEqual(['text', 'true', 'Hide password', 'Your password is visible']);
    button().click();
    expect([input().type, button().getAttribute('aria-pressed'), button().textContent, status().textContent]).toEqual(['password', 'false', 'Show password', 'Your password is hidden']);
  });
  it('is hidden again when its form is sent and when the page comes back', () => {
    button().click();
    document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect([input().type, button().getAttribute('aria-pressed'), button().textContent]).toEqual(['password', 'false', 'Show password']);
    button().click();
    window.dispatchEvent(new Event('pageshow'));
    expect(input().type).toBe('password');
  });
});

describe('the chosen file', () => {
  it('says it in the page’s words (issue 44 §2): a Hausa page’s label before the name', () => {
    document.body.innerHTML = `<input id="licence" type="file" data-vp-chosen="licence-chosen"><p id="licence-chosen" data-vp-words="An zaɓa: " hidden></p>`;
    installWidgets(document);
    const input = document.querySelector<HTMLInputElement>('#licence')!;
    const files = [new File([new Uint8Array(900 * 1024)], 'lasisi.pdf', { type: 'application/pdf' })];
    Object.defineProperty(input, 'files', { get: () => files, configurable: true });
    input.dispatchEvent(new Event('change'));
    expect(document.querySelector('#licence-chosen')!.textContent).toBe('An zaɓa: lasisi.pdf (900 KB)');
  });

  it('sends a photo smaller when that helps, and says by how much (issue 35 §4)', async () => {
    document.body.innerHTML = `<input id="licence" type="file" data-vp-chosen="licence-chosen"><p id="licence-chosen" data-vp-words="Chosen: " hidden></p>`;
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
    document.body.innerHTML = `<input id="licence" type="file" data-vp-chosen="licence-chosen"><p id="licence-chosen" data-vp-words="Chosen: " hidden></p>`;
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
  const countries = [
    { code: 'NG', name: 'Nigeria', dialCode: '+234' },
    { code: 'GH', name: 'Ghana', dialCode: '+233' },
    { code: 'KE', name: 'Kenya', dialCode: '+254' },
    ...'ABCDEFGHIJKLM'.split('').map((c) => ({ code: `Z${c}`, name: `Land ${c}`, dialCode: `+9${c.charCodeAt(0)}` })),
  ];
  function Phone() {
    const [, fields] = useAppForm({ id: 'signup', rules: { constraint: {}, messages: {} } });
    return <PhoneField label="Phone number" country={fields.phone_country} phone={fields.phone} countries={countries} />;
  }
  it('the prefix follows the chosen country, and the search narrows the list', () => {
    render(<Phone />);
    installWidgets(document);
    const select = document.querySelector<HTMLSelectElement>('select[data-vp-phone-prefix]')!;
    const prefix = document.getElementById(select.dataset.vpPhonePrefix!)!;
    expect(prefix.textContent).toBe('🇳🇬 +234');
    select.value = 'GH';
    select.dispatchEvent(new Event('change'));
    expect(prefix.textContent).toBe('🇬🇭 +233');
    expect(select.closest('details')!.querySelector('summary')!.textContent).toBe('Country: Ghana');
    const search = document.querySelector<HTMLInputElement>('[data-vp-filter-for]')!;
    expect(search.closest('[hidden]')).toBeNull();
    search.value = 'ken';
    search.dispatchEvent(new Event('input'));
    expect(
      Array.from(select.options)
        .filter((o) => !o.hidden)
        .map((o) => o.value),
    ).toEqual(['GH', 'KE']);
  });
});

describe('the licence-class warning and Proceed after a choice', () => {
  it('warns for a class that cannot carry passengers for hire, not for E', () => {
    document.body.innerHTML = `<form><select name="licence_class"><option value="">—</option><option value="B">B</option><option value="E">E</option></select>
      <p data-vp-licence-warning="E" hidden>Class <span data-vp-class></span> cannot carry passengers for hire.</p></form>`;
    installWidgets(document);
    const select = document.querySelector('select')!;
    const warning = document.querySelector<HTMLElement>('[data-vp-licence-warning]')!;
    select.value = 'B';
    select.dispatchEvent(new Event('change'));
    expect([warning.hidden, warning.textContent]).toEqual([false, 'Class B cannot carry passengers for hire.']);
    select.value = 'E';
    select.dispatchEvent(new Event('change'));
    expect(warning.hidden).toBe(true);
  });

  it('shows Proceed once a card is chosen', () => {
    document.body.innerHTML = `<form><input type="radio" name="type" value="company"><button data-vp-after-choice>Proceed</button></form>`;
    installWidgets(document);
    const button = document.querySelector<HTMLButtonElement>('[data-vp-after-choice]')!;
    expect(button.hidden).toBe(true);
    document.querySelector<HTMLInputElement>('input')!.checked = true;
    document.querySelector('form')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(button.hidden).toBe(false);
  });
});
