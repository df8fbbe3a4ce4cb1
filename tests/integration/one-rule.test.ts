/**
 * No second copy of the rule (issue 42 §2): in the portal, whether a pair of a driver and a vehicle
 * can work is judged by the rule module alone (app/domain/readiness.ts) — and where the API judges
 * it (a swap's candidates, an assignment's picker), the portal shows the API's verdict. A pair
 * judged anywhere else in app/ fails this test, as does the swap's module reaching for the rule.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const RULE = 'app/domain/readiness.ts';

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one rule for a pair', () => {
  it('no module of the portal but the rule judges a driver with a vehicle', () => {
    const judged = files('app')
      .filter((f) => f !== RULE)
      .filter((f) => /kind: 'pair'|pairReasons\(|assignmentVerdict\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(judged.map((f) => relative(root, join(root, f)))).toEqual([]);
  });

  it('the trip swap’s choices are the API’s verdicts: its module calls no readiness rule', () => {
    const swap = readFileSync(join(root, 'app/domain/trip-swap.ts'), 'utf8');
    expect(swap).not.toMatch(/\breadiness\(|driverFacts\(|vehicleFacts\(|allReasons\(/);
  });
});
