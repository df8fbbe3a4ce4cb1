/**
 * Which Vitest files are sandbox-backed (issue 45 §7): they start the sandbox API (an HTTP server
 * and an SQLite database) and move its process-wide clock, so each runs in a process of its own
 * (the `sandbox` project: forks, isolated; files share nothing and run side by side). Every other
 * test is pure — functions, components rendered to HTML, lint rules, documents — and runs in the
 * `pure` project (threads). `tests/integration/test-projects.test.ts` keeps this list true: a file
 * that starts a sandbox outside it, or one inside it that starts none, fails.
 */
import { globSync } from 'tinyglobby';

/** Every Vitest file, of both projects (globs from the repository's root). */
export const ALL_TESTS = ['app/**/*.test.ts', 'contract/**/*.test.ts', 'app/**/*.test.tsx', 'sandbox/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/routes/**/*.test.ts'];

/** The sandbox-backed files (paths from the repository's root): the sandbox's own tests but its pure rules, the loader and action tests, the contract test, the API client's and the live feed's. */
export const SANDBOX_BACKED = globSync(
  [
    'sandbox/*.test.ts',
    'tests/routes/**/*.test.ts',
    'tests/integration/contract.test.ts',
    'tests/integration/conformance.test.ts',
    'app/routes/+*/*.test.ts',
    'app/api/client.server.test.ts',
    'app/server/realtime.server.test.ts',
  ],
  {
    cwd: import.meta.dirname + '/..',
    // The sandbox's pure rules (no database, no server): in the pure project.
    ignore: ['sandbox/periods.test.ts', 'sandbox/driver-order.test.ts'],
  },
).sort();

/** The second instant the sandbox-backed files run at (the `month-end` project): 00:30 on 1 January 2027 in Lagos. */
export const MONTH_END_INSTANT = '2026-12-31T23:30:00Z';
