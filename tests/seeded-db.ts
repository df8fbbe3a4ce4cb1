/**
 * Vitest's global setup for the sandbox-backed tests (issue 45 §7): seeds one database on the
 * tests' pinned clock (`TEST_INSTANT`, or the project's `VP_TEST_INSTANT`), once per project, and hands its file to every test file
 * (`inject('seededDb')`), which opens a copy in memory — seeding took 1–1.5 s in each of 35 files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createClock, TEST_INSTANT } from '../sandbox/clock';
import { openDb } from '../sandbox/db/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the seeded database's serialized bytes. */
    seededDb: string;
    /** The instant (ms) the project's database was seeded at, which its sandboxes are pinned to. */
    pinnedInstant: number;
  }
}

export default function setup(project: TestProject) {
  // Each project's own instant (the `month-end` project sets VP_TEST_INSTANT in its env).
  const instant = project.config.env?.VP_TEST_INSTANT ? Date.parse(String(project.config.env.VP_TEST_INSTANT)) : TEST_INSTANT;
  createClock().pin(instant);
  const db = openDb(':memory:');
  const dir = mkdtempSync(join(tmpdir(), 'vp-seeded-'));
  const file = join(dir, 'seeded.sqlite');
  writeFileSync(file, db.$client.serialize());
  db.$client.close();
  project.provide('seededDb', file);
  project.provide('pinnedInstant', instant);
  return () => rmSync(dir, { recursive: true, force: true });
}
