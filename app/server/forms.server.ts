/**
 * Forms on the server (issue 9; DESIGN rule 4; ADR 0007):
 * - `formRules(schema)`: a zod object schema's native constraints and messages, for the browser
 *   (see app/lib/forms.ts), so zod never ships to the phone;
 * - `parseForm(formData, schema)`: Conform's `parseWithZod`, the one way actions read a form;
 * - `failedReply(...)`: the one way an action answers an upstream failure: the API's message
 *   as the form's error (or a toast, for the flows the spec says toast) with the user's input
 *   kept, and the API's field errors next to their fields.
 * Every action answers Conform's `submission.reply()` (a `SubmissionResult`), so one shape
 * reaches every form; a route with several forms tells them apart by their `intent` field.
 */
import { parseWithZod } from '@conform-to/zod';
import { json, type AppLoadContext } from '@remix-run/node';
import type { Submission, SubmissionResult } from '@conform-to/react';
import { z, type ZodTypeAny } from 'zod';
import { digestEntries, FORM_KEY_FIELD, SECRET_FIELDS } from '~contract/forms';
import { requireFormKey } from '~/server/form-key.server';
import { keyForm } from '~/server/request-scope.server';
import { isUpstreamError, type UpstreamError } from '~/api/errors';
import type { FieldConstraint, FieldMessages, FormRules } from '~/lib/forms';
import { jsonWithToast } from '~/server/toast.server';
import type { MessageKey, Notice } from '~/lib/toast';
import { sayOf, wordsFor } from '~/server/i18n.server';

const REQUIRED_FALLBACK = 'This field is required';

/**
 * A regex as an HTML `pattern` (which browsers compile with the `v` flag and anchor), or
 * undefined when it cannot be one (flags such as `i`, or syntax the `v` flag refuses: write
 * such regexes with `\\-`, `\\(` and `\\)` escaped inside classes).
 */
export function htmlPattern(regex: RegExp): string | undefined {
  if (/[gimsy]/.test(regex.flags.replace(/[uv]/g, ''))) return undefined;
  const source = regex.source.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  try {
    new RegExp(`^(?:${source})$`, 'v');
    return source;
  } catch {
    return undefined;
  }
}

type Def = { typeName: string; [key: string]: unknown };
const defOf = (schema: ZodTypeAny) => schema._def as Def;

/** The message zod gives a missing value (the `required_error`, or an enum's error map). */
function requiredMessage(schema: ZodTypeAny): string | undefined {
  const errorMap = defOf(schema).errorMap as ((issue: unknown, ctx: { defaultError: string; data: unknown }) => { message: string }) | undefined;
  if (!errorMap) return undefined;
  const message = errorMap({ code: 'invalid_type', expected: 'string', received: 'undefined', path: [] }, { defaultError: '', data: undefined }).message;
  return message || undefined;
}

type Check = { kind: string; value?: number; message?: string; regex?: RegExp; inclusive?: boolean };

/** Whether `schema` changes its value (a transform or preprocess somewhere inside). */
function transforms(schema: ZodTypeAny): boolean {
  const def = defOf(schema);
  if (def.typeName === 'ZodEffects') return (def.effect as { type: string }).type !== 'refinement' || transforms(def.schema as ZodTypeAny);
  if (def.typeName === 'ZodPipeline') return transforms(def.in as ZodTypeAny) || transforms(def.out as ZodTypeAny);
  const inner = def.innerType ?? def.type;
  return def.typeName !== 'ZodArray' && inner ? transforms(inner as ZodTypeAny) : false;
}

