import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientFields } from '../../../test/factories.js';
import { createTestApp, errorCode, gql, selectCounter, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Client } from './client.entity.js';

let t: TestApp;
const selects = selectCounter();
beforeAll(async () => {
  t = await createTestApp({ onQuery: selects.onQuery });
});
afterAll(() => t.close());

const admin = async () => (await t.signInAs(Role.ADMIN)).agent;
/** A name no other test uses, so searches in this shared database find only what the test made. */
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

const CREATE = `mutation($input: CreateClientInput!) {
  createClient(input: $input) { client { id databaseId displayName phone address notes active userId createdAt } }
}`;
const UPDATE = `mutation($input: UpdateClientInput!) { updateClient(input: $input) { client { id displayName phone address notes active } } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateClient(input: { id: $id }) { client { id active } } }`;
const REACTIVATE = `mutation($id: ID!) { reactivateClient(input: { id: $id }) { client { id active } } }`;
const LINK = `mutation($input: LinkClientAccountInput!) { linkClientAccount(input: $input) { client { id userId user { email } } } }`;
const LIST = `query($search: String, $status: ActiveStatusFilter, $first: Int, $after: String) {
  clients(search: $search, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { databaseId displayName phone active } }
  }
}`;

type Agent = Awaited<ReturnType<typeof admin>>;

async function createClient(agent: Agent, input: Record<string, unknown>) {
  const result = await gql(agent, CREATE, { input });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.createClient.client as { id: string; databaseId: string; displayName: string; phone: string | null };
}

/** A client record built for a test, with the ids the API answers with. */
async function clientRecord(fields: ClientFields) {
  const client = await t.buildClient(fields);
  return { id: toGlobalId('Client', client.id), databaseId: client.id, displayName: client.displayName };
}

async function names(agent: Agent, variables: Record<string, unknown>) {
  const result = await gql(agent, LIST, { first: 50, ...variables });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.clients.edges.map((edge: { node: { displayName: string } }) => edge.node.displayName) as string[];
}

/** Every role but the admin is refused, and the signed-out are asked to sign in. */
async function expectOnlyAdmin(query: string, variables: Record<string, unknown>) {
  for (const role of [Role.CLIENT, Role.HELPER]) {
    const { agent } = await t.signInAs(role);
    expect(errorCode(await gql(agent, query, variables)), role).toBe('FORBIDDEN');
  }
  expect(errorCode(await gql(t.request(), query, variables))).toBe('UNAUTHENTICATED');
}

describe('the admin creates a client', () => {
  it('stores the name trimmed, the phone in E.164 and empty optional fields as null', async () => {
    const agent = await admin();
    const client = await createClient(agent, { displayName: '  Ana   Lopez ', phone: '(239) 555-0123', notes: '   ' });
    expect(client).toMatchObject({
      displayName: 'Ana Lopez',
      phone: '+12395550123',
      notes: null,
      address: null,
      active: true,
      userId: null,
    });
    expect(client.id).toBe(toGlobalId('Client', client.databaseId));
    const stored = await t.em().findOneOrFail(Client, client.databaseId);
    expect(stored.phone).toBe('+12395550123');
  });

  it.each([
    ['displayName', { displayName: '   ' }],
    ['displayName', { displayName: 'x'.repeat(101) }],
    ['phone', { displayName: 'Ok', phone: '555' }],
    ['notes', { displayName: 'Ok', notes: 'x'.repeat(2001) }],
  ])('refuses a bad %s with BAD_USER_INPUT naming it', async (field, input) => {
    const agent = await admin();
    const before = await t.em().count(Client);
    const result = await gql(agent, CREATE, { input });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0].extensions!.field).toContain(field);
    expect(await t.em().count(Client)).toBe(before);
  });

  it('says the name is required in plain words', async () => {
    const result = await gql(await admin(), CREATE, { input: { displayName: '' } });
    expect(result.errors![0].message).toBe('Name is required');
  });

  it('refuses clients, helpers and the signed-out, and writes nothing', async () => {
    await expectOnlyAdmin(CREATE, { input: { displayName: 'Sneaky' } });
    expect(await t.em().count(Client, { displayName: 'Sneaky' })).toBe(0);
  });
});

