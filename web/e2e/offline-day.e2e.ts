import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from './businessDay.js';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';

/** A phone: the helper works from one, and the whole journey runs at this width. */
const PHONE = { width: 375, height: 812 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface GraphQLAnswer {
  data?: Record<string, unknown>;
  errors?: { message: string }[];
}

/** One GraphQL operation with the context's session (its cookies), as the app would send it. */
async function graphql(context: BrowserContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await context.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as GraphQLAnswer;
  if (body.errors?.length) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return body.data as Record<string, unknown>;
}

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await newPage(browser, PHONE);
  await signIn(phone.page, email);
  await phone.page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  return phone;
}

interface VisitState {
  status: string;
  checklist: { id: string; label: string; state: string }[];
}

describe("a helper's day without a signal", () => {
  it(
    'opens the job, loses the signal, ticks two tasks and completes the job ("3 waiting to send"), survives a reload offline, and everything arrives once when the signal returns',
    { timeout: 240_000 },
    async () => {
      const marker = `E2E-offline-${Date.now().toString(36)}`;
      const today = businessDay(0).iso;
      const client = await signedIn('client@demo.local');
      const admin = await signedIn('admin@demo.local');
      const helper = await signedIn('helper@demo.local');
      try {
        // A cleaning today, approved with the demo helper on it (set up through the API: the journey is the helper's).
        const created = await graphql(
          client.context,
          `
            mutation ($input: CreateServiceRequestInput!) {
              createServiceRequest(input: $input) {
                serviceRequest {
                  id
                }
              }
            }
          `,
          {
            input: {
              service: 'STANDARD',
              date: today,
              time: 'EVENING',
              address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
              phoneNumber: '(239) 555-0142',
              notes: marker,
            },
          },
        );
        const requestId = (created.createServiceRequest as { serviceRequest: { id: string } }).serviceRequest.id;
        const helpers = await graphql(
          admin.context,
          `
            {
              helpers(first: 50, search: "helper@demo.local") {
                edges {
                  node {
                    id
                  }
                }
              }
            }
          `,
        );
        const helperId = (helpers.helpers as { edges: { node: { id: string } }[] }).edges[0]!.node.id;
        await graphql(
          admin.context,
          `
            mutation ($input: ApproveServiceRequestInput!) {
              approveServiceRequest(input: $input) {
                serviceRequest {
                  id
                }
              }
            }
          `,
          { input: { id: requestId, helperIds: [helperId] } },
        );

        // The helper opens today's job page with a signal: the app shell and the day are kept on the phone.
        const { page, context } = helper;
        await page.goto('/today');
        const card = page.getByRole('article').filter({ hasText: marker });
        await card.waitFor();
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await card.getByRole('link').first().click();
        await page.waitForURL(/\/helper\/jobs\//);
        const visitId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
        const checklist = page.getByRole('region', { name: 'Checklist' });
        await checklist.getByRole('checkbox').first().waitFor();
        await page.getByRole('button', { name: 'Start Job' }).click();
        await page.getByText('Job Started', { exact: true }).first().waitFor();
        // Let the kept day catch up with the started job before the signal goes.
        await page.reload();
        await checklist.getByRole('checkbox').first().waitFor();

        // No signal: two ticks and Complete Job wait on the phone.
        await context.setOffline(true);
        const boxes = checklist.getByRole('checkbox');
        // Clicked, not check(): the box follows the kept change a moment later, as it follows the server's answer.
        await boxes.nth(0).click();
        await page.getByText('1 waiting to send').waitFor();
        await expect.poll(() => boxes.nth(0).isChecked()).toBe(true);
        await boxes.nth(1).click();
        await page.getByText('2 waiting to send').waitFor();
        await expect.poll(() => boxes.nth(1).isChecked()).toBe(true);
        await page.getByRole('button', { name: 'Complete Job' }).click();
        const confirm = page.getByRole('dialog', { name: 'Complete this job?' });
        const reason = confirm.getByLabel('Reason');
        if (await reason.isVisible()) await reason.fill('The client asked us to skip the rest today');
        await confirm.getByRole('button', { name: 'Complete Job' }).click();
        await page.getByText('3 waiting to send').waitFor();
        await page.getByRole('heading', { name: 'No signal' }).waitFor();
        expect(await accessibilityViolations(page), 'job page offline, with changes waiting').toEqual([]);

        // Still no signal: the installed app opens again, to the kept job and the waiting changes.
        await page.reload();
        await page.getByText('3 waiting to send').waitFor();
        await checklist.getByRole('checkbox').first().waitFor();

        // The server has none of it yet.
        const before = await visitState(admin.context, visitId);
        expect(before.status).toBe('IN_PROGRESS');
        expect(before.checklist.filter((item) => item.state === 'DONE')).toHaveLength(0);

        // The signal returns: the queue sends all three, in order, and the badge goes.
        await context.setOffline(false);
        await page.getByText(/waiting to send/).waitFor({ state: 'detached', timeout: 30_000 });
        expect(await page.getByRole('heading', { name: 'Not accepted by the office' }).count()).toBe(0);

        const after = await visitState(admin.context, visitId);
        expect(after.status).toBe('COMPLETED');
        expect(after.checklist.slice(0, 2).map((item) => item.state)).toEqual(['DONE', 'DONE']);
        expect(after.checklist.slice(2).every((item) => item.state !== 'DONE')).toBe(true);

        // Exactly once: the visit's history has one completion, though the phone may have sent it more than once.
        const history = await graphql(
          admin.context,
          `
            query ($id: ID!) {
              node(id: $id) {
                ... on Visit {
                  history {
                    summary
                  }
                }
              }
            }
          `,
          { id: visitId },
        );
        const summaries = ((history.node as { history: { summary: string }[] }).history ?? []).map((event) => event.summary);
        expect(summaries.filter((summary) => /completed the visit/.test(summary))).toHaveLength(1);
      } finally {
        await Promise.all([client.context.close(), admin.context.close(), helper.context.close()]);
      }
    },
  );
});

async function visitState(admin: BrowserContext, id: string): Promise<VisitState> {
  const data = await graphql(
    admin,
    `
      query ($id: ID!) {
        node(id: $id) {
          ... on Visit {
            status
            checklist {
              id
              label
              state
            }
          }
        }
      }
    `,
    {
      id,
    },
  );
  return data.node as VisitState;
}
