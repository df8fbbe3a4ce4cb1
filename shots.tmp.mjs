import { chromium } from '@playwright/test';
const base='http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [width, ...paths] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 800 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel('Email').fill('owner@example.com');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/dashboard/);
for (const p of paths) {
  await page.goto(base + p);
  const name = `/tmp/shot-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
