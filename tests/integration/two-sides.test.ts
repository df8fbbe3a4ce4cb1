/**
 * Two sides with a seam (issue 70 §1; ADRs 0065, 0071): the sandbox stands in for the marketplace's
 * API and imports the portal's code only through the shared layer — the contract, and the files
 * that say "Shared on purpose with the API" (the readiness rule and the fleet day it projects) —
 * and reads the word catalogues, data both sides read on purpose. Where both sides compute the same
 * thing with their own code (naira, a refund's note, the catalogues' reading, what may be asked),
 * they are compared here.
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
import { sayIn } from '~/domain/say';
import { saySaid } from '~/domain/sentence';
import { isAskable as portalAsks } from '~/domain/document-requests';
import { REVIEW_REASONS } from '~/domain/marketplace-words';
import { CATALOGUES } from '~/i18n/catalogues';
import { LANGUAGE_CODES } from '~contract/languages';
import type { Said } from '~contract/core';
import { documentStateName } from '~contract/fleet';
import { nairaOf, refundNote } from '../../sandbox/words/money';
import { sayRule, wordsIn, type MessageNamespace } from '../../sandbox/words/say';
import { isAskable as apiAsks } from '../../sandbox/routes/document-model';

const root = join(import.meta.dirname, '..', '..');
/** The shared layer's files of app/ (eslint.config.js's `shared` element). */
const SHARED = ['app/domain/readiness.ts', 'app/domain/fleet-day.ts', 'app/domain/licence-classes.ts'];
/** Data both sides read on purpose (ADR 0071): the word catalogues, the one review surface of every word a person reads. */
const SHARED_DATA = /^app\/i18n\/catalogues\/[a-zA-Z-]+\/[a-z]+\.json$/;

/** Every file of app/ a sandbox file (its tests included) imports, relative or by the `~/` alias, resolved to its path. */
function sandboxCrossings(): Map<string, string[]> {
  const crossings = new Map<string, string[]>();
  for (const file of globSync(['sandbox/**/*.ts'], { cwd: root })) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/from '((?:\.\.\/)+app\/[^']+|~\/[^']+)'/g)) {
      const spec = m[1]!;
      const path = spec.startsWith('~/') ? `app/${spec.slice(2)}` : join(file, '..', spec).replace(/\\/g, '/');
      const target = path.endsWith('.json') ? path : path.replace(/\.js$/, '').concat('.ts');
      crossings.set(target, [...(crossings.get(target) ?? []), file]);
    }
  }
  return crossings;
}

describe('the two sides', () => {
  const crossings = sandboxCrossings();

  it('nothing in sandbox/ imports app/ outside the shared layer and the catalogues (ADR 0071)', () => {
    const outside = [...crossings.keys()].filter((target) => !SHARED.includes(target) && !SHARED_DATA.test(target));
    expect(outside.map((t) => `${t} (from ${crossings.get(t)!.join(', ')})`)).toEqual([]);
    // The scan sees what it must: the shared readiness rule and the catalogues are read (a scan that found nothing would pass).
    expect(crossings.has('app/domain/readiness.ts')).toBe(true);
    expect([...crossings.keys()].filter((t) => SHARED_DATA.test(t)).length).toBeGreaterThanOrEqual(15);
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

  it('the API reads every key of its catalogues as the portal does, in every language, every plural form', () => {
    const namespaces: MessageNamespace[] = ['notify', 'fleet', 'money'];
    let compared = 0;
    for (const language of LANGUAGE_CODES)
      for (const ns of namespaces) {
        const api = wordsIn(language, ns);
        const portal = sayIn(language, ns);
        const keys = new Set(Object.keys(CATALOGUES['en-NG'][ns]).map((k) => k.replace(/_(one|other|zero|two|few|many)$/, '')));
        for (const key of [...keys, 'A key no catalogue has']) {
          const values = { name: 'Ṣadé', count: 1, amount: 'N4,500.00', link: 'https://x.ng/send/ab', document: 'Insurance certificate' };
          for (const count of [0, 1, 2, 21]) {
            expect(api(key, { ...values, count }), `${language} ${ns} ${key} ${count}`).toBe(portal(key, { ...values, count }));
            compared += 1;
          }
          expect(api(key), `${language} ${ns} ${key}`).toBe(portal(key));
        }
      }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('the API says a rule’s sentence as the portal does: documents named, a reviewer’s known reason worded, a count', () => {
    const sentences: Said[] = [
      { text: '{{document}} was rejected: {{rejection}}', values: { document: 'Insurance certificate', rejection: REVIEW_REASONS[0] } },
      { text: '{{document}} was rejected: {{rejection}}', values: { document: 'LASDRI card', rejection: 'The stamp is not readable.' } },
      { text: '{{documents}} missing', values: { documents: "Driver's licence, Insurance certificate" } },
      { text: '{{count}} documents expire soon', values: { count: '3' } },
      { text: 'New {{doc}} sent', values: { document: 'Insurance certificate' } },
      { text: 'Vehicle {{who}} is set inactive', values: { who: { text: '{{plate}}', values: { plate: 'KJA-174CR' } } } },
      ...REVIEW_REASONS.map((reason) => ({ text: '{{document}}: {{rejection}}', values: { document: 'Vehicle licence', rejection: `${reason}.` } })),
    ];
    for (const language of LANGUAGE_CODES)
      for (const sentence of sentences) expect(sayRule(wordsIn(language, 'fleet'), sentence), `${language}: ${sentence.text}`).toBe(saySaid(sayIn(language, 'fleet'), sentence));
  });

  it('the API lets the owner ask for a document exactly when the portal offers it', () => {
    for (const state of [...documentStateName.options, 'unknown'])
      for (const replacement of [null, undefined, 'pending_review', 'approved', 'rejected']) expect(apiAsks(state, replacement), `${state} ${replacement}`).toBe(portalAsks(state, replacement));
  });
});
