import { describe, expect, it } from 'vitest';
import { errorCode, gql, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { User } from '../user/user.entity.js';
import { Client } from './client.entity.js';
import { EMAIL_TAKEN, LINKED_EMAIL_FIXED } from './client.service.js';

// Sunday 22 November 2026, 10:00 in Naples, FL.
const NOW = new Date('2026-11-22T15:00:00Z');
const t = useTestApp({ now: () => NOW });

const CREATE = `mutation($input: CreateClientInput!) { createClient(input: $input) { client { id databaseId email address } } }`;
const UPDATE = `mutation($input: UpdateClientInput!) { updateClient(input: $input) { client { id email address phone } } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateClient(input: { id: $id }) { client { active } } }`;
const REACTIVATE = `mutation($id: ID!) { reactivateClient(input: { id: $id }) { client { active } } }`;
const LINK = `mutation($input: LinkClientAccountInput!) { linkClientAccount(input: $input) { client { email userId } } }`;
const APPROVE = `mutation($id: ID!) { approveServiceRequest(input: { id: $id }) { serviceRequest { status } } }`;
const MY_PROFILE = `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { user { phone client { phone address } } } }`;
const SEEN = `mutation { markPortalSeen { user { portalSeenAt } } }`;

/** An address no other test uses: the tests share one database. */
const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const admin = async () => (await t.signInAs(Role.ADMIN)).agent;
const stored = (id: string) => t.em().findOneOrFail(Client, id);

describe("a client record's email", () => {
  it('is stored trimmed and lower-cased; a malformed one is refused naming the field, and nothing is created', async () => {
    const agent = await admin();
    const email = uniqueEmail('Rosa.Diaz');
    const created = await gql(agent, CREATE, { input: { displayName: 'Rosa Diaz', email: `  ${email.toUpperCase()} ` } });
    expect(created.errors).toBeUndefined();
    expect(created.data.createClient.client.email).toBe(email.toLowerCase());

    const before = await t.em().count(Client);
    for (const bad of ['rosa', 'rosa@', '@example.com', 'rosa diaz@example.com']) {
      const refused = await gql(agent, CREATE, { input: { displayName: 'Bad Email', email: bad } });
      expect(refused.errors?.[0], bad).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    }
    expect(await t.em().count(Client)).toBe(before);

    // Blank clears it.
    const cleared = await gql(agent, UPDATE, { input: { id: created.data.createClient.client.id, email: '  ' } });
    expect(cleared.data.updateClient.client.email).toBeNull();
  });

  it('is unique among active clients whatever its case; a deactivated duplicate is allowed, and reactivating it is refused', async () => {
    const agent = await admin();
    const email = uniqueEmail('ana');
    const first = (await gql(agent, CREATE, { input: { displayName: 'Ana One', email } })).data.createClient.client;

    const before = await t.em().count(Client);
    const twin = await gql(agent, CREATE, { input: { displayName: 'Ana Two', email: email.toUpperCase() } });
    expect(twin.errors?.[0]).toMatchObject({ message: EMAIL_TAKEN, extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    expect(await t.em().count(Client)).toBe(before);

    const other = (await gql(agent, CREATE, { input: { displayName: 'Ben', email: uniqueEmail('ben') } })).data.createClient
      .client;
    const taken = await gql(agent, UPDATE, { input: { id: other.id, email, address: '9 Elm St' } });
    expect(taken.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    expect(await stored(other.databaseId)).toMatchObject({ email: other.email, address: null });

    // The first client leaves: its email may be given to a new record, and the old one stays as it was.
    await gql(agent, DEACTIVATE, { id: first.id });
    const successor = await gql(agent, CREATE, { input: { displayName: 'Ana Again', email } });
    expect(successor.errors).toBeUndefined();
    expect((await stored(first.databaseId)).email).toBe(email);

    const back = await gql(agent, REACTIVATE, { id: first.id });
    expect(back.errors?.[0]).toMatchObject({ message: EMAIL_TAKEN, extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    expect((await stored(first.databaseId)).active).toBe(false);
  });

  it("is the account's once an account is linked, and the owner cannot change it apart from the account", async () => {
    const agent = await admin();
    const account = await t.buildUser({ role: Role.CLIENT, withRecord: false, email: uniqueEmail('linked') });
    const record = await t.buildClient({ email: uniqueEmail('typed-by-owner') });
    const id = toGlobalId('Client', record.id);

    const linked = await gql(agent, LINK, { input: { clientId: id, userId: account.id } });
    expect(linked.data.linkClientAccount.client).toEqual({ email: account.email, userId: account.id });

    const changed = await gql(agent, UPDATE, { input: { id, email: uniqueEmail('other') } });
    expect(changed.errors?.[0]).toMatchObject({ message: LINKED_EMAIL_FIXED, extensions: { field: 'email' } });
    expect((await stored(record.id)).email).toBe(account.email);

    // The dialog sends every field back: the same address (any case) with other changes is fine.
    const same = await gql(agent, UPDATE, { input: { id, email: account.email.toUpperCase(), address: '4 Bay Rd' } });
    expect(same.errors).toBeUndefined();
    expect(same.data.updateClient.client).toMatchObject({ email: account.email, address: '4 Bay Rd' });
  });

  it('refuses a link whose account email another active client holds, changing nothing', async () => {
    const agent = await admin();
    const account = await t.buildUser({ role: Role.CLIENT, withRecord: false, email: uniqueEmail('clash') });
    await t.buildClient({ email: account.email });
    const record = await t.buildClient();
    const linked = await gql(agent, LINK, { input: { clientId: toGlobalId('Client', record.id), userId: account.id } });
    expect(linked.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    const after = await t.em().findOneOrFail(Client, record.id, { populate: ['user'] });
    expect(after.user).toBeNull();
    expect(after.email).toBeNull();
  });

  it('is copied from the account when a client completes its profile', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT, { needsProfileSetup: true, withRecord: false });
    expect((await agent.post('/api/auth/profile').send({ displayName: 'New Client' })).status).toBe(200);
    expect((await t.em().findOneOrFail(Client, { user: user.id })).email).toBe(user.email);
  });

  it('is written to and read by the owner only', async () => {
    const record = await t.buildClient({ email: uniqueEmail('private') });
    const update = { input: { id: toGlobalId('Client', record.id), email: uniqueEmail('thief') } };
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, UPDATE, update)), role).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, CREATE, { input: { displayName: 'X', email: uniqueEmail('x') } })), role).toBe(
        'FORBIDDEN',
      );
    }
    expect(errorCode(await gql(t.request(), UPDATE, update))).toBe('UNAUTHENTICATED');
    expect((await stored(record.id)).email).toBe(record.email);
  });

  it('is offered by the REST shim too', async () => {
    const agent = await admin();
    const email = uniqueEmail('rest');
    const created = await agent
      .post('/api/clients')
      .send({ displayName: 'Rest Client', email: ` ${email} `, address: '1 Main St' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ displayName: 'Rest Client', email, address: '1 Main St' });
    const twin = await agent.post('/api/clients').send({ displayName: 'Rest Twin', email });
    expect(twin.status).toBe(400);
    expect(twin.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});

describe('emails to a client', () => {
  /** The email an approval wrote for the client, if any. */
  async function approvalEmail(clientId: string) {
    const request = await t.buildServiceRequest({ client: await stored(clientId) });
    const result = await gql(await admin(), APPROVE, { id: toGlobalId('ServiceRequest', request.id) });
    expect(result.errors).toBeUndefined();
    const notification = await t.em().findOne(Notification, {
      event: 'request.approved',
      dedupeKey: request.id,
    });
    if (!notification) return null;
    const delivery = await t.em().findOneOrFail(OutboxEmail, { notification: notification.id });
    return { notification, delivery };
  }

  it("go to the record's email when the client has no account, as mail only, listed in the Outbox", async () => {
    const record = await t.buildClient({ displayName: 'Lena Park', email: uniqueEmail('lena') });
    const sent = await approvalEmail(record.id);
    expect(sent?.delivery.toAddress).toBe(record.email);
    expect(sent?.notification).toMatchObject({ recipient: null, inApp: false });

    const outbox = await gql(
      await admin(),
      'query($id: ID!) { node(id: $id) { ... on OutboxEmail { toAddress recipientName recipient { id } } } }',
      { id: toGlobalId('OutboxEmail', sent!.delivery.id) },
    );
    expect(outbox.data.node).toEqual({ toAddress: record.email, recipientName: 'Lena Park', recipient: null });
  });

  it('greet the client by its name and carry no link into the app, which it cannot sign in to', async () => {
    await t.startWorker();
    const record = await t.buildClient({ displayName: 'Omar Haddad', email: uniqueEmail('omar') });
    const sent = await approvalEmail(record.id);
    const kept = async () => t.em().findOneOrFail(OutboxEmail, sent!.delivery.id, { populate: ['text', 'html'] });
    await expect.poll(async () => (await kept()).status, { timeout: 15_000 }).toBe('kept');
    const email = await kept();
    expect(email.text).toContain('Omar Haddad');
    expect(email.text).not.toContain('/portal');
    expect(email.html).not.toContain('See your cleanings');
  });

  it("go to the account's email when there is one, whatever the record holds", async () => {
    const account = await t.buildUser({ role: Role.CLIENT, withRecord: false, email: uniqueEmail('owner-of-account') });
    const record = await t.buildClient({ user: account, email: uniqueEmail('stale') });
    const sent = await approvalEmail(record.id);
    expect(sent?.delivery.toAddress).toBe(account.email);
    expect(sent?.notification.recipient?.id).toBe(account.id);
  });

  it('reach nobody when the client has neither an account nor an email, as before', async () => {
    const record = await t.buildClient();
    expect(await approvalEmail(record.id)).toBeNull();
  });
});

describe("a client's home address", () => {
  it('is filled by a submitted request when empty, and never overwritten by a later one', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const body = { service: 'standard', date: '2026-12-03', time: 'morning', phoneNumber: '2395550142', recurring: 'onetime' };
    expect((await agent.post('/api/service-requests').send({ ...body, address: '12 Palm Ave' })).status).toBe(201);
    expect((await t.clientOf(user)).address).toBe('12 Palm Ave');
    expect((await agent.post('/api/service-requests').send({ ...body, address: '99 Other St' })).status).toBe(201);
    expect((await t.clientOf(user)).address).toBe('12 Palm Ave');
  });

  it('is filled by an approved request when empty, and never overwritten', async () => {
    const agent = await admin();
    const empty = await t.buildClient();
    const request = await t.buildServiceRequest({ client: empty, address: '7 Shell Ln' });
    await gql(agent, APPROVE, { id: toGlobalId('ServiceRequest', request.id) });
    expect((await stored(empty.id)).address).toBe('7 Shell Ln');

    const kept = await t.buildClient({ address: '1 Home St' });
    const other = await t.buildServiceRequest({ client: kept, address: '2 Away St' });
    await gql(agent, APPROVE, { id: toGlobalId('ServiceRequest', other.id) });
    expect((await stored(kept.id)).address).toBe('1 Home St');
  });

  it('and phone are the client’s to change in Account Settings, on its own record only', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT, { firstName: 'Ana', lastName: 'Lopez' });
    const neighbour = await t.buildClient({ address: '5 Next Door', phone: '+12395550111' });
    const result = await gql(agent, MY_PROFILE, {
      input: { firstName: 'Ana', lastName: 'Lopez', phone: '239 555 0190', address: '  40 Sea Grape Way ' },
    });
    expect(result.data.updateMyProfile.user).toEqual({
      phone: '+12395550190',
      client: { phone: '+12395550190', address: '40 Sea Grape Way' },
    });
    expect(await stored(neighbour.id)).toMatchObject({ address: '5 Next Door', phone: '+12395550111' });
    expect((await t.clientOf(user)).address).toBe('40 Sea Grape Way');
    // Absent leaves it; blank clears it.
    await gql(agent, MY_PROFILE, { input: { firstName: 'Ana', lastName: 'Lopez', phone: '239 555 0190' } });
    expect((await t.clientOf(user)).address).toBe('40 Sea Grape Way');
    await gql(agent, MY_PROFILE, { input: { firstName: 'Ana', lastName: 'Lopez', address: '' } });
    expect((await t.clientOf(user)).address).toBeNull();
  });

  it('cannot be set through Account Settings by a helper, the owner or the signed-out', async () => {
    for (const role of [Role.HELPER, Role.ADMIN]) {
      const { agent, user } = await t.signInAs(role, { firstName: 'Sam', lastName: 'Staff', phone: '+12395550123' });
      const refused = await gql(agent, MY_PROFILE, { input: { firstName: 'Changed', lastName: 'Name', address: '1 Any St' } });
      expect(refused.errors?.[0], role).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'address' } });
      expect(await t.em().findOneOrFail(User, user.id)).toMatchObject({ firstName: 'Sam', phone: '+12395550123' });
    }
    const anonymous = await gql(t.request(), MY_PROFILE, { input: { firstName: 'A', lastName: 'B', address: '1 Any St' } });
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
  });
});

