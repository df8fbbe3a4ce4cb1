/**
 * The layer rule resolves paths (issue 45 §1): for each layer, an import into a layer it may not
 * use fails the lint whether written as a relative path or an alias, and an import it may use
 * passes (so the test can fail both ways). Lints text as if it were a file of that layer, with the
 * project's own eslint.config.js; no file is written.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The boundary errors ESLint reports for `source` linted as the file at `filePath`. */
async function crossings(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

/** [file of the layer, forbidden import (relative), forbidden import (alias or another spelling), allowed import] */
const CASES: Array<[string, string, string, string]> = [
  // Alike on purpose (issue 70 §4): one case per layer: a table of cases.
  ['contract/zz-probe.ts', '../app/domain/readiness', '../sandbox/clock', './core'],
  ['app/domain/zz-probe.ts', '../server/auth.server', '~/routes/_app.dashboard', '~contract/core'],
  ['app/sw/zz-probe.ts', '../lib/format', '~/domain/constants', '~contract/forms'],
  ['app/lib/zz-probe.ts', '../server/auth.server', '~/components/ErrorPage', '~/domain/constants'],
  ['app/enhance/zz-probe.ts', '../server/auth.server', '~/components/ErrorPage', '../lib/forms'],
  ['app/api/zz-probe.ts', '../server/auth.server', '~/routes/_app.dashboard', '../lib/format'],
  ['app/server/zz-probe.ts', '../components/ErrorPage', '~/routes/_app.dashboard', '../api/client.server'],
  ['app/components/zz-probe.ts', '../routes/_app.dashboard', '~/routes/$', '../server/auth.server'],
  ['app/routes/zz-probe.ts', './_app.dashboard', '~/routes/$', './faq.css'],
  // A feature's shared code (issue 45 §8) serves its routes and never imports one; a route may import it.
  ['app/routes/+deduction-queries/zz-probe.ts', '../_app.earnings.queries.new', '~/routes/_app.dashboard', '../../server/fleet.server'],
  ['app/routes/zz-probe-feature.ts', '../server/../routes/_app.dashboard', '~/routes/pass.$token', './+deduction-queries/query.server'],
  ['sandbox/zz-probe.ts', '../app/server/auth.server', '../app/domain/money', '../app/domain/readiness'],
];

describe('the layer rule resolves relative and alias imports alike', () => {
  for (const [file, relative, other, allowed] of CASES) {
    it(`${file.split('/').slice(0, -1).join('/')}: ${relative} and ${other} refused, ${allowed} allowed`, async () => {
      expect(await crossings(file, `import * as a from '${relative}';\nexport const x = a;\n`)).toHaveLength(1);
      expect(await crossings(file, `import * as a from '${other}';\nexport const x = a;\n`)).toHaveLength(1);
      expect(await crossings(file, `import * as a from '${allowed}';\nexport const x = a;\n`)).toEqual([]);
    });
  }
});

/** The PostForm rule's reports for `source` linted as a route (issue 55 §1). */
async function bareWrites(source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: 'app/routes/zz-probe.tsx' });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('every spelling of a form that writes must be a PostForm (ADR 0031, issue 55 §1)', () => {
  const head = "import { Form, useFetcher } from '@remix-run/react';\n";
  it.each([
    ['<form method="post">', 'export const A = () => <form method="post" />;'],
    ['<Form method="POST">', 'export const A = () => <Form method="POST" />;'],
    ['<fetcher.Form method="post">', 'export const A = () => { const fetcher = useFetcher(); return <fetcher.Form method="post" />; };'],
    ["method={'post'}", "export const A = () => <Form method={'post'} />;"],
    ['method={m}', "export const A = ({ m }: { m: 'get' | 'post' }) => <form method={m} />;"],
    ['formMethod="post"', 'export const A = () => <button formMethod="post" />;'],
  ])('%s is refused', async (_name, source) => {
    expect(await bareWrites(head + source)).toBe(1);
  });
  it('a form that reads (method="get") passes', async () => {
    expect(await bareWrites(`${head}export const A = () => <Form method="get" />;`)).toBe(0);
  });
});

describe('the pure layers import few packages, and a folder in no layer is refused (issue 55 §1)', () => {
  it.each([
    ['app/domain/zz-probe.ts', '@remix-run/node', 'zod'],
    ['contract/zz-probe.ts', 'better-sqlite3', 'zod'],
    ['app/sw/zz-probe.ts', 'zod', 'workbox-precaching'],
  ])('%s: %s refused, %s allowed', async (file, refused, allowed) => {
    expect(await crossings(file, `import * as a from '${refused}';\nexport const x = a;\n`)).toHaveLength(1);
    expect(await crossings(file, `import * as a from '${allowed}';\nexport const x = a;\n`)).toEqual([]);
  });
  it('a layer may use any package and Node’s modules (the server: zod, node:crypto)', async () => {
    expect(await crossings('app/server/zz-probe.ts', "import * as a from 'zod';\nimport * as b from 'node:crypto';\nexport const x = [a, b];\n")).toEqual([]);
  });
  it('an import of a folder LAYERS does not list is refused', async () => {
    expect(await crossings('app/server/zz-probe.ts', "import * as a from '../../scripts/proxy-stack.mjs';\nexport const x = a;\n")).toHaveLength(1);
  });
});
