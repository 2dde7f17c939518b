import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { type FakeTwilio, fakeTwilioEnv, startFakeTwilio } from '../../../test/fake-twilio.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Message, MessageChannel } from '../message/message.entity.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { DeliveryChannel } from '../notification/notification.enums.js';
import { TextLead, TextReply } from './text.entities.js';
import { until } from '../../../test/until.js';

// 10 AM in Naples: outside quiet hours.
const clock = new Date('2026-12-01T15:00:00Z');
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
/** A fresh number per test (not the text test file's range), so no two tests share opt-outs or daily caps. */
const newNumber = () => `+1239555${String(6000 + ++numberSeq).padStart(4, '0')}`;
let sidSeq = 0;
const newSid = () => `SM${String(900000 + ++sidSeq).padStart(32, '0')}`;

function postText(params: Record<string, string>) {
  const path = '/api/webhooks/sms';
  return t
    .request()
    .post(path)
    .type('form')
    .set('X-Twilio-Signature', fake.sign(`${t.config.publicUrl}${path}`, params))
    .send(params);
}

const THREAD = `query($phone: String!) { textThread(phone: $phone) {
  phone optedOut canReply lead { name note } entries { direction channel body authorName status } } }`;
const REPLY = `mutation($input: ReplyToTextNumberInput!) { replyToTextNumber(input: $input) { entry { direction channel body status } } }`;
const KEEP = `mutation($input: KeepTextNumberAsLeadInput!) { keepTextNumberAsLead(input: $input) { lead { phone name note count lastBody } } }`;
const LINK = `mutation($input: LinkTextNumberInput!) { linkTextNumberToClient(input: $input) { movedTexts } }`;
const textsTo = (phone: string) => fake.sent.filter((text) => text.to === phone);

describe('the thread of a number on no record', () => {
  it('shows all its texts and the owner replies, oldest first, each a text; a reply goes by text through the outbox', async () => {
    const { agent: owner, user } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Hi, do you clean offices?' });
    await postText({ MessageSid: newSid(), From: stranger, Body: 'In Naples, weekly' });

    // A NUL byte is refused by name, and nothing is kept or sent.
    const nul = await gql(owner, REPLY, { input: { phone: stranger, body: 'Yes\u0000' } });
    expect([errorCode(nul), nul.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'body']);
    expect(await t.em().count(TextReply, { phone: stranger })).toBe(0);

    const replied = await gql(owner, REPLY, { input: { phone: stranger, body: ' Yes we do! What size? ' } });
    expect(replied.errors).toBeUndefined();
    expect(replied.data.replyToTextNumber.entry).toEqual({
      direction: 'OUT',
      channel: 'TEXT',
      body: 'Yes we do! What size?',
      status: 'Sending',
    });
    const sent = await until(
      () => textsTo(stranger),
      (texts) => texts.length === 1,
      'the reply by text',
    );
    expect(sent[0].body).toBe('Sunshine Clean: Yes we do! What size?');
    // Addressed to the bare number: no email, nothing in anyone's notification center.
    const rows = await t.em().find(OutboxEmail, { notification: { recipientPhone: stranger } });
    expect(rows.map((row) => row.channel)).toEqual([DeliveryChannel.SMS]);
    // Settings → Outbox names it by the number.
    const outbox = await gql(owner, `{ outbox(first: 100) { edges { node { toAddress recipientName recipient { id } } } } }`);
    expect(outbox.errors).toBeUndefined();
    expect(outbox.data.outbox.edges.map((edge: { node: unknown }) => edge.node)).toContainEqual({
      toAddress: stranger,
      recipientName: `(239) 555-${stranger.slice(-4)} (not a client yet)`,
      recipient: null,
    });

    await postText({ MessageSid: newSid(), From: stranger, Body: 'About 2,000 sq ft' });
    const thread = await until(
      async () => (await gql(owner, THREAD, { phone: '(239) 555-' + stranger.slice(-4) })).data.textThread,
      (value) => value.entries[2]?.status === 'Sent',
      'the reply marked sent',
    );
    expect(thread).toMatchObject({ phone: stranger, optedOut: false, canReply: true, lead: null });
    expect(thread.entries).toEqual([
      { direction: 'IN', channel: 'TEXT', body: 'Hi, do you clean offices?', authorName: null, status: null },
      { direction: 'IN', channel: 'TEXT', body: 'In Naples, weekly', authorName: null, status: null },
      { direction: 'OUT', channel: 'TEXT', body: 'Yes we do! What size?', authorName: user.name, status: 'Sent' },
      { direction: 'IN', channel: 'TEXT', body: 'About 2,000 sq ft', authorName: null, status: null },
    ]);
  });

  it('refuses a reply to a number that texted STOP, an empty or too long one, and a number that never texted', async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Price for a deep clean?' });
    const empty = await gql(owner, REPLY, { input: { phone: stranger, body: ' \n ' } });
    expect([errorCode(empty), empty.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'body']);
    const long = await gql(owner, REPLY, { input: { phone: stranger, body: 'x'.repeat(1595) } });
    expect([errorCode(long), long.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'body']);
    for (const phone of [newNumber(), '\u0000', '12']) {
      const never = await gql(owner, REPLY, { input: { phone, body: 'Hello' } });
      expect([errorCode(never), never.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'phone']);
      const read = await gql(owner, THREAD, { phone });
      expect([errorCode(read), read.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'phone']);
    }

    await postText({ MessageSid: newSid(), From: stranger, Body: 'STOP' });
    const stopped = await gql(owner, REPLY, { input: { phone: stranger, body: 'Sorry to see you go' } });
    expect([errorCode(stopped), stopped.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'phone']);
    const thread = (await gql(owner, THREAD, { phone: stranger })).data.textThread;
    expect(thread).toMatchObject({ optedOut: true, canReply: false });
    expect(thread.entries.map((entry: { body: string }) => entry.body)).toEqual(['Price for a deep clean?', 'STOP']);
    expect(await t.em().count(TextReply, { phone: stranger })).toBe(0);
    // The STOP confirmation is TwiML in the webhook's answer, not a text through the API: nothing was sent.
    expect(textsTo(stranger)).toHaveLength(0);
  });

  it('holds to the daily limit of texts to one number', async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Hello?' });
    await gql(owner, `mutation { updateBusinessSettings(input: { textDailyLimit: 1 }) { settings { textDailyLimit } } }`);
    try {
      await gql(owner, REPLY, { input: { phone: stranger, body: 'First answer' } });
      await until(
        () => textsTo(stranger),
        (texts) => texts.length === 1,
        'the first reply',
      );
      await gql(owner, REPLY, { input: { phone: stranger, body: 'Second answer' } });
      const thread = await until(
        async () => (await gql(owner, THREAD, { phone: stranger })).data.textThread,
        (value) => value.entries[2]?.status !== 'Sending',
        'the second reply refused',
      );
      expect(thread.entries[2].status).toMatch(/1 texts a day to one number is the limit/);
      expect(textsTo(stranger).map((text) => text.body)).toEqual(['Sunshine Clean: First answer']);
    } finally {
      await gql(owner, `mutation { updateBusinessSettings(input: { textDailyLimit: 5 }) { settings { textDailyLimit } } }`);
    }
  });
});

