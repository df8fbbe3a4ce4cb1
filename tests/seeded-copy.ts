import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** The run's seeded database (tests/seeded-db.ts) as bytes for `startSandbox`'s `seeded`; undefined (seed afresh) when there is none. */
export function seededCopy(): Buffer | undefined {
  const file = inject('seededDb');
  return file ? readFileSync(file) : undefined;
}
