/**
 * Two sides with a seam (issue 70 §1; ADR 0065): the sandbox stands in for the marketplace's API
 * and imports the portal's code only through the shared layer — the contract, and the files that
 * say "Shared on purpose with the API" (the readiness rule and the fleet day it projects). The
 * crossings still left into the portal's own domain are listed here, each with what it is, so a
 * new one fails and the list can only shrink.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { globSync } from 'tinyglobby';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEDUCTION_CAUSES, REFUND_CAUSE } from '~contract/constants';
import { noteWords } from '~/domain/earnings';
import { formatKobo } from '~/domain/money';
import { nairaOf, refundNote } from '../../sandbox/words/money';

const root = join(import.meta.dirname, '..', '..');
/** The shared layer's files of app/ (eslint.config.js's `shared` element). */
const SHARED = ['app/domain/readiness.ts', 'app/domain/fleet-day.ts', 'app/domain/licence-classes.ts'];
/**
 * The crossings left: the API's message wording, which the portal also shows before a message goes
 * (the owner reads the SMS the driver will get). Each is the portal's module the sandbox still
 * imports; moving them means the API answering with the words.
 */
const LEFT: Record<string, string> = {
  'app/domain/notify.ts': "the API's SMS and e-mail words, which the portal previews",
  'app/domain/say.ts': 'the catalogues read in a language, for the words above',
  'app/domain/sentence.ts': 'a sentence with its values, for the words above',
  'app/domain/document-requests.ts': "a document link's life and path, and its request's words",
  'app/domain/pay-statement.ts': "a pay statement link's life and path, and its SMS",
};

/** Every file of app/ a sandbox source file imports, resolved to its path. */
function sandboxCrossings(): Map<string, string[]> {
  const crossings = new Map<string, string[]>();
  for (const file of globSync(['sandbox/**/*.ts'], { cwd: root, ignore: ['**/*.test.ts'] })) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/from '((?:\.\.\/)+app\/[^']+)'/g)) {
      const target = join(file, '..', m[1]!).replace(/\\/g, '/').replace(/\.js$/, '').concat('.ts');
      crossings.set(target, [...(crossings.get(target) ?? []), file]);
    }
  }
  return crossings;
}

describe('the two sides', () => {
  const crossings = sandboxCrossings();

  it('the sandbox imports the portal only through the shared layer and the crossings listed', () => {
    const unlisted = [...crossings.keys()].filter((target) => !SHARED.includes(target) && !(target in LEFT));
    expect(unlisted.map((t) => `${t} (from ${crossings.get(t)!.join(', ')})`)).toEqual([]);
  });

  it('every crossing listed is still made (the list only shrinks)', () => {
    expect(Object.keys(LEFT).filter((target) => !crossings.has(target))).toEqual([]);
  });

  it('the shared files say so, and import nothing of the portal but each other and the contract', async () => {
    for (const file of SHARED.filter((f) => !f.endsWith('licence-classes.ts'))) expect(readFileSync(join(root, file), 'utf8'), file).toContain('Shared on purpose with the API');
    const eslint = new ESLint({ cwd: root });
    const [refused] = await eslint.lintText("import { formatKobo } from '~/domain/money';\nexport const x = formatKobo;\n", { filePath: 'app/domain/fleet-day.ts' });
    expect(refused!.messages.map((m) => m.ruleId)).toContain('boundaries/dependencies');
    const [allowed] = await eslint.lintText("import { lagosDate } from '~contract/lagos-time';\nimport { worstOf } from '~/domain/readiness';\nexport const x = [lagosDate, worstOf];\n", {
      filePath: 'app/domain/fleet-day.ts',
    });
    expect(allowed!.messages.map((m) => m.ruleId)).not.toContain('boundaries/dependencies');
  });

  // Where both sides write the same thing, each with its own code (issue 70 §1): compared here.
  it('the API writes naira as the portal does, for any amount in kobo, and refuses what is not one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })), (kobo) => {
        expect(nairaOf(kobo)).toBe(formatKobo(kobo));
      }),
    );
    for (const kobo of [0, 1, -1, 99, 100, -2_500, 123_456_750, Number.MAX_SAFE_INTEGER]) expect(nairaOf(kobo)).toBe(formatKobo(kobo));
    for (const bad of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => nairaOf(bad)).toThrow(TypeError);
      expect(() => formatKobo(bad)).toThrow(TypeError);
    }
  });

  it('every refund note the API writes is one the portal says back as its sentence, the cause by its own name', () => {
    const causes = [...Object.keys(DEDUCTION_CAUSES), REFUND_CAUSE, 'a_cause_not_known_yet'];
    for (const cause of causes) {
      const note = refundNote(cause, '14-10-2026');
      const said = noteWords(note, (sentence, values = {}) => `[${sentence}|${JSON.stringify(values)}]`);
      expect(said, cause).toMatch(/^\[Refund of the \{\{cause\}\} on \{\{date\}\}\|/);
      expect(said, cause).toContain('"date":"14-10-2026"');
    }
  });
});
