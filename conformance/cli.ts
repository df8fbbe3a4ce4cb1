/**
 * `npm run conformance -- --upstream https://api.example --email … --password …` (issue 72 §2):
 * runs the suite (conformance/run.ts) and prints its table; `--json FILE` also writes the report.
 * Exits 0 when every operation passed, 1 when any did not, 2 when it could not start.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { reportText, runConformance } from './run';

const { values } = parseArgs({ options: { upstream: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, json: { type: 'string' } } });
if (!values.upstream || !values.email || !values.password) {
  console.error('usage: npm run conformance -- --upstream https://api.example --email member@example.com --password … [--json report.json]');
  process.exit(2);
}
try {
  const report = await runConformance({ upstream: values.upstream, email: values.email, password: values.password });
  process.stdout.write(reportText(report));
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(`Could not run the suite: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
