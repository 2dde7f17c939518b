import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { toast } from './lists.js';

/** Screenshots of the new screens, to look at after a run (not compared by the tests). */
const SHOTS = path.join(os.tmpdir(), 'sunshine-e2e-screenshots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What an authenticator app holding `secret` shows at `at`. */
const appCode = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

/** No sideways scrolling at the page's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('two-factor sign-in', () => {
  it('is set up in Account Settings by scanning a key, and then sign-in asks for the code from the app', async () => {
    const email = `two-factor-${unique()}@example.com`;
    const password = 'a-good-long-password';
    const setupBrowser = await newPage(browser);
    let secret = '';
    let enabledAt = 0;
    try {
      const { page } = setupBrowser;
      // A client account of its own, so no other test's sign-in is touched (signing up signs nobody in).
      expect(
        (await page.request.post('/api/signup', { data: { firstName: 'Tess', lastName: 'Factor', email, password } })).status(),
      ).toBe(202);
      expect((await page.request.post('/api/login', { data: { email, password } })).ok()).toBe(true);
      expect(
        (await page.request.post('/api/auth/profile', { data: { displayName: 'Tess Factor', phone: '(239) 555-0190' } })).ok(),
      ).toBe(true);

      await page.goto('/account-settings');
      const section = page.getByRole('region', { name: /^Two-factor authentication/ });
      await section.getByText('Off', { exact: true }).waitFor();
      await section.getByRole('button', { name: 'Set Up Two-Factor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
      // The password first: a borrowed session must not enrol another phone.
      await dialog.getByLabel('Current password').fill(password);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const qr = dialog.getByRole('img', { name: /QR code/ });
      await qr.waitFor();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The key an app without a camera takes; the same one the QR code holds.
      secret = ((await dialog.locator('figcaption code').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'two-factor-setup-1280-light');

      await dialog.getByLabel('Code from the app').fill('000000');
      await dialog.getByRole('button', { name: 'Turn On' }).click();
      await dialog.getByText('That code is not right. Check your authenticator app and try again.').waitFor();

      enabledAt = Date.now();
      await dialog.getByLabel('Code from the app').fill(await appCode(secret, enabledAt));
      await dialog.getByRole('button', { name: 'Turn On' }).click();
      const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
      const codeList = codesDialog.getByRole('list', { name: 'Recovery codes' });
      await codeList.waitFor();
      const codes = await codeList.getByRole('listitem').allTextContents();
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // Announced while the dialog is open (which hides the rest of the page from the accessibility tree).
      await page.getByText('Two-Factor On', { exact: true }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'two-factor-recovery-codes-1280-light');
      await codesDialog.getByRole('button', { name: 'Done' }).click();
      await section.getByText('On', { exact: true }).waitFor();
      expect(await section.textContent()).toContain('10 of 10 recovery codes left');
    } finally {
      await setupBrowser.context.close();
    }

    // A phone in dark mode: the password, then the code step, then the app.
    const phone = await newPage(browser, { width: 375, height: 812, colorScheme: 'dark' });
    try {
      const { page } = phone;
      await signIn(page, email, password);
      const codeField = page.getByLabel('Authentication code');
      await codeField.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
      // Half signed in: the session grants nothing yet.
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      expect(await fitsWidth(page)).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'two-factor-code-step-375-dark');

      // The next 30-second code: the one used to turn it on cannot be used again.
      await codeField.fill(await appCode(secret, Math.max(Date.now(), enabledAt + 30_000)));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('link', { name: 'Log out' }).waitFor();
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);

      await page.goto('/account-settings');
      const section = page.getByRole('region', { name: /^Two-factor authentication/ });
      await section.getByRole('button', { name: 'Turn Off' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'account-two-factor-on-375-dark');
    } finally {
      await phone.context.close();
    }
  });
});

describe('Settings → Activity', () => {
  it("shows who changed a client, from the client's edit dialog and with filters, at 1280 px light and 375 px dark", async () => {
    const name = `Audit Client ${unique()}`;
    const desk = await newPage(browser);
    try {
      const { page } = desk;
      await signIn(page, 'admin@demo.local');
      await page.getByRole('link', { name: 'Log out' }).waitFor();

      // Add a client and change their notes, through the screen the owner uses.
      await page.goto('/clients');
      await page.getByRole('button', { name: 'Add Client' }).first().click();
      let dialog = page.getByRole('dialog', { name: 'Add Client' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Add Client' }).click();
      await toast(page, 'Client Created');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('searchbox', { name: 'Search clients' }).fill(name);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Client' });
      await dialog.getByLabel('Notes').fill('Side gate, code 4821');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Client Updated');
      await dialog.waitFor({ state: 'detached' });

      // The edit dialog leads to this client's history.
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Client' });
      await dialog.getByRole('link', { name: 'View the history of this client' }).click();
      await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
      await page.getByText(`“${name}”`, { exact: true }).waitFor();
      const changes = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
      await expect.poll(() => changes.count()).toBe(2);
      const [latest, first] = await changes.allTextContents();
      expect(latest).toContain(`changed client “${name}”`);
      expect(latest).toContain('Side gate, code 4821');
      expect(first).toContain(`created client “${name}”`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'activity-client-history-1280-light');

      // From Settings, the whole trail, then filtered to clients: newest first, ours on top.
      await page.goto('/settings');
      await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Activity' }).click();
      await page.getByRole('list', { name: 'Changes' }).waitFor();
      await page.getByLabel('Kind of object').selectOption({ label: 'Client' });
      await page.waitForURL(/type=Client/);
      await expect.poll(async () => (await changes.first().textContent()) ?? '').toContain(`changed client “${name}”`);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The same screen on a phone in dark mode, in the same session.
      const phoneContext = await browser.newContext({
        baseURL: page.url().replace(/\/settings.*$/, ''),
        viewport: { width: 375, height: 812 },
        colorScheme: 'dark',
        storageState: await desk.context.storageState(),
      });
      try {
        const phonePage = await phoneContext.newPage();
        await phonePage.goto('/settings/activity?type=Client');
        await phonePage.getByRole('list', { name: 'Changes' }).waitFor();
        expect(await fitsWidth(phonePage)).toBe(true);
        expect(await accessibilityViolations(phonePage)).toEqual([]);
        await shot(phonePage, 'activity-375-dark');
      } finally {
        await phoneContext.close();
      }
    } finally {
      await desk.context.close();
    }
  });
});
