/**
 * The small enhancements of form fields and pages (issue 23; ADR 0020). Each works on markup
 * the server rendered and that already works without JavaScript; each looks for its data
 * attribute and does nothing where there is none.
 */
import { fileSize } from '~/lib/file-size';
import { describedBy, eachElement } from '~/enhance/dom';

/**
 * Show/Hide on a password field, hidden again on submit and on `pageshow`:
 * `<button data-vp-reveal="Show|Hide|said when shown|said when hidden" hidden aria-controls=input>Show<span> password</span></button>`
 * (the words in the reader's language, from the page: issue 44 §2).
 */
function reveal(doc: Document): void {
  eachElement<HTMLButtonElement>(doc, 'button[data-vp-reveal]', (button) => {
    const input = doc.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLInputElement | null;
    if (!input) return;
    button.hidden = false;
    const status = doc.querySelector<HTMLElement>(`[data-vp-reveal-status="${CSS.escape(input.id)}"]`);
    const [showWord, hideWord, shownSaid, hiddenSaid] = (button.getAttribute('data-vp-reveal') ?? '').split('|');
    const show = (visible: boolean, said: boolean) => {
      input.type = visible ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(visible));
      if (button.firstChild) button.firstChild.nodeValue = (visible ? hideWord : showWord) ?? '';
      // Said aloud (issue 33 §3): what the press did.
      if (status && said) status.textContent = (visible ? shownSaid : hiddenSaid) ?? '';
    };
    button.addEventListener('click', () => show(input.type === 'password', true));
    // Hidden again when its form is sent and when the page comes back (issue 45 §3, GOV.UK's
    // password input): never left shown on a shared phone, nor remembered as plain text.
    input.form?.addEventListener('submit', () => show(false, false));
    window.addEventListener('pageshow', () => show(false, false));
  });
}

/** The photo tool's file (app/enhance/photo.ts), named by its content at build time. */
declare const __PHOTO_SRC__: string;
type SmallerPhoto = (file: File, doc: Document) => Promise<File | null>;
let photoTool: Promise<SmallerPhoto> | undefined;

/**
 * The photo tool, fetched the first time a photo is chosen (issue 35 §4): its bytes are spent
 * only by someone who sends a photo, never on a first visit.
 */
function loadPhotoTool(doc: Document): Promise<SmallerPhoto> {
  const win = window as unknown as { vpSmallerPhoto?: SmallerPhoto };
  if (win.vpSmallerPhoto) return Promise.resolve(win.vpSmallerPhoto);
  photoTool ??= new Promise<SmallerPhoto>((done, fail) => {
    const script = doc.createElement('script');
    script.src = __PHOTO_SRC__;
    script.onload = () => (win.vpSmallerPhoto ? done(win.vpSmallerPhoto) : fail(new Error('no photo tool')));
    script.onerror = fail;
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    // A dropped link: the next photo tries again.
    photoTool = undefined;
    throw error;
  });
  return photoTool;
}

/**
 * The chosen file's name and size under a file input: `<input type=file data-vp-chosen=id>` and
 * `<p id hidden data-vp-words="Chosen: ">` (its label in the reader's language). A photo is first made smaller when that helps, and the line says by how much
 * ("3.8 MB → 420 KB"); PDFs and anything the browser cannot decode are sent as they are.
 */
function chosenFile(doc: Document): void {
  eachElement<HTMLInputElement>(doc, 'input[type=file][data-vp-chosen]', (input) => {
    const line = doc.getElementById(input.dataset.vpChosen!);
    if (!line) return;
    // 'Chosen: ' in the reader's words, from the page (issue 44 §2).
    const say = (text: string) => {
      line.textContent = text && line.dataset.vpWords + text;
      line.hidden = !text;
      describedBy(input, line.id, Boolean(text));
    };
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      say(file ? `${file.name} (${fileSize(file.size)})` : '');
      if (!file || !/^image\/(jpeg|png|webp)$/.test(file.type) || typeof DataTransfer !== 'function') return;
      loadPhotoTool(doc)
        .then((smaller) => smaller(file, doc))
        .then((small) => {
          if (!small || input.files?.[0] !== file) return;
          const files = new DataTransfer();
          files.items.add(small);
          input.files = files.files;
          say(`${file.name} (${fileSize(file.size)} → ${fileSize(small.size)})`);
        })
        .catch(() => undefined);
    });
  });
}

