import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const paths = process.argv.slice(2);
for (const [w, h, tag] of [[360, 740, 'phone'], [1280, 900, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.fill('input[name=email]', 'owner@example.com');
  await page.fill('input[name=password]', 'demo1234');
  await page.click('button[type=submit]');
  await page.waitForLoadState();
  for (const p of paths) {
    await page.goto(base + p);
    const name = p.replace(/[^\w]+/g, '_');
    await page.screenshot({ path: `/tmp/shot_${tag}${name}.png`, fullPage: tag === 'phone' ? false : true });
  }
  await ctx.close();
}
await browser.close();
