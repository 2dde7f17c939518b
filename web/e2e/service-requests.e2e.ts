import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { businessDay } from './businessDay.js';
import { findInList } from './lists.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

describe('a weekly cleaning from request to calendar', () => {
  // Two signed-in browsers and seven axe runs: longer than the default minute on a busy machine.
  it(
    'is requested by the client, approved by the admin, shown on the calendar and seen as accepted by the client',
    { timeout: 180_000 },
    async () => {
      const marker = `E2E ${Date.now().toString(36)}`;
      const notes = `${marker}: please use the side gate.`;
      const address = `${Math.floor(Math.random() * 9000) + 1000} Sunset Lane, Naples, FL 34102`;
      const first = businessDay(3);

      // 1. The client asks for a weekly post-construction clean three days from now.
      const client = await newPage(browser);
      const admin = await newPage(browser);
      try {
        const { page } = client;
        await signIn(page, 'client@demo.local');
        await page.getByText('Client Menu').waitFor();
        await page.goto('/request-service');
        const service = page.getByLabel('Service');
        await service.waitFor();
        // Prefilled from the client's record.
        expect(await page.getByLabel('Address').inputValue()).not.toBe('');
        expect(await page.getByLabel('Phone Number').inputValue()).not.toBe('');
        await expectNoAxeViolations(page, 'request form');

        // The form's own rules come first.
        await page.getByRole('button', { name: 'Submit Request' }).click();
        await page.getByText('Missing Information', { exact: true }).first().waitFor();

        await service.selectOption({ label: 'Post-Construction Cleaning' });
        await page.getByLabel('Date').fill(first.iso);
        await page.getByLabel('Time').selectOption({ label: 'Morning 8AM-12PM' });
        await page.getByLabel('Recurring').selectOption({ label: 'Custom' });
        await page.getByRole('button', { name: 'Submit Request' }).click();
        await page.getByText('No Days Selected', { exact: true }).first().waitFor();
        await page.getByLabel('Recurring').selectOption({ label: 'Weekly' });
        await page.getByLabel('Address').fill(address);
        await page.getByLabel('Notes').fill(notes);
        await page.getByRole('button', { name: 'Submit Request' }).dblclick();
        await page.getByText('Request Submitted', { exact: true }).first().waitFor();
        await page.getByText('Request submitted!', { exact: true }).waitFor();
        await page.waitForURL('**/portal', { timeout: 10_000 });

        const portalItem = await findInList(page.getByRole('region', { name: 'Upcoming requests' }), marker);
        expect(await portalItem.getByText('Pending').count()).toBe(1);
        expect(await portalItem.getByText('Weekly').count()).toBe(1);
        // The double click made one request.
        expect(await page.getByRole('listitem').filter({ hasText: marker }).count()).toBe(1);
        await expectNoAxeViolations(page, 'portal');

        // 2. The admin sees it pending on the dashboard and approves it.
        const adminPage = admin.page;
        await signIn(adminPage, 'admin@demo.local');
        await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await adminPage.getByRole('group', { name: 'Monthly Revenue' }).waitFor();
        const pendingBefore = Number(
          await adminPage.getByRole('group', { name: 'Pending Approvals' }).locator('p').nth(1).textContent(),
        );
        const pending = await findInList(adminPage.getByRole('region', { name: /Pending Requests/ }), marker);
        // The service names the request and the first line of its quote.
        expect(await pending.getByText('Post-Construction Cleaning').count()).toBeGreaterThan(0);
        expect(await pending.getByText(address).count()).toBe(1);
        await expectNoAxeViolations(adminPage, 'dashboard');

        // Approve opens a short confirmation: the visit's price, its length and its slot's load; Approve approves.
        await pending.getByRole('button', { name: 'Approve' }).click();
        const confirm = adminPage.getByRole('dialog', { name: 'Approve request' });
        await confirm.getByText('Expected duration').waitFor();
        // The agreed price, and the quote's lines when the request has one.
        expect(await confirm.getByText(/^\$[\d,]+\.\d{2}$/).count()).toBeGreaterThan(0);
        await expectNoAxeViolations(adminPage, 'approve confirmation');
        await confirm.getByRole('button', { name: 'Approve' }).click();
        await adminPage.getByText('Request Updated', { exact: true }).first().waitFor();
        await findInList(adminPage.getByRole('region', { name: /Approved Jobs/ }), marker);
        expect(
          await adminPage
            .getByRole('region', { name: /Pending Requests/ })
            .getByRole('listitem')
            .filter({ hasText: marker })
            .count(),
        ).toBe(0);
        await expect
          .poll(async () =>
            Number(await adminPage.getByRole('group', { name: 'Pending Approvals' }).locator('p').nth(1).textContent()),
          )
          .toBe(pendingBefore - 1);

        // 3. It is on the calendar in month, week and day views.
        await adminPage
          .getByRole('navigation', { name: 'Admin Console' })
          .getByRole('link', { name: 'Calendar', exact: true })
          .click();
        await adminPage.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
        await adminPage.getByRole('button', { name: 'Month', pressed: true }).waitFor();
        const monthHeading = adminPage.getByRole('heading', { level: 2, name: first.monthTitle });
        if ((await monthHeading.count()) === 0) await adminPage.getByRole('button', { name: /Next/ }).click();
        await monthHeading.waitFor();
        await adminPage.waitForLoadState('networkidle');

        const eventName = new RegExp(`Jennifer Thompson · Post-Construction Cleaning\\s+on ${first.spoken}, Morning 8AM-12PM`);
        const monthEvents = adminPage.getByRole('button', { name: eventName });
        await monthEvents.first().waitFor();
        // More than one may match (another test's request): the details show which is ours.
        let found = false;
        for (let index = 0; index < (await monthEvents.count()) && !found; index++) {
          await monthEvents.nth(index).click();
          const dialog = adminPage.getByRole('dialog');
          await dialog.getByText('Address').waitFor();
          found = (await dialog.getByText(notes).count()) > 0;
          if (found) {
            expect(await dialog.getByText(address).count()).toBe(1);
            expect(await dialog.getByText('Weekly').count()).toBe(1);
            await expectNoAxeViolations(adminPage, 'visit details dialog');
          }
          await dialog.getByRole('button', { name: 'Close' }).first().click();
          await dialog.waitFor({ state: 'detached' });
        }
        expect(found).toBe(true);
        // Weekly: the next occurrence a week later is scheduled too.
        const nextWeek = businessDay(10);
        if (nextWeek.monthTitle === first.monthTitle) {
          expect(
            await adminPage
              .getByRole('button', { name: new RegExp(`Post-Construction Cleaning\\s+on ${nextWeek.spoken},`) })
              .count(),
          ).toBeGreaterThan(0);
        }
        await expectNoAxeViolations(adminPage, 'calendar, month view');

        // The day number opens that day.
        await adminPage.getByRole('button', { name: first.spoken, exact: true }).click();
        await adminPage.getByRole('button', { name: 'Day', pressed: true }).waitFor();
        await adminPage.getByRole('button', { name: eventName }).first().waitFor();
        await expectNoAxeViolations(adminPage, 'calendar, day view');

        await adminPage.getByRole('button', { name: 'Week', exact: true }).click();
        await adminPage.getByRole('button', { name: 'Week', pressed: true }).waitFor();
        await adminPage.getByRole('button', { name: eventName }).first().waitFor();
        // The hour grid is 12 AM to 11 PM, at most 600 px high, scrolled to the morning.
        const grid = adminPage.locator('.rbc-time-content');
        const gutter = await adminPage.locator('.rbc-time-gutter .rbc-label').allTextContents();
        expect(gutter[0]).toBe('12 AM');
        expect(gutter.at(-1)).toBe('11 PM');
        expect((await grid.boundingBox())!.height).toBeLessThanOrEqual(600);
        expect(await grid.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
        await expectNoAxeViolations(adminPage, 'calendar, week view');

        // 4. The client's portal shows it accepted, with its next cleaning.
        await page.reload();
        const accepted = await findInList(page.getByRole('region', { name: 'Upcoming requests' }), marker);
        await accepted.getByText('Accepted').waitFor();
        expect(await page.getByRole('region', { name: 'Next cleaning' }).count()).toBe(1);
        await expectNoAxeViolations(page, 'portal after approval');
      } finally {
        await client.context.close();
        await admin.context.close();
      }
    },
  );
});

describe('the service-request screens in dark mode at 375 px', () => {
  it.each([
    ['client@demo.local', '/request-service', 'Request Service'],
    ['client@demo.local', '/portal', 'Portal'],
    ['admin@demo.local', '/admin', 'Dashboard'],
    ['admin@demo.local', '/admin/calendar', 'Calendar'],
  ])('%s at %s has no axe violations', async (email, path, heading) => {
    const { context, page } = await newPage(browser, { width: 375, colorScheme: 'dark' });
    try {
      await signIn(page, email);
      await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await page
        .locator('[role="status"]')
        .filter({ hasText: /loading/i })
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
});
