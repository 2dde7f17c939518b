import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a newcomer signs up', () => {
  it('creates an account, completes the client profile and lands in the client shell', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/some/deep/path');
      // Signed out, every path shows the public page.
      const signInLink = page.getByRole('link', { name: 'Sign In' }).first();
      await signInLink.waitFor();
      expect(page.url()).toMatch(/\/some\/deep\/path$/);

      await signInLink.click();
      await page.waitForURL('**/signin**');
      await page.getByRole('link', { name: 'Create account' }).click();
      await page.waitForURL('**/signup');
      const email = `newcomer-${Date.now()}@example.com`;
      await page.getByLabel('First name').fill('Nina');
      await page.getByLabel('Last name').fill('Newcomer');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('a-good-long-password');
      await page.getByRole('button', { name: 'Create account' }).click();
      // The same answer for any address (it tells nobody who has an account): check your email, then sign in.
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('a-good-long-password');
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      const submit = page.getByRole('button', { name: 'Complete Profile' });
      // Display Name starts from the account's name; emptied, the form cannot be sent.
      const displayName = page.getByLabel('Display Name');
      expect(await displayName.inputValue()).toBe('Nina Newcomer');
      await displayName.fill('');
      expect(await submit.isDisabled()).toBe(true);
      await displayName.fill('Nina N.');
      await page.getByLabel('Phone').fill('(239) 555-0199');
      expect(await submit.isDisabled()).toBe(false);
      await submit.click();

      await page.getByText('Client Menu').waitFor();
      for (const item of ['Portal', 'Request Service', 'Invoices']) {
        expect(await page.getByRole('link', { name: item, exact: true }).count()).toBeGreaterThan(0);
      }
      const user = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
      expect(user).toMatchObject({
        email,
        role: 'client',
        needsProfileSetup: false,
        displayName: 'Nina N.',
        phone: '+12395550199',
      });
    } finally {
      await context.close();
    }
  });
});

describe('the demo admin signs in', () => {
  it('reaches the admin shell, and signing out returns to the public page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.local');
      await page.getByText('Admin Console').waitFor();
      for (const item of ['Dashboard', 'Calendar', 'Clients', 'Helpers', 'Invoices', 'Settings']) {
        expect(await page.getByRole('link', { name: item, exact: true }).count()).toBeGreaterThan(0);
      }
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Log out' }).click();
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('shows the generic error for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.local', 'not-the-password');
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('accessibility of the signed-out pages', () => {
  it.each(['/', '/signin', '/signup'])('%s has no axe violations in light and dark', async (path) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await newPage(browser, { colorScheme });
      try {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await accessibilityViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
