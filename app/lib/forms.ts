/**
 * Form rules shared by the server and the browser (issue 9; ADR 0007). The zod schemas stay on
 * the server (app/lib/validation/*.server.ts); a loader sends each form's `FormRules`, computed
 * from its schema by `formRules` (forms.server.ts): the native constraint attributes of every
 * field and the spec's message for each way a field can be invalid. In the browser
 * `constraintErrors` turns the inputs' native validity into those messages, so a field shows
 * the same words before and after a round trip, with no validation library in the bundle.
 */

/** Constraint attributes of one field, as Conform's `constraint` option takes them. */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  pattern?: string;
  multiple?: boolean;
};

/** The ValidityState flags this module reports, in order of precedence. */
export const VALIDITY_KEYS = ['valueMissing', 'typeMismatch', 'badInput', 'tooShort', 'tooLong', 'patternMismatch', 'rangeUnderflow', 'rangeOverflow'] as const;
export type ValidityKey = (typeof VALIDITY_KEYS)[number];

export type FieldMessages = Partial<Record<ValidityKey, string>>;

/**
 * A form's rules: per field name, its constraint and messages. JSON, sent as loader data.
 * `generic`: GENERIC_INVALID in the reader's words (issue 52 §4: no English in the browser).
 */
export type FormRules = { constraint: Record<string, FieldConstraint>; messages: Record<string, FieldMessages>; generic?: string };

/** The message used when a field is invalid in a way its schema gives no words for. */
export const GENERIC_INVALID = 'Please check this field';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (el: Element): el is Control => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * The errors of `form` by field name, from native validity and `rules`.
 * Checkbox groups (a `multiple` field) are missing when no box is ticked; other controls
 * report their first invalid flag in VALIDITY_KEYS order. Disabled and unnamed controls and
 * buttons are skipped.
 */
export function constraintErrors(form: HTMLFormElement, rules: FormRules): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const groups = new Map<string, HTMLInputElement[]>();
  for (const el of Array.from(form.elements)) {
    if (!isControl(el) || !el.name || el.disabled || el.type === 'submit' || el.type === 'button' || el.type === 'hidden') continue;
    if (el instanceof HTMLInputElement && el.type === 'checkbox' && rules.constraint[el.name]?.multiple) {
      groups.set(el.name, [...(groups.get(el.name) ?? []), el]);
      continue;
    }
    if (errors[el.name] || el.validity.valid) continue;
    const key = VALIDITY_KEYS.find((k) => el.validity[k]);
    errors[el.name] = [(key && rules.messages[el.name]?.[key]) || rules.generic || GENERIC_INVALID];
  }
  for (const [name, boxes] of groups) {
    if (rules.constraint[name]?.required && !boxes.some((b) => b.checked)) errors[name] = [rules.messages[name]?.valueMissing ?? rules.generic ?? GENERIC_INVALID];
  }
  return errors;
}

/** An empty rule set (a form with no client-side rules). */
export const NO_RULES: FormRules = { constraint: {}, messages: {} };
