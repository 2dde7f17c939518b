import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { businessDay } from './businessDay.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 375, height: 740 };

/** The total the sticky summary shows, in dollars as written ("$412.00"). */
const totalOf = (page: Page) => page.getByTestId('price-total').first().textContent();

/** Waits for the summary's total to differ from `before`, and returns it. */
async function nextTotal(page: Page, before: string | null): Promise<string> {
  await expect.poll(() => totalOf(page), { timeout: 10_000 }).not.toBe(before);
  return (await totalOf(page))!;
}

/** A GraphQL operation as the page's signed-in person; fails the test on any error. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = (await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  )) as { data: T; errors?: unknown[] };
  expect(answer.errors, query).toBeUndefined();
  return answer.data;
}

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

/** The pending request with `marker` in its notes, paging the list when needed. */
async function pendingItem(page: Page, marker: string): Promise<Locator> {
  const region = page.getByRole('region', { name: /Pending Requests/ });
  const item = region.getByRole('listitem').filter({ hasText: marker });
  for (let i = 0; i < 20 && (await item.count()) === 0; i++) {
    const more = region.getByRole('button', { name: 'Load more' });
    if ((await more.count()) === 0) break;
    await more.click();
    await page.waitForLoadState('networkidle');
  }
  await item.first().waitFor();
  return item.first();
}

