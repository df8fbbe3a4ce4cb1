import { chromium } from 'playwright';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: 'http://localhost:3399' });
await ctx.addCookies([{ name: 'vp_pseudo', value: '1', url: 'http://localhost:3399' }]);
const page = await ctx.newPage();
await page.goto('/login');
await page.locator('input[name="email"]').first().fill('owner@example.com');
await page.locator('input[name="password"]').first().fill('demo1234');
await page.locator('form button[type="submit"]').first().click();
await page.waitForURL(/dashboard|organization/);
let done = 0,
  total = 0;
for (const p of pages) {
  await page.goto(p);
  const left = await page
    .locator('main')
    .evaluate((root) => {
      const left = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        const el = node.parentElement;
        if (!text || !el || el.closest('script, style, [hidden], [lang]:not(html), [translate="no"]')) continue;
        if (/[a-z]{3,}/i.test(text) && !text.includes('ẋ')) left.push(text);
      }
      return left;
    })
    .catch(() => ['(no main)']);
  total++;
  if (!left.length) done++;
  console.log(`${left.length ? 'EN ' : 'ok '} ${String(left.length).padStart(3)} ${p}  ${left.slice(0, 3).join(' | ').slice(0, 110)}`);
}
console.log(`${done} of ${total} pages without English`);
await browser.close();
