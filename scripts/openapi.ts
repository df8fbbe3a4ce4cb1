/**
 * The contract as OpenAPI 3.1 (issue 72 §1; ADR 0066): built from contract/operations.ts with
 * `@asteasolutions/zod-to-openapi` — each row a path item with its parameters, query, body, the
 * answer as the portal parses it, and the error body with the `code` values the portal words.
 * The spec's own calls are tagged `spec`, the required others `core`, every other call with the
 * portal feature that needs it.
 *
 *   npx tsx scripts/openapi.ts          writes docs/api/openapi.json (and docs/api/index.html, a Redoc page)
 *
 * tests/integration/openapi.test.ts fails when the file and the contract differ; the sandbox
 * serves the file at /v1/openapi.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenApiGeneratorV31, OpenAPIRegistry, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorBody } from '../contract/core';
import { FEATURES, isRequired, operations, type Operation } from '../contract/operations';

extendZodWithOpenApi(z);
const root = join(fileURLToPath(import.meta.url), '..', '..');

/**
 * The error `code` values the portal reads: those its `errors` catalogue words (in five
 * languages), and those a flow branches on. Any other code is shown as the API's `words` or text.
 */
export function errorCodes(): Record<string, string> {
  const worded = JSON.parse(readFileSync(join(root, 'app/i18n/catalogues/en-NG/errors.json'), 'utf8')) as Record<string, string>;
  return {
    ...Object.fromEntries(Object.entries(worded).map(([code, words]) => [code, `Worded by the portal: “${words}”`])),
    ItemAlreadyExist: 'Invite sign-up: the user exists, so the flow goes on to accept the invitation (spec section 8).',
    IdempotencyKeyInUse: 'A 409 while the first request of this Idempotency-Key still runs: the portal asks again.',
    LinkReplaced: 'A document or statement link replaced by a newer one (410).',
    LinkExpired: 'A document or statement link past its life (410).',
    QueryOpen: 'A driver’s pay query already open.',
    QueryAnswered: 'A pay query already answered.',
    PayAccountNameMismatch: 'A driver’s account in another name: the owner must tick that it is right.',
    VehicleRemoved: 'A vehicle removed since the page was read.',
    InvalidOtp: 'A wrong one-time code.',
    OtpLocked: 'Too many wrong codes.',
  };
}

/**
 * A schema as zod-to-openapi 7 can describe it: it knows neither `.catch()` (a lenient query
 * field, described by the value it takes) nor `z.lazy()` (a sentence inside a sentence, described
 * one level deep). Every other type is rebuilt around its described parts; the portal's parsing
 * is unchanged (this copy only describes).
 */
export function describable(schema: z.ZodTypeAny): z.ZodTypeAny {
  const d = schema._def as Record<string, unknown> & { typeName: string };
  const inner = (key: string) => describable(d[key] as z.ZodTypeAny);
  switch (d.typeName) {
    case 'ZodCatch':
      return inner('innerType').optional();
    case 'ZodLazy':
      return z.object({ text: z.string(), values: z.record(z.union([z.string(), z.object({ text: z.string() }).passthrough()])).optional() });
    case 'ZodObject': {
      const object = schema as z.AnyZodObject;
      const rebuilt = z.object(Object.fromEntries(Object.entries(object.shape as Record<string, z.ZodTypeAny>).map(([k, v]) => [k, describable(v)])));
      return d.unknownKeys === 'passthrough' ? rebuilt.passthrough() : rebuilt;
    }
    case 'ZodArray':
      return z.array(inner('type'));
    case 'ZodOptional':
      return inner('innerType').optional();
    case 'ZodNullable':
      return inner('innerType').nullable();
    case 'ZodDefault':
      return inner('innerType').default((d.defaultValue as () => unknown)());
    case 'ZodEffects':
      return inner('schema');
    case 'ZodPipeline':
      return inner('in');
    case 'ZodBranded':
    case 'ZodReadonly':
      return describable((d.type ?? d.innerType) as z.ZodTypeAny);
    case 'ZodUnion':
      return z.union((d.options as z.ZodTypeAny[]).map(describable) as [z.ZodTypeAny, z.ZodTypeAny]);
    case 'ZodDiscriminatedUnion':
      return z.union([...(d.options as z.ZodTypeAny[])].map(describable) as [z.ZodTypeAny, z.ZodTypeAny]);
    case 'ZodIntersection':
      return z.intersection(inner('left'), inner('right'));
    case 'ZodRecord':
      return z.record(inner('keyType') as z.ZodString, inner('valueType'));
    case 'ZodTuple':
      return z.tuple((d.items as z.ZodTypeAny[]).map(describable) as [z.ZodTypeAny]);
    default:
      return schema;
  }
}

