// Regressions between two bench runs (issue 52 §6): every figure the bench keeps as a ratio to
// this machine's own reference, so two runs on different days (or machines) compare fairly.
//   - server rendering: a page's req/s ÷ the bare page's req/s of the same run (higher is better);
//   - taps and first visits on the slow link: time with JavaScript ÷ time without (lower is better);
//   - the worker: a page's load with the worker ÷ without (lower is better);
//   - script weight: a first visit's gzip bytes, scripts and inline (lower is better; bytes are
//     the same on every machine).
// A figure that got worse by more than `tolerance` (0.10: ten per cent) is named.

/**
 * The ratios of one `bench/results.json`, by a stable name. Absent sections give nothing.
 * @param {any} results the parsed results file
 * @returns {Map<string, { value: number, better: 'higher' | 'lower' }>}
 */
export function ratiosOf(results) {
  const out = new Map();
  for (const r of results?.ssr?.rows ?? []) {
    if (r.page.startsWith('reference:') || !r.ratio) continue;
    out.set(`server rendering ${r.page} (× bare page)`, { value: r.requestsPerSec / r.bareRequestsPerSec, better: 'higher' });
  }
  for (const t of results?.slowLink?.taps ?? []) {
    if (t.on?.ms && t.off?.ms) out.set(`tap ${t.tap} (JS on ÷ off)`, { value: t.on.ms / t.off.ms, better: 'lower' });
    if (t.on?.shownMs && t.off?.shownMs) out.set(`tap ${t.tap}, shown (JS on ÷ off)`, { value: t.on.shownMs / t.off.shownMs, better: 'lower' });
  }
  for (const r of results?.slowLink?.rows ?? []) if (r.on?.load && r.off?.load) out.set(`${r.scenario} (JS on ÷ off)`, { value: r.on.load / r.off.load, better: 'lower' });
  const worker = results?.droppingLink?.worker;
  if (worker?.ratio) out.set('load with the worker (÷ without)', { value: worker.ratio, better: 'lower' });
  for (const p of results?.weight?.pages ?? []) {
    const bytes = (p.jsGzipBytes ?? 0) + (p.inlineJsGzipBytes ?? 0);
    if (bytes) out.set(`script bytes of ${p.path} as ${p.as} (gzip)`, { value: bytes, better: 'lower' });
  }
  return out;
}

/**
 * The figures of `after` worse than `before` by more than `tolerance`, each with both values and
 * the change (e.g. -0.14 for 14 % worse). Figures in only one run are not compared.
 * @param {any} before the committed results
 * @param {any} after the new results
 * @param {number} [tolerance] the share a figure may lose before it is named (0.10)
 * @returns {{ name: string, before: number, after: number, change: number }[]}
 */
export function regressions(before, after, tolerance = 0.1) {
  const old = ratiosOf(before);
  const found = [];
  for (const [name, now] of ratiosOf(after)) {
    const was = old.get(name);
    if (!was || !was.value) continue;
    // The change as a share of what was, signed so that negative is worse.
    const change = now.better === 'higher' ? now.value / was.value - 1 : was.value / now.value - 1;
    if (change < -tolerance) found.push({ name, before: was.value, after: now.value, change });
  }
  return found.sort((a, b) => a.change - b.change);
}

/**
 * Every goal the bench holds (issue 68 §6) and whether this run met it: the issue's SSR ratios,
 * taps no slower with JavaScript, exports' time and memory (one export, ten idle readers), the
 * fleet-size pages, Lighthouse, the script budget, the pass timing, tracing off and on. A section the run lacks gives nothing.
 * @param {any} results the parsed results file
 * @returns {{ name: string, value: number, goal: number, better: 'higher' | 'lower', met: boolean }[]}
 */
export function goalsOf(results) {
  const out = [];
  const goal = (name, value, target, better) => {
    if (typeof value === 'number' && Number.isFinite(value)) out.push({ name, value, goal: target, better, met: better === 'higher' ? value >= target : value <= target });
  };
  const rows = results?.ssr?.rows ?? [];
  const rps = (page) => rows.find((r) => r.page === page)?.requestsPerSec;
  const login = rows.find((r) => r.page === '/login');
  if (login) goal('SSR /login ÷ bare page', login.requestsPerSec / login.bareRequestsPerSec, 0.36, 'higher');
  if (rps('/login')) {
    goal('SSR /dashboard ÷ /login', rps('/dashboard') / rps('/login'), 0.4, 'higher');
    goal('SSR /settings/members ÷ /login', rps('/settings/members') / rps('/login'), 0.9, 'higher');
  }
  for (const [page, ratio] of Object.entries(results?.ssr?.hausa ?? {})) goal(`SSR ${page} in Hausa ÷ English`, ratio, 0.9, 'higher');
  for (const t of results?.slowLink?.taps ?? []) if (t.on?.ms && t.off?.ms) goal(`tap ${t.tap} JS on ÷ off`, t.on.ms / t.off.ms, 1, 'lower');
  const ex = results?.exports;
  if (ex?.goals) {
    goal('CSV export of the month, s', ex.csv?.seconds, ex.goals.csvS, 'lower');
    goal('PDF payslip of the month, s', ex.pdf?.seconds, ex.goals.pdfS, 'lower');
    goal('RSS peak, one CSV export, MB', ex.csv?.rssPeakMb, ex.goals.rssMb, 'lower');
    goal('RSS peak, one PDF export, MB', ex.pdf?.rssPeakMb, ex.goals.rssMb, 'lower');
    if (ex.idle) {
      goal(`RSS peak, ${ex.idle.readers} readers reading nothing, MB`, ex.idle.rssPeakMb, ex.goals.idleRssMb, 'lower');
      goal('pages answered meanwhile (share)', ex.idle.pagesAsked ? ex.idle.pagesAnswered / ex.idle.pagesAsked : 0, 1, 'higher');
    }
  }
  const fleet = results?.fleetSize;
  for (const r of fleet?.rows ?? []) {
    goal(`fleet size ${r.page} large ÷ demo`, r.ratio, fleet.goal.ratio, 'lower');
    if (r.htmlGoalBytes && r.largeBytes) goal(`fleet size ${r.page} HTML bytes`, r.largeBytes, r.htmlGoalBytes, 'lower');
  }
  for (const r of results?.lighthouse?.rows ?? []) goal(`Lighthouse (pinned) ${r.page}`, r.score, results.lighthouse.goals?.score ?? 100, 'higher');
  for (const r of results?.lighthouseCurrent?.rows ?? []) goal(`Lighthouse ${results.lighthouseCurrent.version} ${r.page}`, r.current?.score, results.lighthouseCurrent.goals?.score ?? 100, 'higher');
  const budget = results?.weight?.budgetBytes;
  if (budget) for (const p of results.weight.pages ?? []) goal(`first-visit script of ${p.path} as ${p.as}, bytes`, (p.jsGzipBytes ?? 0) + (p.inlineJsGzipBytes ?? 0), budget, 'lower');
  const tracing = results?.tracing;
  if (tracing) goal('tracing off: no-op spans, % of a request', tracing.noopPctOfRequest, tracing.goal?.offPct ?? 1, 'lower');
  if (tracing?.profile) goal("tracing on: its share of the portal's CPU, %", tracing.profile.costPct, tracing.goal?.onPct ?? 5, 'lower');
  if (results?.passTiming) goal('pass timing tells no token apart (1 = yes)', results.passTiming.ok ? 1 : 0, 1, 'higher');
  return out;
}
