/**
 * The e2e fixtures. Every page a test visits is checked with axe (WCAG 2.2 A and AA): call
 * `checkA11y()` on intermediate pages; the page showing at the end is checked automatically,
 * and a test fails if it visited a path that was never checked.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { SANDBOX_PORT } from '../../playwright.config';

export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

type Fixtures = {
  /** Runs axe on the current page and fails the test on any violation. */
  checkA11y: () => Promise<void>;
  jsEnabled: boolean;
};

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Run axe on what `page` shows. axe needs JavaScript, so for the JavaScript-off project the
 * page's current DOM (scripts removed) is copied into a scratch JavaScript-on page first.
 */
async function analyse(page: Page, jsEnabled: boolean) {
  let target = page;
  let scratch: Awaited<ReturnType<Browser['newContext']>> | undefined;
  if (!jsEnabled) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
    scratch = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
    target = await scratch.newPage();
    await target.route('**/*.js', (route) => route.abort());
    // Same origin as the page, so its stylesheets load under Cross-Origin-Resource-Policy.
    await target.goto(new URL('/healthz', page.url()).href);
    await target.setContent(html, { waitUntil: 'load' });
  }
  try {
    const results = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  } finally {
    await scratch?.close();
  }
}

export const test = base.extend<Fixtures>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  checkA11y: async ({ page, jsEnabled }, use) => {
    const visited = new Set<string>();
    const checked = new Set<string>();
    const pathOf = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(pathOf(frame.url()));
    });
    const check = async () => {
      await page.waitForLoadState('load');
      await analyse(page, jsEnabled);
      checked.add(pathOf(page.url()));
    };
    await use(check);
    if (page.url().startsWith('http') && !checked.has(pathOf(page.url()))) await check();
    const unchecked = [...visited].filter((p) => !checked.has(p));
    expect(unchecked, 'pages visited but not checked with axe').toEqual([]);
  },
});

/** Auto-use the axe fixture in every test. */
export const it = test.extend<{ autoA11y: void }>({
  autoA11y: [
    async ({ checkA11y }, use) => {
      void checkA11y;
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The messages in the sandbox outbox, newest first. */
export async function readOutbox(): Promise<Array<{ to: string; channel: string; subject: string; body: string; code: string | null; link: string | null; created_at: string }>> {
  const res = await fetch(`${SANDBOX_URL}/outbox.json`);
  return res.json();
}
