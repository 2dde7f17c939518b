import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('content security policy', () => {
  it('lets the built app run everywhere a user goes without a single violation', async () => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    const record = (message: ConsoleMessage) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    };
    page.on('console', record);
    try {
      const response = await page.goto('/');
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      await signIn(page, 'admin@demo.local');
      await page.getByText('Admin Console').waitFor();
      for (const path of ['/calendar', '/clients', '/invoices', '/settings']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