describe("a client's first visit to the portal", () => {
  it('is noted once: the first time stays whatever follows', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    expect((await gql(agent, '{ viewer { portalSeenAt } }')).data.viewer.portalSeenAt).toBeNull();
    const first = (await gql(agent, SEEN)).data.markPortalSeen.user.portalSeenAt;
    expect(first).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await gql(agent, SEEN)).data.markPortalSeen.user.portalSeenAt).toBe(first);
  });

  it('is a client’s only to note', async () => {
    for (const role of [Role.HELPER, Role.ADMIN]) {
      const { agent, user } = await t.signInAs(role);
      expect(errorCode(await gql(agent, SEEN)), role).toBe('FORBIDDEN');
      expect((await t.em().findOneOrFail(User, user.id)).portalSeenAt).toBeNull();
    }
    expect(errorCode(await gql(t.request(), SEEN))).toBe('UNAUTHENTICATED');
  });
});

describe('who is coming to a visit', () => {
  it("shows a client its own visits' helpers by first name only, and another client nothing of them", async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const maria = await t.buildUser({
      role: Role.HELPER,
      firstName: 'Maria',
      lastName: 'Gonzalez-Secret',
      phone: '+12395550999',
    });
    const noAccount = await t.buildHelper();
    const visit = await t.buildVisit({
      client: await t.clientOf(user),
      date: '2026-11-24',
      helpers: [await t.helperOf(maria), noAccount],
    });
    const result = await gql(agent, '{ upcomingVisits(limit: 5) { id helperCount helperFirstNames } }');
    expect(result.data.upcomingVisits).toEqual([
      { id: toGlobalId('Visit', visit.id), helperCount: 2, helperFirstNames: ['Maria'] },
    ]);
    expect(JSON.stringify(result)).not.toMatch(/Gonzalez|0999/);

    const stranger = (await t.signInAs(Role.CLIENT)).agent;
    const other = await gql(stranger, 'query($id: ID!) { node(id: $id) { ... on Visit { helperFirstNames } } }', {
      id: toGlobalId('Visit', visit.id),
    });
    expect(other.data?.node ?? null).toBeNull();
  });
});
