import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { businessDay } from './businessDay.js';
import { linkFromMail } from './mailbox.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One GraphQL operation from the page, with its session (as the app's own client sends it). */
async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
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

/** Reads until `done` holds (the card and webhook work runs in jobs), for up to 20 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const SETTINGS = `mutation($input: UpdateBusinessSettingsInput!) {
  updateBusinessSettings(input: $input) { settings { holdWhenUnpaid holdOverdueDays } }
}`;

describe('the payment-aware hold', () => {
  it(
    'a client on charge-after-visit with a declining card has their next visit held, pays from the emailed link, and the hold lifts',
    { timeout: 180_000 },
    async () => {
      const stamp = `${Date.now()}${Math.round(Math.random() * 1e4)}`;
      const name = `Hold ${stamp}`;
      const email = `hold-${stamp}@example.com`;
      const password = 'a-good-long-password';
      const admin = await newPage(browser);
      const client = await newPage(browser);
      let restore: { holdWhenUnpaid: boolean; holdOverdueDays: number } | null = null;
      try {
        await signIn(admin.page, 'admin@demo.local');
        await admin.page.getByRole('link', { name: 'Log out' }).waitFor();

        // A client of this test's own: signed up, with a profile (their client record, named by the marker).
        const page = client.page;
        expect(
          (await page.request.post('/api/signup', { data: { firstName: 'Hold', lastName: stamp, email, password } })).status(),
        ).toBe(202);
        expect((await page.request.post('/api/login', { data: { email, password } })).ok()).toBe(true);
        expect(
          (await page.request.post('/api/auth/profile', { data: { displayName: name, phone: '(239) 555-0178' } })).ok(),
        ).toBe(true);
        // Booking asks for a verified email: the client follows the emailed link.
        await page.goto(await linkFromMail(email, /Confirm your email address/, '/verify-email?token='));
        await page.getByText('Your email address is verified. You can book cleanings now.').waitFor();
        await page.goto('/portal');
        await page.getByRole('link', { name: 'Log out' }).waitFor();

        // Their next visit, in three days: requested and approved.
        const nextDay = businessDay(3);
        const { createServiceRequest } = await graphqlAs<{ createServiceRequest: { serviceRequest: { id: string } } }>(
          page,
          `mutation($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { serviceRequest { id } } }`,
          {
            input: {
              service: 'STANDARD',
              date: nextDay.iso,
              time: 'MORNING',
              address: `${stamp} Hold Lane, Naples, FL`,
              phoneNumber: '(239) 555-0178',
            },
          },
        );
        await graphqlAs(
          admin.page,
          `mutation($input: ApproveServiceRequestInput!) { approveServiceRequest(input: $input) { __typename } }`,
          {
            input: { id: createServiceRequest.serviceRequest.id },
          },
        );
        // Read as the client reads their upcoming visits (the hold's mark included).
        const visitOf = () =>
          graphqlAs<{ upcomingVisits: { id: string; date: string; onHold: boolean }[] }>(
            page,
            `query { upcomingVisits(limit: 5) { id date onHold } }`,
          ).then((data) => data.upcomingVisits.find((visit) => visit.date === nextDay.iso)!);
        expect((await visitOf()).onHold).toBe(false);

        // The client saves the card that declines (Stripe Checkout in setup mode, our fake) and is charged after visits.
        const { createCardSetupSession } = await graphqlAs<{ createCardSetupSession: { url: string } }>(
          page,
          `mutation { createCardSetupSession(input: { consentToChargesWhenAbsent: true }) { url } }`,
        );
        await page.goto(createCardSetupSession.url);
        await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
        await page.locator('#card').selectOption('declined');
        await page.getByRole('button', { name: 'Save card' }).click();
        await page.waitForURL(/\/portal\?card=saved/);
        const clientId = await until(
          () =>
            graphqlAs<{ viewer: { client: { id: string; savedCard: { last4: string } | null } } }>(
              page,
              `query { viewer { client { id savedCard { last4 } } } }`,
            ),
          (data) => data.viewer.client.savedCard?.last4 === '0002',
          'the saved card',
        ).then((data) => data.viewer.client.id);
        await graphqlAs(
          page,
          `mutation($id: ID!) { setChargeAfterVisit(input: { clientId: $id, enabled: true }) { __typename } }`,
          {
            id: clientId,
          },
        );

        // The owner holds visits on a failed charge (overdue invoices of a year or more only, so no one else's
        // visits in the shared demo data are held by this test).
        const before = await graphqlAs<{ businessSettings: { holdWhenUnpaid: boolean; holdOverdueDays: number } }>(
          admin.page,
          `query { businessSettings { holdWhenUnpaid holdOverdueDays } }`,
        );
        restore = before.businessSettings;
        await graphqlAs(admin.page, SETTINGS, { input: { holdWhenUnpaid: true, holdOverdueDays: 365 } });

        // A visit's invoice is sent: the card on file is charged at once, declines, and the next visit is held.
        const { createInvoice } = await graphqlAs<{ createInvoice: { invoice: { invoiceNumber: string } } }>(
          admin.page,
          `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { invoiceNumber } } }`,
          { input: { clientId, subtotalCents: 6400, taxAmountCents: 0, status: 'SENT', notes: name } },
        );
        const number = createInvoice.invoice.invoiceNumber;
        await until(visitOf, (visit) => visit.onHold, 'the visit to be held');

        // The owner sees it marked on the Clients screen's billing, with Release offered.
        await admin.page.goto('/clients');
        await admin.page.getByRole('searchbox', { name: 'Search clients' }).fill(name);
        await admin.page.getByRole('button', { name: `Billing and card of ${name}` }).click();
        const billing = admin.page.getByRole('dialog', { name: `Billing of ${name}` });
        await billing.getByText(`We could not charge your card for invoice ${number}`, { exact: false }).waitFor();
        await billing.getByRole('button', { name: 'Release hold' }).waitFor();
        expect(await accessibilityViolations(admin.page)).toEqual([]);
        await admin.page.keyboard.press('Escape');

        // The client's portal says why and how to pay.
        await page.goto('/portal');
        const banner = page.getByRole('region', { name: 'Your upcoming visits are on hold: unpaid' });
        await banner.waitFor();
        expect(await banner.textContent()).toContain(`We could not charge your card for invoice ${number}`);
        expect(await accessibilityViolations(page)).toEqual([]);

        // The email says so too, with a link to pay; the client pays there with a card that works.
        const link = await linkFromMail(email, new RegExp(`^Your visits are on hold: invoice ${number} is unpaid`), '/invoices/');
        await page.goto(link);
        const payByCard = page.getByRole('button', { name: `Pay by card ${number}` });
        await payByCard.click();
        await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
        await page.locator('#card').selectOption('visa');
        await page.getByRole('button', { name: 'Pay $64.00' }).click();
        await page.waitForURL(/\/client-invoices\?paid=/);

        // The payment's webhook records it, and the hold lifts at once: the visit and the portal read so.
        await until(visitOf, (visit) => !visit.onHold, 'the hold to lift');
        await page.goto('/portal');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByText('Card on file').waitFor();
        expect(await page.getByRole('region', { name: 'Your upcoming visits are on hold: unpaid' }).count()).toBe(0);
      } finally {
        if (restore) await graphqlAs(admin.page, SETTINGS, { input: restore }).catch(() => undefined);
        await admin.context.close();
        await client.context.close();
      }
    },
  );
});
