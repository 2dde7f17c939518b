import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';

/** The demo client's account (api/src/db/seeders/demo.seeder.ts). */
const CLIENT_EMAIL = 'client@demo.local';
const CLIENT_NAME = 'Jennifer Thompson';

let browser: Browser;
let client: { context: BrowserContext; page: Page };
let owner: { context: BrowserContext; page: Page };

async function signedIn(email: string) {
  const { context, page } = await newPage(browser);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Log out' }).waitFor();
  return { context, page };
}

beforeAll(async () => {
  browser = await launchBrowser();
  client = await signedIn(CLIENT_EMAIL);
  owner = await signedIn('admin@demo.local');
});
afterAll(async () => {
  await client?.context.close();
  await owner?.context.close();
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function toast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /notifications/i })
    .getByText(text, { exact: true })
    .waitFor();
}

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('two-way messages and the notification center', () => {
  it('a client writes, the owner sees it unread in the inbox and replies, and the client’s bell shows the reply', async () => {
    const tag = unique();
    const question = `Could the team come an hour later on Friday? (${tag})`;
    const answer = `Yes: Friday at 10 AM it is. (${tag})`;

    // The client writes to the business from their Messages screen.
    const { page: clientPage } = client;
    await clientPage.getByRole('link', { name: /^Messages/ }).click();
    await clientPage.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await clientPage.getByLabel('Message to Sunshine Clean').fill(question);
    await clientPage.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(clientPage, 'Message Sent');
    await clientPage.getByRole('list', { name: 'Messages with Sunshine Clean' }).getByText(question).waitFor();
    await expectAxeClean(clientPage);

    // The owner's sidebar counts it; the inbox has the conversation first, unread.
    const { page: ownerPage } = owner;
    await ownerPage.goto('/');
    const messagesLink = ownerPage.getByRole('link', { name: /^Messages\s*\(\d+ unread\)$/ });
    await messagesLink.waitFor();
    await messagesLink.click();
    const conversations = ownerPage.getByRole('navigation', { name: 'Conversations' });
    const first = conversations.getByRole('link').filter({ hasText: CLIENT_NAME });
    await expect.poll(() => first.textContent()).toContain(question.slice(0, 20));
    expect(await first.textContent()).toMatch(/\d+ unread/);
    await expectAxeClean(ownerPage);

    // Opening it reads it; the owner replies.
    await first.click();
    const thread = ownerPage.getByRole('list', { name: `Messages with ${CLIENT_NAME}` });
    await thread.getByText(question).waitFor();
    await expect.poll(() => first.textContent()).not.toMatch(/\d+ unread/);
    await ownerPage.getByLabel(`Reply to ${CLIENT_NAME}`).fill(answer);
    await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(ownerPage, 'Message Sent');
    await thread.getByText(answer).waitFor();
    await expectAxeClean(ownerPage);

    // The client's bell shows it on their next screen; its notification leads to the conversation.
    await clientPage.getByRole('link', { name: 'Portal' }).click();
    const bell = clientPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    await bell.click();
    const panel = clientPage.getByRole('dialog', { name: 'Notifications' });
    const notification = panel.getByRole('listitem').filter({ hasText: answer }).first();
    await notification.waitFor();
    expect(await notification.textContent()).toContain('New message from');
    await expectAxeClean(clientPage);
    await notification.getByRole('link').click();
    await panel.waitFor({ state: 'detached' });
    await clientPage.getByRole('list', { name: 'Messages with Sunshine Clean' }).getByText(answer).waitFor();
    expect(new URL(clientPage.url()).pathname).toBe('/messages');
  });

  it('the owner marks every notification read from the bell', async () => {
    const { page } = owner;
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('list', { name: 'Your notifications' }).waitFor();
    const markAll = panel.getByRole('button', { name: 'Mark all read' });
    if (await markAll.isEnabled()) await markAll.click();
    await expect.poll(() => page.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: /^Mark read/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('the owner sees the sent emails in Settings → Outbox and opens one', async () => {
    const { page } = owner;
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Outbox', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    const counts = page.getByLabel('Emails by state');
    await counts.waitFor();
    // Sent ones are rendered (a just-raised one may still be waiting for its first attempt).
    await page.getByLabel('Show').selectOption('SENT');
    await expect.poll(() => page.url()).toContain('status=SENT');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await rows.nth(1).getByRole('cell').nth(1).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const frame = dialog.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expectAxeClean(page);
  });

  it('Account Settings shows the email preferences and the calendar feed', async () => {
    const { page } = client;
    await page.goto('/account-settings');
    const messages = page.getByRole('checkbox', { name: 'Messages' });
    await messages.waitFor();
    expect(await page.getByRole('checkbox', { name: /Account security/ }).isDisabled()).toBe(true);
    const url = await page.getByLabel('Subscription URL').inputValue();
    expect(url).toMatch(/\/api\/calendar\/.+\.ics$/);
    const feed = await page.evaluate(async (address) => {
      const response = await fetch(address);
      return { type: response.headers.get('content-type'), text: await response.text() };
    }, url);
    expect(feed.type).toContain('text/calendar');
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    await expectAxeClean(page);
  });
});

describe('at 375 px in the dark theme', () => {
  it.each([
    ['the owner', '/messages'],
    ['the owner', '/settings/outbox'],
    ['the client', '/messages'],
    ['the client', '/account-settings'],
  ])('%s: %s has no axe violations', async (who, path) => {
    const { page } = who === 'the owner' ? owner : client;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAxeClean(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});
