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

const DEMO_HELPER_NAME = 'Carlos Rivera';

/** One GraphQL operation as the signed-in page (its session cookie), for set-up the journey does not look at. */
async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    [query, variables] as const,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /notifications/i })
    .getByText(title, { exact: true })
    .first()
    .waitFor();

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

describe('a helper takes a week off', () => {
  it(
    'is asked on the Availability page, approved with the visits it frees, and the assign dialog then warns',
    { timeout: 240_000 },
    async () => {
      const first = businessDay(21);
      const last = businessDay(27);
      const visitDay = businessDay(23);
      const marker = `E2E time off ${Date.now().toString(36)}`;
      const client = await newPage(browser);
      const admin = await newPage(browser);
      const helper = await newPage(browser);
      try {
        // Set-up through the API: the client's one-time clean in that week, approved with the demo helper on it, and
        // the owner's setting that approved time off frees the helper's visits.
        await signIn(client.page, 'client@demo.local');
        await client.page.getByText('Client Menu').waitFor();
        const created = await graphqlAs<{ createServiceRequest: { serviceRequest: { id: string } } }>(
          client.page,
          `mutation($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { serviceRequest { id } } }`,
          {
            input: {
              service: 'DEEP',
              date: visitDay.iso,
              time: 'MORNING',
              recurring: 'ONETIME',
              notes: marker,
              address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
              phoneNumber: '239-555-0142',
            },
          },
        );
        const requestId = created.createServiceRequest.serviceRequest.id;

        const { page: adminPage } = admin;
        await signIn(adminPage, 'admin@demo.local');
        await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        const helpers = await graphqlAs<{ helpers: { edges: { node: { id: string; user: { email: string } | null } }[] } }>(
          adminPage,
          `{ helpers(first: 100, status: ACTIVE) { edges { node { id user { email } } } } }`,
        );
        const demoHelper = helpers.helpers.edges.find((edge) => edge.node.user?.email === 'helper@demo.local')!.node;
        await graphqlAs(
          adminPage,
          `mutation($id: ID!, $helperIds: [ID!]) { approveServiceRequest(input: { id: $id, helperIds: $helperIds }) { serviceRequest { id } } }`,
          { id: requestId, helperIds: [demoHelper.id] },
        );
        await graphqlAs(
          adminPage,
          `mutation { updateBusinessSettings(input: { timeOffAssignedVisits: UNASSIGN }) { settings { id } } }`,
        );

        // 1. The helper asks for the week off on their Availability page.
        const { page: helperPage } = helper;
        await signIn(helperPage, 'helper@demo.local');
        await helperPage.getByRole('heading', { level: 1, name: "Today's Jobs" }).waitFor();
        await helperPage.getByRole('link', { name: 'Availability' }).click();
        await helperPage.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
        const ask = helperPage.getByRole('form', { name: 'Request time off' });
        await ask.getByLabel('First day').fill(first.iso);
        await ask.getByLabel('Last day').fill(last.iso);
        await ask.getByLabel('Reason (optional)').fill(marker);
        await ask.getByRole('button', { name: 'Request time off' }).click();
        await toast(helperPage, 'Time Off Requested');
        const mine = helperPage.getByRole('listitem').filter({ hasText: marker });
        await mine.getByText('Pending').waitFor();
        await expectNoAxeViolations(helperPage, 'availability page');

        // 2. The owner finds it from the Helpers screen, sees the visit it touches, and approves.
        await adminPage.getByRole('link', { name: 'Helpers' }).first().click();
        await adminPage.getByRole('heading', { level: 1, name: 'Helpers' }).waitFor();
        await adminPage.getByRole('link', { name: /^Time off/ }).click();
        await adminPage.getByRole('heading', { level: 1, name: 'Time off' }).waitFor();
        const pending = await findInList(adminPage.getByRole('region', { name: /Pending/ }), marker);
        await pending.getByRole('button', { name: /Review time off/ }).click();
        const review = adminPage.getByRole('dialog', { name: `Time off of ${DEMO_HELPER_NAME}` });
        const affected = review.getByRole('list', { name: 'Affected visits' });
        await affected.getByText(new RegExp(`${visitDay.short}, Morning`)).waitFor();
        await review.getByText(/then needs? helpers/).waitFor();
        await expectNoAxeViolations(adminPage, 'time off review');
        await review.getByLabel(/Note to the helper/).fill('Enjoy the week');
        await review.getByRole('button', { name: 'Approve' }).click();
        await toast(adminPage, 'Time Off Approved');
        await adminPage
          .getByRole('region', { name: /notifications/i })
          .getByText(/now needs? helpers/)
          .first()
          .waitFor();
        await review.waitFor({ state: 'detached' });
        const decided = await findInList(adminPage.getByRole('region', { name: 'Decided' }), marker);
        await decided.getByText('Approved').waitFor();

        // 3. On the dashboard, assigning the helper to that visit again warns about the time off.
        await adminPage.getByRole('link', { name: 'Dashboard' }).first().click();
        await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await adminPage.getByRole('region', { name: /Time off requests/ }).waitFor();
        const job = await findInList(adminPage.getByRole('region', { name: /Approved Jobs/ }), marker);
        await job.getByRole('button', { name: 'Assign helpers' }).click();
        const dialog = adminPage.getByRole('dialog', { name: 'Assign helpers' });
        const box = dialog.getByRole('checkbox', { name: new RegExp(DEMO_HELPER_NAME) });
        // Freed: the helper is no longer on the visit.
        expect(await box.isChecked()).toBe(false);
        await box.check();
        await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
        const warnings = dialog.getByRole('alert');
        await warnings.getByText(new RegExp(`${DEMO_HELPER_NAME} has approved time off`)).waitFor();
        await expectNoAxeViolations(adminPage, 'assign dialog warning about time off');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      } finally {
        await graphqlAs(
          admin.page,
          `mutation { updateBusinessSettings(input: { timeOffAssignedVisits: KEEP }) { settings { id } } }`,
        ).catch(() => undefined);
        await Promise.all([client.context.close(), admin.context.close(), helper.context.close()]);
      }
    },
  );
});
