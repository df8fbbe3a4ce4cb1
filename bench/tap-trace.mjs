// Where a tap's time goes with JavaScript on and off (issue 68 §4): the owner's walk dashboard →
// drivers → a driver → earnings on the slow link, with the worker installed (JS on), runs
// interleaved, then each tap's navigation timing side by side (medians). Run after `npm run build`:
// `node bench/tap-trace.mjs [runs]` (5 by default; English, or `TAP_LOCALE=ha-NG`). With
// `TAP_AA=1` both series are JavaScript off (an A/A run): the spread of the same tap measured twice,
// the noise any on ÷ off ratio sits in.
import { launchChromium } from './lib/weight.mjs';
import { median, walk } from './lib/slow-link.mjs';
import { startSlowSocket } from './lib/slow-socket.mjs';
import { SLOW_LINK } from './lib/slow-link.mjs';
import { portalLogin, portalUrl, startPortal, startSandbox, stop } from './lib/servers.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const locale = process.env.TAP_LOCALE;
const link = (path) => (page) => page.locator(`a[href="${path}"]`).first();
const steps = [
  { name: 'dashboard → drivers', link: link('/drivers'), url: /\/drivers$/ },
  { name: 'drivers → a driver', link: (page) => page.getByTestId('driver-row').first().getByRole('link').first(), url: /\/drivers\/details\/\d+/ },
  { name: 'driver → earnings', link: link('/earnings'), url: /\/earnings$/ },
];
const sandbox = await startSandbox();
const portal = await startPortal();
try {
  const owner = await portalLogin('owner@example.com');
  const browser = await launchChromium();
  // TAP_LINK=socket: the slow link at the socket (slow-socket.mjs), else Chromium's emulation.
  const socket = process.env.TAP_LINK === 'socket' ? await startSlowSocket(portalUrl(), SLOW_LINK) : null;
  const origin = socket?.origin ?? portalUrl();
  const options = { worker: 'installed', locale, socketLink: Boolean(socket) };
  const runs = { on: [], off: [] };
  await walk(browser, origin, owner, false, '/dashboard', steps, options);
  const aa = Boolean(process.env.TAP_AA);
  for (let i = 0; i < RUNS; i++) for (const js of i % 2 ? [false, true] : [true, false]) runs[js ? 'on' : 'off'].push(await walk(browser, origin, owner, js && !aa, '/dashboard', steps, options));
  await browser.close();
  await socket?.close();
  const keys = ['workerStart', 'requestStart', 'responseStart', 'responseEnd', 'domInteractive', 'domContentLoaded', 'load'];
  for (let k = 0; k < steps.length; k++) {
    const row = (js) => {
      const taps = runs[js].map((r) => r[k]);
      return {
        js,
        'tap ms': median(taps.map((t) => t.ms)),
        'shown ms': median(taps.map((t) => t.shownMs)),
        ...Object.fromEntries(keys.map((key) => [key, median(taps.map((t) => t.phases?.[key]))])),
      };
    };
    console.log(`\n${steps[k].name} (median of ${RUNS}; navigation timing in ms from the document's start)${aa ? ': A/A, both series JavaScript off' : ''}`);
    console.table([row('on'), row('off')]);
    console.log(`tap ${aa ? 'B ÷ A' : 'on ÷ off'}: ${(row('on')['tap ms'] / row('off')['tap ms']).toFixed(2)}`);
    if (process.env.TAP_RESOURCES)
      for (const js of ['on', 'off'])
        console.log(
          js,
          runs[js].map((r) => r[k].phases?.resources),
        );
  }
} finally {
  await stop(portal);
  await stop(sandbox);
}
