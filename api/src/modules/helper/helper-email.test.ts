import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, type TestApp, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Helper } from './helper.entity.js';

const t = useTestApp();
type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let admin: Agent;
beforeAll(async () => {
  admin = (await t.signInAs(Role.ADMIN)).agent;
});

const CREATE = `mutation($input: CreateHelperInput!) { createHelper(input: $input) { helper { databaseId email } } }`;
const UPDATE = `mutation($input: UpdateHelperInput!) { updateHelper(input: $input) { helper { databaseId email } } }`;
const tag = () => Math.random().toString(36).slice(2, 8);

describe("a helper's email", () => {
  it('is stored lower-cased, unique among active helpers, and named in the refusal', async () => {
    const d = `${tag()}.test`;
    const created = await gql(admin, CREATE, { input: { hourlyRateCents: 2000, firstName: 'Rosa', email: `Rosa@${d}` } });
    expect(created.data.createHelper.helper.email).toBe(`rosa@${d}`);

    const twice = await gql(admin, CREATE, { input: { hourlyRateCents: 2000, firstName: 'Other', email: `ROSA@${d}` } });
    expect(twice.errors![0]).toMatchObject({
      message: 'Another active helper already has this email',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    expect(await t.em().count(Helper, { firstName: 'Other', email: `rosa@${d}` })).toBe(0);

    const bad = await gql(admin, CREATE, { input: { hourlyRateCents: 2000, email: 'not-an-email' } });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });

    // A deactivated helper's email may be used again; reactivating them is then refused, naming the email.
    const rosaId = created.data.createHelper.helper.databaseId as string;
    await gql(admin, `mutation($input: DeactivateHelperInput!) { deactivateHelper(input: $input) { helper { id } } }`, {
      input: { id: toGlobalId('Helper', rosaId) },
    });
    const reused = await gql(admin, CREATE, { input: { hourlyRateCents: 2000, firstName: 'New', email: `rosa@${d}` } });
    expect(reused.errors).toBeUndefined();
    const back = await gql(
      admin,
      `mutation($input: ReactivateHelperInput!) { reactivateHelper(input: $input) { helper { id } } }`,
      { input: { id: toGlobalId('Helper', rosaId) } },
    );
    expect(back.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect((await t.em().findOneOrFail(Helper, rosaId)).active).toBe(false);
  });

  it("is changed and cleared on edit, but a linked helper's email stays their account's", async () => {
    const d = `${tag()}.test`;
    const helper = await t.buildHelper({ firstName: 'Ana', email: `ana@${d}` });
    const id = toGlobalId('Helper', helper.id);
    expect((await gql(admin, UPDATE, { input: { id, email: `Ana.Ruiz@${d}` } })).data.updateHelper.helper.email).toBe(
      `ana.ruiz@${d}`,
    );
    expect((await gql(admin, UPDATE, { input: { id, email: null } })).data.updateHelper.helper.email).toBeNull();

    const { user } = await t.signInAs(Role.HELPER);
    const linked = await t.helperOf(user);
    const refused = await gql(admin, UPDATE, { input: { id: toGlobalId('Helper', linked.id), email: `else@${d}` } });
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('is read by the owner only, in the roster as on the record', async () => {
    const d = `${tag()}.test`;
    const { agent, user } = await t.signInAs(Role.HELPER);
    const own = await t.helperOf(user);
    await t.em().nativeUpdate(Helper, own.id, { email: `own@${d}` });
    expect((await gql(agent, '{ myHelper { email } }')).data.myHelper.email).toBeNull();
    const roster = await gql(admin, `{ helpers(first: 100, search: "") { edges { node { databaseId email } } } }`);
    const row = roster.data.helpers.edges.find((e: { node: { databaseId: string } }) => e.node.databaseId === own.id);
    expect(row?.node.email).toBe(`own@${d}`);
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent: other } = await t.signInAs(role);
      expect(errorCode(await gql(other, CREATE, { input: { hourlyRateCents: 1, email: `x@${d}` } }))).toBe('FORBIDDEN');
    }
  });
});
