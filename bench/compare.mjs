// `npm run bench:compare [rev]`: compares bench/results.json with the one committed at `rev`
// (HEAD by default) and names every figure that fell more than 10 % against this machine's
// reference, then every goal the bench holds that this run missed (bench/lib/compare.mjs; issue
// 68 §6). Exits 1 if a figure fell or a goal was missed: run it before a stop whose change touched
// the bench's results (issue 52 §6).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { goalsOf, regressions } from './lib/compare.mjs';

const rev = process.argv[2] ?? 'HEAD';
const before = JSON.parse(execFileSync('git', ['show', `${rev}:bench/results.json`], { encoding: 'utf8' }));
const after = JSON.parse(readFileSync(new URL('./results.json', import.meta.url), 'utf8'));
const fell = regressions(before, after);
const figure = (n) => (n >= 10 ? String(Math.round(n)) : n.toPrecision(3));
console.log(`bench/results.json of ${after.date ?? '?'} against ${rev} (${before.date ?? '?'}):`);
if (fell.length === 0) console.log('no figure fell more than 10 %.');
for (const f of fell) console.log(`  ✗ ${f.name}: ${figure(f.before)} → ${figure(f.after)} (${Math.round(f.change * 100)} %)`);
const missed = goalsOf(after).filter((g) => !g.met);
const goals = goalsOf(after).length;
console.log(missed.length === 0 ? `every goal met (${goals}).` : `${missed.length} of ${goals} goals missed:`);
for (const g of missed) console.log(`  ✗ ${g.name}: ${figure(g.value)} (goal ${g.better === 'higher' ? '≥' : '≤'} ${figure(g.goal)})`);
process.exit(fell.length || missed.length ? 1 : 0);
