import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqliteRevocations } from '~/server/revocations.server';

describe('revocations kept in a local file (issue 20 §4)', () => {
  it('survive a restart: a store opened again on the same file still refuses the ended session', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'revocations-')), 'revocations.sqlite');
    let clock = 1_000_000;
    const before = sqliteRevocations(file, () => clock);
    await before.revoke('sid-ended', clock + 60_000);
    expect(await before.isRevoked('sid-ended')).toBe(true);
    expect(await before.isRevoked('sid-live')).toBe(false);

    const after = sqliteRevocations(file, () => clock);
    expect(await after.isRevoked('sid-ended')).toBe(true);
    expect(await after.isRevoked('sid-live')).toBe(false);
    // Once the session could not be used anyway, the entry goes.
    clock += 61_000;
    expect(await after.isRevoked('sid-ended')).toBe(false);
  });
});