describe('keeping a number as a lead', () => {
  it('moves it from the unknown numbers to the leads, once, and linking it to a client later still works', async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Move-out clean next week?' });
    const kept = await gql(owner, KEEP, { input: { phone: stranger, name: ' Maria   G. ', note: 'Move-out, 3 bd' } });
    expect(kept.errors).toBeUndefined();
    expect(kept.data.keepTextNumberAsLead.lead).toEqual({
      phone: stranger,
      name: 'Maria G.',
      note: 'Move-out, 3 bd',
      count: 1,
      lastBody: 'Move-out clean next week?',
    });
    const unknown = await gql(owner, `{ unknownTextNumbers { phone } }`);
    expect(unknown.data.unknownTextNumbers.map((row: { phone: string }) => row.phone)).not.toContain(stranger);
    const leads = await gql(owner, `{ textLeads { phone name } }`);
    expect(leads.data.textLeads).toContainEqual({ phone: stranger, name: 'Maria G.' });

    // Twice: nothing changes, not even the name.
    const again = await gql(owner, KEEP, { input: { phone: stranger, name: 'Someone else' } });
    expect(again.data.keepTextNumberAsLead.lead.name).toBe('Maria G.');
    expect(await t.em().count(TextLead, { phone: stranger })).toBe(1);

    await gql(owner, REPLY, { input: { phone: stranger, body: 'We can come Tuesday' } });
    // Its next text stays with the lead (named so in the owner's notification), not among the unknown numbers.
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Still interested' });
    const threadResult = await gql(owner, THREAD, { phone: stranger });
    expect(threadResult.errors).toBeUndefined();
    const thread = threadResult.data.textThread;
    expect(thread.lead).toEqual({ name: 'Maria G.', note: 'Move-out, 3 bd' });
    expect(thread.entries).toHaveLength(3);
    const noted = await t.em().find('Notification', { event: 'message.received', data: { body: 'Still interested' } });
    expect((noted[0] as { data: { senderName: string } }).data.senderName).toBe('Maria G. (lead)');

    const { user } = await t.signInAs(Role.CLIENT);
    const client = await t.clientOf(user);
    const linked = await gql(owner, LINK, { input: { phone: stranger, clientId: toGlobalId('Client', client.id) } });
    expect(linked.data.linkTextNumberToClient).toEqual({ movedTexts: 2 });
    // The owner's reply joins the conversation too, between the texts, as the owner's text.
    const moved = await t
      .em()
      .find(Message, { conversation: { participant: user.id } }, { orderBy: { createdAt: 'asc' }, populate: ['sender'] });
    expect(moved.map((message) => [message.body, message.channel, message.sender?.role])).toEqual([
      ['Move-out clean next week?', MessageChannel.TEXT, Role.CLIENT],
      ['We can come Tuesday', MessageChannel.TEXT, Role.ADMIN],
      ['Still interested', MessageChannel.TEXT, Role.CLIENT],
    ]);
    const after = await gql(owner, `{ textLeads { phone } }`);
    expect(after.data.textLeads.map((row: { phone: string }) => row.phone)).not.toContain(stranger);
    expect((await t.em().findOneOrFail(TextLead, { phone: stranger })).client?.id).toBe(client.id);
    // Linked: its thread is the client's conversation now.
    expect((await gql(owner, THREAD, { phone: stranger })).errors![0].extensions!.field).toBe('phone');
  });

  it('keeps anew a lead linked to a client without an account when the number texts again', async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'Quote please' });
    await gql(owner, KEEP, { input: { phone: stranger, name: 'Joe' } });
    const client = await t.buildClient();
    const linked = await gql(owner, LINK, { input: { phone: stranger, clientId: toGlobalId('Client', client.id) } });
    expect(linked.data.linkTextNumberToClient).toEqual({ movedTexts: 0 });
    const leads = await gql(owner, `{ textLeads { phone } }`);
    expect(leads.data.textLeads.map((row: { phone: string }) => row.phone)).not.toContain(stranger);

    await postText({ MessageSid: newSid(), From: stranger, Body: 'Hello again' });
    const unknown = await gql(owner, `{ unknownTextNumbers { phone } }`);
    expect(unknown.data.unknownTextNumbers.map((row: { phone: string }) => row.phone)).toContain(stranger);
    const kept = await gql(owner, KEEP, { input: { phone: stranger } });
    expect(kept.data.keepTextNumberAsLead.lead).toMatchObject({ phone: stranger, name: 'Joe', lastBody: 'Hello again' });
    expect(await t.em().count(TextLead, { phone: stranger })).toBe(1);
  });

  it('names bad input and refuses a number that never texted', async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'hi' });
    const longName = await gql(owner, KEEP, { input: { phone: stranger, name: 'x'.repeat(101) } });
    expect([errorCode(longName), longName.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'name']);
    const nul = await gql(owner, KEEP, { input: { phone: stranger, note: 'a\u0000b' } });
    expect([errorCode(nul), nul.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'note']);
    const longNote = await gql(owner, KEEP, { input: { phone: stranger, note: 'x'.repeat(501) } });
    expect([errorCode(longNote), longNote.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'note']);
    for (const phone of [newNumber(), 'abc\u0000', '']) {
      const never = await gql(owner, KEEP, { input: { phone } });
      expect([errorCode(never), never.errors![0].extensions!.field]).toEqual(['BAD_USER_INPUT', 'phone']);
    }
    expect(await t.em().count(TextLead, { phone: stranger })).toBe(0);
  });
});

