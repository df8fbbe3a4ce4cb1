/**
 * Documents that are true (issue 34 §5): every file an ADR or docs/architecture.md names in
 * backticks (app/…, sandbox/…, contract/…, tests/…, scripts/…, bench/…, deploy/…) exists. An ADR
 * that speaks of a file that is gone must say it was superseded, and name what replaced it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const docs = [...readdirSync(join(root, 'docs/decisions')).map((f) => `docs/decisions/${f}`), 'docs/architecture.md', 'docs/deploy.md'];
const PATH = /(?:^|[\s(`,])((?:app|sandbox|contract|tests|scripts|bench|deploy)\/[\w./$[\]-]*[\w\]]\.(?:ts|tsx|mjs|js|conf|yaml|md|sql))(?=[\s`),.;:]|$)/gm;
/** A superseded ADR may speak of what is gone: its status names what replaced it. */
const superseded = (text: string) => /^Date:.*Status: superseded by ADR \d{4}/m.test(text);

describe('the documents name files that exist', () => {
  it.each(docs)('%s', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    if (superseded(text)) return;
    const missing = [...text.matchAll(PATH)].map((m) => m[1]).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
