/**
 * The OpenAPI file's examples (issue 72 §1): the conformance suite run against a fresh sandbox on
 * the tests' clock (Wednesday 18 November 2026, 10:00 Lagos), each operation's request body and
 * its answer — or, for a write the suite only checks, the refusal with its `code` — kept in
 * docs/api/examples.json, lists cut to two items. scripts/openapi.ts puts them in the file;
 * tests/integration/openapi.test.ts checks each still parses by its operation's schema.
 *
 *   npx tsx scripts/openapi-examples.ts && npx tsx scripts/openapi.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../sandbox/server';
import { TEST_INSTANT } from '../sandbox/clock';
import { runConformance } from '../conformance/run';

/** At most two items of every list, at any depth (an example, not a dump). */
const trimmed = (value: unknown): unknown =>
  Array.isArray(value) ? value.slice(0, 2).map(trimmed) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) : value;

const root = join(fileURLToPath(import.meta.url), '..', '..');
const sandbox = await startSandbox({ port: 0, dbFile: ':memory:', now: TEST_INSTANT, telemetryIntervalMs: 60_000 });
const examples: Record<string, { status: number; request?: unknown; answer: unknown }> = {};
try {
  const report = await runConformance({
    upstream: sandbox.url,
    email: 'owner@example.com',
    password: 'demo1234',
    record: (e) => {
      examples[e.operation] ??= { status: e.status, ...(e.body === undefined ? {} : { request: trimmed(e.body) }), answer: trimmed(e.answer) };
    },
  });
  if (!report.ok)
    throw new Error(
      `the suite did not pass against the sandbox: no examples written\n${JSON.stringify(
        report.rows.filter((r) => r.outcome !== 'passed'),
        null,
        1,
      )}`,
    );
} finally {
  await sandbox.close();
}
const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(root, 'docs/api/examples.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`docs/api/examples.json: ${Object.keys(sorted).length} operations`);