function walk(schema: ZodTypeAny, name: string, rules: FormRules, required: boolean): void {
  const def = defOf(schema);
  const constraint: FieldConstraint = (rules.constraint[name] ??= {});
  const messages: FieldMessages = (rules.messages[name] ??= {});
  const missing = requiredMessage(schema);
  if (missing && required) messages.valueMissing ??= missing;
  switch (def.typeName) {
    case 'ZodEffects':
      return walk(def.schema as ZodTypeAny, name, rules, required);
    case 'ZodPipeline':
      walk(def.in as ZodTypeAny, name, rules, required);
      // After a transform the output's checks are about the transformed value ('abc 123xy' →
      // 'ABC-123XY'), not what is typed: those stay on the server.
      if (transforms(def.in as ZodTypeAny)) return;
      return walk(def.out as ZodTypeAny, name, rules, required);
    case 'ZodOptional':
    case 'ZodDefault':
    case 'ZodCatch':
      return walk(def.innerType as ZodTypeAny, name, rules, false);
    case 'ZodNullable':
    case 'ZodReadonly':
    case 'ZodBranded':
      return walk((def.innerType ?? def.type) as ZodTypeAny, name, rules, required);
    case 'ZodArray': {
      constraint.multiple = true;
      const min = def.minLength as { value: number; message?: string } | null;
      if (required && min && min.value > 0) {
        constraint.required = true;
        messages.valueMissing = min.message ?? messages.valueMissing ?? REQUIRED_FALLBACK;
      }
      return;
    }
    case 'ZodString': {
      if (required) {
        constraint.required = true;
        messages.valueMissing ??= REQUIRED_FALLBACK;
      }
      const regexes: RegExp[] = [];
      for (const check of def.checks as Check[]) {
        if (check.kind === 'min' && check.value !== undefined) {
          // min(1) is "required" in other words; longer minimums are a length rule.
          if (check.value <= 1) {
            if (required) messages.valueMissing = check.message ?? messages.valueMissing;
          } else {
            constraint.minLength = Math.max(constraint.minLength ?? 0, check.value);
            messages.tooShort = check.message ?? messages.tooShort;
          }
        } else if (check.kind === 'max' && check.value !== undefined) {
          constraint.maxLength = Math.min(constraint.maxLength ?? Infinity, check.value);
          messages.tooLong = check.message ?? messages.tooLong;
        } else if (check.kind === 'length' && check.value !== undefined) {
          constraint.minLength = constraint.maxLength = check.value;
          messages.tooShort = messages.tooLong = check.message;
        } else if (check.kind === 'regex' && check.regex) {
          regexes.push(check.regex);
          messages.patternMismatch ??= check.message;
        } else if (check.kind === 'email' || check.kind === 'url') {
          messages.typeMismatch = check.message ?? messages.typeMismatch;
        }
      }
      // One regex becomes the pattern attribute; further ones are checked by the server only.
      if (regexes.length && !constraint.pattern) {
        const pattern = htmlPattern(regexes[0]);
        if (pattern) constraint.pattern = pattern;
      }
      return;
    }
    case 'ZodNumber': {
      if (required) {
        constraint.required = true;
        messages.valueMissing ??= REQUIRED_FALLBACK;
      }
      messages.badInput ??= missing ?? 'Please enter a number';
      for (const check of def.checks as Check[]) {
        if (check.kind === 'min' && check.value !== undefined) {
          constraint.min = check.value;
          messages.rangeUnderflow = check.message;
        } else if (check.kind === 'max' && check.value !== undefined) {
          constraint.max = check.value;
          messages.rangeOverflow = check.message;
        }
      }
      return;
    }
    case 'ZodEnum':
    case 'ZodNativeEnum':
    case 'ZodLiteral':
      if (required) {
        constraint.required = true;
        messages.valueMissing ??= REQUIRED_FALLBACK;
      }
      return;
    default:
      return;
  }
}

/** The object schema inside refinements, transforms and intersections. */
function objectShapes(schema: ZodTypeAny): Record<string, ZodTypeAny>[] {
  const def = defOf(schema);
  if (def.typeName === 'ZodObject') return [(schema as z.AnyZodObject).shape];
  if (def.typeName === 'ZodEffects') return objectShapes(def.schema as ZodTypeAny);
  if (def.typeName === 'ZodIntersection') return [...objectShapes(def.left as ZodTypeAny), ...objectShapes(def.right as ZodTypeAny)];
  if (def.typeName === 'ZodPipeline') return objectShapes(def.in as ZodTypeAny);
  throw new Error(`formRules: expected an object schema, got ${def.typeName}`);
}

/**
 * The browser's rules of a form from its zod object schema (refinements and intersections
 * allowed): for each field, `required`, lengths, `pattern`, `min`/`max`, `multiple`, and the
 * schema's message for each validity flag. Cross-field rules stay server-only.
 * @throws Error when the schema is not an object schema.
 */
export function formRules(schema: ZodTypeAny): FormRules {
  const rules: FormRules = { constraint: {}, messages: {} };
  for (const shape of objectShapes(schema)) for (const [name, field] of Object.entries(shape)) walk(field, name, rules, true);
  for (const name of Object.keys(rules.constraint)) {
    if (Object.keys(rules.constraint[name]).length === 0) delete rules.constraint[name];
    if (Object.keys(rules.messages[name]).length === 0) delete rules.messages[name];
  }
  return rules;
}

/**
 * `rules` with a required file input `name` (files are checked while they stream in, not by
 * zod): the browser says 'Kindly select a file' before sending a form without one.
 */
export function withFile(rules: FormRules, name: string, message = 'Kindly select a file'): FormRules {
  return { constraint: { ...rules.constraint, [name]: { required: true } }, messages: { ...rules.messages, [name]: { valueMissing: message } } };
}

