import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { toast } from './lists.js';

/** Demo records (api/src/db/seeders/demo.seeder.ts): the client and helper linked to the demo sign-ins. */
const DEMO_CLIENT = 'Jennifer Thompson';
const DEMO_HELPER_NAME = 'Carlos Rivera';
const CLIENT_EMAIL = 'client@demo.local';

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
/** The demo client's one session, shared by the journeys below: every sign-in counts against the per-IP limit. */
let client: { context: BrowserContext; page: Page } | undefined;
async function clientSession() {
  client ??= await signedIn(CLIENT_EMAIL);
  return client;
}

async function signedIn(email: string, options: Parameters<typeof newPage>[1] = {}) {
  const { context, page } = await newPage(browser, options);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Log out' }).waitFor();
  return { context, page };
}

beforeAll(async () => {
  browser = await launchBrowser();
  // One admin session for both journeys: sign-ins are throttled per address, and every browser test shares one.
  admin = await signedIn('admin@demo.local');
});
afterAll(async () => {
  await client?.context.close();
  await admin?.context.close();
  await browser?.close();
});

/** A marker no other test (or earlier run against the same database) uses. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Four digits for a phone number of this run's own. */
const fourDigits = () => String(1000 + Math.floor(Math.random() * 9000));

/** Types into the screen's search box and waits until the table shows exactly the rows expected. */
async function search(page: Page, label: string, text: string, expectedRows: number) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  // With no match the table gives way to the empty state.
  const rows = () => page.getByRole('table').getByRole('row').count();
  await expect.poll(rows, { timeout: 10_000 }).toBe(expectedRows === 0 ? 0 : expectedRows + 1);
}

/**
 * The reader opens Messages: their conversation with the business shows the message by its unique text, and opening
 * the conversation marks it read.
 */
async function readMessage(email: string, body: string) {
  const shared = email === CLIENT_EMAIL;
  const reader = shared ? await clientSession() : await signedIn(email);
  try {
    const { page } = reader;
    const messagesLink = page.getByRole('link', { name: /^Messages\s*\(\d+ unread\)$/ });
    await messagesLink.waitFor();
    await messagesLink.click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const thread = page.getByRole('list', { name: 'Messages with Sunshine Clean' });
    await thread.getByText(body).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Read for good: the server says so too.
    const readAt = () =>
      page.evaluate(async (text) => {
        const messages = (await (await fetch('/api/messages')).json()) as { body: string; readAt: string | null }[];
        return messages.find((message) => message.body === text)?.readAt ?? null;
      }, body);
    await expect.poll(readAt).toEqual(expect.any(String));
  } finally {
    if (!shared) await reader.context.close();
  }
}

