import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelperFields } from '../../../test/factories.js';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Helper } from './helper.entity.js';
import { idPrefixRange } from './helpers.query.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = async () => (await t.signInAs(Role.ADMIN)).agent;
type Agent = Awaited<ReturnType<typeof admin>>;
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

const FIELDS = 'id databaseId phone hourlyRateCents maxHoursPerWeek notes active userId user { name }';
const CREATE = `mutation($input: CreateHelperInput!) { createHelper(input: $input) { helper { ${FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateHelperInput!) { updateHelper(input: $input) { helper { ${FIELDS} } } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateHelper(input: { id: $id }) { helper { id active } } }`;
const REACTIVATE = `mutation($id: ID!) { reactivateHelper(input: { id: $id }) { helper { id active } } }`;
const LINK = `mutation($input: LinkHelperAccountInput!) { linkHelperAccount(input: $input) { helper { userId user { name } } } }`;
const LIST = `query($search: String, $status: ActiveStatusFilter, $first: Int, $after: String) {
  helpers(search: $search, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { databaseId notes active } }
  }
}`;

async function createHelper(agent: Agent, input: Record<string, unknown>) {
  const result = await gql(agent, CREATE, { input });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.createHelper.helper as { id: string; databaseId: string; notes: string | null };
}

/** A helper record built for a test, with the ids the API answers with. */
async function helperRecord(fields: HelperFields = {}) {
  const helper = await t.buildHelper({ hourlyRateCents: 2000, ...fields });
  return { id: toGlobalId('Helper', helper.id), databaseId: helper.id, notes: helper.notes };
}

async function notesOf(agent: Agent, variables: Record<string, unknown>) {
  const result = await gql(agent, LIST, { first: 50, ...variables });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.helpers.edges.map((edge: { node: { notes: string } }) => edge.node.notes) as string[];
}

async function expectOnlyAdmin(query: string, variables: Record<string, unknown>) {
  for (const role of [Role.CLIENT, Role.HELPER]) {
    const { agent } = await t.signInAs(role);
    expect(errorCode(await gql(agent, query, variables)), role).toBe('FORBIDDEN');
  }
  expect(errorCode(await gql(t.request(), query, variables))).toBe('UNAUTHENTICATED');
}