/** An option's text is '🇳🇬 Nigeria (+234)': its flag, name and dial code. */
export function parseCountryOption(text: string): { flag: string; name: string; dialCode: string } | null {
  const m = /^(\S+)\s(.+)\s\((\+\d+)\)$/u.exec(text.trim());
  return m ? { flag: m[1], name: m[2], dialCode: m[3] } : null;
}

/** Does a country named `name` (or the chosen one) stay listed when searching for `query`? */
export const countryMatches = (name: string, query: string) => name.toLowerCase().includes(query.trim().toLowerCase());

/**
 * The phone field's prefix follows the chosen country (`select[data-vp-phone-prefix=prefixId]`),
 * and its search box (`input[data-vp-filter-for=selectId]`, hidden until now) narrows the list.
 */
function phone(doc: Document): void {
  eachElement<HTMLSelectElement>(doc, 'select[data-vp-phone-prefix]', (select) => {
    const prefix = doc.getElementById(select.dataset.vpPhonePrefix!);
    const summary = select.closest('details')?.querySelector('summary');
    select.addEventListener('change', () => {
      const chosen = parseCountryOption(select.selectedOptions[0]?.text ?? '');
      if (!chosen || !prefix) return;
      prefix.firstElementChild!.textContent = `${chosen.flag} `;
      prefix.lastChild!.nodeValue = chosen.dialCode;
      if (summary) summary.textContent = select.value === select.dataset.vpHome ? 'Not a Nigerian number?' : `Country: ${chosen.name}`;
    });
  });
  eachElement<HTMLInputElement>(doc, 'input[data-vp-filter-for]', (input) => {
    const select = doc.getElementById(input.dataset.vpFilterFor!) as HTMLSelectElement | null;
    if (!select) return;
    input.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
    input.addEventListener('input', () => {
      for (const option of Array.from(select.options)) option.hidden = !option.selected && !countryMatches(parseCountryOption(option.text)?.name ?? option.text, input.value);
    });
  });
}

/**
 * The licence-class warning (`[data-vp-licence-warning="E"]`: the classes that may carry passengers for
 * hire, from the server's one table, so the table never travels in the script) follows the class
 * chosen in its form.
 */
function licenceWarning(doc: Document): void {
  eachElement(doc, '[data-vp-licence-warning]', (warning) => {
    const select = warning.closest('form')?.querySelector<HTMLSelectElement>('select[name="licence_class"]');
    const named = warning.querySelector('[data-vp-class]');
    const forHire = (warning.dataset.vpLicenceWarning || 'E').split(',');
    select?.addEventListener('change', () => {
      warning.hidden = !select.value || forHire.includes(select.value.toUpperCase());
      if (named) named.textContent = select.value;
    });
  });
}

/** A form's submit buttons (`[data-vp-after-choice]`) appear once one of its radios is chosen. */
function afterChoice(doc: Document): void {
  eachElement(doc, '[data-vp-after-choice]', (button) => {
    const form = button.closest('form');
    if (!form || form.querySelector('input[type=radio]:checked')) return;
    button.hidden = true;
    form.addEventListener('change', () => (button.hidden = false));
  });
}

/** Install every field and page enhancement of this module on `doc`. */
export function installWidgets(doc: Document): void {
  // Each element alone (eachElement, issue 45 §2): one that throws leaves the others working.
  for (const install of [reveal, chosenFile, phone, licenceWarning, afterChoice]) install(doc);
  // Pending buttons and the second-tap guard are the pages' inline SUBMIT_GUARD (app/lib/enhance.ts).
}
