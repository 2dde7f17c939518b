import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { type FakeTwilio, fakeTwilioEnv, startFakeTwilio } from '../../../test/fake-twilio.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Enqueuer } from '../../jobs/queue.js';
import { addDays } from '../../shared/calendar-date.js';
import { Message, MessageChannel } from '../message/message.entity.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { DeliveryChannel, DeliveryStatus } from '../notification/notification.enums.js';
import type { User } from '../user/user.entity.js';
import { InboundText, TextOptOut } from './text.entities.js';
import { until } from '../../../test/until.js';

// 10 AM in Naples on a weekday: outside quiet hours (9 PM to 8 AM).
const MORNING = new Date('2026-12-01T15:00:00Z');
let clock = MORNING;
let fake: FakeTwilio;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp({ config: fakeTwilioEnv(fake), now: () => clock });
  await t.startWorker();
}, 60_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

let numberSeq = 0;
/** A fresh Naples mobile number per test, so tests never share opt-outs or daily caps. */
const newNumber = () => `+1239555${String(2000 + ++numberSeq).padStart(4, '0')}`;
let sidSeq = 0;
const newSid = () => `SM${String(++sidSeq).padStart(32, '0')}`;

const UPDATE_MINE = `mutation($input: UpdateMyTextPreferencesInput!) {
  updateMyTextPreferences(input: $input) { textPreferences { phone categories consentAt consentMethod optedOut available } } }`;

/** A signed-in client who chose schedule texts to `phone` and consented. */
async function textingClient(phone = newNumber()) {
  const { agent, user } = await t.signInAs(Role.CLIENT);
  const result = await gql(agent, UPDATE_MINE, { input: { phone, categories: ['SCHEDULE', 'MESSAGES'], consent: true } });
  expect(result.errors).toBeUndefined();
  return { agent, user, phone, client: await t.clientOf(user) };
}

/** Posts a text to the app as Twilio does: form-encoded and signed over PUBLIC_URL + path. */
function postText(params: Record<string, string>, options: { path?: string; signature?: string } = {}) {
  const path = options.path ?? '/api/webhooks/sms';
  const signature = options.signature ?? fake.sign(`${t.config.publicUrl}${path}`, params);
  return t.request().post(path).type('form').set('X-Twilio-Signature', signature).send(params);
}

const textsTo = (phone: string) => fake.sent.filter((text) => text.to === phone);
const smsRowsTo = (phone: string) =>
  t.em().find(OutboxEmail, { channel: DeliveryChannel.SMS, toAddress: phone }, { populate: ['notification'] });

