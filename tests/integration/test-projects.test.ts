/**
 * The two Vitest projects stay true (issue 45 §7, tests/projects.ts): a file that starts the
 * sandbox API (or opens its database) is in the sandbox-backed project, and every file there starts
 * one — a pure test that began to need the sandbox, or a file left in the list after it stopped,
 * fails here with its name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { ALL_TESTS, SANDBOX_BACKED } from '../projects';

const root = join(import.meta.dirname, '..', '..');
const STARTS_A_SANDBOX = /\b(routeTestSandbox|withSandbox|startSandbox|openDb)\(/;

describe('the Vitest projects', () => {
  const all = globSync(ALL_TESTS, { cwd: root }).sort();
  const backed = new Set(SANDBOX_BACKED);

  it('find the tests', () => {
    expect(all.length).toBeGreaterThan(90);
    expect(backed.size).toBeGreaterThan(30);
  });

  it('run every unit test file in the tree: none sits in a folder no project includes (contract/ did)', () => {
    const everywhere = globSync(['**/*.test.ts', '**/*.test.tsx'], { cwd: root, ignore: ['node_modules/**', 'bench/bare/**', '.cache/**', 'build/**', 'dist/**'] });
    expect(everywhere.filter((file) => !all.includes(file))).toEqual([]);
  });

  it('put every file that starts a sandbox in the sandbox project, and only those', () => {
    const misplaced = all.filter((file) => STARTS_A_SANDBOX.test(readFileSync(join(root, file), 'utf8')) !== backed.has(file));
    expect(misplaced).toEqual([]);
  });
});
