/**
 * Documents that are true (issue 34 §5, issue 45 §5): every file an ADR or docs/architecture.md
 * names in backticks (app/…, sandbox/…, contract/…, tests/…, scripts/…, bench/…, deploy/…)
 * exists, and every function or constant it names in backticks (`camelCase`, `UPPER_SNAKE`) is
 * in the project's source (or, for Remix's and React Router's routing, in their published source). An ADR that speaks
 * of a file that is gone must say it was superseded, and name what replaced it; a name that is
 * gone may appear only on a line that says so ("gone", "removed", "no longer").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const docs = [...readdirSync(join(root, 'docs/decisions')).map((f) => `docs/decisions/${f}`), 'docs/architecture.md', 'docs/deploy.md'];
const PATH = /(?:^|[\s(`,])((?:app|sandbox|contract|tests|scripts|bench|deploy)\/[\w./$[\]-]*[\w\]]\.(?:ts|tsx|mjs|js|conf|yaml|md|sql))(?=[\s`),.;:]|$)/gm;
/** A superseded ADR may speak of what is gone: its status names what replaced it. */
const superseded = (text: string) => /^Date:.*Status: superseded by ADR \d{4}/m.test(text);

describe('the documents name files that exist', () => {
  it.each(docs)('%s', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    if (superseded(text)) return;
    const missing = [...text.matchAll(PATH)].map((m) => m[1]).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});

/** Every source file of the project, as one text (the names a document may speak of). */
const source = () =>
  execFileSync('git', ['ls-files', 'app', 'sandbox', 'contract', 'scripts', 'tests', 'bench', 'deploy', 'server.ts'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|js|sql|conf)$/.test(f) && existsSync(join(root, f)))
    .map((f) => readFileSync(join(root, f), 'utf8'))
    // The framework's published code the routing ADRs (0059, 0069) speak of.
    .concat(
      [
        '@remix-run/router/dist/router.cjs.js',
        'react-router/dist/index.js',
        'react-router-dom/server.js',
        '@remix-run/react/dist/server.js',
        '@remix-run/react/dist/routes.js',
        '@remix-run/server-runtime/dist/routeMatching.js',
      ].map((f) => readFileSync(join(root, 'node_modules', f), 'utf8')),
    )
    .join('\n');
const NAME = /`([a-z]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:\(\))?`/g;
/** An ADR kept as history: superseded, wholly or in part (it then says what it was). */
const history = (text: string) => /^Date:.*Status: superseded/m.test(text);

describe('the documents name functions and constants that exist', () => {
  let text = '';
  it.each(docs)('%s', (doc) => {
    text ||= source();
    const lines = readFileSync(join(root, doc), 'utf8');
    if (history(lines)) return;
    const missing = lines
      .split('\n')
      .filter((line) => !/\b(gone|removed|no longer)\b/.test(line))
      .flatMap((line) => [...line.matchAll(NAME)].map((m) => m[1]))
      .filter((name) => !new RegExp(`\\b${name}\\b`).test(text));
    expect([...new Set(missing)]).toEqual([]);
  });
});
