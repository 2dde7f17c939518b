import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { toast } from './lists.js';

/** The demo client linked to client@demo.local (api/src/db/seeders/demo.seeder.ts). */
const DEMO_CLIENT = 'Jennifer Thompson';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface RestInvoice {
  id: string;
  invoiceNumber: string;
  status: string;
  issueDate: string;
  total: number;
  client: { id: string; displayName: string };
  items: { description: string }[];
}

/** Last month's first and last days in America/New_York. */
function lastMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { today, from: first.toISOString().slice(0, 10), through: last.toISOString().slice(0, 10) };
}

async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}

describe('invoice runs and payments', () => {
  it("the owner runs last month's invoices, records a partial payment and then the rest: paid, with a receipt email", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.local');
      await page.getByRole('link', { name: 'Log out' }).waitFor();
      const period = lastMonth();
      // The owner confirms last month's visits happened (the dashboard's "Past visits to confirm"), so they can be billed.
      const completed = await graphql(
        page,
        'mutation($input: CompleteVisitsInput!) { completeVisits(input: $input) { __typename } }',
        {
          input: { from: period.from, through: period.through },
        },
      );
      expect(completed.errors).toBeUndefined();

      await page.goto('/invoices');
      await page.getByRole('link', { name: 'Invoice run' }).click();
      await page.getByRole('heading', { level: 1, name: 'Invoice run' }).waitFor();
      await page.getByText(/\d+ invoices?, \d+ visits?, \$[\d,.]+ in all/).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Create and send' }).click();
      const confirm = page.getByRole('dialog', { name: 'Create and send invoices?' });
      await confirm.getByText(/invoices? totalling \$[\d,.]+ will be created and emailed to the clients/).waitFor();
      await confirm.getByRole('button', { name: /^Create and send \d+ invoices?$/ }).click();
      await page.getByText('Nothing to bill').waitFor();

      // One of the run's invoices: issued today, every line a visit's.
      const invoices = (await page.evaluate(async () => (await fetch('/api/invoices')).json())) as RestInvoice[];
      const fromRun = invoices.filter(
        (invoice) =>
          invoice.issueDate === period.today &&
          invoice.status === 'sent' &&
          invoice.items.length > 0 &&
          invoice.items.every((item) => /, \w{3}, \w{3} \d{1,2}, \d{4}$/.test(item.description)),
      );
      // The demo client has an account (and so an email): its receipt can be checked.
      const made = fromRun.find((invoice) => invoice.client.displayName === DEMO_CLIENT) ?? fromRun[0];
      expect(made, 'an invoice made by the run').toBeDefined();
      const total = made!.total;

      await page.goto(`/invoices/${made!.id}/print`);
      await page.getByRole('heading', { name: 'Payments' }).waitFor();
      await page.getByText('No payments yet.').waitFor();
      await page.getByRole('button', { name: 'Record Payment' }).click();
      let dialog = page.getByRole('dialog', { name: 'Record Payment' });
      await dialog.getByLabel(new RegExp(`^${made!.invoiceNumber}`)).waitFor();
      const part = Math.floor(total / 2);
      await dialog.getByLabel('Amount ($)').fill((part / 100).toFixed(2));
      await dialog.getByLabel('Reference').fill('Check 1042');
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Record Payment' }).click();
      await toast(page, 'Payment recorded');
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Partly paid').first().waitFor();

      await page.getByRole('button', { name: 'Record Payment' }).click();
      dialog = page.getByRole('dialog', { name: 'Record Payment' });
      await dialog.getByLabel(new RegExp(`^${made!.invoiceNumber}`)).waitFor();
      await dialog.getByLabel('Amount ($)').fill(((total - part) / 100).toFixed(2));
      await dialog.getByRole('button', { name: 'Record Payment' }).click();
      await toast(page, 'Payment recorded');
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Balance due:').getByText('$0.00').waitFor();
      await page.getByRole('button', { name: 'Record Payment' }).waitFor({ state: 'detached' });

      const rest = (await page.evaluate(async (id) => (await fetch(`/api/invoices/${id}/payments`)).json(), made!.id)) as {
        status: string;
        balance: number;
        payments: unknown[];
      };
      expect(rest).toMatchObject({ status: 'paid', balance: 0 });
      expect(rest.payments).toHaveLength(2);

      // Each payment's receipt is in the outbox, addressed to the client.
      const outbox = await graphql(page, '{ outbox(first: 100) { edges { node { event recipientName } } } }');
      const receipts = outbox.data.outbox.edges.filter(
        (edge: { node: { event: string; recipientName: string } }) => edge.node.event === 'payment.receipt',
      );
      expect(receipts.length).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
