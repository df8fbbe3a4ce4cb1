/**
 * The sandbox as another marketplace's API might be (issue 72 §2–3): without some of the portal's
 * optional features, or with an answer the contract does not describe. For the conformance suite's
 * own test (it must go red naming the operation) and the e2e lane where driver pay and document
 * requests are switched off (the portal must step aside, never a 500).
 *
 * - `without`: features (contract/operations.ts FEATURES) whose calls answer 404 `NotFound`, as an
 *   API that has no such route; `/v1/capabilities` leaves them out.
 * - `mutations`: `remove:<operation>` answers that operation 404 the same way;
 *   `rename:<operation>:<field>:<new name>` renames a field of its answer's `data` (of each item
 *   when `data` is a list).
 * Both are read from `SANDBOX_WITHOUT` and `SANDBOX_MUTATE` (comma-separated) by server.ts.
 */
import type express from 'express';
import { FEATURES, operations, type Feature, type Operation } from '../contract/operations.js';

/** One operation's method and path as a regular expression (`{param}` is one segment). */
export type Route = { id: string; method: string; pattern: RegExp; op: Operation };

/** Every operation's route, the most specific first (fixed segments before parameters). */
export const ROUTES: readonly Route[] = Object.entries(operations as Record<string, Operation>)
  .map(([id, op]) => ({ id, method: op.method, op, pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}/?$`) }))
  .sort((a, b) => (a.op.path.match(/\{/g)?.length ?? 0) - (b.op.path.match(/\{/g)?.length ?? 0));

/** The operation a request is, if the contract has it. */
export const routeOf = (method: string, path: string): Route | undefined => ROUTES.find((r) => r.method === method && r.pattern.test(path));

/** A field of each of `data`'s records renamed. */
function renamed(body: unknown, field: string, to: string): unknown {
  const rename = (record: unknown) => {
    if (!record || typeof record !== 'object' || !(field in record)) return record;
    const { [field]: value, ...rest } = record as Record<string, unknown>;
    return { ...rest, [to]: value };
  };
  if (!body || typeof body !== 'object' || !('data' in body)) return body;
  const data = (body as { data: unknown }).data;
  return { ...body, data: Array.isArray(data) ? data.map(rename) : rename(data) };
}

/** Parse the switches; an unknown feature or operation throws (a typo must not pass as a green run). */
export function parseWithout(without: readonly string[], mutations: readonly string[]) {
  for (const f of without) if (!(f in FEATURES)) throw new Error(`SANDBOX_WITHOUT: no feature ${f}`);
  const parsed = mutations.map((m) => {
    const [kind, id, field, to] = m.split(':');
    if (!(id! in operations) || (kind !== 'remove' && !(kind === 'rename' && field && to))) throw new Error(`SANDBOX_MUTATE: cannot read ${m}`);
    return { kind: kind as 'remove' | 'rename', id: id!, field: field ?? '', to: to ?? '' };
  });
  return { without: without as Feature[], mutations: parsed };
}

/** The middleware (see the module comment); a no-op when nothing is switched off or mutated. */
export function withoutFeatures(without: readonly Feature[], mutations: ReturnType<typeof parseWithout>['mutations']): express.RequestHandler {
  return (req, res, next) => {
    if (!without.length && !mutations.length) return next();
    const route = routeOf(req.method, req.path);
    if (!route) return next();
    if (without.includes(route.op.feature as Feature) || mutations.some((m) => m.kind === 'remove' && m.id === route.id)) {
      res.status(404).json({ message: 'Not found', code: 'NotFound' });
      return;
    }
    const renames = mutations.filter((m) => m.kind === 'rename' && m.id === route.id);
    if (renames.length) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => json(renames.reduce((b, m) => renamed(b, m.field, m.to), body));
    }
    next();
  };
}

/** The optional features this API serves (`GET /v1/capabilities`): all but those switched off. */
export const servedFeatures = (without: readonly Feature[]) => (Object.keys(FEATURES) as Feature[]).filter((f) => !without.includes(f));
