import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { businessDay } from './businessDay.js';
import { toast } from './lists.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface RestInvoice {
  id: string;
  clientName?: string;
  client?: { displayName: string };
  items: { description: string; quantity: number; unitPrice: number }[];
}

/** The demo business's oldest past visits: Gulf Coast Realty Group's weekly office clean (api/src/db/seeders/demo.seeder.ts). */
const CLIENT = 'Gulf Coast Realty Group';
const SERVICE = 'Commercial Cleaning';

describe('the owner confirms past visits', () => {
  it("completes a past day's visits from the dashboard, then bills them from the request", { timeout: 180_000 }, async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'admin@demo.local');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The demo's past visits were never worked in the app: the dashboard lists them, oldest first, by day. (The invoice
    // run's journey may have confirmed last month's already: take the oldest day still holding this client's visit.)
    const card = page.getByRole('region', { name: /Past visits to confirm/ });
    const firstDay = card.getByRole('region').filter({ hasText: CLIENT }).first();
    await firstDay.getByText(CLIENT).first().waitFor();
    const dayName = (await firstDay.getByRole('heading', { level: 3 }).textContent())!; // "Fri, Oct 2"
    expect(dayName).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/);
    // Nothing from today or later is "past".
    expect(await card.getByText(businessDay(0).short, { exact: true }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    const count = await firstDay.getByRole('listitem').count();
    await firstDay.getByRole('button', { name: 'Complete day' }).click();
    const plural = count === 1 ? '1 visit' : `${count} visits`;
    const confirm = page.getByRole('dialog', { name: `Complete ${plural}?` });
    await confirm.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: `Complete ${plural}` }).click();
    await toast(page, 'Visits Completed');
    await card.getByRole('heading', { level: 3, name: dayName }).waitFor({ state: 'detached' });

    // Billed from the request: the day's visit is a line of the invoice.
    await page.goto('/invoices');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await page.getByRole('button', { name: 'From Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice from a request' });
    await dialog.getByRole('option', { name: CLIENT }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Client').selectOption({ label: CLIENT });
    const request = dialog.getByLabel('Request');
    const weekly = (await request.locator('option').allTextContents()).find((label) => /\(weekly\)$/.test(label));
    expect(weekly).toBeTruthy();
    await request.selectOption({ label: weekly! });
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await toast(page, 'Invoice created');
    await dialog.waitFor({ state: 'detached' });

    const invoices = (await page.evaluate(async () => (await fetch('/api/invoices')).json())) as RestInvoice[];
    const billed = invoices.filter((invoice) =>
      invoice.items?.some((item) => item.description.startsWith(`${SERVICE}, ${dayName}, `)),
    );
    expect(billed).toHaveLength(1);
  });
});
