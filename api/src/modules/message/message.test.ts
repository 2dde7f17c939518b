import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { MESSAGE_BODY_MAX, Message } from './message.entity.js';
import { plainText } from './message.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEND = `mutation($input: SendMessageInput!) {
  sendMessage(input: $input) { message { id databaseId subject body read readAt senderName recipientId } }
}`;
const MINE = `query($first: Int, $after: String, $unreadOnly: Boolean) {
  myMessages(first: $first, after: $after, unreadOnly: $unreadOnly) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id subject body read senderName } }
  }
  unreadMessageCount
}`;
const MARK = `mutation($id: ID!) { markMessageRead(input: { id: $id }) { message { id read readAt } unreadMessageCount } }`;

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];

async function send(agent: Agent, input: Record<string, unknown>) {
  const result = await gql(agent, SEND, { input });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.sendMessage.message as { id: string; databaseId: string; subject: string; body: string };
}

describe('the admin sends a message', () => {
  it("reaches the recipient, with the default subject 'Message from Admin', as plain text", async () => {
    const { agent: admin } = await t.signInAs(Role.ADMIN, { firstName: 'Maria', lastName: 'Alvarez' });
    const { agent: reader, user } = await t.signInAs(Role.CLIENT);
    const body = '<b>Hi</b> there,\r\nsee you at 9 & bring keys <script>alert(1)</script>';
    const sent = await send(admin, { toUserId: toGlobalId('User', user.id), body, subject: '  ' });
    expect(sent).toMatchObject({
      subject: 'Message from Admin',
      body: '<b>Hi</b> there,\nsee you at 9 & bring keys <script>alert(1)</script>',
      read: false,
      senderName: 'Maria Alvarez',
      recipientId: user.id,
    });
    const inbox = await gql(reader, MINE, {});
    expect(inbox.data.unreadMessageCount).toBe(1);
    expect(inbox.data.myMessages.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([sent.body]);
  });

  it('accepts a database id and a custom subject', async () => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const helper = await t.buildUser({ role: Role.HELPER });
    const sent = await send(admin, { toUserId: helper.id, subject: 'Keys', body: 'Front desk.' });
    expect(sent.subject).toBe('Keys');
  });

  it.each([
    ['body', { body: '   \n  ' }],
    ['body', { body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }],
    ['subject', { body: 'Hi', subject: 's'.repeat(201) }],
  ])('refuses a bad %s with BAD_USER_INPUT and stores nothing', async (field, input) => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const recipient = await t.buildUser();
    const result = await gql(admin, SEND, { input: { toUserId: recipient.id, ...input } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0].extensions!.field).toContain(field);
    expect(await t.em().count(Message, { recipient: recipient.id })).toBe(0);
  });

  it('answers NOT_FOUND for an unknown recipient', async () => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const result = await gql(admin, SEND, { input: { toUserId: '00000000-0000-4000-8000-000000000000', body: 'Hi' } });
    expect(errorCode(result)).toBe('NOT_FOUND');
    expect(result.errors![0].message).toBe('Recipient not found');
    expect(
      errorCode(
        await gql(admin, SEND, { input: { toUserId: toGlobalId('Client', '00000000-0000-4000-8000-000000000000'), body: 'Hi' } }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('refuses clients, helpers and the signed-out', async () => {
    const recipient = await t.buildUser();
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, SEND, { input: { toUserId: recipient.id, body: 'Spam' } }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), SEND, { input: { toUserId: recipient.id, body: 'Spam' } }))).toBe('UNAUTHENTICATED');
    expect(await t.em().count(Message, { recipient: recipient.id })).toBe(0);
  });

  it('keeps plain text plain: line ends unified, control characters dropped', () => {
    expect(plainText(' a\r\nb\rc\u0000d\u0007e\tf ')).toBe('a\nb\ncde\tf');
  });
});

describe('reading messages', () => {
  it('lists only my own messages, newest first, pages, and counts the unread', async () => {
    const sender = await t.buildUser({ role: Role.ADMIN });
    const { agent: reader, user } = await t.signInAs(Role.HELPER);
    const other = await t.buildUser({ role: Role.HELPER });
    for (let i = 1; i <= 3; i++) {
      await t.buildMessage({ sender, recipient: user, body: `Note ${i}`, createdAt: new Date(Date.UTC(2026, 10, 20, 10, i)) });
    }
    await t.buildMessage({ sender, recipient: other, body: 'Not for you' });

    const first = await gql(reader, MINE, { first: 2 });
    expect(first.data.myMessages.totalCount).toBe(3);
    expect(first.data.unreadMessageCount).toBe(3);
    const second = await gql(reader, MINE, { first: 2, after: first.data.myMessages.pageInfo.endCursor });
    const bodies = [...first.data.myMessages.edges, ...second.data.myMessages.edges].map(
      (edge: { node: { body: string } }) => edge.node.body,
    );
    expect(bodies).toEqual(['Note 3', 'Note 2', 'Note 1']);
    expect(second.data.myMessages.pageInfo.hasNextPage).toBe(false);
  });

  it('marks my message read once (the first time is kept) and lowers the unread count', async () => {
    const { agent: reader, user } = await t.signInAs(Role.CLIENT);
    const message = await t.buildMessage({ recipient: user, body: 'Read me' });
    await t.buildMessage({ recipient: user, body: 'And me' });
    const id = toGlobalId('Message', message.id);
    const marked = await gql(reader, MARK, { id });
    expect(marked.data.markMessageRead).toMatchObject({ message: { id, read: true }, unreadMessageCount: 1 });
    const again = await gql(reader, MARK, { id: message.id });
    expect(again.data.markMessageRead.message.readAt).toBe(marked.data.markMessageRead.message.readAt);
    const unread = await gql(reader, MINE, { unreadOnly: true });
    expect(unread.data.myMessages.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual(['And me']);
  });

  it("refuses a client or helper reading or marking another user's message, and the admin marking it", async () => {
    const { agent: admin, user: sender } = await t.signInAs(Role.ADMIN);
    const owner = await t.buildUser({ role: Role.CLIENT });
    const built = await t.buildMessage({ sender, recipient: owner, body: 'Private' });
    const message = { id: toGlobalId('Message', built.id), databaseId: built.id };
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, MARK, { id: message.id })), role).toBe('FORBIDDEN');
      expect((await gql(agent, 'query($id: ID!) { node(id: $id) { id } }', { id: message.id })).data.node).toBeNull();
      const theirs = await gql(agent, MINE, {});
      expect(theirs.data.myMessages.totalCount).toBe(0);
    }
    expect(errorCode(await gql(admin, MARK, { id: message.id }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(t.request(), MARK, { id: message.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.request(), MINE, {}))).toBe('UNAUTHENTICATED');
    expect((await t.em().findOneOrFail(Message, message.databaseId)).readAt).toBeNull();
  });

  it('lets the sender read what they sent through node()', async () => {
    const { agent: admin, user: sender } = await t.signInAs(Role.ADMIN);
    const message = await t.buildMessage({ sender, recipient: await t.buildUser(), body: 'Sent' });
    const node = await gql(admin, 'query($id: ID!) { node(id: $id) { ... on Message { body } } }', {
      id: toGlobalId('Message', message.id),
    });
    expect(node.data.node.body).toBe('Sent');
  });

  it('answers NOT_FOUND for an unknown message', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    expect(errorCode(await gql(agent, MARK, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
  });
});

describe('REST: /api/messages', () => {
  it('sends with toUserId, body and subject, and the recipient lists it', async () => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const { agent: reader, user } = await t.signInAs(Role.CLIENT);
    const sent = await admin
      .post('/api/messages')
      .send({ toUserId: user.id, body: 'Hello from REST', subject: 'Message from Admin' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      toUserId: user.id,
      subject: 'Message from Admin',
      body: 'Hello from REST',
      senderName: expect.any(String),
      readAt: null,
      createdAt: expect.any(String),
    });
    const inbox = await reader.get('/api/messages');
    expect(inbox.body).toEqual([sent.body]);
  });

  it('answers 400 for a blank body and 403/401 for other roles', async () => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const recipient = await t.buildUser();
    const blank = await admin.post('/api/messages').send({ toUserId: recipient.id, body: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    expect((await admin.post('/api/messages').send({ toUserId: '00000000-0000-4000-8000-000000000000', body: 'x' })).status).toBe(
      404,
    );
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect((await agent.post('/api/messages').send({ toUserId: recipient.id, body: 'x' })).status).toBe(403);
    }
    expect((await t.request().post('/api/messages').send({ toUserId: recipient.id, body: 'x' })).status).toBe(401);
    expect((await t.request().get('/api/messages')).status).toBe(401);
  });
});
