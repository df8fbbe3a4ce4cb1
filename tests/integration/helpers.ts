/** Test helpers: a fresh sandbox on a random port with an in-memory database. */
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TEST_INSTANT } from '../../sandbox/clock';
import { seededCopy } from '../seeded-copy';

/** Starts a sandbox (its clock pinned to `TEST_INSTANT`) before the file's tests and stops it after; read `.current` inside tests. */
export function withSandbox() {
  const holder: { current: Sandbox } = {} as { current: Sandbox };
  beforeAll(async () => {
    holder.current = await startSandbox({ port: 0, dbFile: ':memory:', telemetryIntervalMs: 200, now: TEST_INSTANT, seeded: seededCopy() });
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

export { api, login, readAs } from '../sandbox-client';
