/**
 * The one form hook (issue 9; ADR 0007, ADR 0020). The server parses every form with Conform and
 * zod and answers Conform's `SubmissionResult`; this hook reads that reply with the rules a
 * loader computed from the form's zod schema (`formRules`). It gives each field its id, name,
 * constraint attributes, first value and errors, and the form its `data-vp-check`: the same rules
 * as JSON, which the page's enhancement script (app/enhance/form-check.ts) uses to check fields
 * as they are left and typed, and to show every message on an invalid submit without a round
 * trip. Without JavaScript the server's reply fills the same slots. Nothing here runs in the
 * browser: no page hydrates React.
 */
import * as ui from '~/styles/ui.css';
import type { FieldConstraint, FormRules } from '~/lib/forms';
import type { FormCheck } from '~/enhance/form-check';
import { asResult, asValue } from '~/components/form/reply';
import { rulesInWords, useMessageWords } from '~/components/form/words';

export { readReply, type ReplyReader, type SubmissionResult } from '~/components/form/reply';

export type FieldMeta = FieldConstraint & {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  formId: string;
  /** The value to show first: the server's echo of the last submission, else the default. */
  initialValue: string | string[] | undefined;
  errors: string[] | undefined;
  /** Changes when the server's reply resets the inputs (e.g. a cleared password). */
  key: string;
};

export type FormMeta = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  /** Every field's errors by name, from the server's reply (the error summary's links). */
  allErrors: Record<string, string[]>;
  /** What the browser checks (`data-vp-check`). */
  check: FormCheck;
};

type Options = {
  id: string;
  rules: FormRules;
  /** The action's reply (`useActionData`). */
  lastResult?: unknown;
  defaultValue?: Record<string, unknown>;
  /** Only a reply whose submitted `intent` is this one is shown in this form. */
  intent?: string;
  /** The one check native constraints cannot express: `field` must equal `with` (a repeated password). */
  match?: FormCheck['match'];
};

export function useAppForm({ id, rules, lastResult, defaultValue, intent, match }: Options): [FormMeta, Record<string, FieldMeta>] {
  const reply = asResult(lastResult, intent);
  const errors = (reply?.error ?? {}) as Record<string, string[] | null | undefined>;
  const values = reply?.initialValue ?? defaultValue ?? {};
  const allErrors = Object.fromEntries(Object.entries(errors).filter((e): e is [string, string[]] => Boolean(e[0] && e[1]?.length)));
  // The page's script shows these messages itself: in the reader's language (issue 44 §2).
  const say = useMessageWords();
  const check = { ...rulesInWords(rules, say), ...(match ? { match: { ...match, message: say(match.message), ...(match.toast ? { toast: say(match.toast) } : {}) } } : {}) };
  const form: FormMeta = { id, errorId: `${id}-form-error`, errors: errors[''] ?? undefined, allErrors, check };
  const names = new Set([...Object.keys(rules.constraint), ...Object.keys(rules.messages), ...Object.keys(defaultValue ?? {}), ...Object.keys(values)]);
  const fields = new Proxy({} as Record<string, FieldMeta>, {
    get(cache, name: string) {
      if (typeof name !== 'string') return undefined;
      cache[name] ??= {
        ...(rules.constraint[name] ?? {}),
        id: `${id}-${name}`,
        name,
        errorId: `${id}-${name}-error`,
        descriptionId: `${id}-${name}-hint`,
        formId: id,
        initialValue: asValue((values as Record<string, unknown>)[name]),
        errors: errors[name]?.length ? errors[name]! : undefined,
        key: `${name}-${reply ? 1 : 0}`,
      };
      return cache[name];
    },
    has: (_, name) => names.has(String(name)),
  });
  return [form, fields];
}

/** The `<form>`'s props: id, novalidate (the script and the server speak instead), its checks. */
export function formProps(form: FormMeta) {
  return { id: form.id, noValidate: true, 'data-vp-check': JSON.stringify(form.check), 'data-vp-error-class': ui.fieldError, 'aria-describedby': form.errors ? form.errorId : undefined };
}

function describedBy(field: FieldMeta, extra?: string) {
  return [extra, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined;
}

/** The input types HTML lets carry a `pattern`. */
const PATTERN_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

/** An `<input>`'s props for `field`: constraints, first value, `aria-invalid`, `aria-describedby`. */
export function inputProps(field: FieldMeta, { type, describedBy: extra, value }: { type: string; describedBy?: string; value?: string }) {
  const base = {
    id: field.id,
    name: field.name,
    type,
    required: field.required || undefined,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    // HTML allows `pattern` only on text-like inputs (a date's format is the browser's own).
    pattern: PATTERN_TYPES.has(type) ? field.pattern : undefined,
    'aria-invalid': field.errors ? true : undefined,
    'aria-describedby': describedBy(field, extra),
  };
  if (type === 'checkbox' || type === 'radio') {
    const initial = field.initialValue;
    return { ...base, value, defaultChecked: Array.isArray(initial) ? initial.includes(value ?? 'on') : initial === (value ?? 'on') };
  }
  return { ...base, defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined };
}

/** A `<select>`'s props for `field`. */
export function selectProps(field: FieldMeta, extra?: string) {
  return {
    id: field.id,
    name: field.name,
    required: field.required || undefined,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
    'aria-invalid': field.errors ? true : undefined,
    'aria-describedby': describedBy(field, extra),
  };
}
