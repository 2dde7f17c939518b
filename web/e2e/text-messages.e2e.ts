import twilio from 'twilio';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface SentText {
  to: string;
  body: string;
}

/** What the fake Twilio (started by global-setup) has sent so far. */
async function sentTexts(): Promise<SentText[]> {
  const response = await fetch(`${inject('twilioUrl')}/__sent`);
  return (await response.json()) as SentText[];
}

/** A text to the business, posted and signed as Twilio would post it. */
async function textTheBusiness(from: string, body: string) {
  const url = `${inject('baseUrl')}/api/webhooks/sms`;
  const params = { MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`, From: from, Body: body };
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': twilio.getExpectedTwilioSignature(inject('twilioAuthToken'), url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  expect(response.status).toBe(200);
}

async function viewerId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    return ((await response.json()) as { data: { viewer: { id: string } } }).data.viewer.id;
  });
}

describe('text messages', () => {
  it('a client agrees to texts in Account Settings, texts the business, and the owner’s reply goes back by text', async () => {
    // A number of this run's own, so other journeys (and earlier runs) never share it.
    const number = `+1239${String(Date.now()).slice(-7)}`;
    const marker = `Can you come at ten? ${crypto.randomUUID().slice(0, 8)}`;
    const client = await newPage(browser);
    const owner = await newPage(browser);
    try {
      await signIn(client.page, 'client@demo.local');
      await client.page.getByRole('heading', { name: 'Portal' }).waitFor();
      await client.page.goto('/account-settings');
      const section = client.page.getByRole('region', { name: 'Text messages' });
      await section.getByLabel('Mobile number').fill(number);
      await section.getByRole('checkbox', { name: 'Messages', exact: true }).check();
      await section.getByRole('checkbox', { name: /I agree to get text messages/ }).check();
      await section.getByRole('button', { name: 'Save text choices' }).click();
      await section.getByText(/Consent given .* via Account Settings\./).waitFor();
      expect(await accessibilityViolations(client.page), 'Account Settings with texts on').toEqual([]);
      const clientId = await viewerId(client.page);

      await textTheBusiness(number, marker);

      await signIn(owner.page, 'admin@demo.local');
      await owner.page
        .getByRole('heading', { name: /Dashboard/ })
        .first()
        .waitFor();
      await owner.page.goto(`/messages?with=${encodeURIComponent(clientId)}`);
      const thread = owner.page.getByRole('list', { name: /^Messages with / });
      const received = thread.getByRole('listitem').filter({ hasText: marker });
      await received.waitFor();
      expect(await received.textContent()).toContain('by text');
      const reply = `Yes, ten works. ${marker.slice(-8)}`;
      await owner.page.getByRole('textbox', { name: /^Reply to / }).fill(reply);
      await owner.page.getByRole('button', { name: /^Send/ }).click();
      await thread.getByRole('listitem').filter({ hasText: reply }).waitFor();
      expect(await accessibilityViolations(owner.page), 'a conversation by text').toEqual([]);
      await owner.page.goto('/settings');
      await owner.page.getByRole('region', { name: 'Text messages' }).waitFor();
      expect(await accessibilityViolations(owner.page), 'Settings with the text section').toEqual([]);

      const deadline = Date.now() + 20_000;
      let texted: SentText | undefined;
      while (!texted && Date.now() < deadline) {
        texted = (await sentTexts()).find((text) => text.to === number && text.body.includes(reply));
        if (!texted) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(texted?.body).toBe(`Sunshine Clean: ${reply}`);
    } finally {
      await client.context.close();
      await owner.context.close();
    }
  });

  it('a number on no record texts: the owner reads its texts, replies by text, and keeps it as a lead', async () => {
    const digits = String(Date.now()).slice(-7);
    const number = `+1941${digits}`;
    const shown = `(941) ${digits.slice(0, 3)}-${digits.slice(3)}`;
    const marker = `Do you clean offices? ${crypto.randomUUID().slice(0, 8)}`;
    const owner = await newPage(browser);
    try {
      await textTheBusiness(number, marker);
      await signIn(owner.page, 'admin@demo.local');
      await owner.page
        .getByRole('heading', { name: /Dashboard/ })
        .first()
        .waitFor();
      await owner.page.goto('/messages');
      const unknown = owner.page.getByRole('region', { name: 'Texts from numbers not on a client' });
      const item = unknown.getByRole('listitem').filter({ hasText: marker });
      await item.getByRole('button', { name: `Open texts with ${shown}` }).click();
      const thread = item.getByRole('list', { name: `Texts with ${shown}` });
      const received = thread.getByRole('listitem').filter({ hasText: marker });
      await received.waitFor();
      expect(await received.textContent()).toContain('by text');
      const reply = `Yes, we do. ${marker.slice(-8)}`;
      await item.getByRole('textbox', { name: `Reply by text to ${shown}` }).fill(reply);
      await item.getByRole('button', { name: /^Send/ }).click();
      await thread.getByRole('listitem').filter({ hasText: reply }).waitFor();
      expect(await accessibilityViolations(owner.page), 'the thread of a number on no record').toEqual([]);

      const deadline = Date.now() + 20_000;
      let texted: SentText | undefined;
      while (!texted && Date.now() < deadline) {
        texted = (await sentTexts()).find((text) => text.to === number && text.body.includes(reply));
        if (!texted) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(texted?.body).toBe(`Sunshine Clean: ${reply}`);

      const name = `Office lead ${marker.slice(-8)}`;
      await item.getByRole('button', { name: `Keep ${shown} as a lead` }).click();
      const form = item.getByRole('form', { name: `Keep ${shown} as a lead` });
      await form.getByLabel('Name (optional)').fill(name);
      await form.getByRole('button', { name: 'Keep as lead' }).click();
      const leads = owner.page.getByRole('region', { name: 'Leads by text' });
      await leads
        .getByRole('listitem')
        .filter({ hasText: `${name} · ${shown}` })
        .waitFor();
      expect(await unknown.getByRole('listitem').filter({ hasText: marker }).count()).toBe(0);
      await owner.page.goto('/settings#online-booking');
      await owner.page.getByRole('list', { name: 'Leads by text' }).getByText(`${name} · ${shown}`).waitFor();
    } finally {
      await owner.context.close();
    }
  });
});
