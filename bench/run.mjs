// `npm run bench [-- weight ssr]`: measures the production build (run `npm run build` first;
// the npm script does). Sections:
// - weight: first-visit JS of every page of the app (bench/routes.mjs lists them from the route
//   files), in a fresh Chromium profile, against the 100 KB gzip budget and the bare Remix page;
// - ssr: server-side rendering throughput of /login, /dashboard, /settings/members and a list
//   page, each alternating with the bare Remix page, as ratios to it;
// - slow: a slow link (300 ms, 700 kbit/s, CPU 4×): first visits and login → dashboard, JS on
//   and off, median of SLOW_RUNS (3) cold runs; the owner’s taps, median of TAP_RUNS (5) walks;
// - scale: 50 signed-in partners (70 % dashboard, lists, settings) and guests (30 % /login) for
//   SCALE_DURATION (30) s, on one replica alone and through nginx with two replicas and Redis
//   (needs Debian's nginx and redis-server);
// - dropping: the dropping link (issue 35 §5): the service worker's cost on a first visit (load
//   event with the worker allowed and blocked, median of SLOW_RUNS) and its bytes; offline
//   rereads of the pages kept; a form sent offline then online (rows stored: 1); a 3.7 MB photo's
//   bytes stored with JavaScript on and off;
// - lighthouse: Lighthouse's mobile preset on every page of the weight section (score, total
//   blocking time, cumulative layout shift; goals in bench/lib/lighthouse.mjs);
// - lhcurrent: issue 52 §3, on a sample of pages (LH_PAGES, or `all`): the pinned Lighthouse, the current
//   one (what PageSpeed Insights runs; installed into bench/.tmp), and the current one on a static
//   copy of the same HTML (none of the portal's headers, worker or server work);
// - exports: a month of 100,000 trips: its CSV and payslip PDF downloaded whole, timed, with the
//   portal's memory while they stream, the portal run as the image runs it (its NODE_OPTIONS; bench/lib/exports.mjs);
// - pass: a roadside pass's address with unknown and malformed tokens, 140 of each: the same
//   404 in the same time (bench/lib/pass-timing.mjs; moved from the roadside journey, issue 55 §8);
// - readiness: the readiness projection at 250 to 4,000 vehicles, time per vehicle (linear in the
//   fleet; bench/lib/readiness-scale.mjs);
// - fleet: a real fleet's size (issue 52 §5): the sandbox's large partner (2,000 vehicles,
//   300,000 trips a month for 12 months) beside the demo partner, page by page (bench/lib/fleet-size.mjs).
// - tracing: issue 71 §2: one page served with tracing off (no SDK) and on (every span exported to a
//   local OTLP receiver), alternated, and the no-op spans' own cost per request (bench/lib/tracing-cost.mjs).
// The sandbox runs in its own process. Prints tables and writes bench/results.json.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { pageRoutes, USERS } from './routes.mjs';
import { BUDGET_BYTES, kb, launchChromium, weighPage } from './lib/weight.mjs';
import { ssrAgainstBare } from './lib/ssr.mjs';
import { LIGHTHOUSE_GOALS, lighthouseCurrentSection, lighthouseEach } from './lib/lighthouse.mjs';
import { GUEST_SHARE, scaleScenarios, SIGNED_IN_PAGES } from './lib/scale.mjs';
import { SLOW_LINK, median, slowLinkSection } from './lib/slow-link.mjs';
import { exportsAtSize } from './lib/exports.mjs';
import { FLEET_GOAL, fleetAtSize } from './lib/fleet-size.mjs';
import { PASS_TIMING, passTiming } from './lib/pass-timing.mjs';
import { readinessSection } from './lib/readiness-scale.mjs';
import { tracingCost } from './lib/tracing-cost.mjs';
import { formOfflineThenOnline, makePhoto, offlineRereads, photoBytes, workerCost } from './lib/dropping-link.mjs';
import {
  bareRoutesUrl,
  bareUrl,
  buildBareWithRoutes,
  IMAGE_NODE_OPTIONS,
  portalLogin,
  portalPhoneLoginCookie,
  portalUrl,
  ports,
  sandboxClient,
  sandboxUrl,
  startBare,
  startBareWithRoutes,
  startPortal,
  startSandbox,
  stop,
} from './lib/servers.mjs';

