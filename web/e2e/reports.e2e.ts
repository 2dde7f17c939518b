import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, launchBrowser, newPage, signIn } from './browser.js';

/**
 * Issue 26: the owner opens Reports from the sidebar, sees each report's chart drawn over its table, at a laptop and a
 * phone, light and dark, with axe finding nothing and nothing wider than the phone; and downloads one report's CSV.
 * The figures come from the shared demo database, which other journeys change: only their shape is checked here
 * (the API tests hold the hand-worked numbers).
 */

let browser: Browser;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let owner: StorageState;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin@demo.local');
  await page.getByRole('link', { name: 'Log out' }).waitFor();
  owner = await context.storageState();
  await context.close();
});
afterAll(() => browser?.close());

async function openReports(width: number, colorScheme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    colorScheme,
    storageState: owner,
  });
  const page = await context.newPage();
  await page.goto('/');
  // By the sidebar's link, as the owner goes there (on a phone the sidebar is a sheet behind Toggle sidebar).
  const phone = width < 768;
  if (phone) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const nav = phone ? page.getByRole('dialog') : page.locator('#app-sidebar');
  await nav.getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL((url) => url.pathname === '/reports');
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  for (const report of ['Revenue', 'Money owed', 'Payroll', 'Clients']) {
    await page.getByRole('region', { name: report }).waitFor();
  }
  return { context, page };
}

describe('Reports', () => {
  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [375, 'light'],
    [375, 'dark'],
  ] as const)('draws every report at %i px (%s), tables beside the charts, axe clean', async (width, scheme) => {
    const { context, page } = await openReports(width, scheme);
    try {
      const revenue = page.getByRole('region', { name: 'Revenue' });
      // The chart (Chart.js, loaded with it) is drawn on its canvas, named for screen readers.
      const chart = revenue.getByRole('img', { name: /Earned and collected revenue by month/ });
      await chart.scrollIntoViewIfNeeded();
      await chart.waitFor();
      expect(await chart.evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0)).toBe(true);
      // Last 12 months: a row per month under the header.
      const months = revenue.getByRole('table', { name: 'Revenue by month' });
      expect(await months.getByRole('row').count()).toBe(13);
      await page.getByRole('region', { name: 'Money owed' }).getByRole('table').waitFor();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('downloads the revenue report as CSV, a line per month', async () => {
    const { context, page } = await openReports(1280, 'light');
    try {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV: Revenue' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^report_revenue_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      const rows = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { newline: '\r\n', skipEmptyLines: true }).data;
      expect(rows[0]).toEqual(['Month', 'Earned', 'Collected', 'Refunded', 'Visits']);
      expect(rows).toHaveLength(13);
      for (const row of rows.slice(1)) {
        expect(row[0]).toMatch(/^\d{4}-\d{2}-01$/);
        expect(Number.isFinite(Number(row[1]))).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
