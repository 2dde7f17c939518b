import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { findInList, toast } from './lists.js';

/** A phone: the helper works from one, and the whole journey runs at this width. */
const PHONE = { width: 375, height: 812 };
/** Demo records (api/src/db/seeders/demo.seeder.ts): the helper linked to helper@demo.local. */
const DEMO_HELPER_NAME = 'Carlos Rivera';
/** Naples, for the browser's location when the helper allows it. */
const NAPLES = { latitude: 26.142, longitude: -81.7948 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(browser, PHONE);
}

describe("the helper's day, from assignment to payout", () => {
  // Three signed-in phones, a dozen steps and five axe runs: longer than the default minute on a busy machine.
  it(
    'the admin assigns the demo helper to a visit today; the helper clocks in, starts and completes it, clocks out; the admin approves the period; the payout shows it approved',
    { timeout: 240_000 },
    async () => {
      const marker = `E2E-${Date.now().toString(36)}`;
      const notes = `${marker}: gate code 4821, the dog is friendly.`;
      const today = businessToday();

      const client = await phone();
      const admin = await phone();
      const helper = await phone();
      try {
        // 1. The client asks for an evening post-construction clean today.
        await signIn(client.page, 'client@demo.local');
        // On a phone the sidebar is a closed sheet: wait for the sign-in to land instead.
        await client.page.waitForURL((url) => !url.pathname.startsWith('/signin'));
        await client.page.goto('/request-service');
        await client.page.getByLabel('Service').selectOption({ label: 'Post-Construction Cleaning' });
        await client.page.getByLabel('Date').fill(today);
        await client.page.getByLabel('Time').selectOption({ label: 'Evening 4PM-7PM' });
        await client.page.getByLabel('Notes').fill(notes);
        await client.page.getByRole('button', { name: 'Submit Request' }).click();
        await toast(client.page, 'Request Submitted');

        // 2. The admin approves it on the dashboard; today's visit shows under 'Needs helpers'.
        const { page: adminPage } = admin;
        await signIn(adminPage, 'admin@demo.local');
        await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        const pending = await findInList(adminPage.getByRole('region', { name: /Pending Requests/ }), marker);
        await pending.getByRole('button', { name: 'Approve' }).click();
        await adminPage.getByRole('dialog', { name: 'Approve request' }).getByRole('button', { name: 'Approve' }).click();
        await toast(adminPage, 'Request Updated');

        const needsHelpers = adminPage.getByRole('region', { name: /Needs helpers/ });
        const ours = needsHelpers
          .getByRole('listitem')
          .filter({ hasText: 'Today' })
          .filter({ hasText: 'Evening 4PM-7PM' })
          .filter({ hasText: 'Post-Construction Cleaning' });
        await ours.first().waitFor();
        await expectNoAxeViolations(adminPage, 'dashboard with the unassigned list');

        // 3. 'Assign helpers': the demo helper, for this visit. Another test's visit today may overlap: assign anyway.
        await ours.first().getByRole('button', { name: 'Assign helpers' }).click();
        const dialog = adminPage.getByRole('dialog', { name: 'Assign helpers' });
        await dialog.getByRole('checkbox', { name: new RegExp(DEMO_HELPER_NAME) }).check();
        await expectNoAxeViolations(adminPage, 'assign helpers dialog');
        await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
        const assignAnyway = dialog.getByRole('button', { name: 'Assign anyway' });
        await Promise.race([toast(adminPage, 'Helpers Assigned'), assignAnyway.waitFor()]);
        if (await assignAnyway.isVisible()) await assignAnyway.click();
        await toast(adminPage, 'Helpers Assigned');
        await dialog.waitFor({ state: 'detached' });

        // 4. The helper, with location allowed, sees the job today and clocks in.
        const { page: helperPage, context: helperContext } = helper;
        await helperContext.grantPermissions(['geolocation']);
        await helperContext.setGeolocation(NAPLES);
        await signIn(helperPage, 'helper@demo.local');
        await helperPage.getByRole('heading', { level: 1, name: "Today's Jobs" }).waitFor();
        const job = helperPage.getByRole('article').filter({ hasText: marker });
        await job.waitFor();
        expect(await job.getByText('Evening 4PM-7PM').count()).toBe(1);
        expect(await job.getByText('Post-Construction Cleaning').count()).toBe(1);
        expect(await job.getByText('Scheduled').count()).toBe(1);
        expect(await job.getByRole('link', { name: /opens in maps/ }).getAttribute('href')).toMatch(
          /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
        );
        expect(await job.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
        await expectNoAxeViolations(helperPage, "today's jobs");

        const clock = helperPage.getByRole('region', { name: 'Time Clock' });
        await clock.getByRole('button', { name: 'Clock In' }).click();
        await clock.getByText('Clocked in', { exact: true }).waitFor();
        await clock.getByText('Location tracking enabled').waitFor();
        const timer = clock.getByRole('timer');
        const firstTick = await timer.textContent();
        await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(firstTick);

        // The clock is the server's: a reload keeps it, and the button follows it (no clocking in twice).
        await helperPage.reload();
        await clock.getByText('Clocked in', { exact: true }).waitFor();
        expect(await clock.getByRole('button', { name: 'Clock In' }).count()).toBe(0);
        await clock.getByText('Location tracking enabled').waitFor();

        // 5. Start Job, then Complete Job (after confirming).
        await job.getByRole('button', { name: 'Start Job' }).click();
        await toast(helperPage, 'Job Started');
        await job.getByText('In progress').waitFor();
        await job.getByRole('button', { name: 'Complete Job' }).click();
        const confirm = helperPage.getByRole('dialog', { name: 'Complete this job?' });
        // The service's checklist has required tasks, left open here: the dialog asks why (issue 27).
        await confirm.getByLabel('Reason').fill('Checked on the job page another day');
        await confirm.getByRole('button', { name: 'Complete Job' }).click();
        await toast(helperPage, 'Job Completed');
        await job.getByText('Completed', { exact: true }).waitFor();
        expect(await job.getByRole('button').count()).toBe(0);

        // 6. Clock out.
        await clock.getByRole('button', { name: 'Clock Out' }).click();
        await clock.getByText('Clocked out', { exact: true }).waitFor();
        await clock.getByRole('button', { name: 'Clock In' }).waitFor();

        // My Jobs lists it under today.
        await helperPage.goto('/my-jobs');
        await helperPage.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
        await helperPage.getByRole('article').filter({ hasText: marker }).getByText('Completed', { exact: true }).waitFor();
        await expectNoAxeViolations(helperPage, 'my jobs');

        // The payouts show the spec's approved week exactly, and this period still pending.
        await helperPage.goto('/payouts');
        await helperPage.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
        await helperPage.getByText('32.00 hours × $25.00 + $75.00 bonus = $875.00').waitFor();
        const current = helperPage.getByRole('article').first();
        await current.getByText('Current period, so far').waitFor();
        expect(await current.getByText('Approved', { exact: true }).count()).toBe(0);
        await expectNoAxeViolations(helperPage, 'payouts');

        // 7. The admin reviews the demo helper's current period on /payroll and approves it.
        await adminPage.goto('/payroll');
        await adminPage.getByRole('heading', { level: 1, name: 'Payroll' }).waitFor();
        await adminPage.getByText('Current period', { exact: true }).waitFor();
        await adminPage.getByRole('table').waitFor();
        await expectNoAxeViolations(adminPage, 'payroll');
        await adminPage.getByRole('button', { name: `Review ${DEMO_HELPER_NAME}` }).click();
        const review = adminPage.getByRole('dialog', { name: new RegExp(`^${DEMO_HELPER_NAME} · `) });
        await review.getByRole('heading', { name: /Time entries/ }).waitFor();
        // Today's punch, on the Naples clock, with where it was made.
        expect(await review.getByRole('link', { name: 'Clock-in location' }).count()).toBeGreaterThan(0);
        await expectNoAxeViolations(adminPage, 'payroll review dialog');
        await review.getByRole('button', { name: 'Approve' }).click();
        const approve = adminPage.getByRole('dialog', { name: `Approve ${DEMO_HELPER_NAME}'s period?` });
        await approve.getByRole('button', { name: 'Approve' }).click();
        await toast(adminPage, 'Period Approved');
        await review.getByText(/Entries and bonus are locked/).waitFor();

        // 8. The helper's payouts show this period approved.
        await helperPage.reload();
        await helperPage.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
        const approved = helperPage.getByRole('article').first();
        await approved.getByText('Approved', { exact: true }).waitFor();
        await approved.getByText(/^Approved on /).waitFor();
      } finally {
        await Promise.all([client.context.close(), admin.context.close(), helper.context.close()]);
      }
    },
  );
});