describe('online booking', () => {
  it(
    'a visitor books a biweekly deep clean with a live price on a phone; the owner sees the same quote, approves it, completes the first visit and bills exactly its quoted total',
    { timeout: 240_000 },
    async () => {
      const marker = `E2E-${Date.now().toString(36)}`;
      const coupon = `SAVE${Date.now().toString(36).toUpperCase()}`;
      const email = `booker-${Date.now().toString(36)}@example.com`;
      const owner = await newPage(browser);
      const visitor = await newPage(browser, PHONE);
      try {
        // The owner makes a coupon: $20 off the first visit.
        const admin = owner.page;
        await signIn(admin, 'admin@demo.local');
        await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await admin.goto('/settings#online-booking');
        const section = admin.getByRole('region', { name: 'Online booking' });
        await section.getByLabel('Code', { exact: true }).waitFor();
        await section.getByLabel('Code', { exact: true }).fill(coupon);
        await section.getByLabel('Kind', { exact: true }).selectOption({ label: 'Dollars off' });
        await section.getByLabel('Amount', { exact: true }).fill('20');
        await section.getByRole('button', { name: 'Create coupon' }).click();
        await section.getByText(coupon, { exact: true }).waitFor();

        // The visitor starts from the public page's Book online, at 375 px.
        const page = visitor.page;
        await page.goto('/');
        await page.getByRole('link', { name: 'Book online' }).first().click();
        await page.getByRole('heading', { level: 2, name: 'Where is the home?' }).waitFor();
        await page.getByLabel('ZIP code').fill('34102');
        await expectNoAxeViolations(page, 'booking: ZIP');
        await continueTo(page, 'Which cleaning?');

        await page.getByRole('radio', { name: 'Deep Cleaning' }).check();
        const base = await nextTotal(page, null);
        await continueTo(page, 'How big is the home?');

        await page.getByLabel('Bedrooms').fill('3');
        const withBedrooms = await nextTotal(page, base);
        expect(dollars(withBedrooms)).toBeGreaterThan(dollars(base));
        await page.getByLabel('Bathrooms').fill('2');
        const withBathrooms = await nextTotal(page, withBedrooms);
        expect(dollars(withBathrooms)).toBeGreaterThan(dollars(withBedrooms));
        await continueTo(page, 'Any extras?');

        await page.getByRole('checkbox', { name: /Inside oven/ }).check();
        const withOven = await nextTotal(page, withBathrooms);
        expect(dollars(withOven)).toBeGreaterThan(dollars(withBathrooms));
        await continueTo(page, 'How often?');

        await page.getByRole('radio', { name: 'Bi-weekly' }).check();
        await page
          .getByText(/then \$[\d,]+\.\d{2} each/)
          .first()
          .waitFor();
        await continueTo(page, 'When?');

        const day = page.getByLabel('Day');
        await day.waitFor();
        const firstDay = await day.locator('option').nth(1).getAttribute('value');
        await day.selectOption(firstDay!);
        await page.getByRole('radio', { name: /Morning/ }).check();
        await continueTo(page, 'Your details');

        await page.getByLabel('Address', { exact: true }).fill(`12 Gulf Shore Blvd, Naples, FL 34102`);
        await page.getByLabel('First name').fill('Vera');
        await page.getByLabel('Last name').fill('Visitor');
        await page.getByLabel('Email Address').fill(email);
        await page.getByLabel('Phone Number').fill('239-555-0142');
        await page.getByLabel('Notes').fill(`${marker}: the blue door`);
        await continueTo(page, 'Summary');

        const beforeCoupon = (await totalOf(page))!;
        await page.getByLabel('Coupon code').fill(coupon.toLowerCase());
        await page.getByRole('button', { name: 'Apply' }).click();
        const withCoupon = await nextTotal(page, beforeCoupon);
        expect(dollars(withCoupon)).toBe(dollars(beforeCoupon) - 20);
        await expectNoAxeViolations(page, 'booking: summary');
        // Every line of the first visit, as the owner should see them.
        await page.getByText('Price details').first().click();
        const lines = await page.getByTestId('price-line').allTextContents();
        expect(lines.some((line) => line.includes('Inside oven'))).toBe(true);
        await continueTo(page, 'Your account');

        await page.getByLabel('Password').fill('a-long-enough-password');
        await page.getByRole('button', { name: 'Book' }).click();
        await page.getByRole('heading', { name: 'Booked' }).waitFor();
        await page.getByText(/Check your email/).waitFor();

        // The owner sees it pending, "email not confirmed yet", with the same total, and approves it.
        await admin.goto('/');
        await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        const item = await pendingItem(admin, marker);
        await item.getByText('email not confirmed yet').waitFor();
        expect(await item.getByText('Inside oven').count()).toBe(1);
        expect(await item.getByText(withCoupon, { exact: true }).count()).toBeGreaterThan(0);
        await item.getByRole('button', { name: 'Approve' }).click();
        const confirm = admin.getByRole('dialog', { name: 'Approve request' });
        await confirm.getByRole('button', { name: 'Approve' }).click();
        await admin.getByText('Request Updated', { exact: true }).first().waitFor();

        // The visit is done and billed. The first visit is on a later day and the owner completes a visit only on its
        // day or after, so it is moved to today through the API first (keeping the price agreed for a first visit).
        const { serviceRequests } = await graphql<{
          serviceRequests: { edges: { node: { id: string; notes: string | null; quote: { totalCents: number } | null } }[] };
        }>(admin, '{ serviceRequests(first: 500, status: ACCEPTED) { edges { node { id notes quote { totalCents } } } } }');
        const request = serviceRequests.edges.map((edge) => edge.node).find((node) => node.notes?.startsWith(marker));
        expect(request?.quote?.totalCents).toBe(Math.round(dollars(withCoupon) * 100));
        const { nextVisitOfRequest: visit } = await graphql<{ nextVisitOfRequest: { id: string; priceCents: number } }>(
          admin,
          'query($id: ID!) { nextVisitOfRequest(requestId: $id) { id priceCents } }',
          { id: request!.id },
        );
        const today = businessDay(0).iso;
        const moved = await graphql<{ rescheduleVisit: { applied: boolean; visit: { priceCents: number } } }>(
          admin,
          'mutation($input: RescheduleVisitInput!) { rescheduleVisit(input: $input) { applied visit { priceCents } } }',
          { input: { id: visit.id, date: today, timeSlot: 'MORNING', force: true } },
        );
        expect(moved.rescheduleVisit).toEqual({ applied: true, visit: { priceCents: visit.priceCents } });
        await graphql(admin, 'mutation($input: VisitIdInput!) { markVisitCompleted(input: $input) { visit { status } } }', {
          input: { id: visit.id },
        });
        const { createInvoiceFromRequest } = await graphql<{
          createInvoiceFromRequest: { invoice: { totalCents: number; items: { description: string }[] } };
        }>(
          admin,
          'mutation($input: CreateInvoiceFromRequestInput!) { createInvoiceFromRequest(input: $input) { invoice { totalCents items { description } } } }',
          { input: { requestId: request!.id, from: today, through: today } },
        );
        // Exactly the first visit's total the visitor saw, coupon and first-visit extras included.
        expect(createInvoiceFromRequest.invoice.items).toHaveLength(1);
        expect(createInvoiceFromRequest.invoice.totalCents).toBe(request!.quote!.totalCents);
      } finally {
        await visitor.context.close();
        await owner.context.close();
      }
    },
  );
});