describe('who may', () => {
  it('is the owner only: helpers, clients and signed-out callers are refused and change nothing', async () => {
    const stranger = newNumber();
    await postText({ MessageSid: newSid(), From: stranger, Body: 'hello' });
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, THREAD, { phone: stranger }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, `{ textLeads { phone } }`))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, REPLY, { input: { phone: stranger, body: 'hi' } }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, KEEP, { input: { phone: stranger } }))).toBe('FORBIDDEN');
    }
    const anonymous = t.request();
    expect(errorCode(await gql(anonymous, THREAD, { phone: stranger }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(anonymous, KEEP, { input: { phone: stranger } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(anonymous, REPLY, { input: { phone: stranger, body: 'hi' } }))).toBe('UNAUTHENTICATED');
    expect(await t.em().count(TextLead, { phone: stranger })).toBe(0);
    expect(await t.em().count(TextReply, { phone: stranger })).toBe(0);
  });
});

describe('without Twilio keys', () => {
  it('says a reply cannot go by text', async () => {
    const off = await createTestApp();
    try {
      const { agent } = await off.signInAs(Role.ADMIN);
      const refused = await gql(off.request(), `{ textLeads { phone } }`);
      expect(errorCode(refused)).toBe('UNAUTHENTICATED');
      const reply = await gql(agent, REPLY, { input: { phone: '+12395550123', body: 'hi' } });
      expect(reply.errors![0].message).toMatch(/Text messages are off/);
      expect(reply.errors![0].extensions!.field).toBe('phone');
    } finally {
      await off.close();
    }
  });
});