/** One operation's example (docs/api/examples.json, written by scripts/openapi-examples.ts). */
export type Example = { status: number; request?: unknown; answer: unknown };

/** The examples, by operation; none when the file is absent. */
export function examples(): Record<string, Example> {
  try {
    return JSON.parse(readFileSync(join(root, 'docs/api/examples.json'), 'utf8')) as Record<string, Example>;
  } catch {
    return {};
  }
}

/** A path parameter's schema: a number for an id, else a string. */
const param = (name: string) => (/id$/i.test(name) && name !== 'accountSid' ? z.number().int().positive() : z.string().min(1));

/** The OpenAPI document of every operation (see the module comment). */
export function buildOpenApi() {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  const codes = errorCodes();
  const example = examples();
  const error = registry.register(
    'Error',
    (describable(errorBody) as z.AnyZodObject).extend({
      code: z
        .string()
        .optional()
        .openapi({ description: 'What went wrong, for the portal to word. The codes the portal reads are listed in `x-portal-codes`.', examples: Object.keys(codes) }),
      words: z.array(z.object({ text: z.string(), values: z.record(z.unknown()).optional() })).optional(),
    }),
  );
  for (const [id, op] of Object.entries(operations) as [string, Operation][]) {
    const ex = example[id];
    const request: Record<string, unknown> = {};
    if (op.params?.length) request.params = z.object(Object.fromEntries(op.params.map((p) => [p, param(p)])));
    if (op.query) request.query = describable(op.query);
    if (op.body === 'multipart') request.body = { content: { 'multipart/form-data': { schema: z.object({ file: z.string().openapi({ format: 'binary' }) }) } } };
    else if (op.body) request.body = { content: { 'application/json': { schema: describable(op.body), ...(ex?.status === 200 && ex.request !== undefined ? { example: ex.request } : {}) } } };
    const failed = (description: string, status: number) => ({
      description,
      content: { 'application/json': { schema: error, ...(ex && ex.status === status ? { example: ex.answer } : {}) } },
    });
    registry.registerPath({
      method: op.method.toLowerCase() as 'get',
      path: op.path,
      operationId: id,
      summary: id,
      tags: [op.feature],
      ...(op.public ? { security: [] } : { security: [{ [bearer.name]: [] }] }),
      request: request as never,
      responses: {
        200: {
          description: 'The answer, as the portal parses it (fields it does not read are dropped).',
          content: { 'application/json': { schema: describable(op.answer), ...(ex?.status === 200 ? { example: ex.answer } : {}) } },
        },
        400: failed('The request was refused: `message`, `code`, field `errors` and `words`.', 400),
        ...(op.public ? {} : { 401: failed('No session, or it ended: the portal signs the person out.', 401) }),
        403: failed('Not allowed for this member’s roles.', 403),
        404: failed('Not found, or not this partner’s.', 404),
        409: failed('In conflict with what is stored (a repeated key still running, a changed amount).', 409),
        422: failed('Not valid.', 422),
      },
    });
  }
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vehicle partner portal: the marketplace API it calls',
      version: '1',
      license: { name: 'Proprietary: for the marketplace’s teams and the portal’s', identifier: 'LicenseRef-Proprietary' },
      description:
        'Every call the partner portal makes to the marketplace’s API, generated from its contract (contract/operations.ts). ' +
        'Operations tagged `spec` are the spec’s own calls and `core` the other required ones; every other tag is an optional portal feature, which the portal hides when its calls answer 404 or 405. ' +
        'Answers are JSON in a `{ data }` envelope; amounts are integer kobo. Run `npm run conformance` against an API to check it.',
    },
    servers: [{ url: '/', description: 'The API’s own address (the project’s sandbox answers at http://localhost:4010 by default).' }],
    tags: [
      { name: 'spec', description: 'The spec’s own calls (section 7): required.' },
      { name: 'core', description: 'Drivers, vehicles, trips, routes, earnings and payouts: required.' },
      { name: 'discovery', description: 'Optional: which features this API serves. Without it the portal learns a feature is missing from its first 404 or 405.' },
      ...Object.entries(FEATURES).map(([name, description]) => ({ name, description: `Optional. ${description}` })),
    ],
  });
  return {
    ...document,
    'x-portal-codes': codes,
    'x-required': Object.entries(operations)
      .filter(([, op]) => isRequired(op))
      .map(([id]) => id),
  };
}

/** The file's text: the document, two-space JSON, a newline at the end. */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(root, 'docs/api/openapi.json'), openApiText());
  execFileSync(join(root, 'node_modules/.bin/redocly'), ['build-docs', 'docs/api/openapi.json', '-o', 'docs/api/index.html'], { cwd: root, stdio: 'inherit' });
}