describe('the admin edits a client', () => {
  it('changes the fields given, leaves absent ones, and clears optional ones with null or blank', async () => {
    const agent = await admin();
    const client = await clientRecord({ displayName: 'Bea', phone: '+12395550100', notes: 'Gate 12', address: '1 Palm Ave' });
    const renamed = await gql(agent, UPDATE, { input: { id: client.id, displayName: 'Bea Smith' } });
    expect(renamed.data.updateClient.client).toMatchObject({
      displayName: 'Bea Smith',
      phone: '+12395550100',
      notes: 'Gate 12',
      address: '1 Palm Ave',
    });
    const cleared = await gql(agent, UPDATE, { input: { id: client.databaseId, phone: null, notes: '  ', address: '' } });
    expect(cleared.data.updateClient.client).toMatchObject({ displayName: 'Bea Smith', phone: null, notes: null, address: null });
  });

  it('refuses a blank name, an unknown id and other roles', async () => {
    const agent = await admin();
    const client = await clientRecord({ displayName: 'Cleo' });
    expect(errorCode(await gql(agent, UPDATE, { input: { id: client.id, displayName: ' ' } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(agent, UPDATE, { input: { id: '00000000-0000-4000-8000-000000000000', displayName: 'X' } }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(await gql(agent, UPDATE, { input: { id: toGlobalId('Helper', client.databaseId), displayName: 'X' } })),
    ).toBe('NOT_FOUND');
    await expectOnlyAdmin(UPDATE, { input: { id: client.id, displayName: 'Hacked' } });
    expect((await t.em().findOneOrFail(Client, client.databaseId)).displayName).toBe('Cleo');
  });
});

describe('deactivation', () => {
  it('sets active false and keeps the record; reactivation brings it back; both are repeatable', async () => {
    const agent = await admin();
    const client = await clientRecord({ displayName: unique('Dora') });
    expect((await gql(agent, DEACTIVATE, { id: client.id })).data.deactivateClient.client.active).toBe(false);
    expect((await gql(agent, DEACTIVATE, { id: client.id })).data.deactivateClient.client.active).toBe(false);
    const stored = await t.em().findOneOrFail(Client, client.databaseId);
    expect(stored).toMatchObject({ active: false, displayName: client.displayName });
    expect((await gql(agent, REACTIVATE, { id: client.databaseId })).data.reactivateClient.client.active).toBe(true);
  });

  it('refuses clients, helpers and the signed-out', async () => {
    const client = await clientRecord({ displayName: 'Eve' });
    await expectOnlyAdmin(DEACTIVATE, { id: client.id });
    await expectOnlyAdmin(REACTIVATE, { id: client.id });
    expect((await t.em().findOneOrFail(Client, client.databaseId)).active).toBe(true);
  });
});

describe('the client list', () => {
  it('searches the name in any case and the phone by its digits however they are typed', async () => {
    const agent = await admin();
    const tag = unique('Zed');
    await clientRecord({ displayName: `${tag} Gomez`, phone: '+19415557788' });
    await clientRecord({ displayName: `${tag} Ruiz`, phone: '+19415559900' });
    expect(await names(agent, { search: tag.toUpperCase() })).toEqual([`${tag} Ruiz`, `${tag} Gomez`]);
    expect(await names(agent, { search: `${tag.toLowerCase()} gom` })).toEqual([`${tag} Gomez`]);
    for (const typed of ['9415557788', '(941) 555-7788', '941-555-7788', '941.555.77', '+1 941 555 7788', '555 7788']) {
      expect(await names(agent, { search: typed }), typed).toEqual([`${tag} Gomez`]);
    }
    expect(await names(agent, { search: `${tag} nobody` })).toEqual([]);
    expect(await names(agent, { search: '000-000-0000' })).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const agent = await admin();
    const tag = unique('Pct');
    await clientRecord({ displayName: `${tag} 100% Clean` });
    await clientRecord({ displayName: `${tag} Plain` });
    expect(await names(agent, { search: `${tag} 100%` })).toEqual([`${tag} 100% Clean`]);
    expect(await names(agent, { search: '%' })).toContain(`${tag} 100% Clean`);
    expect(await names(agent, { search: '%' })).not.toContain(`${tag} Plain`);
  });

  it('treats ? and quotes in a search as plain characters (the list is SQL text with bound values)', async () => {
    const agent = await admin();
    const tag = unique('Ask');
    await clientRecord({ displayName: `${tag} Who? O'Brien's` });
    await clientRecord({ displayName: `${tag} Plain` });
    expect(await names(agent, { search: `${tag} Who? O'Brien` })).toEqual([`${tag} Who? O'Brien's`]);
    expect(await names(agent, { search: `${tag} ??` })).toEqual([]);
    expect(await names(agent, { search: `${tag} Plain'); drop table clients; --` })).toEqual([]);
    expect(await names(agent, { search: tag })).toHaveLength(2);
  });

  it('shows inactive clients by default, and filters by status', async () => {
    const agent = await admin();
    const tag = unique('Stat');
    await clientRecord({ displayName: `${tag} Gone`, active: false });
    await clientRecord({ displayName: `${tag} Here` });
    expect(await names(agent, { search: tag })).toEqual([`${tag} Here`, `${tag} Gone`]);
    expect(await names(agent, { search: tag, status: 'ACTIVE' })).toEqual([`${tag} Here`]);
    expect(await names(agent, { search: tag, status: 'INACTIVE' })).toEqual([`${tag} Gone`]);
  });

  it('pages newest first across pages with cursors and a total count', async () => {
    const agent = await admin();
    const tag = unique('Page');
    for (let i = 1; i <= 5; i++) await clientRecord({ displayName: `${tag} ${i}` });
    const first = await gql(agent, LIST, { search: tag, first: 2 });
    expect(first.data.clients.totalCount).toBe(5);
    expect(first.data.clients.pageInfo.hasNextPage).toBe(true);
    const seen: string[] = first.data.clients.edges.map((edge: { node: { displayName: string } }) => edge.node.displayName);
    let after = first.data.clients.pageInfo.endCursor;
    for (;;) {
      const page = await gql(agent, LIST, { search: tag, first: 2, after });
      seen.push(...page.data.clients.edges.map((edge: { node: { displayName: string } }) => edge.node.displayName));
      if (!page.data.clients.pageInfo.hasNextPage) break;
      after = page.data.clients.pageInfo.endCursor;
    }
    expect(seen).toEqual([5, 4, 3, 2, 1].map((i) => `${tag} ${i}`));
  });

  it("shows each client's account, every field of it, read in the list's own statement", async () => {
    const agent = await admin();
    const tag = unique('Account');
    const account = await t.buildUser({
      role: Role.CLIENT,
      withRecord: false,
      email: t.uniqueEmail('listed'),
      firstName: 'Lena',
      lastName: 'Listed',
      emailVerifiedAt: new Date('2026-11-01T12:00:00Z'),
    });
    await clientRecord({ displayName: `${tag} linked`, user: account });
    await clientRecord({ displayName: `${tag} alone` });
    const list = (fields: string) =>
      gql(agent, `query($search: String) { clients(search: $search, first: 50) { edges { node { displayName ${fields} } } } }`, {
        search: tag,
      });
    const accountFields = 'user { id databaseId email firstName lastName name emailVerified role needsProfileSetup createdAt }';
    let result: Awaited<ReturnType<typeof list>> | undefined;
    const withAccounts = await selects.during(async () => {
      result = await list(accountFields);
    });
    expect(result!.errors).toBeUndefined();
    expect(result!.data.clients.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { displayName: `${tag} alone`, user: null },
      {
        displayName: `${tag} linked`,
        user: {
          id: toGlobalId('User', account.id),
          databaseId: account.id,
          email: account.email,
          firstName: 'Lena',
          lastName: 'Listed',
          name: 'Lena Listed',
          emailVerified: true,
          role: 'CLIENT',
          needsProfileSetup: account.needsProfileSetup,
          createdAt: account.createdAt.toISOString(),
        },
      },
    ]);
    // Asking for the accounts costs no statement of its own.
    expect(withAccounts).toBe(await selects.during(() => list('')));
  });

  it('refuses clients, helpers and the signed-out', async () => {
    await expectOnlyAdmin(LIST, {});
  });
});

describe('linking an account', () => {
  it('links an existing client account without a record, by email or id, and exposes it to the admin', async () => {
    const agent = await admin();
    const client = await clientRecord({ displayName: unique('Link') });
    const account = await t.buildUser({ role: Role.CLIENT, withRecord: false, email: t.uniqueEmail('linkme') });
    const linked = await gql(agent, LINK, { input: { clientId: client.id, email: account.email.toUpperCase() } });
    expect(linked.errors).toBeUndefined();
    expect(linked.data.linkClientAccount.client).toMatchObject({ userId: account.id, user: { email: account.email } });
    // Linking the same account again is harmless.
    const again = await gql(agent, LINK, { input: { clientId: client.id, userId: toGlobalId('User', account.id) } });
    expect(again.data.linkClientAccount.client.userId).toBe(account.id);
  });

  it('refuses a helper account, an account that already has a record, an already linked client and unknown ones', async () => {
    const agent = await admin();
    const client = await clientRecord({ displayName: unique('Nolink') });
    const helper = await t.buildUser({ role: Role.HELPER, withRecord: false });
    expect(errorCode(await gql(agent, LINK, { input: { clientId: client.id, userId: helper.id } }))).toBe('BAD_USER_INPUT');
    const taken = await t.buildUser({ role: Role.CLIENT });
    expect(errorCode(await gql(agent, LINK, { input: { clientId: client.id, userId: taken.id } }))).toBe('CONFLICT');
    expect(errorCode(await gql(agent, LINK, { input: { clientId: client.id, email: 'nobody@nowhere.test' } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(agent, LINK, { input: { clientId: client.id } }))).toBe('BAD_USER_INPUT');
    const free = await t.buildUser({ role: Role.CLIENT, withRecord: false });
    await gql(agent, LINK, { input: { clientId: client.id, userId: free.id } });
    const other = await t.buildUser({ role: Role.CLIENT, withRecord: false });
    expect(errorCode(await gql(agent, LINK, { input: { clientId: client.id, userId: other.id } }))).toBe('CONFLICT');
  });

  it("lets the linked account's profile setup complete the admin's record instead of creating another", async () => {
    const agent = await admin();
    const client = await clientRecord({ displayName: unique('Setup'), address: '9 Shell Rd' });
    const { agent: newcomer, user } = await t.signInAs(Role.CLIENT, { withRecord: false, needsProfileSetup: true });
    await gql(agent, LINK, { input: { clientId: client.id, userId: user.id } });
    const done = await gql(
      newcomer,
      `mutation { completeProfile(input: { displayName: "Sam Setup", phone: "2395550111" }) { user { needsProfileSetup } } }`,
    );
    expect(done.errors).toBeUndefined();
    const records = await t.em().find(Client, { user: user.id });
    expect(records.map((record) => [record.id, record.displayName, record.address])).toEqual([
      [client.databaseId, 'Sam Setup', '9 Shell Rd'],
    ]);
  });

  it('refuses clients, helpers and the signed-out', async () => {
    const client = await clientRecord({ displayName: 'Guarded' });
    const account = await t.buildUser({ role: Role.CLIENT, withRecord: false });
    await expectOnlyAdmin(LINK, { input: { clientId: client.id, userId: account.id } });
  });
});

describe('what a client sees of its own record', () => {
  it("reads its own record through node(), not another client's", async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const own = await t.clientOf(user);
    const other = await clientRecord({ displayName: 'Someone Else' });
    const mine = await gql(agent, 'query($id: ID!) { node(id: $id) { ... on Client { displayName user { id } } } }', {
      id: toGlobalId('Client', own.id),
    });
    expect(mine.data.node.displayName).toBe(own.displayName);
    expect((await gql(agent, 'query($id: ID!) { node(id: $id) { id } }', { id: other.id })).data.node).toBeNull();
  });
});

describe('REST: /api/clients', () => {
  it('creates, lists, searches, updates and deactivates in the documented shape', async () => {
    const agent = await admin();
    const name = unique('Rest');
    const created = await agent.post('/api/clients').send({ displayName: name, phone: '239 555 0177', notes: 'Back door' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: null,
      displayName: name,
      phone: '+12395550177',
      email: null,
      address: null,
      notes: 'Back door',
      active: true,
      createdAt: expect.any(String),
    });
    const { id } = created.body;

    const list = await agent.get('/api/clients');
    expect(list.status).toBe(200);
    expect(list.body.find((client: { id: string }) => client.id === id)).toEqual(created.body);
    const searched = await agent.get('/api/clients').query({ search: name.toLowerCase() });
    expect(searched.body.map((client: { id: string }) => client.id)).toEqual([id]);

    const patched = await agent.patch(`/api/clients/${id}`).send({ notes: null });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, displayName: name, phone: '+12395550177', notes: null });

    const deleted = await agent.delete(`/api/clients/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, active: false });
    expect((await agent.get('/api/clients').query({ search: name })).body[0]).toMatchObject({ id, active: false });
    expect((await agent.get('/api/clients').query({ search: name, status: 'active' })).body).toEqual([]);
    expect(await t.em().count(Client, { id })).toBe(1);
  });

  it('answers 400 with the field, 404 for an unknown id, and 403/401 for other roles', async () => {
    const agent = await admin();
    const bad = await agent.post('/api/clients').send({ displayName: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'displayName' });
    expect((await agent.get('/api/clients').query({ status: 'gone' })).status).toBe(400);
    expect((await agent.patch('/api/clients/00000000-0000-4000-8000-000000000000').send({ displayName: 'X' })).status).toBe(404);
    const { id } = (await agent.post('/api/clients').send({ displayName: 'Kept' })).body;
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent: other } = await t.signInAs(role);
      expect((await other.get('/api/clients')).status).toBe(403);
      expect((await other.post('/api/clients').send({ displayName: 'X' })).status).toBe(403);
      expect((await other.patch(`/api/clients/${id}`).send({ displayName: 'X' })).status).toBe(403);
      expect((await other.delete(`/api/clients/${id}`)).status).toBe(403);
    }
    expect((await t.request().get('/api/clients')).status).toBe(401);
    expect((await t.request().delete(`/api/clients/${id}`)).status).toBe(401);
    expect((await t.em().findOneOrFail(Client, id)).active).toBe(true);
  });
});