describe('the admin creates and edits helpers', () => {
  it('stores the rate in cents, an empty max as unlimited (null) and the phone in E.164', async () => {
    const helper = await createHelper(await admin(), { hourlyRateCents: 2550, phone: '(239) 555-0188', notes: ' Weekends ' });
    expect(helper).toMatchObject({
      hourlyRateCents: 2550,
      maxHoursPerWeek: null,
      phone: '+12395550188',
      notes: 'Weekends',
      active: true,
      userId: null,
      user: null,
    });
    expect(helper.id).toBe(toGlobalId('Helper', helper.databaseId));
  });

  it.each([
    ['hourlyRateCents', { hourlyRateCents: -1 }],
    ['hourlyRateCents', { hourlyRateCents: 100_000_001 }],
    ['maxHoursPerWeek', { hourlyRateCents: 2000, maxHoursPerWeek: 0 }],
    ['maxHoursPerWeek', { hourlyRateCents: 2000, maxHoursPerWeek: 169 }],
    ['phone', { hourlyRateCents: 2000, phone: '12' }],
    ['notes', { hourlyRateCents: 2000, notes: 'x'.repeat(2001) }],
  ])('refuses a bad %s with BAD_USER_INPUT naming it', async (field, input) => {
    const before = await t.em().count(Helper);
    const result = await gql(await admin(), CREATE, { input });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0].extensions!.field).toContain(field);
    expect(await t.em().count(Helper)).toBe(before);
  });

  it('requires the hourly rate and whole numbers (GraphQL refuses 25.5 cents and a missing rate)', async () => {
    const agent = await admin();
    expect(errorCode(await gql(agent, CREATE, { input: { phone: '2395550100' } }))).toBeDefined();
    expect(errorCode(await gql(agent, CREATE, { input: { hourlyRateCents: 25.5 } }))).toBeDefined();
    expect(errorCode(await gql(agent, CREATE, { input: { hourlyRateCents: 2000, maxHoursPerWeek: 12.5 } }))).toBeDefined();
  });

  it('edits the fields given, clears max hours with null and refuses clearing the rate', async () => {
    const agent = await admin();
    const helper = await helperRecord({ maxHoursPerWeek: 30, notes: 'Mornings' });
    const changed = await gql(agent, UPDATE, { input: { id: helper.id, hourlyRateCents: 2600 } });
    expect(changed.data.updateHelper.helper).toMatchObject({ hourlyRateCents: 2600, maxHoursPerWeek: 30, notes: 'Mornings' });
    const unlimited = await gql(agent, UPDATE, { input: { id: helper.databaseId, maxHoursPerWeek: null, notes: '' } });
    expect(unlimited.data.updateHelper.helper).toMatchObject({ hourlyRateCents: 2600, maxHoursPerWeek: null, notes: null });
    expect(errorCode(await gql(agent, UPDATE, { input: { id: helper.id, hourlyRateCents: null } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(agent, UPDATE, { input: { id: '00000000-0000-4000-8000-000000000000', notes: 'x' } }))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses clients, helpers and the signed-out', async () => {
    const helper = await helperRecord({ notes: 'Guarded' });
    await expectOnlyAdmin(CREATE, { input: { hourlyRateCents: 1, notes: 'Sneaky' } });
    await expectOnlyAdmin(UPDATE, { input: { id: helper.id, hourlyRateCents: 1 } });
    await expectOnlyAdmin(DEACTIVATE, { id: helper.id });
    await expectOnlyAdmin(REACTIVATE, { id: helper.id });
    await expectOnlyAdmin(LIST, {});
    expect(await t.em().count(Helper, { notes: 'Sneaky' })).toBe(0);
    expect(await t.em().findOneOrFail(Helper, helper.databaseId)).toMatchObject({ hourlyRateCents: 2000, active: true });
  });
});

describe('deactivation', () => {
  it('sets active false and keeps the record; reactivation brings it back', async () => {
    const agent = await admin();
    const helper = await helperRecord();
    expect((await gql(agent, DEACTIVATE, { id: helper.id })).data.deactivateHelper.helper.active).toBe(false);
    expect(await t.em().findOneOrFail(Helper, helper.databaseId)).toMatchObject({ active: false, hourlyRateCents: 2000 });
    expect((await gql(agent, REACTIVATE, { id: helper.id })).data.reactivateHelper.helper.active).toBe(true);
  });
});

describe('the helper list', () => {
  it("searches the linked account's name, the notes, the label and the phone digits", async () => {
    const agent = await admin();
    const tag = unique('Hx');
    const account = await t.buildUser({
      role: Role.HELPER,
      withRecord: false,
      firstName: 'Quincy',
      lastName: `Zephyr${tag.slice(3)}`,
    });
    await helperRecord({ user: account, phone: '+19415553131', notes: `${tag} linked` });
    const other = await helperRecord({ notes: `${tag} Ana evenings` });

    expect(await notesOf(agent, { search: `zephyr${tag.slice(3)}` })).toEqual([`${tag} linked`]);
    expect(await notesOf(agent, { search: `QUINCY zephyr${tag.slice(3)}` })).toEqual([`${tag} linked`]);
    expect(await notesOf(agent, { search: account.email })).toEqual([`${tag} linked`]);
    expect(await notesOf(agent, { search: `${tag} ANA` })).toEqual([`${tag} Ana evenings`]);
    expect(await notesOf(agent, { search: '(941) 555-3131' })).toEqual([`${tag} linked`]);
    expect(await notesOf(agent, { search: `Helper ${other.databaseId.slice(0, 8)}` })).toEqual([`${tag} Ana evenings`]);
    expect(await notesOf(agent, { search: other.databaseId.slice(0, 8).toUpperCase() })).toEqual([`${tag} Ana evenings`]);
    expect(await notesOf(agent, { search: `${tag} nobody` })).toEqual([]);
  });

  it("finds a helper by the account's current names and email: renamed, relinked, deleted", async () => {
    const agent = await admin();
    const tag = unique('Hs').slice(3);
    const account = await t.buildUser({ role: Role.HELPER, withRecord: false, firstName: 'Odile', lastName: `Quarry${tag}` });
    const helper = await helperRecord({ user: account, notes: `${tag} kept` });
    expect(await notesOf(agent, { search: `quarry${tag}` })).toEqual([`${tag} kept`]);

    // The account's names and email change (a profile edit): the search follows, the old name no longer matches.
    await t
      .em()
      .execute(`update users set last_name = ?, email = ? where id = ?`, [`Marlow${tag}`, `marlow${tag}@test.local`, account.id]);
    expect(await notesOf(agent, { search: `quarry${tag}` })).toEqual([]);
    expect(await notesOf(agent, { search: `marlow${tag}` })).toEqual([`${tag} kept`]);
    expect(await notesOf(agent, { search: `marlow${tag}@test.local` })).toEqual([`${tag} kept`]);

    // Linked to another account: that account's name matches, the first one's no longer does.
    const other = await t.buildUser({ role: Role.HELPER, withRecord: false, firstName: 'Piet', lastName: `Sorrel${tag}` });
    await t.em().execute(`update helpers set user_id = ? where id = ?`, [other.id, helper.databaseId]);
    expect(await notesOf(agent, { search: `marlow${tag}` })).toEqual([]);
    expect(await notesOf(agent, { search: `sorrel${tag}` })).toEqual([`${tag} kept`]);

    // A write of the copy itself is recomputed from the account.
    await t.em().execute(`update helpers set account_search_text = 'forged' where id = ?`, [helper.databaseId]);
    expect(await notesOf(agent, { search: 'forged' })).toEqual([]);
    expect(await notesOf(agent, { search: `sorrel${tag}` })).toEqual([`${tag} kept`]);

    // The account deleted: the helper stays, unlinked, and its name no longer finds it.
    await t.em().execute(`delete from users where id = ?`, [other.id]);
    expect(await notesOf(agent, { search: `sorrel${tag}` })).toEqual([]);
    expect(await notesOf(agent, { search: `${tag} kept` })).toEqual([`${tag} kept`]);
  });

  it('reads id prefixes as a uuid range', () => {
    expect(idPrefixRange('Helper 1a2b3c4d')).toEqual({
      $gte: '1a2b3c4d-0000-0000-0000-000000000000',
      $lte: '1a2b3c4d-ffff-ffff-ffff-ffffffffffff',
    });
    expect(idPrefixRange('abc')).toBeNull();
    expect(idPrefixRange('Quincy')).toBeNull();
  });

  it('filters by status and pages across pages', async () => {
    const agent = await admin();
    const tag = unique('Hp');
    for (let i = 1; i <= 3; i++) await helperRecord({ notes: `${tag} ${i}`, active: i !== 1 });
    expect(await notesOf(agent, { search: tag, status: 'ACTIVE' })).toEqual([`${tag} 3`, `${tag} 2`]);
    expect(await notesOf(agent, { search: tag, status: 'INACTIVE' })).toEqual([`${tag} 1`]);
    const first = await gql(agent, LIST, { search: tag, first: 2 });
    expect(first.data.helpers.totalCount).toBe(3);
    const second = await gql(agent, LIST, { search: tag, first: 2, after: first.data.helpers.pageInfo.endCursor });
    expect(second.data.helpers.edges.map((edge: { node: { notes: string } }) => edge.node.notes)).toEqual([`${tag} 1`]);
    expect(second.data.helpers.pageInfo.hasNextPage).toBe(false);
  });
});

describe('linking an account', () => {
  it('links a helper account without a record, and refuses a client account or a taken one', async () => {
    const agent = await admin();
    const helper = await helperRecord();
    const client = await t.buildUser({ role: Role.CLIENT, withRecord: false });
    expect(errorCode(await gql(agent, LINK, { input: { helperId: helper.id, userId: client.id } }))).toBe('BAD_USER_INPUT');
    const taken = await t.buildUser({ role: Role.HELPER });
    expect(errorCode(await gql(agent, LINK, { input: { helperId: helper.id, email: taken.email } }))).toBe('CONFLICT');
    const free = await t.buildUser({ role: Role.HELPER, withRecord: false, firstName: 'Hana', lastName: 'Free' });
    const linked = await gql(agent, LINK, { input: { helperId: helper.id, email: free.email } });
    expect(linked.data.linkHelperAccount.helper).toEqual({ userId: free.id, user: { name: 'Hana Free' } });
    await expectOnlyAdmin(LINK, { input: { helperId: helper.id, userId: free.id } });
  });
});

describe('REST: /api/helpers (hourlyRate in cents)', () => {
  it('creates, lists, updates and deactivates with hourlyRate in cents', async () => {
    const agent = await admin();
    const notes = unique('RestHelper');
    const created = await agent
      .post('/api/helpers')
      .send({ phone: '239-555-0199', hourlyRate: 2550, maxHoursPerWeek: '', notes });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: null,
      phone: '+12395550199',
      hourlyRate: 2550,
      maxHoursPerWeek: null,
      notes,
      active: true,
      createdAt: expect.any(String),
    });
    const { id } = created.body;
    const list = await agent.get('/api/helpers').query({ search: notes });
    expect(list.body).toEqual([created.body]);
    const patched = await agent.patch(`/api/helpers/${id}`).send({ hourlyRate: 2600, maxHoursPerWeek: 40 });
    expect(patched.body).toMatchObject({ id, hourlyRate: 2600, maxHoursPerWeek: 40, notes });
    const deleted = await agent.delete(`/api/helpers/${id}`);
    expect(deleted.body).toMatchObject({ id, active: false });
    expect(await t.em().count(Helper, { id })).toBe(1);
  });

  it('refuses a dollar amount with decimals, a missing rate, and other roles', async () => {
    const agent = await admin();
    const decimal = await agent.post('/api/helpers').send({ hourlyRate: 25.5 });
    expect(decimal.status).toBe(400);
    expect(decimal.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hourlyRate' });
    expect((await agent.post('/api/helpers').send({ hourlyRate: '2500' })).status).toBe(400);
    expect((await agent.post('/api/helpers').send({ phone: '2395550100' })).body.field).toBe('hourlyRate');
    expect((await agent.post('/api/helpers').send({ hourlyRate: -5 })).status).toBe(400);
    const { id } = (await agent.post('/api/helpers').send({ hourlyRate: 2000 })).body;
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent: other } = await t.signInAs(role);
      expect((await other.get('/api/helpers')).status).toBe(403);
      expect((await other.post('/api/helpers').send({ hourlyRate: 1 })).status).toBe(403);
      expect((await other.patch(`/api/helpers/${id}`).send({ hourlyRate: 1 })).status).toBe(403);
      expect((await other.delete(`/api/helpers/${id}`)).status).toBe(403);
    }
    expect((await t.request().get('/api/helpers')).status).toBe(401);
    expect(await t.em().findOneOrFail(Helper, id)).toMatchObject({ hourlyRateCents: 2000, active: true });
  });
});
