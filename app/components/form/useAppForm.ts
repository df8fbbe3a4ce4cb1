/**
 * The one form hook (issue 9; ADR 0007): Conform's `useForm` with the rules a loader computed
 * from the form's zod schema. Fields get their native constraint attributes; with JavaScript a
 * field is checked when it loses focus and again as the user types, and every invalid field
 * shows its message when the form is submitted; without JavaScript the server's reply fills the
 * same slots. `intent` picks this form's reply when a route has several forms.
 */
import { parse, useForm, type SubmissionResult } from '@conform-to/react';
import { constraintErrors, type FormRules } from '~/lib/forms';

type Options<T extends Record<string, unknown>> = {
  id: string;
  rules: FormRules;
  /** The action's reply (`useActionData`). */
  lastResult?: SubmissionResult<string[]> | null | unknown;
  defaultValue?: Record<string, unknown>;
  /** Only a reply whose submitted `intent` is this one is shown in this form. */
  intent?: string;
  /** Extra checks the native constraints cannot express (two fields that must match). */
  check?: (formData: FormData) => Record<string, string[] | undefined>;
};

function belongsTo(result: unknown, intent: string | undefined): result is SubmissionResult<string[]> {
  if (!result || typeof result !== 'object' || !('status' in result || 'initialValue' in result || 'error' in result)) return false;
  if (!intent) return true;
  const submitted = (result as { initialValue?: Record<string, unknown> | null }).initialValue?.intent;
  return submitted === intent;
}

export function useAppForm<T extends Record<string, unknown> = Record<string, string>>({ id, rules, lastResult, defaultValue, intent, check }: Options<T>) {
  return useForm<T>({
    id,
    lastResult: belongsTo(lastResult, intent) ? lastResult : undefined,
    defaultValue: defaultValue as never,
    constraint: rules.constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ form, formData }) {
      return parse(formData, {
        resolve() {
          const extra = Object.fromEntries(Object.entries(check?.(formData) ?? {}).filter((e): e is [string, string[]] => Boolean(e[1]?.length)));
          const errors = { ...constraintErrors(form, rules), ...extra };
          return Object.keys(errors).length ? { error: errors } : { value: {} as T };
        },
      });
    },
  });
}
