// The production bundle carries no sandbox (issue 22 §7): dist/server.js and the Remix server
// build must not contain the sandbox's code, which is built apart into dist/sandbox.js. Run by
// `npm test` after the build; exits 1 with what it found.
import { readFileSync } from 'node:fs';

const markers = ['createSandboxApp', 'seedFleet', '/__sandbox/', 'sandbox/routes/', 'sandbox/db/'];
const found = [];
for (const file of ['dist/server.js', 'build/index.js']) {
  const text = readFileSync(file, 'utf8');
  for (const m of markers) if (text.includes(m)) found.push(`${file}: ${m}`);
}
if (found.length) {
  console.error(`The production bundle contains the sandbox:\n${found.join('\n')}`);
  process.exit(1);
}
console.log('Production bundle: no sandbox code (dist/server.js, build/index.js).');
