/**
 * The one form hook (issue 9; ADR 0007). The server parses every form with Conform and zod and
 * answers Conform's `SubmissionResult`; this hook reads that reply in the browser, with the
 * rules a loader computed from the form's zod schema (`formRules`). It gives each field its id,
 * name, constraint attributes, first value and errors. With JavaScript a field is checked when
 * it loses focus and again as the user types once checked, and submitting an invalid form shows
 * every field's message without a round trip; without JavaScript the server's reply fills the
 * same slots. Conform's own client (10.5 KB gzip) would put the form pages over the 100 KB
 * budget, so its job in the browser is done here in a few hundred bytes.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type FocusEvent } from 'react';
import { constraintErrors, type FieldConstraint, type FormRules } from '~/lib/forms';
import { asResult, asValue } from '~/components/form/reply';

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
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
};

type Options = {
  id: string;
  rules: FormRules;
  /** The action's reply (`useActionData`). */
  lastResult?: unknown;
  defaultValue?: Record<string, unknown>;
  /** Only a reply whose submitted `intent` is this one is shown in this form. */
  intent?: string;
  /** Extra checks the native constraints cannot express (two fields that must match). */
  check?: (formData: FormData) => Record<string, string[] | undefined>;
};

export function useAppForm({ id, rules, lastResult, defaultValue, intent, check }: Options): [FormMeta, Record<string, FieldMeta>] {
  const reply = asResult(lastResult, intent);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>(() => ({ ...(reply?.error ?? {}) }) as Record<string, string[] | undefined>);
  const checked = useRef(new Set<string>());
  const [version, setVersion] = useState(0);
  const shown = useRef(reply);
  // A new reply from the server: its errors replace ours, and inputs restart from its echo.
  useEffect(() => {
    if (!reply || reply === shown.current) return;
    shown.current = reply;
    setErrors({ ...(reply.error ?? {}) } as Record<string, string[] | undefined>);
    checked.current = new Set(Object.keys(reply.error ?? {}));
    setVersion((v) => v + 1);
  }, [reply]);

  const errorsOf = useCallback(
    (form: HTMLFormElement) => {
      const extra = Object.fromEntries(Object.entries(check?.(new FormData(form)) ?? {}).filter((e): e is [string, string[]] => Boolean(e[1]?.length)));
      return { ...constraintErrors(form, rules), ...extra };
    },
    [rules, check],
  );

  const revalidate = useCallback(
    (form: HTMLFormElement, name: string) => {
      const all = errorsOf(form);
      setErrors((prev) => ({ ...prev, [name]: all[name] }));
    },
    [errorsOf],
  );

  const form: FormMeta = {
    id,
    errorId: `${id}-form-error`,
    errors: errors[''] ?? undefined,
    onSubmit(event) {
      const all = errorsOf(event.currentTarget);
      if (Object.keys(all).length === 0) return;
      event.preventDefault();
      for (const name of Object.keys(rules.constraint)) checked.current.add(name);
      for (const name of Object.keys(all)) checked.current.add(name);
      setErrors(all);
      const first = event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(all)[0]}"]`);
      first?.focus();
    },
    onBlur(event) {
      const target = event.target as unknown as HTMLInputElement;
      if (!target.name || target.form !== event.currentTarget) return;
      checked.current.add(target.name);
      revalidate(event.currentTarget, target.name);
    },
    onInput(event) {
      const target = event.target as unknown as HTMLInputElement;
      if (!target.name || !checked.current.has(target.name)) return;
      revalidate(event.currentTarget, target.name);
    },
  };

  const echoed = reply?.initialValue;
  const fields = useMemo(() => {
    const values = echoed ?? defaultValue ?? {};
    const names = new Set([...Object.keys(rules.constraint), ...Object.keys(rules.messages), ...Object.keys(defaultValue ?? {}), ...Object.keys(values)]);
    return new Proxy({} as Record<string, FieldMeta>, {
      get(cache, name: string) {
        if (typeof name !== 'string') return undefined;
        cache[name] ??= {
          ...(rules.constraint[name] ?? {}),
          id: `${id}-${name}`,
          name,
          errorId: `${id}-${name}-error`,
          descriptionId: `${id}-${name}-hint`,
          formId: id,
          initialValue: asValue(values[name]),
          errors: errors[name]?.length ? errors[name] : undefined,
          key: `${name}-${version}`,
        };
        return cache[name];
      },
      has: (_, name) => names.has(String(name)),
    });
  }, [id, rules, echoed, errors, version, defaultValue]);

  return [form, fields];
}

/** The `<form>`'s props: id, novalidate (the hook and the server speak instead), handlers. */
export function formProps(form: FormMeta) {
  return { id: form.id, noValidate: true, onSubmit: form.onSubmit, onBlur: form.onBlur, onInput: form.onInput, 'aria-describedby': form.errors ? form.errorId : undefined };
}

function describedBy(field: FieldMeta, extra?: string) {
  return [extra, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined;
}

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
    pattern: field.pattern,
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
