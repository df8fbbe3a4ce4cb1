// `npm run bench:compare [rev]`: compares bench/results.json with the one committed at `rev`
// (HEAD by default) and names every figure that fell more than 10 % against this machine's
// reference (bench/lib/compare.mjs). Exits 1 if any did: run it before a stop whose change
// touched the bench's results (issue 52 §6).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { regressions } from './lib/compare.mjs';

const rev = process.argv[2] ?? 'HEAD';
const before = JSON.parse(execFileSync('git', ['show', `${rev}:bench/results.json`], { encoding: 'utf8' }));
const after = JSON.parse(readFileSync(new URL('./results.json', import.meta.url), 'utf8'));
const fell = regressions(before, after);
const figure = (n) => (n >= 10 ? String(Math.round(n)) : n.toPrecision(3));
console.log(`bench/results.json of ${after.date ?? '?'} against ${rev} (${before.date ?? '?'}):`);
if (fell.length === 0) console.log('no figure fell more than 10 %.');
for (const f of fell) console.log(`  ✗ ${f.name}: ${figure(f.before)} → ${figure(f.after)} (${Math.round(f.change * 100)} %)`);
process.exit(fell.length ? 1 : 0);
