/**
 * The lint refuses what ADR 0044 and issue 70 §2 say it refuses, each rule with a fixture that
 * fails and one that passes (so no rule can be a rule in name only): Node's modules outside the
 * server's files, one route feature importing another, a function over 150 lines, a key or
 * sentence built at run time for `say`/`t`, and English JSX text outside `translate="no"`.
 * Lints text as the file at the path given, with the project's own eslint.config.js.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rule ids ESLint reports for `source` as the file at `filePath`. */
async function rulesBroken(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

/** A function of `lines` lines of body (and its signature and closing brace). */
const longFunction = (lines: number) => `export function long() {\n${Array.from({ length: lines }, (_, i) => `  console.log(${i});`).join('\n')}\n}\n`;

describe('the lint refuses', () => {
  it("Node's modules outside the server's files, in either spelling, and allows them in a *.server.ts file and app/server/", async () => {
    for (const [file, source] of [
      ['app/domain/zz-probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
      ['app/domain/zz-probe.ts', "import { createHash } from 'crypto';\nexport const x = createHash;\n"],
      ['app/lib/zz-probe.ts', "import { join } from 'path';\nexport const x = join;\n"],
      ['app/routes/zz-probe.tsx', "import { randomBytes } from 'node:crypto';\nexport const x = randomBytes;\n"],
      ['contract/zz-probe.ts', "import { EventEmitter } from 'node:events';\nexport const x = EventEmitter;\n"],
    ])
      expect(await rulesBroken(file!, source!), file).toContain('no-restricted-imports');
    for (const file of ['app/server/zz-probe.ts', 'app/routes/+driver-pay/zz-probe.server.ts', 'app/api/zz-probe.server.ts'])
      expect(await rulesBroken(file, "import { randomBytes } from 'node:crypto';\nexport const x = randomBytes;\n"), file).not.toContain('no-restricted-imports');
  });

  it('one route feature importing another, and lets a route import any feature', async () => {
    expect(await rulesBroken('app/routes/+driver-pay/zz-probe.ts', "import { notFound } from '../+deduction-queries/query.server';\nexport const x = notFound;\n")).toContain(
      'boundaries/dependencies',
    );
    expect(await rulesBroken('app/routes/+driver-pay/zz-probe.ts', "import { useRuleWords } from './rule-words';\nexport const x = useRuleWords;\n")).not.toContain('boundaries/dependencies');
    expect(await rulesBroken('app/routes/zz-probe.ts', "import { notFound } from './+deduction-queries/query.server';\nexport const x = notFound;\n")).not.toContain('boundaries/dependencies');
  });

  it('a function over 150 lines, but not in a seed or a test', async () => {
    expect(await rulesBroken('app/domain/zz-probe.ts', longFunction(149))).toContain('max-lines-per-function');
    expect(await rulesBroken('sandbox/zz-probe.ts', longFunction(151))).toContain('max-lines-per-function');
    // 150 lines in all: the signature, 148 of body and the closing brace.
    expect(await rulesBroken('app/domain/zz-probe.ts', longFunction(148))).not.toContain('max-lines-per-function');
    expect(await rulesBroken('sandbox/seed-zz.ts', longFunction(200))).not.toContain('max-lines-per-function');
  });

  it('a key or sentence built at run time for say or t, and passes a literal or one chosen from literals', async () => {
    for (const call of ['say(`Vehicle ${plate} is ready`)', "say('Vehicle ' + plate + ' is ready')", 't(`nav.${area}`)', 'words.t(`status.${code}`)', "sayMessage('No ' + x)"])
      expect(
        await rulesBroken(
          'app/domain/zz-probe.ts',
          `declare const say: (k: string) => string, t: (k: string) => string, sayMessage: (k: string) => string, words: { t: (k: string) => string };\ndeclare const plate: string, area: string, code: string, x: string;\nexport const out = ${call};\n`,
        ),
        call,
      ).toContain('no-restricted-syntax');
    expect(
      await rulesBroken(
        'app/domain/zz-probe.ts',
        "declare const say: (k: string, v?: object) => string, ok: boolean;\nexport const out = [say('Vehicle {{plate}} is ready', { plate: 'KJA' }), say(ok ? 'Ready' : 'Not ready')];\n",
      ),
    ).not.toContain('no-restricted-syntax');
  });

  it('English JSX text, and passes words from the catalogue and names marked translate="no"', async () => {
    const component = (jsx: string) => `declare const say: (k: string) => string;\nexport function Probe() {\n  return ${jsx};\n}\n`;
    expect(await rulesBroken('app/components/zz-probe.tsx', component('<p>Vehicle is ready</p>'))).toContain('no-restricted-syntax');
    expect(await rulesBroken('app/routes/zz-probe.tsx', component('<div><span>Cancel</span></div>'))).toContain('no-restricted-syntax');
    expect(await rulesBroken('app/components/zz-probe.tsx', component("<p>{say('Vehicle is ready')}</p>"))).not.toContain('no-restricted-syntax');
    expect(await rulesBroken('app/components/zz-probe.tsx', component('<span translate="no">WhatsApp</span>'))).not.toContain('no-restricted-syntax');
    expect(await rulesBroken('app/components/zz-probe.tsx', component('<p>{1} · ₦ →</p>'))).not.toContain('no-restricted-syntax');
  });
});
