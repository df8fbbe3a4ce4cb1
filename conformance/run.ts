/**
 * The conformance suite (issue 72 §2): a marketplace team runs it against their own API to learn
 * whether the portal can work in front of it. It signs in as a member of a test partner, calls every
 * operation of contract/operations.ts (conformance/steps.ts), parses each answer with the portal's
 * own client and schemas, and reports per operation:
 * - `passed`: answered with the contract's shape (a `refusal` step: refused with a 4xx as a
 *   served route does);
 * - `missing`: 404 or 405 where the step's records exist (the route is not there);
 * - `wrong shape`: the answer does not parse, with the first difference (the field's path);
 * - `failed`: another refusal of a call that should have been answered, or no answer at all;
 * - `not run`: what it needs was not found (a partner without trips, say).
 * A step that can only ask for an unknown code or token (`unknown`) passes on any 4xx, 404 too.
 * Then each part of the portal: the spec's calls, the core's, and each optional feature, working
 * when all its calls passed.
 */
import { randomUUID } from 'node:crypto';
import { createUpstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import { FEATURES, operations, type Operation } from '~contract/operations';
import { STEPS, type Facts, type Step } from './steps';

export type Outcome = 'passed' | 'missing' | 'wrong shape' | 'failed' | 'not run';
export type Row = { operation: string; method: string; path: string; part: string; outcome: Outcome; detail: string };
export type Report = { rows: Row[]; parts: { part: string; works: boolean; failing: string[] }[]; ok: boolean };

/** A 1×1 PNG, the suite's upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Sign in with the API's own login call; the token, or an Error saying why not. */
async function signIn(upstream: string, email: string, password: string): Promise<string> {
  const api = createUpstream({ baseUrl: upstream });
  const reply = (await api.auth.login({ email, password })) as { data?: { token?: string } };
  const token = reply.data?.token;
  if (!token) throw new Error('The API’s login answered without a token.');
  return token;
}

/** One step's call: its path filled, its query, body or file. */
async function callStep(api: ReturnType<typeof createUpstream>, op: Operation, step: Step, facts: Facts, body: unknown): Promise<unknown> {
  const params = step.params?.(facts) ?? {};
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  let form: FormData | undefined;
  if (step.multipart) {
    form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'conformance.png');
  }
  return api.call(op.method, path, { schema: op.answer, query: step.query?.(facts), body, form });
}

/**
 * Run every step against `upstream` as `email` (see the module comment). Never throws for an
 * operation's failure (it is a row); throws when it cannot sign in.
 */
export async function runConformance(options: {
  upstream: string;
  email: string;
  password: string;
  timeoutMs?: number;
  /** Each call's request and answer (or refusal), for the OpenAPI file's examples (scripts/openapi-examples.ts). */
  record?: (entry: { operation: string; body: unknown; status: number; answer: unknown }) => void;
}): Promise<Report> {
  const upstream = options.upstream.replace(/\/+$/, '');
  const token = await signIn(upstream, options.email, options.password);
  let shape: { at: string; problem: string } | undefined;
  const api = createUpstream({
    baseUrl: upstream,
    token,
    timeoutMs: options.timeoutMs ?? 30_000,
    idempotencyKey: () => randomUUID(),
    onWrongShape: (e) => (shape = { at: e.at, problem: e.problem }),
  });
  const facts: Facts = {};
  const rows: Row[] = [];
  const ordered = [...STEPS.filter((s) => !s.cleanup), ...STEPS.filter((s) => s.cleanup)];
  for (const step of ordered) {
    const op = (operations as Record<string, Operation>)[step.id]!;
    const row: Row = { operation: step.id, method: op.method, path: op.path, part: op.feature, outcome: 'passed', detail: '' };
    rows.push(row);
    const lacking = (step.needs ?? []).filter((n) => facts[n] === undefined);
    if (lacking.length) {
      Object.assign(row, { outcome: 'not run', detail: `needs ${lacking.join(', ')}` });
      continue;
    }
    shape = undefined;
    const body = step.body?.(facts);
    try {
      const answer = await callStep(api, op, step, facts, body);
      options.record?.({ operation: step.id, body, status: 200, answer });
      if (step.learn) Object.assign(facts, Object.fromEntries(Object.entries(step.learn(answer, facts)).filter(([, v]) => v !== undefined && v !== null)));
      if (step.kind === 'refusal') row.detail = 'accepted what the contract refuses';
    } catch (error) {
      if (isUpstreamError(error)) {
        if ((error.status === 404 && !step.unknown) || error.status === 405) Object.assign(row, { outcome: 'missing', detail: `${error.status}${error.code ? ` ${error.code}` : ''}` });
        else if (step.kind === 'refusal') {
          row.detail = `refused: ${error.status}${error.code ? ` ${error.code}` : ''}`;
          options.record?.({ operation: step.id, body, status: error.status, answer: { message: error.message, code: error.code, errors: error.fieldErrors } });
        } else Object.assign(row, { outcome: 'failed', detail: `${error.status} ${error.code ?? ''}: ${error.message}`.trim() });
      } else if (error instanceof Response) {
        const s = shape as { at: string; problem: string } | undefined;
        if (s) Object.assign(row, { outcome: 'wrong shape', detail: `at ${s.at}: ${s.problem}` });
        else Object.assign(row, { outcome: 'failed', detail: `${error.status}: no usable answer` });
      } else Object.assign(row, { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  }
  const partsOf = ['spec', 'core', 'discovery', ...Object.keys(FEATURES)];
  const parts = partsOf.map((part) => {
    const failing = rows.filter((r) => r.part === part && r.outcome !== 'passed').map((r) => r.operation);
    return { part, works: failing.length === 0, failing };
  });
  return { rows, parts, ok: rows.every((r) => r.outcome === 'passed') };
}

/** The report as a plain table and the parts that work (what `npm run conformance` prints). */
export function reportText(report: Report): string {
  const head = ['operation', 'call', 'part', 'result', 'detail'];
  const lines = report.rows.map((r) => [r.operation, `${r.method} ${r.path}`, r.part, r.outcome, r.detail]);
  const widths = head.map((h, i) => Math.min(60, Math.max(h.length, ...lines.map((l) => l[i]!.length))));
  const format = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  const counts = (['passed', 'missing', 'wrong shape', 'failed', 'not run'] as const).map((o) => `${report.rows.filter((r) => r.outcome === o).length} ${o}`).join(', ');
  const parts = report.parts.map((p) => `${p.works ? 'works  ' : 'BROKEN '} ${p.part}${p.works ? '' : `: ${p.failing.join(', ')}`}`);
  return [format(head), ...lines.map(format), '', counts, '', 'Parts of the portal:', ...parts, ''].join('\n');
}
