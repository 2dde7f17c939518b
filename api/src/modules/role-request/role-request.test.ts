import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';
import { RoleRequest } from './role-request.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINE = '{ myRoleRequest { status decisionReason } }';

describe('POST /api/role-request', () => {
  it("takes a client's request and says an admin will review it", async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const response = await agent
      .post('/api/role-request')
      .send({ reason: 'Flexible hours', phone: '239-555-0133', experience: '3 years' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'pending',
      phone: '+12395550133',
      reason: 'Flexible hours',
      experience: '3 years',
      message: 'An admin will review it soon.',
    });
    expect((await gql(agent, MINE)).data.myRoleRequest).toEqual({ status: 'PENDING', decisionReason: null });
  });

  it('requires a phone and allows one pending request per user', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const noPhone = await agent.post('/api/role-request').send({ reason: 'x' });
    expect(noPhone.status).toBe(400);
    expect(await agent.post('/api/role-request').send({ phone: '2395550134' })).toHaveProperty('status', 201);
    const twice = await agent.post('/api/role-request').send({ phone: '2395550134' });
    expect(twice.status).toBe(409);
    expect(await t.em().count(RoleRequest, { user: user.id })).toBe(1);
  });

  it('refuses helpers and the admin (they cannot request helper access) and the signed-out', async () => {
    for (const role of [Role.HELPER, Role.ADMIN]) {
      const { agent } = await t.signInAs(role);
      expect((await agent.post('/api/role-request').send({ phone: '2395550135' })).status).toBe(403);
    }
    expect((await t.request().post('/api/role-request').send({ phone: '2395550135' })).status).toBe(401);
  });
});

describe('the admin reviews role requests', () => {
  const LIST = '{ roleRequests(status: PENDING, first: 50) { edges { node { id phone requester { email } } } } }';

  it('approving makes the requester a helper with a Helper record, asked to complete the helper profile', async () => {
    const client = await t.signInAs(Role.CLIENT);
    await t.buildRoleRequest({ user: client.user, phone: '+12395550136' });
    const { agent } = await t.signInAs(Role.ADMIN);
    const pending = (await gql(agent, LIST)).data.roleRequests.edges.find(
      (edge: { node: { requester: { email: string } } }) => edge.node.requester.email === client.user.email,
    );
    const approved = await gql(
      agent,
      'mutation($id: ID!) { approveRoleRequest(input: { id: $id }) { roleRequest { status } } }',
      { id: pending.node.id },
    );
    expect(approved.data.approveRoleRequest.roleRequest.status).toBe('APPROVED');

    const user = await t.em().findOneOrFail(User, client.user.id);
    expect(user).toMatchObject({ role: Role.HELPER, needsProfileSetup: true });
    expect(await t.em().findOneOrFail(Helper, { user: user.id })).toMatchObject({ phone: '+12395550136', active: true });
    expect((await gql(client.agent, '{ viewer { role needsProfileSetup } }')).data.viewer).toEqual({
      role: 'HELPER',
      needsProfileSetup: true,
    });
    expect((await gql(client.agent, MINE)).data.myRoleRequest.status).toBe('APPROVED');
    const again = await gql(agent, 'mutation($id: ID!) { approveRoleRequest(input: { id: $id }) { roleRequest { status } } }', {
      id: pending.node.id,
    });
    expect(errorCode(again)).toBe('CONFLICT');
  });

  it('declining records the reason the requester sees, and the user stays a client', async () => {
    const client = await t.signInAs(Role.CLIENT);
    await t.buildRoleRequest({ user: client.user, phone: '+12395550137' });
    const { agent } = await t.signInAs(Role.ADMIN);
    const pending = (await gql(agent, LIST)).data.roleRequests.edges.find(
      (edge: { node: { requester: { email: string } } }) => edge.node.requester.email === client.user.email,
    );
    await gql(
      agent,
      'mutation($id: ID!) { declineRoleRequest(input: { id: $id, reason: "No openings this season" }) { roleRequest { status } } }',
      { id: pending.node.id },
    );
    expect((await gql(client.agent, MINE)).data.myRoleRequest).toEqual({
      status: 'DECLINED',
      decisionReason: 'No openings this season',
    });
    expect((await t.em().findOneOrFail(User, client.user.id)).role).toBe(Role.CLIENT);
  });

  it('only the admin lists and decides', async () => {
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, LIST))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, 'mutation { approveRoleRequest(input: { id: "x" }) { roleRequest { id } } }'))).toBe(
        'FORBIDDEN',
      );
    }
  });
});