const sections = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const want = (name) => sections.length === 0 || sections.includes(name);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
// Only this bench's own sections carry over from an earlier run (never an older file's keys).
const SECTIONS = ['weight', 'ssr', 'slowLink', 'droppingLink', 'scale', 'lighthouse', 'lighthouseCurrent', 'exports', 'passTiming', 'readinessScale', 'fleetSize', 'tracing'];
const results = { ...Object.fromEntries(SECTIONS.filter((k) => k in previous).map((k) => [k, previous[k]])), date: new Date().toISOString(), node: process.version };
/** Written after each section, so a later section's failure keeps the earlier figures. */
const save = () => writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

// The bare Remix page, built with the project's compiler.
execFileSync(process.execPath, ['../../node_modules/@remix-run/dev/dist/cli.js', 'build'], { cwd: 'bench/bare', stdio: 'ignore' });

const sandbox = await startSandbox();
const portal = await startPortal();
const bare = await startBare();
try {
  const cookies = {};
  const cookieFor = async (as) => {
    if (as === 'guest') return null;
    cookies[as] ??= await portalLogin(USERS[as]);
    return cookies[as];
  };
  const api = sandboxClient();

  if (want('weight')) {
    const browser = await launchChromium();
    const pages = [];
    const barePage = await weighPage(browser, `${bareUrl()}/`, null);
    for (const route of pageRoutes()) {
      const path = typeof route.path === 'function' ? await route.path({ sandbox: api }) : route.path;
      const cookie = route.phoneLogin ? await portalPhoneLoginCookie() : await cookieFor(route.as);
      const w = await weighPage(browser, portalUrl() + path, cookie);
      pages.push({ route: route.id, path, as: route.as, ...w });
    }
    await browser.close();
    const over = pages.filter((p) => p.jsGzipBytes + p.inlineJsGzipBytes > BUDGET_BYTES);
    console.log(`\nFirst-visit JS per page (fresh profile, every script loaded, gzip -6; budget ${kb(BUDGET_BYTES)})`);
    console.table([
      {
        page: 'bare Remix page',
        as: 'guest',
        status: 200,
        scripts: barePage.scripts,
        'JS gzip': kb(barePage.jsGzipBytes),
        'inline JS gzip': kb(barePage.inlineJsGzipBytes),
        'vs bare': '1.00×',
        budget: '',
      },
      ...pages.map((p) => ({
        page: p.path,
        as: p.as,
        status: p.status,
        scripts: p.scripts,
        'JS gzip': kb(p.jsGzipBytes),
        'inline JS gzip': kb(p.inlineJsGzipBytes),
        'vs bare': `${(p.jsGzipBytes / barePage.jsGzipBytes).toFixed(2)}×`,
        budget: p.jsGzipBytes + p.inlineJsGzipBytes <= BUDGET_BYTES ? 'ok' : 'OVER',
      })),
    ]);
    console.log(over.length ? `Over budget: ${over.map((p) => `${p.path} (${kb(p.jsGzipBytes)})`).join(', ')}` : `Every page (${pages.length}) is within ${kb(BUDGET_BYTES)}.`);
    const scripted = pages.filter((p) => p.scripts > 0 || p.uses.length > 0);
    console.log(
      `\n${pages.length - scripted.length} of ${pages.length} pages have no script file, only the 0.5 KB inline line (the filters' autosubmit and the second-tap guard; the dashboard its 1 KB). The ${scripted.length} others, and what their script does there (ADR 0020):`,
    );
    console.table(
      scripted.map((p) => ({
        page: p.path,
        'JS gzip (file)': kb(p.jsGzipBytes),
        'inline JS gzip': kb(p.inlineJsGzipBytes),
        'at a form’s first use': kb(p.onUseJsGzipBytes ?? 0),
        'its script does': p.uses.join(', ') || '—',
      })),
    );
    // Issue 52 §4's goals: no first visit over 3 KB, most pages under 1.5 KB (files and inline together).
    const firstVisit = (p) => p.jsGzipBytes + p.inlineJsGzipBytes;
    const heaviest = pages.reduce((a, b) => (firstVisit(b) > firstVisit(a) ? b : a));
    const under = pages.filter((p) => firstVisit(p) <= 1.5 * 1024).length;
    console.log(`Heaviest first visit: ${heaviest.path} ${kb(firstVisit(heaviest))} (goal ≤ 3.0 KB); ${under} of ${pages.length} pages at most 1.5 KB.`);
    results.weight = { budgetBytes: BUDGET_BYTES, bare: barePage, pages, over: over.map((p) => p.path) };
    save();
  }

  if (want('ssr')) {
    const owner = await cookieFor('owner');
    // References beside the portal's pages: what Remix itself costs with the portal's route
    // tree (a trivial page), and what the API sandbox itself serves of the dashboard's two
    // heaviest calls (the dashboard cannot render faster than its data arrives).
    const routeCount = buildBareWithRoutes();
    const bareRoutes = await startBareWithRoutes();
    const token = (
      await (await fetch(`${sandboxUrl()}/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: USERS.owner, password: 'demo1234' }) })).json()
    ).data.token;
    const partnerId = (await api.ownerPartner()).id;
    const targets = [
      { page: '/login', url: `${portalUrl()}/login`, cookie: null },
      { page: '/dashboard', url: `${portalUrl()}/dashboard`, cookie: owner },
      // Issue 44's goal: the same pages in Hausa (the browser's language; the owner saved none) within 10 % of English.
      { page: '/login in Hausa', url: `${portalUrl()}/login`, cookie: null, headers: { 'accept-language': 'ha-NG,ha;q=0.9' } },
      { page: '/dashboard in Hausa', url: `${portalUrl()}/dashboard`, cookie: owner, headers: { 'accept-language': 'ha-NG,ha;q=0.9' } },
      { page: '/settings/members', url: `${portalUrl()}/settings/members`, cookie: owner },
      { page: '/drivers', url: `${portalUrl()}/drivers`, cookie: owner },
      { page: `reference: bare page with the portal's ${routeCount} routes, flags and root (/login)`, url: `${bareRoutesUrl()}/login`, cookie: null },
      {
        page: 'reference: API sandbox alone, dashboard summaries call (memoised per write and 30 s)',
        url: `${sandboxUrl()}/v1/partners/${partnerId}/summaries`,
        headers: { authorization: `Bearer ${token}` },
      },
      {
        page: 'reference: API sandbox alone, earnings summary call (memoised per write and 30 s)',
        url: `${sandboxUrl()}/v1/partners/${partnerId}/earnings/summary`,
        headers: { authorization: `Bearer ${token}` },
      },
    ];
    const { rows, bare: bareRuns } = await ssrAgainstBare(`${bareUrl()}/`, targets, DURATION_S, { portal: portal.pid, sandbox: sandbox.pid });
    // Issue 23's goal is read against the bare page with the portal's route tree (ADR 0013): Remix
    // matches every request against all of the portal's routes, which a one-route page never does.
    const treeRef = rows.find((r) => r.page.startsWith('reference: bare page with'))?.requestsPerSec;
    // The portal's own cost over the framework's floor (issue 68 §2): the route tree built with the
    // portal's flags and root shape serves a trivial page; what a page costs beyond it is ours.
    for (const r of rows) {
      r.ratioToRouteTree = treeRef ? Math.round((r.requestsPerSec / treeRef) * 100) / 100 : null;
      r.ownMsPerRequest = treeRef && r.requestsPerSec > 0 ? Math.round((1000 / r.requestsPerSec - 1000 / treeRef) * 100) / 100 : null;
    }
    console.log(`\nSSR throughput (autocannon, 10 connections, ${DURATION_S} s each; sandbox in its own process; bare runs: ${bareRuns.join(', ')} req/s)`);
    console.table(
      rows.map((r) => ({
        page: r.page,
        'req/s': r.requestsPerSec,
        'bare req/s': r.bareRequestsPerSec,
        ratio: `${r.ratio.toFixed(2)}×`,
        '× route tree': r.page.startsWith('reference: bare page with') || r.ratioToRouteTree == null ? '' : `${r.ratioToRouteTree.toFixed(2)}×`,
        'own ms/req': r.page.startsWith('reference:') || r.ownMsPerRequest == null ? '' : r.ownMsPerRequest.toFixed(2),
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        'portal CPU ms/req': r.portalCpuMs,
        'sandbox CPU ms/req': r.sandboxCpuMs,
        non2xx: r.non2xx,
        errors: r.errors,
      })),
    );
    await stop(bareRoutes);
    // Hausa against English, page by page, from this one run (each ratio to its own bare runs, so the machine's drift cancels).
    // From the raw counts, not the table's rounded ratios (0.06 / 0.05 read as 1.20 for 1.10).
    const ratioOf = (page) => {
      const r = rows.find((x) => x.page === page);
      return r ? r.requestsPerSec / r.bareRequestsPerSec : NaN;
    };
    const hausa = Object.fromEntries(['/login', '/dashboard'].map((page) => [page, Math.round((ratioOf(`${page} in Hausa`) / ratioOf(page)) * 100) / 100]));
    console.log(
      `Hausa against English (goal ≥ 0.90): ${Object.entries(hausa)
        .map(([p, r]) => `${p} ${r.toFixed(2)}×`)
        .join(', ')}`,
    );
    results.ssr = { durationS: DURATION_S, bareRuns, rows, hausa };
    save();
  }

  if (want('slow')) {
    results.slowLink = await slowLinkSection({ portalUrl: portalUrl(), owner: await cookieFor('owner'), users: USERS });
  }

  if (want('dropping')) {
    const RUNS = Number(process.env.SLOW_RUNS ?? 3);
    const browser = await launchChromium();
    const owner = await cookieFor('owner');
    const origin = portalUrl();
    const p = await api.ownerPartner();
    const cost = await workerCost(browser, origin, owner, RUNS);
    const allowed = median(cost.times.allowed);
    const blocked = median(cost.times.blocked);
    console.log(`\nThe dropping link (issue 35; the slow link ${SLOW_LINK.latencyMs} ms, ${SLOW_LINK.kbitPerS} kbit/s, CPU ${SLOW_LINK.cpuSlowdown}×, then offline)`);
    console.log(
      `Service worker: ${(cost.swBytes / 1024).toFixed(1)} KB (${(cost.swGzipBytes / 1024).toFixed(1)} KB gzip), fetched after the load event; it precaches ${(cost.precachedBytes / 1024).toFixed(1)} KB. First visit of /dashboard, load event (median of ${RUNS}): ${Math.round(allowed)} ms with it, ${Math.round(blocked)} ms without (${(allowed / blocked).toFixed(2)}×).`,
    );
    const trip = (await api.call('GET', `/v1/partners/${p.id}/trips?status=completed&perPage=1`)).data[0].id;
    const vehicle = await api.firstId('vehicles');
    const month = await api.lastPayslipMonth();
    const rereads = await offlineRereads(browser, origin, owner, [
      '/dashboard',
      '/dashboard?day=tomorrow',
      `/trips/details/${trip}?tab=manifest`,
      `/vehicles/details/${vehicle}?tab=pass`,
      `/earnings/payslip/details/${month}`,
    ]);
    console.table(rereads);
    const row = (await api.call('GET', `/v1/partners/${p.id}/cost-configurations?perPage=3`)).data[2];
    const countRequests = async (reason) => (await api.call('GET', `/v1/partners/${p.id}/cost-configurations/vehicles/${row.vehicle.id}`)).data.requests.filter((r) => r.reason === reason).length;
    const form = await formOfflineThenOnline(browser, origin, owner, { vehicleId: row.vehicle.id, countRequests });
    const open = (await api.call('GET', `/v1/partners/${p.id}/cost-configurations/vehicles/${row.vehicle.id}`)).data.requests.find((r) => r.reason === form.reason);
    if (open)
      await fetch(`${sandboxUrl()}/__sandbox/cost-requests/${open.id}/decide`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'declined', response: 'bench' }),
      });
    console.log(`A form sent offline, tapped twice: ${form.whileOffline} rows while offline, ${form.after} after the link came back; the notice showed ${form.noticeMs} ms after.`);
    const photo = await makePhoto(browser);
    const storedSize = async () => (await (await fetch(`${sandboxUrl()}/__sandbox/files/latest`)).json()).data.size;
    const photos = await photoBytes(browser, origin, owner, { vehicleId: vehicle, photo, storedSize });
    console.log(
      `A ${(photo.length / 1048576).toFixed(1)} MB photo sent as a document: ${(photos.jsOn.storedBytes / 1024).toFixed(0)} KB stored with JavaScript (${(photos.jsOn.sendMs / 1000).toFixed(1)} s on the slow link), ${(photos.jsOff.storedBytes / 1024).toFixed(0)} KB without (${(photos.jsOff.sendMs / 1000).toFixed(1)} s).`,
    );
    await browser.close();
    results.droppingLink = {
      link: SLOW_LINK,
      worker: { ...cost, medianLoadAllowed: allowed, medianLoadBlocked: blocked, ratio: allowed / blocked },
      rereads,
      form,
      photo: { originalBytes: photo.length, ...photos },
    };
    save();
  }

  /** Every page of the weight section, each as its user opens it (`only`: the sample's paths as bench/routes.mjs writes them). */
  const pageTargets = async (only) => {
    const targets = [];
    for (const route of pageRoutes().filter((r) => !only || only.includes(r.path))) {
      const path = typeof route.path === 'function' ? await route.path({ sandbox: api }) : route.path;
      const cookie = route.phoneLogin ? await portalPhoneLoginCookie() : await cookieFor(route.as);
      targets.push({ page: path, url: portalUrl() + path, cookie });
    }
    return targets;
  };

  if (want('lighthouse')) {
    const rows = await lighthouseEach(await pageTargets());
    console.log(`\nLighthouse, mobile preset (simulated slow 4G, 4× CPU; goals: score ≥ ${LIGHTHOUSE_GOALS.score}, TBT ≤ ${LIGHTHOUSE_GOALS.tbtMs} ms, CLS ${LIGHTHOUSE_GOALS.cls})`);
    console.table(rows.map((r) => ({ page: r.page, score: r.score, 'TBT ms': r.tbtMs, CLS: r.cls, 'LCP ms': r.lcpMs, 'FCP ms': r.fcpMs, goals: r.ok ? 'ok' : 'MISSED' })));
    const missed = rows.filter((r) => !r.ok);
    console.log(missed.length ? `Missed: ${missed.map((r) => r.page).join(', ')}` : `Every page (${rows.length}) meets the goals.`);
    results.lighthouse = { goals: LIGHTHOUSE_GOALS, rows };
    save();
  }

  if (want('lhcurrent')) {
    // Issue 52 §3: Lighthouse as partners run it today, beside the pinned one and a static copy:
    // on a sample of pages, or on every page with LH_PAGES=all (about an hour on 2 cores).
    const asked = process.env.LH_PAGES ?? '/login,/dashboard,/drivers,/vehicles,/trips,/earnings,/settings/members,/drivers/add-driver';
    const targets = await pageTargets(asked === 'all' ? undefined : asked.split(','));
    results.lighthouseCurrent = await lighthouseCurrentSection(targets, Number(process.env.BENCH_STATIC_PORT ?? 3397));
    save();
  }

  if (want('exports')) {
    // Memory is measured as deployed: a portal with the image's NODE_OPTIONS (its heap limit; ADR 0070).
    const deployedPort = ports.portal + 50;
    const deployed = await startPortal({ NODE_OPTIONS: IMAGE_NODE_OPTIONS }, [], deployedPort);
    let r;
    try {
      const base = `http://localhost:${deployedPort}`;
      const cookie = await portalLogin('owner@example.com', 'demo1234', base);
      r = { nodeOptions: IMAGE_NODE_OPTIONS, ...(await exportsAtSize({ portalUrl: base, sandboxUrl: sandboxUrl(), cookie, portalPid: deployed.pid })) };
    } finally {
      await stop(deployed);
    }
    console.log(
      `\nExports of a ${r.lines.toLocaleString('en')}-trip month, the portal as deployed (NODE_OPTIONS ${r.nodeOptions || 'none'}; goals: CSV ≤ ${r.goals.csvS} s, PDF ≤ ${r.goals.pdfS} s, portal RSS ≤ ${r.goals.rssMb} MB)`,
    );
    console.table(
      ['csv', 'pdf'].map((k) => ({
        file: k,
        status: r[k].status,
        seconds: r[k].seconds,
        'first byte ms': r[k].firstByteMs,
        MB: (r[k].bytes / 1e6).toFixed(1),
        'RSS MB before → peak': `${r.rssBeforeMb} → ${r[k].rssPeakMb}`,
      })),
    );
    const i = r.idle;
    console.log(
      `${i.readers} readers that read nothing for ${i.seconds} s: portal RSS ${i.rssBeforeMb} → peak ${i.rssPeakMb} MB (goal ≤ ${r.goals.idleRssMb}); /login answered ${i.pagesAnswered} of ${i.pagesAsked}, the slowest in ${i.slowestPageMs} ms`,
    );
    results.exports = r;
    save();
  }

  if (want('pass')) {
    const r = await passTiming(portalUrl());
    console.log(
      `\nA roadside pass's address with a token never issued, ${PASS_TIMING.each.toLocaleString('en')} of each kind: unknown ${r.unknownMs} ms, malformed ${r.malformedMs} ms (medians); statuses ${r.statuses.join(', ')}; ${r.distinctBodies} distinct page(s); ${r.ok ? 'the same answer in the same time' : 'MISSED: the answer or its time tells them apart'}`,
    );
    results.passTiming = { goal: PASS_TIMING, ...r };
    save();
  }

  if (want('readiness')) {
    results.readinessScale = await readinessSection();
    save();
  }

  if (want('scale')) {
    const durationS = Number(process.env.SCALE_DURATION ?? 30);
    const rows = await scaleScenarios({ durationS, partners: 50 });
    console.log(
      `\nLoad at scale (autocannon; 50 signed-in partners, each its own session and connection; ${100 - GUEST_SHARE * 100} % ${SIGNED_IN_PAGES.join(' ')}, ${GUEST_SHARE * 100} % guest /login; ${durationS} s; sandbox in its own process)`,
    );
    console.table(
      rows.map((r) => ({
        scenario: r.scenario,
        'req/s': r.requestsPerSec,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        requests: r.requests,
        non2xx: r.non2xx,
        errors: r.errors,
        'timeouts (10 s)': r.timeouts,
        'RSS MB before → after': r.replicas.map((x) => `${x.name} ${x.rssBeforeMb} → ${x.rssAfterMb}`).join(', '),
      })),
    );
    results.scale = { durationS, partners: 50, guestShare: GUEST_SHARE, pages: SIGNED_IN_PAGES, rows };
  }

  if (want('tracing')) {
    const r = await tracingCost({ durationS: DURATION_S });
    console.log(`\nTracing's cost on ${r.page} (goals: off ≤ ${r.goal.offPct} %, on ≤ ${r.goal.onPct} %; ${r.spansPerRequest} spans a request)`);
    console.table([
      { tracing: 'off (no SDK: no-op spans)', 'req/s': r.off.rps, 'portal CPU ms/req': r.off.cpuMsPerRequest, cost: `${r.noopPctOfRequest} % (${r.noopUsPerRequest} µs of no-op spans a request)` },
      { tracing: 'on, every request, protobuf (the default)', 'req/s': r.on.rps, 'portal CPU ms/req': r.on.cpuMsPerRequest, cost: `${r.on.cpuCostPct} % CPU (${r.on.rpsCostPct} % req/s)` },
      { tracing: 'on, every request, JSON', 'req/s': r.json.rps, 'portal CPU ms/req': r.json.cpuMsPerRequest, cost: `${r.json.cpuCostPct} % CPU (${r.json.rpsCostPct} % req/s)` },
      {
        tracing: 'on, a tenth of the requests (OTEL_TRACES_SAMPLER_ARG=0.1)',
        'req/s': r.sampled.rps,
        'portal CPU ms/req': r.sampled.cpuMsPerRequest,
        cost: `${r.sampled.cpuCostPct} % CPU (${r.sampled.rpsCostPct} % req/s)`,
      },
      {
        tracing: 'off, a second portal (the control: two processes of one build)',
        'req/s': r.control.rps,
        'portal CPU ms/req': r.control.cpuMsPerRequest,
        cost: `${r.control.cpuCostPct} % CPU (${r.control.rpsCostPct} % req/s)`,
      },
    ]);
    console.log(
      `Judged within one process (ADR 0068): tracing's own code ${r.profile.tracingPct} % of the traced portal's CPU profile, the collector ${r.profile.gcExtraPct} % and Node's own unowned work ${r.profile.unownedExtraPct} % more than untraced: ${r.profile.costPct} % (goal ≤ ${r.goal.onPct} %); sampled against unsampled runs in one process, median of ${r.inProcess.pairs.length} pairs: ${r.inProcess.medianCostPct} % CPU`,
    );
    results.tracing = r;
    save();
  }

  // Last: the large partner stays in this run's sandbox (about 1 GB of it) once seeded.
  if (want('fleet')) {
    const r = await fleetAtSize({ portalUrl: portalUrl(), sandboxUrl: sandboxUrl(), login: (email) => portalLogin(email) });
    console.log(
      `\nA real fleet's size: the large partner (${r.seeded.trips.toLocaleString('en')} trips seeded in ${r.seeded.seconds} s) beside the demo partner, server time to the last byte, median of 5 warm reads (goal ≤ ${FLEET_GOAL.ratio}×)`,
    );
    console.table(
      r.rows.map((x) => ({
        page: x.page,
        'demo ms': x.smallMs,
        'large ms': x.largeMs,
        'large, cold ms': x.largeColdMs,
        ratio: `${x.ratio}×`,
        'large KB': Math.round(x.largeBytes / 1024),
        status: x.status,
        goal: x.ok ? 'ok' : 'MISSED',
      })),
    );
    results.fleetSize = { goal: FLEET_GOAL, ...r };
    save();
  }

  save();
  console.log('Written to bench/results.json');
} finally {
  await Promise.all([stop(portal), stop(sandbox), stop(bare)]);
}
