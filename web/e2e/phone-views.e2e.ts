import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, launchBrowser, newPage, signIn } from './browser.js';

// Issue 22, "On a phone": the calendar's List, the owner's day by helper, the public header's menu, and the
// 'Ctrl + Enter sends' hint only where there is a keyboard.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 375, height: 812 };

async function openCalendarAsAdmin(page: Page) {
  await signIn(page, 'admin@demo.local');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.goto('/calendar');
  await page.getByRole('heading', { name: 'Calendar' }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the calendar at 375 px', () => {
  it("opens on the List, showing clients' whole names and who goes, without sideways scrolling; axe finds nothing, light or dark", async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await openCalendarAsAdmin(page);
      expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
      const visits = page.locator('.rbc-agenda-view .sc-agenda-event');
      // The demo's weekly series fill most weeks; a week of holidays or closures may hold none.
      for (let tries = 0; tries < 4 && (await visits.count()) === 0; tries++) {
        await page.getByRole('button', { name: /Next/ }).click();
        await page.waitForLoadState('networkidle');
      }
      expect(await visits.count()).toBeGreaterThan(0);

      const shown = await visits.evaluateAll((buttons) =>
        buttons.map((button) => {
          const title = button.querySelector<HTMLElement>('.sc-event-title')!;
          const box = title.getBoundingClientRect();
          return {
            title: title.textContent!,
            // Whole, on screen: not clipped, not cut with an ellipsis, not out of the phone's width.
            whole: title.scrollWidth <= title.clientWidth + 1 && box.width > 40 && box.right <= 375,
          };
        }),
      );
      for (const visit of shown) {
        expect(visit).toEqual({ title: expect.stringMatching(/^\S.* · .+$/), whole: true });
        expect(await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(visit.title)} on `) }).count()).toBeGreaterThan(
          0,
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await accessibilityViolations(page)).toEqual([]);

      // A visit opens its details from the list.
      await visits.first().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the owner's Day view by helper", () => {
  it('shows a column for each active helper and one for Unassigned, each visit under its helper; axe finds nothing', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openCalendarAsAdmin(page);
      expect(await page.getByRole('button', { name: 'Month', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      const toggle = page.getByRole('button', { name: 'By helper' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const headings = page.locator('.rbc-time-header .rbc-row-resource .rbc-header');
      await headings.filter({ hasText: 'Unassigned' }).waitFor();
      const titles = await headings.allTextContents();
      // The demo business has two active helpers.
      expect(titles.length).toBeGreaterThanOrEqual(3);
      expect(titles.at(-1)).toBe('Unassigned');
      const columns = await page
        .locator('.rbc-time-content .rbc-day-slot')
        .evaluateAll((slots) =>
          slots.map((slot) => [...slot.querySelectorAll('[title]')].map((event) => event.getAttribute('title'))),
        );
      expect(columns).toHaveLength(titles.length);
      // A visit's tooltip names its helpers: each helper's column holds only visits naming them.
      columns.forEach((tooltips, index) => {
        for (const tooltip of tooltips) {
          if (titles[index] !== 'Unassigned') expect(tooltip).toContain(titles[index]);
        }
      });
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);

      await toggle.click();
      await expect.poll(() => headings.count()).toBe(0);
      expect(await page.locator('.rbc-time-content .rbc-day-slot').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('the public header at 375 px', () => {
  it('keeps the sections and the phone behind a Menu button: Escape closes it, a link closes it; axe finds nothing', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Premium Weekly/Bi-Weekly Cleaning' }).waitFor();
      const header = page.locator('header').first();
      const menuButton = header.locator('summary', { hasText: 'Menu' });
      expect(await menuButton.isVisible()).toBe(true);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      const menu = header.getByRole('navigation', { name: 'Sections' });
      expect(await menu.isVisible()).toBe(false);
      expect(await accessibilityViolations(page)).toEqual([]);

      await menuButton.click();
      // Opened before hydration (a native <details>) or after it: once hydrated, the button says it is expanded.
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
      for (const [name, href] of [
        ['Services', '#services'],
        ['Gallery', '#gallery'],
        ['Contact', '#contact'],
      ]) {
        const link = menu.getByRole('link', { name, exact: true });
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute('href')).toBe(href);
      }
      const phone = header.getByRole('link', { name: /^Call or text \(\d{3}\) \d{3}-\d{4}$/ });
      expect(await phone.isVisible()).toBe(true);
      expect(await phone.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await accessibilityViolations(page)).toEqual([]);

      await menu.getByRole('link', { name: 'Services' }).focus();
      await page.keyboard.press('Escape');
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isVisible()).toBe(false);
      expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

      await menuButton.click();
      await menu.getByRole('link', { name: 'Gallery' }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#gallery');
      expect(await menu.isVisible()).toBe(false);

      await page.emulateMedia({ colorScheme: 'dark' });
      await menuButton.click();
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens before the page is hydrated (it is a <details>): with no JavaScript at all', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const header = page.locator('header').first();
      await header.locator('summary', { hasText: 'Menu' }).click();
      expect(await header.getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("'Ctrl + Enter sends'", () => {
  it('is said beside a mouse and keyboard, not on a touch phone', async () => {
    const desk = await newPage(browser);
    const phone = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, hasTouch: true, isMobile: true });
    try {
      await signIn(desk.page, 'client@demo.local');
      await desk.page.getByRole('heading', { name: 'Portal' }).waitFor();
      await desk.page.goto('/messages');
      await desk.page.getByRole('textbox', { name: /message/i }).waitFor();
      expect(await desk.page.getByText('Plain text. Ctrl + Enter sends.').isVisible()).toBe(true);

      const page = await phone.newPage();
      await signIn(page, 'client@demo.local');
      await page.getByRole('heading', { name: 'Portal' }).waitFor();
      await page.goto('/messages');
      await page.getByRole('textbox', { name: /message/i }).waitFor();
      expect(await page.getByText('Plain text.', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(/Ctrl \+ Enter/).count()).toBe(0);
    } finally {
      await desk.context.close();
      await phone.close();
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
