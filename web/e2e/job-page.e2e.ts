import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { findInList, toast } from './lists.js';

/** A phone: the helper works from one, and the whole journey runs at this width. */
const PHONE = { width: 375, height: 812 };
/** Demo records (api/src/db/seeders/demo.seeder.ts): the helper linked to helper@demo.local. */
const DEMO_HELPER_NAME = 'Carlos Rivera';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

describe("the helper's job page", () => {
  it(
    'a helper opens today’s job, reads the access notes, reveals the code, ticks the checklist (one task not applicable) and completes with a reason; the client sees the summary; the owner sees the reveal',
    { timeout: 240_000 },
    async () => {
      const marker = `E2E-JOB-${Date.now().toString(36)}`;
      const today = businessToday();
      const client = await newPage(browser, PHONE);
      const admin = await newPage(browser, PHONE);
      const helper = await newPage(browser, PHONE);
      try {
        // The client books a standard clean today; the owner approves it and assigns the demo helper.
        await signIn(client.page, 'client@demo.local');
        await client.page.waitForURL((url) => !url.pathname.startsWith('/signin'));
        await client.page.goto('/request-service');
        await client.page.getByLabel('Service').selectOption({ label: 'Standard Cleaning' });
        await client.page.getByLabel('Date').fill(today);
        await client.page.getByLabel('Time').selectOption({ label: 'Evening 4PM-7PM' });
        await client.page.getByLabel('Notes').fill(marker);
        await client.page.getByRole('button', { name: 'Submit Request' }).click();
        await toast(client.page, 'Request Submitted');

        const adminPage = admin.page;
        await signIn(adminPage, 'admin@demo.local');
        await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        const pending = await findInList(adminPage.getByRole('region', { name: /Pending Requests/ }), marker);
        await pending.getByRole('button', { name: 'Approve' }).click();
        await adminPage.getByRole('dialog', { name: 'Approve request' }).getByRole('button', { name: 'Approve' }).click();
        await toast(adminPage, 'Request Updated');
        const ours = adminPage
          .getByRole('region', { name: /Needs helpers/ })
          .getByRole('listitem')
          .filter({ hasText: 'Today' })
          .filter({ hasText: 'Evening 4PM-7PM' })
          .filter({ hasText: 'Standard Cleaning' });
        await ours.first().getByRole('button', { name: 'Assign helpers' }).click();
        const dialog = adminPage.getByRole('dialog', { name: 'Assign helpers' });
        await dialog.getByRole('checkbox', { name: new RegExp(DEMO_HELPER_NAME) }).check();
        await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
        const assignAnyway = dialog.getByRole('button', { name: 'Assign anyway' });
        await Promise.race([toast(adminPage, 'Helpers Assigned'), assignAnyway.waitFor()]);
        if (await assignAnyway.isVisible()) await assignAnyway.click();
        await dialog.waitFor({ state: 'detached' });

        // The helper opens the job from Today's Jobs.
        const helperPage = helper.page;
        await signIn(helperPage, 'helper@demo.local');
        await helperPage.getByRole('heading', { level: 1, name: "Today's Jobs" }).waitFor();
        const card = helperPage.getByRole('article').filter({ hasText: marker });
        await card.getByRole('heading').getByRole('link').click();
        await helperPage.waitForURL(/\/helper\/jobs\//);
        await helperPage.getByRole('link', { name: /Open in Maps/ }).waitFor();
        expect(await helperPage.getByText(DEMO_HELPER_NAME).count()).toBeGreaterThan(0);

        // Read before you start: the entry code is dots until revealed.
        const notes = helperPage.getByRole('region', { name: 'Read before you start' });
        await notes.getByText('Entry', { exact: true }).waitFor();
        await notes.getByLabel('Hidden').first().waitFor();
        expect(await notes.getByText(/^\d{4}$/).count()).toBe(0);
        await notes.getByRole('button', { name: 'Reveal entry code' }).click();
        await notes
          .getByText(/^\d{4}$/)
          .first()
          .waitFor();
        expect(await accessibilityViolations(helperPage), 'job page').toEqual([]);

        // Start, tick two tasks, one not applicable; required tasks stay open, so Complete asks why.
        await helperPage.getByRole('button', { name: 'Start Job' }).click();
        await toast(helperPage, 'Job Started');
        const checklist = helperPage.getByRole('region', { name: 'Checklist' });
        // The box follows the server's answer, so it is clicked, then awaited.
        await checklist.getByRole('checkbox', { name: 'Wipe counters and backsplash' }).click();
        await expect.poll(() => checklist.getByRole('checkbox', { name: 'Wipe counters and backsplash' }).isChecked()).toBe(true);
        await checklist.getByRole('button', { name: 'Not applicable: Mirrors' }).click();
        await checklist.getByRole('button', { name: 'Applies: Mirrors' }).waitFor();
        await checklist.getByRole('checkbox', { name: 'Clean sink' }).click();
        await expect.poll(() => checklist.getByRole('checkbox', { name: 'Clean sink' }).isChecked()).toBe(true);
        const counted = checklist.getByText(/^2 of \d+ done$/);
        await counted.waitFor();
        // Tasks that apply (Mirrors does not): the client's summary counts the same, which tells this visit apart from
        // another journey's cleaning of the same service today.
        const applicable = Number(/of (\d+) done/.exec((await counted.textContent()) ?? '')?.[1]);

        await helperPage.getByRole('button', { name: 'Complete Job' }).click();
        const complete = helperPage.getByRole('dialog', { name: 'Complete this job?' });
        await complete.getByText(/required tasks are still open/).waitFor();
        await complete.getByLabel('Reason').fill('The client asked us to skip the floors today');
        await complete.getByRole('button', { name: 'Complete Job' }).click();
        await toast(helperPage, 'Job Completed');
        await helperPage.getByText('Completed', { exact: true }).first().waitFor();

        // The client sees what was done.
        await client.page.goto('/portal');
        const done = client.page
          .getByRole('region', { name: 'Recently completed' })
          .getByRole('listitem')
          .filter({ hasText: `2 of ${applicable} tasks done` })
          .first();
        await done.getByRole('list', { name: 'Tasks done' }).getByText('Kitchen: Wipe counters and backsplash').waitFor();
        await done.getByRole('list', { name: 'Tasks done' }).getByText('Kitchen: Clean sink').waitFor();

        // The owner sees the reveal in the activity log.
        await adminPage.goto('/settings/activity');
        await adminPage.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
        await adminPage
          .getByText(/revealed the entry code for the visit/)
          .first()
          .waitFor();
      } finally {
        await Promise.all([client.context.close(), admin.context.close(), helper.context.close()]);
      }
    },
  );
});
