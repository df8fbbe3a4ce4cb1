const fs = require('fs');
function load(file) {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n])); const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const self = new Map(); for (let i = 0; i < prof.samples.length; i++) self.set(prof.samples[i], (self.get(prof.samples[i]) || 0) + (prof.timeDeltas[i] || 0));
  const incl = new Map();
  for (const [id, t] of self) { let cur = id; const seen = new Set(); while (cur !== undefined) { const cf = byId.get(cur).callFrame; const k = cf.functionName || '(anon)'; if (!seen.has(k)) { incl.set(k, (incl.get(k) || 0) + t); seen.add(k); } cur = parent.get(cur); } }
  return incl;
}
const [a, na, b, nb] = [load(process.argv[2]), Number(process.argv[3]), load(process.argv[4]), Number(process.argv[5])];
const keys = ['(root)', '(idle)', '(garbage collector)', 'handleRequest', 'exports.renderToString', 'requestHandler', 'handleDocumentRequest', 'callDataStrategy', 'matchRoutesImpl', 'send', 'undiciTransport', 'safeParse', 'compression', 'helmetMiddleware', 'writeReadableStreamToWritable', 'json', 'useHref', 'DataTable', 'RemixServer', 'createServerRoutes', 'parserOnIncoming', 'loader', 'Dashboard', 'Login', 'App', 'Layout'];
for (const k of [...keys, ...process.argv.slice(6)]) console.log(k.padEnd(32), ((a.get(k) || 0) / 1000 / na).toFixed(2).padStart(7), ((b.get(k) || 0) / 1000 / nb).toFixed(2).padStart(7));
