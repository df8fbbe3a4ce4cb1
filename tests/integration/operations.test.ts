/**
 * One table of the portal's upstream calls (issue 72 §1): every `call(…)` of the client
 * (app/api/calls/*, app/api/client.server.ts) is read from its source and must be the row of
 * contract/operations.ts it names — parsed by `o['<its name>'].answer`, with the row's method,
 * path, path parameters, query schema and body — and every row is called exactly once. So the
 * OpenAPI file generated from the table (scripts/openapi.ts) describes what the portal really sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { operations, type Operation } from '~contract/operations';
import * as q from '~contract/queries';
import * as r from '~contract/requests';
import * as dp from '~contract/driver-pay';
import * as activity from '~contract/activity';

const root = join(import.meta.dirname, '..', '..');
const FILES = ['app/api/calls/account.server.ts', 'app/api/calls/fleet.server.ts', 'app/api/calls/money.server.ts', 'app/api/client.server.ts'];
/** The modules a call's `QueryOf<typeof …>` or `Body<typeof …>` names, by their import alias. */
const MODULES: Record<string, Record<string, unknown>> = { q, r, dp, '': activity };

type Found = { file: string; name: string; uses: string; method: string; path: string; params: string[]; query?: string; body?: string; multipart: boolean };

/** Every `call('METHOD', path, { … })` of the client's sources, as written. */
function calls(): Found[] {
  const found: Found[] = [];
  for (const file of FILES) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'call' && node.arguments.length === 3) {
        const [m, p, o] = node.arguments as unknown as [ts.Expression, ts.Expression, ts.ObjectLiteralExpression];
        const params: string[] = [];
        let path = '';
        if (ts.isStringLiteral(p) || ts.isNoSubstitutionTemplateLiteral(p)) path = p.text;
        else if (ts.isTemplateExpression(p)) {
          path = p.head.text;
          for (const span of p.templateSpans) {
            const e = span.expression;
            const name = (ts.isCallExpression(e) && e.expression.getText() === 'encodeURIComponent' ? e.arguments[0]! : e).getText();
            params.push(name);
            path += `{${name}}${span.literal.text}`;
          }
        }
        const prop = (n: string) => o.properties.find((x) => x.name?.getText() === n);
        const names: string[] = [];
        let fn: ts.ArrowFunction | undefined;
        for (let n: ts.Node | undefined = node.parent; n && !ts.isFunctionDeclaration(n); n = n.parent) {
          if (!fn && ts.isArrowFunction(n)) fn = n;
          if (ts.isPropertyAssignment(n)) names.unshift(n.name.getText());
        }
        const signature = fn?.parameters.map((x) => x.getText()).join(', ') ?? '';
        const ref = (property: string, pattern: string) => {
          const text = prop(property)?.getText() ?? '';
          const inline = text.match(new RegExp(`${pattern} (\\w+(?:\\.\\w+)?)>`))?.[1];
          if (inline) return inline;
          const local = prop(property) && (ts.isShorthandPropertyAssignment(prop(property)!) ? property : (prop(property) as ts.PropertyAssignment).initializer.getText());
          return local ? signature.match(new RegExp(`\\b${local}: ${pattern} (\\w+(?:\\.\\w+)?)>`))?.[1] : undefined;
        };
        found.push({
          file,
          name: names.join('.'),
          uses: (prop('schema') as ts.PropertyAssignment | undefined)?.initializer.getText() ?? '',
          method: ts.isStringLiteral(m) ? m.text : m.getText(),
          path,
          params,
          query: ref('query', 'QueryOf<typeof'),
          body: ref('body', '(?:Body<typeof|z\\.input<typeof|Body<ReturnType<typeof)'),
          multipart: Boolean(prop('form')),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** A schema a call names by `alias.name` (or a bare name of contract/activity). */
const resolve = (ref: string) => {
  const [alias, name] = ref.includes('.') ? ref.split('.') : ['', ref];
  return MODULES[alias!]?.[name!];
};

const table = operations as Record<string, Operation>;
const found = calls();

describe('the operations table and the client', () => {
  it('finds the client’s calls', () => {
    expect(found.length).toBeGreaterThan(120);
  });

  it.each(found.map((f) => [f.name, f] as const))('%s is its row of the table', (name, call) => {
    const op = table[name];
    expect(op, `${call.file}: ${name} has no row in contract/operations.ts`).toBeDefined();
    expect(call.uses).toBe(`o['${name}'].answer`);
    expect(call.method).toBe(op!.method);
    expect(call.path).toBe(op!.path);
    expect(call.params).toEqual([...(op!.params ?? [])]);
    if (call.query) expect(op!.query, `${name}: the call's query ${call.query}`).toBe(resolve(call.query));
    if (call.multipart) expect(op!.body).toBe('multipart');
    const body = call.body && resolve(call.body);
    // A body built by a function (the Lagos driver's extra fields) is described by one of its schemas.
    if (typeof body === 'function') expect(op!.body).toBeDefined();
    else if (body) expect(op!.body, `${name}: the call's body ${call.body}`).toBe(body);
  });

  it('has no row the client does not call, and none twice', () => {
    const names = found.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(table).filter((id) => !names.includes(id))).toEqual([]);
  });

  it('names a path parameter for each {…} of a path', () => {
    for (const [id, op] of Object.entries(table))
      expect(
        [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        id,
      ).toEqual([...(op.params ?? [])]);
  });
});