/** Conform's parse of a form with a zod schema: the one way an action reads its fields. */
export function parseForm<S extends ZodTypeAny>(formData: FormData | URLSearchParams, schema: S): Submission<z.input<S>, string[], z.output<S>> {
  return parseWithZod(formData, { schema }) as Submission<z.input<S>, string[], z.output<S>>;
}

/** A submission for a form that has no fields to validate (a button with an intent). */
export const emptySubmission = (formData: FormData) => parseForm(formData, z.object({}).passthrough());

export type FailOptions = {
  /** Fields never echoed back (passwords, codes). */
  hideFields?: string[];
  /** 'toast' for the flows spec section 8 lists (login, register, passwords, create partner); else the form's error. */
  via?: 'form' | 'toast';
  status?: number;
};

/**
 * The reply to an upstream failure in an action: the API's message (spec section 8) as the
 * form's error, or as a toast; the API's field errors under their fields; the input kept.
 */
export async function failedReply(request: Request, context: AppLoadContext, submission: Submission<unknown>, error: UpstreamError | MessageKey | Notice, options: FailOptions = {}) {
  // The portal's own sentence by its key (issue 51 §2), or the API's words as the upstream client said them for this reader.
  const notice: Notice | null = typeof error === 'string' ? { key: error } : 'key' in error ? error : null;
  if (notice && options.via === 'toast') {
    return jsonWithToast(
      context,
      submission.reply({ hideFields: [...SECRET_FIELDS, ...(options.hideFields ?? [])] }),
      { type: 'error', message: notice.key, values: notice.values },
      { status: options.status ?? 400 },
    );
  }
  const message = notice ? sayOf(wordsFor(request, (await context.session()).data?.user), 'messages')(notice.key, notice.values) : (error as UpstreamError).message;
  // A secret (a password, a code) is never sent back into a page, whatever the route says.
  options = { ...options, hideFields: [...SECRET_FIELDS, ...(options.hideFields ?? [])] };
  const upstream = notice ? null : (error as UpstreamError);
  const fieldErrors = !upstream ? undefined : Object.keys(upstream.fieldErrors).length ? upstream.fieldErrors : undefined;
  const status = options.status ?? (!upstream ? 400 : upstream.status >= 400 && upstream.status < 500 ? upstream.status : 400);
  if (options.via === 'toast') {
    return jsonWithToast(context, submission.reply({ fieldErrors, hideFields: options.hideFields }), { type: 'error', said: message }, { status });
  }
  return json(submission.reply({ formErrors: [message], fieldErrors, hideFields: options.hideFields }), { status });
}

/**
 * Run an upstream call; an `UpstreamError` is returned as `{ ok: false, error }` for the
 * action to answer with `failedReply`; anything else (a redirect, the unavailable page) is
 * thrown on.
 */
export async function attempt<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: UpstreamError }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (isUpstreamError(error)) return { ok: false, error };
    throw error;
  }
}

/**
 * A form its checks refused (issue 55 §7: written once): Conform's reply — each field's message
 * and what was typed, secrets left out by Conform's `hideFields` where the form set them — as 400.
 */
export const invalidReply = <T>(submission: { reply: () => T }) => json(submission.reply(), { status: INVALID });
const INVALID = 400;

/** What a body that is not a readable form gets (a 400 page, never a 500). */
export const UNREADABLE_FORM = 'This form could not be read. Please reload the page and try again.';

/**
 * The request's form fields, through the one door every write meets (issue 40 §1): the form's
 * key must be one the server issued for this person and partner (form-key.server.ts), so a form
 * of another site, of another partner or made up writes nothing. Call it after the route's
 * session and role guard. A body that claims to be a form but is not one (multipart without its
 * boundary, a url-encoded body sent as multipart) is a 400 with a readable message, not an
 * exception (issue 20 §4).
 * @throws a 400 Response with `{ message: UNREADABLE_FORM }`; the 403 of `requireFormKey`.
 */
export async function readForm(request: Request, context: AppLoadContext): Promise<FormData> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw json({ message: UNREADABLE_FORM }, { status: 400 });
  }
  await requireFormKey(formData, context, request);
  // The form's one-time key and fields make the request's idempotency key (issue 33 §1).
  await keyForm(formData.get(FORM_KEY_FIELD), await digestEntries(formData));
  // The key has done its work: it is never echoed back into a form's reply.
  formData.delete(FORM_KEY_FIELD);
  return formData;
}

/** A reply for an `intent` this route does not know: 400 with a readable form error. */
export function unknownIntent(submission: Submission<unknown>) {
  return json(submission.reply({ formErrors: ['This action is not available. Please reload the page and try again.'] }), { status: 400 });
}

export type { SubmissionResult };
