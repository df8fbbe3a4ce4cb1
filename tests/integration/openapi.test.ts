/**
 * The contract published (issue 72 §1): docs/api/openapi.json is what scripts/openapi.ts makes of
 * contract/operations.ts today (regenerate with `npx tsx scripts/openapi.ts`), a well-kept
 * validator (`redocly lint`) finds it valid OpenAPI 3.1, and each of the portal's calls is in it
 * under its tag.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, operations } from '~contract/operations';
import { errorBody } from '~contract/core';
import { examples, openApiText } from '../../scripts/openapi';

const root = join(import.meta.dirname, '..', '..');
const FILE = 'docs/api/openapi.json';

describe('docs/api/openapi.json', () => {
  const text = readFileSync(join(root, FILE), 'utf8');
  const document = JSON.parse(text) as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>>; tags: { name: string }[] };

  it('is the contract as it is now (npx tsx scripts/openapi.ts writes it)', () => {
    expect(text === openApiText(), `${FILE} is stale: run npx tsx scripts/openapi.ts`).toBe(true);
  });

  it('has an example of each operation that its own schema reads: the answer, or a refusal with its code (npx tsx scripts/openapi-examples.ts)', () => {
    const all = examples();
    expect(Object.keys(all).sort()).toEqual(Object.keys(operations).sort());
    for (const [id, example] of Object.entries(all)) {
      const op = operations[id as keyof typeof operations];
      if (example.status === 200) expect(op.answer.safeParse(example.answer).success, id).toBe(true);
      else {
        expect([400, 401, 403, 404, 409, 410, 422], id).toContain(example.status);
        expect(errorBody.safeParse(example.answer).success, id).toBe(true);
      }
    }
  });

  it('is valid OpenAPI 3.1 by redocly lint', () => {
    const out = execFileSync(join(root, 'node_modules/.bin/redocly'), ['lint', FILE, '--format', 'json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { totals: { errors: number; warnings: number } };
    expect(report.totals).toEqual(expect.objectContaining({ errors: 0, warnings: 0 }));
  }, 60_000);

  it('has each call under its tag: the spec’s, the core’s, or its feature’s', () => {
    const found = Object.fromEntries(Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => [op.operationId, op.tags[0]])));
    expect(found).toEqual(Object.fromEntries(Object.entries(operations).map(([id, op]) => [id, op.feature])));
    expect(document.tags.map((t) => t.name)).toEqual(['spec', 'core', 'discovery', ...Object.keys(FEATURES)]);
    expect(Object.values(found).filter((t) => t === 'spec')).toHaveLength(32);
  });
});
