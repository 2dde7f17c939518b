import { toGlobalId } from '../../graphql/relay/global-id.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { type MailServer, startMailServer } from '../../../test/mail-server.js';
import { Role } from '../../auth/role.enum.js';
import { User } from '../user/user.entity.js';
import { OutboxEmail } from './notification-delivery.entity.js';
import { DeliveryStatus } from './notification.enums.js';

const OUTBOX = `query($status: DeliveryStatus) {
  outboxStatus { mode counts { waiting failed sent kept } }
  outbox(first: 50, status: $status) { edges { node { id databaseId event toAddress status attempts lastError subject html text recipient { email emailProblem } } } }
}`;
const RETRY = `mutation($id: ID!) { retryOutboxEmail(input: { id: $id }) { email { status } } }`;

async function messageTo(t: TestApp, userId: string, body: string) {
  await t.services.notifications.raise(t.em(), {
    event: 'message.received',
    recipientUserId: userId,
    data: { messageId: body, senderName: 'Maria <Owner>', subject: 'Hello', body, replyPath: '/messages' },
  });
}

async function deliveryOf(t: TestApp, userId: string) {
  return t.em().findOneOrFail(OutboxEmail, { notification: { recipient: userId } }, { orderBy: { createdAt: 'desc' } });
}

describe('offline: no SMTP_URL outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.startWorker();
  });
  afterAll(() => t.close());

  it('keeps each email in the database, rendered, for the owner to read at Settings → Outbox', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const person = await t.buildUser({ role: Role.CLIENT });
    await messageTo(t, person.id, 'Your keys are at the desk');
    await expect.poll(async () => (await deliveryOf(t, person.id)).status, { timeout: 10_000 }).toBe('kept');
    const listed = await gql(agent, OUTBOX, {});
    expect(listed.data.outboxStatus.mode).toBe('kept');
    expect(listed.data.outboxStatus.counts.kept).toBeGreaterThanOrEqual(1);
    const email = listed.data.outbox.edges.find(
      (edge: { node: { toAddress: string } }) => edge.node.toAddress === person.email,
    ).node;
    expect(email).toMatchObject({
      event: 'message.received',
      status: 'KEPT',
      attempts: 1,
      lastError: null,
      subject: 'Hello (from Maria <Owner>)',
    });
    expect(email.html).toContain('Maria &lt;Owner&gt;');
    expect(email.html).toContain('<!doctype html>');
    expect(email.text).toContain('Your keys are at the desk');

    // One email by its id (the Outbox opens it this way): the same fields, no 500.
    const delivery = await deliveryOf(t, person.id);
    const opened = await gql(
      agent,
      'query($id: ID!) { node(id: $id) { ... on OutboxEmail { event subject toAddress text recipient { email } } } }',
      { id: toGlobalId('OutboxEmail', delivery.id) },
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data.node).toMatchObject({
      event: 'message.received',
      subject: 'Hello (from Maria <Owner>)',
      toAddress: person.email,
      recipient: { email: person.email },
    });
  });

  it('is the owner’s alone: helpers, clients and the signed-out are refused', async () => {
    const person = await t.buildUser();
    await messageTo(t, person.id, 'x');
    const delivery = await deliveryOf(t, person.id);
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, OUTBOX, {})), role).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, RETRY, { id: delivery.id })), role).toBe('FORBIDDEN');
      const node = await gql(agent, 'query($id: ID!) { node(id: $id) { id } }', { id: toGlobalId('OutboxEmail', delivery.id) });
      expect(node.data.node, role).toBeNull();
    }
    expect(errorCode(await gql(t.request(), OUTBOX, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('SMTP down, refusing, or bouncing', () => {
  let down: MailServer;
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    // A port where nothing listens yet: the SMTP server is "down".
    const probe = await startMailServer();
    port = probe.port;
    await probe.stop();
    t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_LIMIT: '6' } });
    await t.startWorker();
  });
  afterAll(async () => {
    await t.close();
    await down?.stop();
  });

  it('retries with backoff while the server is down, keeps serving (/readyz 200), and delivers once it is back', async () => {
    const person = await t.buildUser();
    await messageTo(t, person.id, 'Nothing is lost');
    await expect.poll(async () => (await deliveryOf(t, person.id)).status, { timeout: 15_000 }).toBe('retrying');
    const failing = await deliveryOf(t, person.id);
    expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await t.request().get('/readyz')).status).toBe(200);
    const { agent } = await t.signInAs(Role.ADMIN);
    const backlog = await gql(agent, OUTBOX, { status: 'RETRYING' });
    expect(backlog.data.outboxStatus.counts.waiting).toBeGreaterThanOrEqual(1);
    expect(
      backlog.data.outbox.edges.some((edge: { node: { lastError: string } }) =>
        /ECONNREFUSED|connect/i.test(edge.node.lastError),
      ),
    ).toBe(true);

    down = await startMailServer({ port, refuse: (address) => address.startsWith('nobody') });
    const received = await down.waitFor((mail) => mail.to.includes(person.email), 30_000);
    expect(received.text).toContain('Nothing is lost');
    await expect.poll(async () => (await deliveryOf(t, person.id)).status).toBe('sent');
    const sent = await deliveryOf(t, person.id);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
  }, 60_000);

  it('records a refused address on the user for the owner, fails the email at once, and Retry sends it again', async () => {
    const person = await t.buildUser({ email: `nobody-${Date.now()}@test.local` });
    await messageTo(t, person.id, 'To a mailbox that does not exist');
    await expect.poll(async () => (await deliveryOf(t, person.id)).status, { timeout: 15_000 }).toBe('failed');
    const failed = await deliveryOf(t, person.id);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550|Mailbox unavailable/);
    const user = await t.em().findOneOrFail(User, person.id);
    expect(user.emailProblem).toMatch(/was refused/);

    const { agent } = await t.signInAs(Role.ADMIN);
    const listed = await gql(agent, OUTBOX, { status: 'FAILED' });
    const row = listed.data.outbox.edges.find(
      (edge: { node: { toAddress: string } }) => edge.node.toAddress === person.email,
    ).node;
    expect(row.recipient.emailProblem).toMatch(/was refused/);
    expect(row.lastError).toMatch(/550|Mailbox unavailable/);
    expect((await gql(agent, RETRY, { id: row.id })).data.retryOutboxEmail.email.status).toBe('PENDING');
    await expect.poll(async () => (await deliveryOf(t, person.id)).attempts, { timeout: 15_000 }).toBe(2);
    // Only a failed email can be retried.
    await expect.poll(async () => (await deliveryOf(t, person.id)).status).toBe('failed');
    const sentOne = await t.em().findOneOrFail(OutboxEmail, { status: DeliveryStatus.SENT });
    expect(errorCode(await gql(agent, RETRY, { id: toGlobalId('OutboxEmail', sentOne.id) }))).toBe('CONFLICT');
  }, 60_000);
});
