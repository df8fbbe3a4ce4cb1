/**
 * The conformance suite against the sandbox (issue 72 §2): every operation passes against the
 * project's own API, and a sandbox changed as another marketplace's API might be — a call removed,
 * a field renamed, a feature not served — makes the suite red, naming each operation and the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TEST_INSTANT } from '../../sandbox/clock';
import { seededCopy } from '../seeded-copy';
import { reportText, runConformance, type Report } from '../../conformance/run';
import { operations } from '~contract/operations';
import { STEPS } from '../../conformance/steps';

const OWNER = { email: 'owner@example.com', password: 'demo1234' };
const sandboxes: Sandbox[] = [];
const start = async (variant: { without?: string[]; mutations?: string[] } = {}) => {
  const sandbox = await startSandbox({ port: 0, dbFile: ':memory:', telemetryIntervalMs: 60_000, now: TEST_INSTANT, seeded: seededCopy(), ...variant });
  sandboxes.push(sandbox);
  return sandbox;
};
afterAll(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
});

describe('the conformance suite', () => {
  let normal: Report;
  let changed: Report;
  beforeAll(async () => {
    normal = await runConformance({ upstream: (await start()).url, ...OWNER });
    changed = await runConformance({
      upstream: (await start({ without: ['document-requests'], mutations: ['remove:pay.rules', 'rename:drivers.get:fname:first_name'] })).url,
      ...OWNER,
    });
  }, 120_000);

  it('passes every operation of the contract against the sandbox, and says every part of the portal works', () => {
    expect(normal.rows.filter((r) => r.outcome !== 'passed')).toEqual([]);
    // A refusal step the API accepted would mean it takes what the contract refuses.
    expect(normal.rows.filter((r) => r.detail.startsWith('accepted'))).toEqual([]);
    expect(normal.rows.map((r) => r.operation).sort()).toEqual(Object.keys(operations).sort());
    expect(normal.parts.every((p) => p.works)).toBe(true);
    expect(normal.ok).toBe(true);
  });

  it('names a removed call as missing, a renamed field as the wrong shape at that field, and the parts they break', () => {
    const outcome = (id: string) => changed.rows.find((r) => r.operation === id);
    expect(outcome('pay.rules')).toMatchObject({ outcome: 'missing', detail: '404 NotFound' });
    expect(outcome('drivers.get')).toMatchObject({ outcome: 'wrong shape', detail: expect.stringMatching(/^at data\.fname: Required/) });
    // Each of the feature's calls the suite can tell missing (not those asking for an unknown record, which a 404 also answers).
    for (const id of STEPS.filter((s) => s.id.startsWith('documentRequests.') && !s.unknown).map((s) => s.id)) {
      expect(outcome(id)?.outcome, id).toBe('missing');
    }
    expect(changed.ok).toBe(false);
    const text = reportText(changed);
    expect(text).toMatch(/BROKEN {2}driver-pay: pay\.rules/);
    expect(text).toMatch(/BROKEN {2}spec: drivers\.get/);
    expect(text).toMatch(/BROKEN {2}document-requests: documentRequests\.forDriver/);
    expect(text).toMatch(/^works {3}payslips$/m);
    // Everything else still passed.
    expect(changed.rows.filter((r) => r.outcome !== 'passed' && r.part !== 'document-requests').map((r) => r.operation)).toEqual(['drivers.get', 'pay.rules']);
  });
});
