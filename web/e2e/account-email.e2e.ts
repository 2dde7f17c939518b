import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { linkFromMail } from './mailbox.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

describe('email verification and password reset, through the real mail', () => {
  it(
    'a new client sees the banner until they follow the emailed link; a resend sends a fresh one',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage(browser);
      try {
        const email = uniqueEmail('vera');
        await page.goto('/signup');
        await page.getByLabel('First name').fill('Vera');
        await page.getByLabel('Last name').fill('Tester');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill('a-good-long-password');
        await page.getByRole('button', { name: /create account/i }).click();
        // The same answer for any address: check your email, then sign in.
        await page.getByRole('heading', { name: 'Check your email' }).waitFor();
        await page.getByRole('link', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill('a-good-long-password');
        await page.getByRole('button', { name: /^sign in$/i }).click();
        await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
        await page.getByLabel('Display Name').fill('Vera Tester');
        await page.getByLabel('Phone', { exact: true }).fill('(239) 555-0142');
        await page.getByRole('button', { name: /save|complete|continue/i }).click();

        const banner = page.getByRole('region', { name: 'Account verification' });
        await banner.waitFor();
        expect(await banner.textContent()).toContain(email);
        expect(await accessibilityViolations(page)).toEqual([]);
        await banner.getByRole('button', { name: 'Resend email' }).click();
        await banner.getByText(`We sent a new link to ${email}.`).waitFor();

        const link = await linkFromMail(email, /Confirm your email address/, '/verify-email?token=');
        await page.goto(link);
        await page.getByText('Your email address is verified. You can book cleanings now.').waitFor();
        await page.getByRole('link', { name: 'Continue' }).click();
        await page.getByText('Client Menu').first().waitFor({ state: 'attached' });
        expect(await page.getByRole('region', { name: 'Account verification' }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it('"Forgot password?" on the sign-in page leads to a reset by the emailed link, at 375 px', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    try {
      const email = uniqueEmail('rita');
      const signUp = await page.request.post('/api/signup', {
        data: { firstName: 'Rita', lastName: 'Reset', email, password: 'the-old-password' },
      });
      expect(signUp.status()).toBe(202);
      await page.request.get('/api/logout');
      await context.clearCookies();

      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(/If an account exists for that email/).waitFor();

      const link = await linkFromMail(email, /Reset your .* password/, '/reset-password?token=');
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('the-new-password');
      await page.getByLabel('Confirm new password').fill('the-new-password');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Your password was reset. Sign in with your new password.').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      // The link is single-use; the old password is gone, the new one works.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
      await page.getByLabel('Confirm new password').fill('yet-another-password');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText(/invalid or has expired/).waitFor();
      expect((await page.request.post('/api/login', { data: { email, password: 'the-old-password' } })).status()).toBe(401);
      await signIn(page, email, 'the-new-password');
      await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
    } finally {
      await context.close();
    }
  });
});
