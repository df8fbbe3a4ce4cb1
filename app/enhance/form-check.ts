/**
 * A form's checks in the browser, without React (issue 23; ADR 0020). A `<form data-vp-check>`
 * carries its rules as JSON (`FormCheck`: the `formRules` a loader computed from the form's zod
 * schema, spec section 5's messages). A field is checked when it loses focus and again as the
 * user types once checked; submitting an invalid form shows every field's message and sends
 * nothing, so a slow link is not spent on a round trip the browser could answer. The messages
 * go into the same slots the server fills without JavaScript (`[data-vp-error-for=name]`).
 *
 * Submit buttons marked `data-vp-block` are `aria-disabled` while the form is invalid: that is
 * app/enhance/submit-block.ts, sent with the page. A submit button marked `formnovalidate`
 * (asking for a code instead of the password) sends the form unchecked.
 */

import { constraintErrors, type FormRules } from '~/lib/forms';
import { describedBy, eachElement, readJson } from '~/enhance/dom';
import { showToast } from '~/enhance/toast';

/** What `data-vp-check` holds. `match`: the one rule native constraints cannot express (two fields the same). */
export type FormCheck = FormRules & { match?: { field: string; with: string; message: string; toast?: string } };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlsNamed = (form: HTMLFormElement, name: string) => (Array.from(form.elements) as Control[]).filter((el) => el.name === name);

/** The errors of `form` by field name: native validity with the rules' messages, then `match`. */
export function formErrors(form: HTMLFormElement, check: FormCheck): Record<string, string[]> {
  const errors = constraintErrors(form, check);
  const m = check.match;
  if (m) {
    const value = (name: string) => controlsNamed(form, name)[0]?.value ?? '';
    if (!errors[m.field] && value(m.field) && value(m.with) && value(m.field) !== value(m.with)) errors[m.field] = [m.message];
  }
  return errors;
}

/** Show `message` (or clear it) in the slot of field `name`, with `aria-invalid` on its controls. */
function show(form: HTMLFormElement, name: string, message: string | undefined, errorClass: string): void {
  let slot = form.querySelector<HTMLElement>(`[data-vp-error-for="${CSS.escape(name)}"]`);
  const controls = controlsNamed(form, name);
  if (!slot && message && controls[0]) {
    // A field rendered without a slot (every named field has one: ErrorLine): one goes after it.
    slot = document.createElement('p');
    slot.id = `${form.id}-${name}-error`;
    slot.className = errorClass;
    slot.dataset.vpErrorFor = name;
    controls[0].insertAdjacentElement('afterend', slot);
  }
  if (slot) {
    (slot.querySelector('[data-vp-error-text]') ?? slot).textContent = message ?? '';
    slot.hidden = !message;
  }
  for (const c of controls) {
    if (message) c.setAttribute('aria-invalid', 'true');
    else c.removeAttribute('aria-invalid');
    if (slot?.id) describedBy(c, slot.id, Boolean(message));
  }
}

function install(form: HTMLFormElement): void {
  const check = readJson<FormCheck>(form.dataset.vpCheck);
  if (!check) return;
  const errorClass = form.dataset.vpErrorClass ?? '';
  // Fields the server sent back with an error count as checked: typing re-checks them, so their
  // message clears as the field is fixed, never at the tap on Submit (issue 32 §7: clearing it on
  // blur moved the button away from a tap that then sent nothing).
  const checked = new Set<string>((Array.from(form.elements) as Control[]).filter((c) => c.name && c.getAttribute('aria-invalid') === 'true').map((c) => c.name));
  const refresh = (name: string) => show(form, name, formErrors(form, check)[name]?.[0], errorClass);
  form.addEventListener('focusout', (event) => {
    const target = event.target as Control;
    if (!target.name || target.form !== form) return;
    checked.add(target.name);
    // Leaving a field only adds its message: a message never disappears (moving what is below it)
    // between a press on a button and its release.
    const message = formErrors(form, check)[target.name]?.[0];
    if (message) show(form, target.name, message, errorClass);
  });
  form.addEventListener('input', (event) => {
    const name = (event.target as Control).name;
    if (name && checked.has(name)) refresh(name);
    if (check.match && name === check.match.with && checked.has(check.match.field)) refresh(check.match.field);
  });
  form.addEventListener('submit', (event) => {
    // A button marked formnovalidate skips the checks, as it skips the browser's own (HTML).
    if ((event as SubmitEvent).submitter?.hasAttribute('formnovalidate')) return;
    const errors = formErrors(form, check);
    const m = check.match;
    if (m?.toast && errors[m.field]?.[0] === m.message) showToast(m.toast);
    const names = Object.keys(errors);
    if (!names.length) return;
    event.preventDefault();
    for (const name of new Set([...Object.keys(check.constraint), ...Object.keys(check.messages), ...checked, ...names])) {
      checked.add(name);
      show(form, name, errors[name]?.[0], errorClass);
    }
    controlsNamed(form, names[0])[0]?.focus();
  });
}

/**
 * The error summary a form came back with (issue 33 §3, GOV.UK's): each of its links moves focus
 * to its field (an anchor alone only scrolls). Its focus on load is the page's inline NOTICE_FOCUS.
 */
function focusErrorSummary(doc: Document): void {
  const summary = doc.querySelector<HTMLElement>('[data-vp-error-summary]');
  if (!summary) return;
  summary.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href^="#"]');
    const field = link ? doc.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1))) : null;
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  });
}

/** Check every `form[data-vp-check]` of `doc` (each alone), and wire the error summary's links. */
export function installFormChecks(doc: Document): void {
  eachElement<HTMLFormElement>(doc, 'form[data-vp-check]', install);
  focusErrorSummary(doc);
}
