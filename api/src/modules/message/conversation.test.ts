import { toGlobalId } from '../../graphql/relay/global-id.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { Conversation } from './conversation.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TO_BUSINESS = `mutation($body: String!) { sendMessageToBusiness(input: { body: $body }) { message { id body fromBusiness } } }`;
const MINE = `{ myConversation { id unreadCount messages(first: 10) { edges { node { body fromBusiness senderName } } } } }`;
const INBOX = `query($first: Int, $after: String) {
  conversations(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id unreadCount participant { email } messages(first: 5) { edges { node { body } } } } }
  }
}`;
const REPLY = `mutation($id: ID!, $body: String!) { replyToConversation(input: { conversationId: $id, body: $body }) { message { body fromBusiness } } }`;
const READ = `mutation($id: ID!) { markConversationRead(input: { conversationId: $id }) { conversation { unreadCount } } }`;

describe('two-way messages', () => {
  it('a client starts a conversation, the owner sees it first in the inbox with its unread count, replies, and the client reads it', async () => {
    const { agent: client, user } = await t.signInAs(Role.CLIENT, { firstName: 'Jen' });
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    await gql(client, TO_BUSINESS, { body: 'Can you come Friday instead?' });
    await gql(client, TO_BUSINESS, { body: 'Morning is best.' });

    const inbox = await gql(owner, INBOX, { first: 10 });
    const [top] = inbox.data.conversations.edges;
    expect(top.node.participant.email).toBe(user.email);
    expect(top.node.unreadCount).toBe(2);
    expect(top.node.messages.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'Morning is best.',
      'Can you come Friday instead?',
    ]);
    expect((await gql(owner, READ, { id: top.node.id })).data.markConversationRead.conversation.unreadCount).toBe(0);

    const reply = await gql(owner, REPLY, { id: top.node.id, body: 'Friday 9 AM works.' });
    expect(reply.data.replyToConversation.message).toEqual({ body: 'Friday 9 AM works.', fromBusiness: true });
    const mine = await gql(client, MINE);
    expect(mine.data.myConversation.unreadCount).toBe(1);
    expect(mine.data.myConversation.messages.edges[0].node).toMatchObject({ body: 'Friday 9 AM works.', fromBusiness: true });
    // The documented REST inbox still lists what was sent to me.
    const rest = await client.get('/api/messages');
    expect(rest.body.map((message: { body: string }) => message.body)).toEqual(['Friday 9 AM works.']);
    expect(
      (await gql(client, READ, { id: mine.data.myConversation.id })).data.markConversationRead.conversation.unreadCount,
    ).toBe(0);
  });

  it("the owner's unread count (the sidebar's badge) includes the inbox's unread messages until the conversation is read", async () => {
    const COUNT = '{ unreadMessageCount }';
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const { agent: helper } = await t.signInAs(Role.HELPER);
    const before = (await gql(owner, COUNT)).data.unreadMessageCount;
    await gql(helper, TO_BUSINESS, { body: 'Running ten minutes late.' });
    await gql(helper, TO_BUSINESS, { body: 'Now at the door.' });
    expect((await gql(owner, COUNT)).data.unreadMessageCount).toBe(before + 2);
    // The writer's own count is about replies to them, not what they wrote.
    expect((await gql(helper, COUNT)).data.unreadMessageCount).toBe(0);
    const mine = await gql(helper, MINE);
    await gql(owner, READ, { id: mine.data.myConversation.id });
    expect((await gql(owner, COUNT)).data.unreadMessageCount).toBe(before);
  });

  it("opening a conversation also reads its 'new message' notifications (the bell drops), only that conversation's, only the viewer's", async () => {
    const BELL = '{ unreadNotificationCount }';
    const READ_BELL = `mutation($id: ID!) { markConversationRead(input: { conversationId: $id }) { conversation { unreadCount } unreadNotificationCount } }`;
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const { agent: client } = await t.signInAs(Role.CLIENT);
    const { agent: other } = await t.signInAs(Role.CLIENT);
    const { agent: helper } = await t.signInAs(Role.HELPER);
    const ownerBefore = (await gql(owner, BELL)).data.unreadNotificationCount;
    await gql(client, TO_BUSINESS, { body: 'Can you come at 10?' });
    await gql(client, TO_BUSINESS, { body: 'Or 11.' });
    await gql(other, TO_BUSINESS, { body: 'Another question' });
    expect((await gql(owner, BELL)).data.unreadNotificationCount).toBe(ownerBefore + 3);

    const theirs = (await gql(client, MINE)).data.myConversation.id;
    const opened = await gql(owner, READ_BELL, { id: theirs });
    expect(opened.errors).toBeUndefined();
    // The client's two are read; the other client's stays unread.
    expect(opened.data.markConversationRead).toEqual({
      conversation: { unreadCount: 0 },
      unreadNotificationCount: ownerBefore + 1,
    });
    expect((await gql(owner, BELL)).data.unreadNotificationCount).toBe(ownerBefore + 1);

    // The owner answers: the client's bell shows it until the client opens the conversation.
    await gql(owner, REPLY, { id: theirs, body: '10 works.' });
    expect((await gql(client, BELL)).data.unreadNotificationCount).toBe(1);
    // Nobody else can read it for them: the helper is refused and the client's bell is unchanged.
    expect(errorCode(await gql(helper, READ_BELL, { id: theirs }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(t.request(), READ_BELL, { id: theirs }))).toBe('UNAUTHENTICATED');
    expect((await gql(client, BELL)).data.unreadNotificationCount).toBe(1);
    const read = await gql(client, READ_BELL, { id: theirs });
    expect(read.data.markConversationRead.unreadNotificationCount).toBe(0);
    expect((await gql(client, BELL)).data.unreadNotificationCount).toBe(0);
    // The owner's remaining notification (the other client's) was not touched by the client's read.
    expect((await gql(owner, BELL)).data.unreadNotificationCount).toBe(ownerBefore + 1);
  });

  it("the owner's message to a helper lands in that helper's conversation; the sent history lists it", async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const { agent: helper, user } = await t.signInAs(Role.HELPER);
    await owner.post('/api/messages').send({ toUserId: user.id, body: 'Keys at the front desk' }).expect(201);
    const mine = await gql(helper, MINE);
    expect(mine.data.myConversation.messages.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'Keys at the front desk',
    ]);
    const sent = await gql(owner, '{ sentMessages(first: 50) { edges { node { body recipientId recipient { id email } } } } }');
    // The Sent view names the recipient and links to their conversation by the account's global id.
    expect(sent.data.sentMessages.edges).toContainEqual({
      node: {
        body: 'Keys at the front desk',
        recipientId: user.id,
        recipient: { id: toGlobalId('User', user.id), email: user.email },
      },
    });
    const withUser = await gql(owner, 'query($id: ID!) { conversationWithUser(userId: $id) { participant { email } } }', {
      id: user.id,
    });
    expect(withUser.data.conversationWithUser.participant.email).toBe(user.email);
  });

  it('newest activity first, paged', async () => {
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const writers = [await t.signInAs(Role.CLIENT), await t.signInAs(Role.HELPER), await t.signInAs(Role.CLIENT)];
    for (const [index, writer] of writers.entries()) await gql(writer.agent, TO_BUSINESS, { body: `Hello ${index}` });
    const first = await gql(owner, INBOX, { first: 2 });
    const second = await gql(owner, INBOX, { first: 2, after: first.data.conversations.pageInfo.endCursor });
    const emails = [...first.data.conversations.edges, ...second.data.conversations.edges].map(
      (edge: { node: { participant: { email: string } } }) => edge.node.participant.email,
    );
    expect(emails.slice(0, 3)).toEqual(writers.map((writer) => writer.user.email).reverse());
  });

  it('refuses a blank message, the owner writing to the business, and anyone else reading a conversation', async () => {
    const { agent: client, user } = await t.signInAs(Role.CLIENT);
    expect(errorCode(await gql(client, TO_BUSINESS, { body: '  ' }))).toBe('BAD_USER_INPUT');
    await gql(client, TO_BUSINESS, { body: 'Private note' });
    const conversation = await t.em().findOneOrFail(Conversation, { participant: user.id });
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    expect(errorCode(await gql(owner, TO_BUSINESS, { body: 'x' }))).toBe('FORBIDDEN');

    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      const node = await gql(agent, 'query($id: ID!) { node(id: $id) { id } }', {
        id: toGlobalId('Conversation', conversation.id),
      });
      expect(node.data.node, role).toBeNull();
      // Since the redesign a write on another's object is refused (FORBIDDEN), as every policy's load answers.
      expect(errorCode(await gql(agent, READ, { id: toGlobalId('Conversation', conversation.id) })), role).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, INBOX, {})), role).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, REPLY, { id: toGlobalId('Conversation', conversation.id), body: 'x' })), role).toBe(
        'FORBIDDEN',
      );
      expect((await gql(agent, MINE)).data.myConversation, role).toBeNull();
    }
    expect(errorCode(await gql(t.request(), TO_BUSINESS, { body: 'x' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.request(), INBOX, {}))).toBe('UNAUTHENTICATED');
  });
});