describe('preferences and consent', () => {
  it('records consent with when and how; texts need consent and a possible number, and account emails never go by text', async () => {
    const { agent } = await t.signInAs(Role.HELPER);
    const phone = newNumber();
    const saved = await gql(agent, UPDATE_MINE, {
      input: { phone: '(239) 555-' + phone.slice(-4), categories: ['SCHEDULE'], consent: true },
    });
    expect(saved.data.updateMyTextPreferences.textPreferences).toMatchObject({
      phone,
      categories: ['SCHEDULE'],
      consentMethod: 'Account Settings',
      optedOut: false,
      available: true,
    });
    expect(new Date(saved.data.updateMyTextPreferences.textPreferences.consentAt).getTime()).toBe(MORNING.getTime());

    const { agent: other } = await t.signInAs(Role.CLIENT);
    const noConsent = await gql(other, UPDATE_MINE, { input: { phone, categories: ['SCHEDULE'], consent: false } });
    expect(errorCode(noConsent)).toBe('BAD_USER_INPUT');
    expect(noConsent.errors![0].extensions!.field).toBe('consent');
    const impossible = await gql(other, UPDATE_MINE, { input: { phone: '12', categories: ['SCHEDULE'], consent: true } });
    expect(impossible.errors![0].extensions!.field).toBe('phone');
    const account = await gql(other, UPDATE_MINE, { input: { phone, categories: ['ACCOUNT'], consent: true } });
    expect(account.errors![0].extensions!.field).toBe('categories');
    const mine = await gql(other, `{ myTextPreferences { phone categories consentAt } }`);
    expect(mine.data.myTextPreferences).toMatchObject({ categories: [], consentAt: null });
  });

  it("lets the owner record a client's choice, saying how the client agreed", async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const client = await t.buildClient({ phone: newNumber() });
    const clientId = toGlobalId('Client', client.id);
    const UPDATE = `mutation($input: UpdateClientTextPreferencesInput!) {
      updateClientTextPreferences(input: $input) { textPreferences { phone categories consentMethod } } }`;
    const missingHow = await gql(agent, UPDATE, { input: { clientId, categories: ['SCHEDULE'], consent: true } });
    expect(missingHow.errors![0].extensions!.field).toBe('consentMethod');
    const saved = await gql(agent, UPDATE, {
      input: { clientId, categories: ['SCHEDULE', 'INVOICES'], consent: true, consentMethod: 'Asked by phone' },
    });
    expect(saved.data.updateClientTextPreferences.textPreferences).toMatchObject({
      phone: client.phone,
      categories: ['SCHEDULE', 'INVOICES'],
    });
    expect(saved.data.updateClientTextPreferences.textPreferences.consentMethod).toMatch(/^Asked by phone \(recorded by /);
    const read = await gql(agent, `query($id: ID!) { clientTextPreferences(clientId: $id) { categories } }`, { id: clientId });
    expect(read.data.clientTextPreferences.categories).toEqual(['SCHEDULE', 'INVOICES']);
  });

  it('refuses every other role, and anonymous callers', async () => {
    const client = await t.buildClient();
    const clientId = toGlobalId('Client', client.id);
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, `{ textMessaging { enabled } }`))).toBe('FORBIDDEN');
      expect(
        errorCode(await gql(agent, `query($id: ID!) { clientTextPreferences(clientId: $id) { phone } }`, { id: clientId })),
      ).toBe('FORBIDDEN');
      const update = await gql(
        agent,
        `mutation($input: UpdateClientTextPreferencesInput!) { updateClientTextPreferences(input: $input) { textPreferences { phone } } }`,
        { input: { clientId, categories: [], consent: false } },
      );
      expect(errorCode(update)).toBe('FORBIDDEN');
    }
    const anonymous = t.request();
    expect(errorCode(await gql(anonymous, `{ myTextPreferences { phone } }`))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(anonymous, UPDATE_MINE, { input: { categories: [], consent: false } }))).toBe('UNAUTHENTICATED');
  });
});

