import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
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
  notes: string | null;
  subtotal: number;
  taxAmount: number;
  total: number;
  paidAt: string | null;
  items: { description: string; quantity: number; unitPrice: number }[];
}

async function signedIn(email: string) {
  const { context, page } = await newPage(browser);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Log out' }).waitFor();
  return { context, page };
}

/** The invoice carrying this test's own marker, read through the documented REST route as the page's user. */
async function findInvoice(page: Page, marker: string): Promise<RestInvoice | undefined> {
  const invoices = (await page.evaluate(async () => (await fetch('/api/invoices')).json())) as RestInvoice[];
  return invoices.find((invoice) => invoice.notes?.includes(marker));
}

describe('invoices', () => {
  it('the admin bills the demo client with two items, sends it, exports it, the client sees Pay Now, and paying records paidAt', async () => {
    const marker = `e2e-${Date.now()}`;
    const notes = `Gate code "4821", thanks (${marker})`;
    const admin = await signedIn('admin@demo.local');
    const client = await signedIn('client@demo.local');
    try {
      const page = admin.page;
      await page.goto('/invoices');
      await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
      await page.getByRole('table').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      // New Invoice with two line items.
      await page.getByRole('button', { name: 'New Invoice' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Invoice' });
      await dialog.getByRole('option', { name: DEMO_CLIENT }).waitFor({ state: 'attached' });
      await dialog.getByLabel('Client').selectOption({ label: DEMO_CLIENT });
      await dialog.getByRole('button', { name: '+ Add line item' }).click();
      await dialog.getByLabel('Item 1 description').fill('Deep cleaning');
      await dialog.getByLabel('Item 1 unit price').fill('250');
      await dialog.getByRole('button', { name: '+ Add line item' }).click();
      await dialog.getByLabel('Item 2 description').fill('Interior windows');
      await dialog.getByLabel('Item 2 qty').fill('2');
      await dialog.getByLabel('Item 2 unit price').fill('30');
      expect(await dialog.getByLabel('Subtotal').inputValue()).toBe('310.00');
      // A home's cleaning is untaxed in Florida, so the demo has no default rate for a hand-written invoice: the owner
      // types the tax of this one (6.5% of $310.00) herself.
      expect(await dialog.getByLabel('Tax').inputValue()).toBe('0.00');
      await dialog.getByLabel('Tax').fill('20.15');
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByLabel('Notes').fill(notes);
      await dialog.getByRole('button', { name: 'Create Invoice' }).click();
      await toast(page, 'Invoice created');
      await dialog.waitFor({ state: 'detached' });

      const created = await findInvoice(page, marker);
      expect(created).toMatchObject({ status: 'draft', subtotal: 31000, taxAmount: 2015, total: 33015, paidAt: null });
      expect(created!.invoiceNumber).toMatch(/^INV-\d{4}-\d{4}$/);
      expect(created!.items).toEqual([
        expect.objectContaining({ description: 'Deep cleaning', quantity: 1, unitPrice: 25000 }),
        expect.objectContaining({ description: 'Interior windows', quantity: 2, unitPrice: 3000 }),
      ]);
      const number = created!.invoiceNumber;
      const row = page.getByRole('row').filter({ hasText: number });
      await row.getByText('Draft').waitFor();

      // The client cannot see a draft.
      await client.page.goto('/client-invoices');
      await client.page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
      await client.page.getByRole('article').first().waitFor();
      expect(await client.page.getByRole('article', { name: number }).count()).toBe(0);

      // Edit it to sent.
      await row.getByRole('button', { name: `Edit ${number}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit Invoice ${number}` });
      await edit.getByLabel('Status').selectOption({ label: 'Sent' });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Invoice updated');
      await row.getByText('Sent').waitFor();

      // Export CSV, narrowed by the search to this invoice.
      await page.getByRole('searchbox', { name: 'Search invoices' }).fill(number);
      await page.getByText('Showing 1 of 1 invoice').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^invoices_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      expect(text.split('\r\n')[0]).toBe('\ufeffInvoice Number,Client,Issue Date,Due Date,Status,Subtotal,Tax,Total,Notes');
      expect(text).toContain(`"Gate code ""4821"", thanks (${marker})"`);
      const rows = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { newline: '\r\n', skipEmptyLines: true }).data;
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual([
        number,
        DEMO_CLIENT,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        'Sent',
        '310.00',
        '20.15',
        '330.15',
        notes,
      ]);

      // The client sees it, with Pay Now, which opens the printable invoice with the payment instructions.
      await client.page.reload();
      const card = client.page.getByRole('article', { name: number });
      await card.waitFor();
      await card.getByText('Sent').waitFor();
      await card.getByText('$330.15').waitFor();
      expect(await accessibilityViolations(client.page)).toEqual([]);
      await card.getByRole('link', { name: `Pay Now ${number}` }).click();
      await client.page.waitForURL(/\/invoices\/[0-9a-f-]{36}\/print\?pay=1$/);
      const document = client.page.getByRole('article', { name: `Invoice ${number}` });
      await document.waitFor();
      await document
        .getByRole('region', { name: 'How to pay' })
        .getByText(/Pay by Zelle/)
        .waitFor();
      for (const text of ['Sunshine Clean', DEMO_CLIENT, 'Deep cleaning', 'Interior windows', '$330.15']) {
        expect(await document.getByText(text, { exact: false }).count()).toBeGreaterThan(0);
      }
      expect(await accessibilityViolations(client.page)).toEqual([]);

      // The admin marks it paid: paidAt is set, and the client no longer has Pay Now.
      await page.getByRole('searchbox', { name: 'Search invoices' }).fill('');
      await row.getByRole('button', { name: `Edit ${number}` }).click();
      await edit.getByLabel('Status').selectOption({ label: 'Paid' });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Invoice updated');
      await row.getByText('Paid').waitFor();
      const paid = await findInvoice(page, marker);
      expect(paid?.status).toBe('paid');
      expect(Date.now() - Date.parse(paid!.paidAt!)).toBeLessThan(5 * 60_000);

      await client.page.goto('/client-invoices');
      const paidCard = client.page.getByRole('article', { name: number });
      await paidCard.getByText('Paid on').waitFor();
      expect(await paidCard.getByRole('link', { name: /Pay Now/ }).count()).toBe(0);
    } finally {
      await admin.context.close();
      await client.context.close();
    }
  });

  it('prints only the invoice, and the printable page passes axe in the dark theme', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await signIn(page, 'admin@demo.local');
      await page.getByRole('link', { name: 'Log out' }).waitFor();
      const invoices = (await page.evaluate(async () => (await fetch('/api/invoices')).json())) as RestInvoice[];
      await page.goto(`/invoices/${invoices[0]!.id}/print`);
      const document = page.getByRole('article', { name: `Invoice ${invoices[0]!.invoiceNumber}` });
      await document.waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'View Public Site' }).isVisible()).toBe(false);
      expect(await document.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
