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
});