describe('sending', () => {
  it('texts the day-before reminder to a consenting client, and nothing to one who texted STOP', async () => {
    const yes = await textingClient();
    const stopped = await textingClient();
    const first = await postText({ MessageSid: newSid(), From: stopped.phone, Body: 'Stop' });
    expect(first.status).toBe(200);
    expect(first.text).toContain('<Message>');
    expect(first.text).toContain('unsubscribed');
    // Confirmed once: a second STOP gets no answer.
    const second = await postText({ MessageSid: newSid(), From: stopped.phone, Body: 'UNSUBSCRIBE' });
    expect(second.text).not.toContain('<Message>');
    expect(await t.em().count(TextOptOut, { phone: stopped.phone })).toBe(1);

    const tomorrow = addDays(t.services.serviceRequests.today(), 1);
    await t.buildVisit({ client: yes.client, date: tomorrow });
    await t.buildVisit({ client: stopped.client, date: tomorrow });
    await t.services.scheduledNotifications.visitReminders(t.em());
    const [text] = await until(
      () => textsTo(yes.phone),
      (texts) => texts.length > 0,
      'the reminder text',
    );
    expect(text.body).toMatch(/^Sunshine Clean: Your cleaning is tomorrow\. http:\/\/localhost:\d+\/portal$/);
    expect(text.from).toBe(fake.from);
    const [row] = await until(
      () => smsRowsTo(yes.phone),
      (rows) => rows[0]?.status === DeliveryStatus.SENT,
      'the SMS row sent',
    );
    expect(row.providerId).toBe(text.sid);
    expect(await smsRowsTo(stopped.phone)).toHaveLength(0);
    expect(textsTo(stopped.phone).filter((sent) => !sent.body.includes('unsubscribed'))).toHaveLength(0);

    // START opts back in.
    const start = await postText({ MessageSid: newSid(), From: stopped.phone, Body: 'start' });
    expect(start.text).toContain('subscribed to texts again');
    expect(await t.em().count(TextOptOut, { phone: stopped.phone })).toBe(0);
  });

  it('texts the reminder to a client without an account or email, once the owner recorded their consent', async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const phone = newNumber();
    const client = await t.buildClient({ phone });
    const saved = await gql(
      owner,
      `mutation($input: UpdateClientTextPreferencesInput!) { updateClientTextPreferences(input: $input) { textPreferences { phone } } }`,
      {
        input: {
          clientId: toGlobalId('Client', client.id),
          categories: ['SCHEDULE'],
          consent: true,
          consentMethod: 'Asked by phone',
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    await t.buildVisit({ client, date: addDays(t.services.serviceRequests.today(), 1) });
    await t.services.scheduledNotifications.visitReminders(t.em());
    const [text] = await until(
      () => textsTo(phone),
      (texts) => texts.length > 0,
      'the reminder text',
    );
    // No link: a client without an account cannot sign in to follow it.
    expect(text.body).toBe('Sunshine Clean: Your cleaning is tomorrow.');
    expect(
      await t.em().count(OutboxEmail, { notification: { recipientClient: client.id }, channel: DeliveryChannel.EMAIL }),
    ).toBe(0);
  });

  it('holds a non-urgent text through quiet hours until morning, while "on my way" goes at once', async () => {
    const { user, phone } = await textingClient();
    clock = new Date('2026-12-02T03:30:00Z'); // 10:30 PM in Naples
    try {
      await raiseFor(user, 'visit.reminder', {});
      const [held] = await until(
        () => smsRowsTo(phone),
        (rows) => rows.length === 1 && rows[0].sendAfter !== null,
        'the held reminder',
      );
      expect(held.status).toBe(DeliveryStatus.PENDING);
      expect(held.sendAfter!.toISOString()).toBe('2026-12-02T13:00:00.000Z'); // 8 AM in Naples
      await raiseFor(user, 'visit.on-my-way', { helperName: 'Carlos' });
      await until(
        () => textsTo(phone),
        (texts) => texts.length === 1,
        'the on-my-way text',
      );
      expect(textsTo(phone)[0].body).toContain('Carlos is on the way');

      // Morning: the held text goes.
      clock = new Date('2026-12-02T13:05:00Z');
      await new Enqueuer().enqueueDeliveryNow(t.em(), held.id);
      await until(
        () => textsTo(phone),
        (texts) => texts.length === 2,
        'the reminder in the morning',
      );
      expect(textsTo(phone)[1].body).toContain('Your cleaning is tomorrow');
    } finally {
      clock = MORNING;
    }
  });

  it('sends at most the daily limit of texts to one number, and Twilio status reports update the Outbox', async () => {
    const { user, phone } = await textingClient();
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    await gql(owner, `mutation { updateBusinessSettings(input: { textDailyLimit: 1 }) { settings { textDailyLimit } } }`);
    try {
      await raiseFor(user, 'visit.reminder', {});
      await until(
        () => textsTo(phone),
        (texts) => texts.length === 1,
        'the first text',
      );
      await raiseFor(user, 'visit.on-my-way', { helperName: 'Dana' });
      const rows = await until(
        () => smsRowsTo(phone),
        (found) =>
          found.length === 2 && found.every((row) => row.status === DeliveryStatus.SENT || row.status === DeliveryStatus.FAILED),
        'the second row settled',
      );
      const failed = rows.find((row) => row.status === DeliveryStatus.FAILED)!;
      expect(failed.lastError).toMatch(/1 texts a day to one number is the limit/);
      expect(textsTo(phone)).toHaveLength(1);

      const sid = textsTo(phone)[0].sid;
      const report = await postText(
        { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' },
        { path: '/api/webhooks/sms/status' },
      );
      expect(report.status).toBe(200);
      const row = await t.em().findOneOrFail(OutboxEmail, { providerId: sid });
      expect(row).toMatchObject({ providerStatus: 'undelivered', status: DeliveryStatus.FAILED });
      expect(row.lastError).toContain('30003');
      const unsigned = await postText(
        { MessageSid: sid, MessageStatus: 'delivered' },
        { path: '/api/webhooks/sms/status', signature: 'forged' },
      );
      expect(unsigned.status).toBe(400);
      expect((await t.em().findOneOrFail(OutboxEmail, { providerId: sid })).providerStatus).toBe('undelivered');
    } finally {
      await gql(owner, `mutation { updateBusinessSettings(input: { textDailyLimit: 5 }) { settings { textDailyLimit } } }`);
    }
  });
});

describe('receiving', () => {
  const INBOX = `{ conversations(first: 20) { edges { node { id participant { databaseId }
    messages(first: 5) { edges { node { body channel fromBusiness } } } } } } }`;

  it("puts a client's text in the owner's inbox, marked as a text, and the owner's reply goes back by text", async () => {
    const { user, phone } = await textingClient();
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const sid = newSid();
    const received = await postText({ MessageSid: sid, From: phone, Body: 'Can you come at 10 instead?' });
    expect(received.status).toBe(200);
    expect(received.type).toBe('text/xml');
    const inbox = await gql(owner, INBOX);
    const conversation = inbox.data.conversations.edges.find(
      (edge: { node: { participant: { databaseId: string } } }) => edge.node.participant.databaseId === user.id,
    ).node;
    expect(conversation.messages.edges[0].node).toEqual({
      body: 'Can you come at 10 instead?',
      channel: 'TEXT',
      fromBusiness: false,
    });
    expect(await t.em().count('Notification', { event: 'message.received', recipient: { role: Role.ADMIN } })).toBeGreaterThan(0);

    const reply = await gql(
      owner,
      `mutation($input: ReplyToConversationInput!) { replyToConversation(input: $input) { message { channel } } }`,
      { input: { conversationId: conversation.id, body: 'Yes, 10 works.' } },
    );
    expect(reply.data.replyToConversation.message.channel).toBe('TEXT');
    const [text] = await until(
      () => textsTo(phone),
      (texts) => texts.length === 1,
      'the reply by text',
    );
    expect(text.body).toBe('Sunshine Clean: Yes, 10 works.');

    // A replay of the same MessageSid changes nothing.
    const messages = await t.em().count(Message, { conversation: { participant: user.id } });
    const replay = await postText({ MessageSid: sid, From: phone, Body: 'Can you come at 10 instead?' });
    expect(replay.status).toBe(200);
    expect(await t.em().count(Message, { conversation: { participant: user.id } })).toBe(messages);
    expect(await t.em().count(InboundText, { messageSid: sid })).toBe(1);
  });

  it('refuses a bad signature, an impossible number and an overlong body with 400, and stores NUL bytes safely', async () => {
    const { user, phone } = await textingClient();
    const before = await t.em().count(InboundText, {});
    const forged = await postText({ MessageSid: newSid(), From: phone, Body: 'hello' }, { signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('x-twilio-signature');
    const unsigned = await t
      .request()
      .post('/api/webhooks/sms')
      .type('form')
      .send({ MessageSid: newSid(), From: phone, Body: 'hi' });
    expect(unsigned.status).toBe(400);
    const impossible = await postText({ MessageSid: newSid(), From: '+1 000', Body: 'hello' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.field).toBe('From');
    const long = await postText({ MessageSid: newSid(), From: phone, Body: 'x'.repeat(1601) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('Body');
    expect(await t.em().count(InboundText, {})).toBe(before);

    const nul = await postText({ MessageSid: newSid(), From: phone, Body: 'bad\u0000byte' });
    expect(nul.status).toBe(200);
    const stored = await t
      .em()
      .findOneOrFail(
        Message,
        { conversation: { participant: user.id }, channel: MessageChannel.TEXT },
        { orderBy: { createdAt: 'desc' } },
      );
    expect(stored.body).toBe('badbyte');
  });

  it('tells the owners of a text from an unknown number, and answers HELP with the name', async () => {
    const { user: owner } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Do you clean offices?' });
    const notes = await t.em().find('Notification', { recipient: owner.id, event: 'message.received' });
    expect(notes.map((note) => (note as { body: string }).body)).toContain('Do you clean offices?');
    const help = await postText({ MessageSid: newSid(), From: stranger, Body: 'HELP' });
    expect(help.text).toContain('Sunshine Clean');
  });

  it("lists numbers that are on no record, and links one to a client: its texts join the client's conversation", async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Hi, this is Maria, my new phone' });
    const listed = await gql(owner, `{ unknownTextNumbers { phone lastBody count } }`);
    expect(listed.data.unknownTextNumbers).toContainEqual({
      phone: stranger,
      lastBody: 'Hi, this is Maria, my new phone',
      count: 1,
    });

    const { user } = await t.signInAs(Role.CLIENT);
    const client = await t.clientOf(user);
    const LINK = `mutation($input: LinkTextNumberInput!) { linkTextNumberToClient(input: $input) { movedTexts client { phone } } }`;
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, `{ unknownTextNumbers { phone } }`))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, LINK, { input: { phone: stranger, clientId: toGlobalId('Client', client.id) } }))).toBe(
        'FORBIDDEN',
      );
    }
    const linked = await gql(owner, LINK, { input: { phone: stranger, clientId: toGlobalId('Client', client.id) } });
    expect(linked.data.linkTextNumberToClient).toEqual({ movedTexts: 1, client: { phone: stranger } });
    const moved = await t.em().find(Message, { conversation: { participant: user.id } });
    expect(moved.map((message) => [message.body, message.channel])).toEqual([
      ['Hi, this is Maria, my new phone', MessageChannel.TEXT],
    ]);
    const after = await gql(owner, `{ unknownTextNumbers { phone } }`);
    expect(after.data.unknownTextNumbers.map((row: { phone: string }) => row.phone)).not.toContain(stranger);
    // Linked twice: nothing is waiting any more, said plainly.
    const again = await gql(owner, LINK, { input: { phone: stranger, clientId: toGlobalId('Client', client.id) } });
    expect(again.errors![0].extensions!.field).toBe('phone');
    // The next text from the number lands in the conversation at once.
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Thanks!' });
    expect(await t.em().count(Message, { conversation: { participant: user.id } })).toBe(2);
  });
});

describe('without Twilio keys', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  }, 60_000);
  afterAll(() => off.close());

  it('says texts are off, keeps the webhook closed, and writes no SMS rows', async () => {
    const { agent } = await off.signInAs(Role.ADMIN);
    const status = await gql(agent, `{ textMessaging { enabled message } }`);
    expect(status.data.textMessaging).toEqual({
      enabled: false,
      message: expect.stringContaining('Text messages are off') as string,
    });
    const hook = await off
      .request()
      .post('/api/webhooks/sms')
      .type('form')
      .send({ MessageSid: newSid(), From: '+12395550199', Body: 'hi' });
    expect(hook.status).toBe(404);
    const { agent: client, user } = await off.signInAs(Role.CLIENT);
    const saved = await gql(client, UPDATE_MINE, { input: { phone: newNumber(), categories: ['SCHEDULE'], consent: true } });
    expect(saved.data.updateMyTextPreferences.textPreferences.available).toBe(false);
    await off.services.notifications.raise(off.em(), { event: 'visit.reminder', recipientUserId: user.id, data: visitData() });
    expect(await off.em().count(OutboxEmail, { channel: DeliveryChannel.SMS })).toBe(0);
  });
});

function visitData() {
  return {
    visitId: crypto.randomUUID(),
    date: '2026-12-03',
    timeSlot: 'morning',
    address: '1 Gate Code 4321 Way',
    service: 'standard',
  } as never;
}

async function raiseFor(user: User, event: 'visit.reminder' | 'visit.on-my-way', extra: Record<string, unknown>) {
  await t.services.notifications.raise(t.em(), {
    event,
    recipientUserId: user.id,
    data: { ...(visitData() as object), ...extra } as never,
  });
}
