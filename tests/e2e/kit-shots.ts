/**
 * The review kit's screenshots (issue 69 §5): with `KIT_SHOTS=1` (`npm run i18n:shots`), the
 * journeys that read a page in a language keep a picture of it in
 * `docs/i18n/review/screens/<language>/<route id>[-<width>].jpg`, which `npm run i18n:kit` names
 * beside each sentence the page says. Without it they keep nothing: CI only checks the pages.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where the kit keeps its screenshots (scripts/review-kit.mjs reads the same folder). */
export const SCREENS = join(process.cwd(), 'docs/i18n/review/screens');

/**
 * Keep `page` as the kit's picture of `routeId` in `language` when `KIT_SHOTS` is set: the whole
 * page, JPEG (small enough to commit, sharp enough to read), at most 2,400 px tall.
 * @param suffix a width the page is shown at other than 360 px ('240'), named in the file.
 */
export async function kitShot(page: Page, language: string, routeId: string, suffix = ''): Promise<void> {
  if (!process.env.KIT_SHOTS) return;
  const folder = join(SCREENS, language);
  mkdirSync(folder, { recursive: true });
  const { width } = page.viewportSize() ?? { width: 360 };
  const height = Math.min(2400, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.screenshot({ path: join(folder, `${routeId}${suffix ? `-${suffix}` : ''}.jpg`), type: 'jpeg', quality: 60, clip: { x: 0, y: 0, width, height }, fullPage: true });
}