describe('clients', () => {
  it('the admin adds, edits, finds, messages and deactivates clients, and the linked client reads the message', async () => {
    const { page } = admin;
    const tag = unique();
    const name = `E2E Client ${tag}`;
    const digits = fourDigits();

    await page.goto('/clients');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Add Client.
    await page.getByRole('button', { name: 'Add Client' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add Client' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill(`941-555-${digits}`);
    await dialog.getByLabel('Notes').fill('Side gate, two cats.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await toast(page, 'Client Created');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name, exact: true }).waitFor();

    // Edit it: the form starts from the stored details, the phone shown formatted.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Client' });
    expect(await dialog.getByLabel('Phone').inputValue()).toBe(`(941) 555-${digits}`);
    await dialog.getByLabel('Name').fill(`${name} Edited`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Client Updated');
    const edited = `${name} Edited`;
    await page.getByRole('cell', { name: edited, exact: true }).waitFor();

    // Search: by name in another case, and by the phone's digits however they are typed.
    await search(page, 'Search clients', edited.toLowerCase(), 1);
    await search(page, 'Search clients', `(941) 555-${digits}`, 1);
    await search(page, 'Search clients', `941555${digits}`, 1);
    const row = page.getByRole('row').filter({ hasText: edited });
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(`(941) 555-${digits}`);
    await search(page, 'Search clients', `${tag} nobody`, 0);
    await page.getByText('No clients found matching your search').waitFor();

    // Messaging a client without an account explains why it cannot be sent.
    await search(page, 'Search clients', edited, 1);
    await page.getByRole('button', { name: `Message ${edited}` }).click();
    dialog = page.getByRole('dialog', { name: 'Send Message' });
    await dialog.getByLabel('Message', { exact: true }).fill('Hello there');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Cannot Send Message');
    await page.getByText("This client doesn't have a registered account yet.", { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Deactivate, after confirming: the row stays, marked Inactive.
    await page.getByRole('button', { name: `Deactivate ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${edited}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Client Deactivated');
    await row.getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Reactivate ${edited}` }).waitFor();
    await page.getByRole('combobox', { name: 'Show clients' }).selectOption('INACTIVE');
    await search(page, 'Search clients', edited, 1);
    const stored = (await page.evaluate(
      async (q) => (await fetch(`/api/clients?search=${encodeURIComponent(q)}`)).json(),
      edited,
    )) as {
      active: boolean;
      phone: string;
    }[];
    expect(stored).toMatchObject([{ active: false, phone: `+1941555${digits}` }]);
    await page.getByRole('combobox', { name: 'Show clients' }).selectOption('ALL');

    // Message the demo client, who has an account.
    const body = `Your deep clean is confirmed for Tuesday morning. (${tag})`;
    await search(page, 'Search clients', DEMO_CLIENT, 1);
    await page.getByRole('button', { name: `Message ${DEMO_CLIENT}` }).click();
    dialog = page.getByRole('dialog', { name: 'Send Message' });
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Message from Admin');
    // Blank text does nothing.
    await dialog.getByLabel('Message', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Message', { exact: true }).fill(body);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent');
    await dialog.waitFor({ state: 'detached' });

    await readMessage(CLIENT_EMAIL, body);
  });
});

describe('helpers', () => {
  it("the admin adds a helper in dollars (stored in cents, 'Unlimited' hours), edits, finds, messages and deactivates; the demo helper reads it", async () => {
    const { page } = admin;
    const tag = unique();
    const notes = `E2E helper ${tag}`;
    const digits = fourDigits();

    await page.goto('/helpers');
    await page.getByRole('heading', { level: 1, name: 'Helpers' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Add Helper: $25.50 an hour, no weekly limit.
    await page.getByRole('button', { name: 'Add Helper' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add Helper' });
    await dialog.getByLabel('Hourly Rate').fill('25.5');
    await dialog.getByLabel('Phone').fill(`(239) 555-${digits}`);
    await dialog.getByLabel('Notes').fill(notes);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add Helper' }).click();
    await toast(page, 'Helper Created');
    await dialog.waitFor({ state: 'detached' });

    await search(page, 'Search helpers', notes, 1);
    const row = page.getByRole('table').getByRole('row').nth(1);
    // Name first (a helper without an account is named by the ID until the owner names them), then the spec's columns.
    const cells = async () => (await row.getByRole('cell').allTextContents()).slice(1, 6);
    expect(await row.getByRole('cell').first().textContent()).toMatch(/^Helper [0-9a-f]{8}No account$/);
    expect(await cells()).toEqual([
      expect.stringMatching(/^Helper [0-9a-f]{8}$/),
      `(239) 555-${digits}`,
      '$25.50',
      'Unlimited',
      'Active',
    ]);
    const label = (await row.getByRole('cell').nth(1).textContent())!; // the ID column's "Helper" and 8 characters
    type RestHelper = { hourlyRate: number; maxHoursPerWeek: number | null; active: boolean };
    const restHelper = async () =>
      (
        (await page.evaluate(
          async (q) => (await fetch(`/api/helpers?search=${encodeURIComponent(q)}`)).json(),
          notes,
        )) as RestHelper[]
      )[0];
    expect(await restHelper()).toMatchObject({ hourlyRate: 2550, maxHoursPerWeek: null, active: true });

    // Edit: the stored cents come back as dollars, and the edit is sent in cents too.
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Helper' });
    expect(await dialog.getByLabel('Hourly Rate').inputValue()).toBe('25.50');
    expect(await dialog.getByLabel('Max Hours/Week').inputValue()).toBe('');
    await dialog.getByLabel('Hourly Rate').fill('26.75');
    await dialog.getByLabel('Max Hours/Week').fill('30');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Helper Updated');
    await expect.poll(cells).toEqual([label, `(239) 555-${digits}`, '$26.75', '30', 'Active']);
    expect(await restHelper()).toMatchObject({ hourlyRate: 2675, maxHoursPerWeek: 30 });

    // Saving the edit form untouched keeps the rate (no factor-of-100 drift), and clearing the hours means Unlimited.
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Helper' });
    expect(await dialog.getByLabel('Hourly Rate').inputValue()).toBe('26.75');
    await dialog.getByLabel('Max Hours/Week').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Helper Updated');
    await expect.poll(cells).toEqual([label, `(239) 555-${digits}`, '$26.75', 'Unlimited', 'Active']);
    expect(await restHelper()).toMatchObject({ hourlyRate: 2675, maxHoursPerWeek: null });

    // Search by the label shown in the ID column and by the phone digits.
    await search(page, 'Search helpers', label, 1);
    await search(page, 'Search helpers', `239555${digits}`, 1);

    // A helper without an account cannot be messaged: the helper wording.
    await page.getByRole('button', { name: `Message ${label}` }).click();
    dialog = page.getByRole('dialog', { name: 'Send Message' });
    await dialog.getByLabel('Message', { exact: true }).fill('Hello');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Cannot Send Message');
    await page.getByText("This helper doesn't have a registered account yet.", { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Deactivate, after confirming.
    await page.getByRole('button', { name: `Deactivate ${label}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${label}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await toast(page, 'Helper Deactivated');
    await expect.poll(cells).toEqual([label, `(239) 555-${digits}`, '$26.75', 'Unlimited', 'Inactive']);
    expect(await restHelper()).toMatchObject({ active: false, hourlyRate: 2675 });

    // Message the demo helper, found by the linked account's name.
    const body = `Keys for the Gulf Coast office are at the front desk. (${tag})`;
    await search(page, 'Search helpers', DEMO_HELPER_NAME, 1);
    // A helper with an account is named by it.
    await page.getByRole('button', { name: `Message ${DEMO_HELPER_NAME}` }).click();
    dialog = page.getByRole('dialog', { name: 'Send Message' });
    await dialog.getByLabel('Message', { exact: true }).fill(body);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent');

    await readMessage('helper@demo.local', body);
  });
});

describe('accessibility at 375 px in the dark theme', () => {
  it.each(['/clients', '/helpers', '/messages'])('%s has no axe violations', async (path) => {
    const { page } = admin;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});

const CLIENT_NAME = DEMO_CLIENT;

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);
}

describe('two-way messages and the notification center (issue 14)', () => {
  it('a client writes, the owner sees it unread in the inbox and replies, and the client’s bell shows the reply', async () => {
    const tag = unique();
    const question = `Could the team come an hour later on Friday? (${tag})`;
    const answer = `Yes: Friday at 10 AM it is. (${tag})`;

    // The client writes to the business from their Messages screen.
    const { page: clientPage } = await clientSession();
    await clientPage.getByRole('link', { name: /^Messages/ }).click();
    await clientPage.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await clientPage.getByLabel('Message to Sunshine Clean').fill(question);
    await clientPage.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(clientPage, 'Message Sent');
    await clientPage.getByRole('list', { name: 'Messages with Sunshine Clean' }).getByText(question).waitFor();
    await expectAxeClean(clientPage);

    // The owner's sidebar counts it; the inbox has the conversation first, unread.
    const { page: ownerPage } = admin;
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

    // The reply heads the sent history, which leads back to the conversation.
    await ownerPage.getByRole('navigation', { name: 'Message folders' }).getByRole('link', { name: 'Sent' }).click();
    const sent = ownerPage.getByRole('list', { name: 'Sent messages' }).getByRole('link').first();
    await expect.poll(() => sent.textContent()).toContain(answer);
    expect(await sent.textContent()).toContain(`To ${CLIENT_NAME}`);
    await expectAxeClean(ownerPage);
    await sent.click();
    await thread.getByText(answer).waitFor();

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
    const { page } = admin;
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
    const { page } = admin;
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
    // Not 'networkidle': an email's images point at PUBLIC_URL, which nothing may answer in a test; the frame has loaded.
    await page.waitForLoadState('load');
    expect(await accessibilityViolations(page)).toEqual([]);

    // axe cannot run inside the sandboxed preview: the email itself is checked as a page of its own, as a mail app shows it.
    const email = await page.context().newPage();
    try {
      await email.setContent((await frame.getAttribute('srcdoc'))!);
      expect(await accessibilityViolations(email)).toEqual([]);
    } finally {
      await email.close();
    }
  });

  it('Account Settings shows the email preferences and the calendar feed', async () => {
    const { page } = await clientSession();
    await page.goto('/account-settings');
    // The email choices (Text messages has a "Messages" box of its own).
    const email = page.getByRole('group', { name: 'Send me an email about' });
    const messages = email.getByRole('checkbox', { name: 'Messages' });
    await messages.waitFor();
    expect(await email.getByRole('checkbox', { name: /Account security/ }).isDisabled()).toBe(true);
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

describe('messages, outbox and account settings at 375 px in the dark theme', () => {
  it.each([
    ['the owner', '/messages'],
    ['the owner', '/settings/outbox'],
    ['the client', '/messages'],
    ['the client', '/account-settings'],
  ])('%s: %s has no axe violations', async (who, path) => {
    const { page } = who === 'the owner' ? admin : await clientSession();
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
