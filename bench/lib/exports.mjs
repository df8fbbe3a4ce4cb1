// Exports at a real fleet's size (issue 52 §5): a month of 100,000 trip lines, settled, put in the
// sandbox by its bulk switch; then the month's earnings CSV and its payslip PDF are downloaded
// whole from the portal, timed from the request to the last byte, with the portal's resident
// memory sampled every 100 ms while each streams. Goals: CSV ≤ 10 s, PDF ≤ 20 s, RSS ≤ 200 MB.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

/** Issue 68 §5: ten readers that read nothing for 30 s hold the portal under idleRssMb, and other pages answer. */
export const EXPORT_GOALS = { csvS: 10, pdfS: 20, rssMb: 200, idleReaders: 10, idleS: Number(process.env.BENCH_IDLE_S ?? 30), idleRssMb: 250 };

/** Resident memory of `pid` in MB (Linux /proc), or null elsewhere. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/** Download `url` whole with `cookie`; answers seconds, bytes, status and the RSS peak of `pid` (MB) meanwhile. */
async function timed(url, cookie, pid) {
  let peak = rssMb(pid) ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 100);
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  let firstByteMs = null;
  for await (const chunk of res.body) {
    if (firstByteMs === null) firstByteMs = Math.round(performance.now() - started);
    bytes += chunk.length;
  }
  clearInterval(sampler);
  return { status: res.status, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), firstByteMs, bytes, rssPeakMb: peak };
}

/**
 * The month's CSV and payslip PDF at `lines` trips.
 * @param {{ portalUrl: string, sandboxUrl: string, cookie: string, portalPid: number, lines?: number, month?: string }} o
 */
export async function exportsAtSize({ portalUrl, sandboxUrl, cookie, portalPid, lines = 100_000, month = '2025-03' }) {
  const bulk = await fetch(`${sandboxUrl}/__sandbox/bulk-earnings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ partner_id: 1, month, lines, settle: true }),
  });
  if (bulk.status !== 201) throw new Error(`bulk earnings: ${bulk.status}`);
  const rssBeforeMb = rssMb(portalPid);
  const csv = await timed(`${portalUrl}/earnings/export?month=${month}`, cookie, portalPid);
  const pdf = await timed(`${portalUrl}/earnings/payslip/pdf/${month}`, cookie, portalPid);
  const idle = await idleReaders({ portalUrl, cookie, portalPid, path: `/earnings/export?month=${month}` });
  return { lines, month, rssBeforeMb, csv, pdf, idle, goals: EXPORT_GOALS };
}

/**
 * Ten readers ask for the export and read nothing (their sockets paused) for EXPORT_GOALS.idleS
 * seconds, while /login is asked every second: the portal's RSS peak (MB), how many of those
 * answered 200 and their slowest time (ms). Then the readers hang up.
 */
async function idleReaders({ portalUrl, cookie, portalPid, path }) {
  const { hostname, port } = new URL(portalUrl);
  const sockets = [];
  for (let i = 0; i < EXPORT_GOALS.idleReaders; i++) {
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\nAccept-Encoding: gzip\r\n\r\n`);
    socket.pause();
    sockets.push(socket);
  }
  const rssBeforeMb = rssMb(portalPid);
  let peak = rssBeforeMb ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(portalPid) ?? 0)), 100);
  const answers = [];
  const until = Date.now() + EXPORT_GOALS.idleS * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${portalUrl}/login`).catch(() => null);
    await res?.arrayBuffer();
    answers.push({ ok: res?.status === 200, ms: performance.now() - started });
    await new Promise((r) => setTimeout(r, 1000));
  }
  clearInterval(sampler);
  const rssEndMb = rssMb(portalPid);
  for (const s of sockets) s.destroy();
  return {
    readers: sockets.length,
    seconds: EXPORT_GOALS.idleS,
    rssBeforeMb,
    rssPeakMb: peak,
    rssEndMb,
    pagesAsked: answers.length,
    pagesAnswered: answers.filter((a) => a.ok).length,
    slowestPageMs: Math.round(Math.max(...answers.map((a) => a.ms))),
  };
}
