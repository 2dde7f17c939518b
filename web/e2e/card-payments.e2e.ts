import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { linkFromMail } from './mailbox.js';

/** The demo client linked to client@demo.local (api/src/db/seeders/demo.seeder.ts). */
const DEMO_CLIENT = 'Jennifer Thompson';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string) {
  const { context, page } = await newPage(browser);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Log out' }).waitFor();
  return { context, page };
}

/** One GraphQL operation from the page, with its session (as the app's own client sends it). */
async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json() as Promise<{ data?: unknown; errors?: unknown }>;
    },
    { query, variables },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

describe('card payments', () => {
  it('the client opens Pay Now, pays through Stripe Checkout, and the invoice reads paid with a receipt email', async () => {
    const marker = `card-${Date.now()}`;
    const admin = await signedIn('admin@demo.local');
    const client = await signedIn('client@demo.local');
    try {
      // The owner sends the demo client an invoice of $87.50.
      const { clients } = await graphqlAs<{ clients: { edges: { node: { id: string } }[] } }>(
        admin.page,
        `query($search: String) { clients(first: 1, search: $search) { edges { node { id } } } }`,
        { search: DEMO_CLIENT },
      );
      const { createInvoice } = await graphqlAs<{ createInvoice: { invoice: { invoiceNumber: string } } }>(
        admin.page,
        `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { invoiceNumber } } }`,
        {
          input: {
            clientId: clients.edges[0].node.id,
            subtotalCents: 8750,
            taxAmountCents: 0,
            status: 'SENT',
            notes: marker,
          },
        },
      );
      const number = createInvoice.invoice.invoiceNumber;

      const page = client.page;
      await page.goto('/client-invoices');
      const card = page.getByRole('article', { name: number });
      await card.getByRole('link', { name: `Pay Now ${number}` }).click();
      await page.waitForURL(/\/invoices\/[0-9a-f-]{36}\/print\?pay=1$/);
      const payByCard = page.getByRole('button', { name: `Pay by card ${number}` });
      await payByCard.waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      // Stripe Checkout (our fake): pay with the test card; it sends the signed webhook and comes back.
      await payByCard.click();
      await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
      await page.getByRole('button', { name: 'Pay $87.50' }).click();
      await page.waitForURL(/\/client-invoices\?paid=/);
      await page.getByText(`Thank you: your payment for invoice ${number} went through.`).waitFor();

      // The webhook's job records the payment: the invoice reads paid (read again until it has).
      const paidCard = page.getByRole('article', { name: number });
      for (let attempt = 0; attempt < 40; attempt++) {
        if ((await paidCard.getByText('Paid', { exact: true }).count()) > 0) break;
        await page.waitForTimeout(500);
        await page.reload();
      }
      await paidCard.getByText('Paid', { exact: true }).waitFor();
      expect(await paidCard.getByRole('link', { name: /Pay Now/ }).count()).toBe(0);

      // The ledger's receipt went out by email.
      expect(await linkFromMail('client@demo.local', /^Receipt: \$87\.50/, '/client-invoices')).toContain('/client-invoices');
    } finally {
      await admin.context.close();
      await client.context.close();
    }
  });
});
