import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, TEST_PASSWORD, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { Client } from '../client/client.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPDATE = `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { user { firstName lastName displayName phone email } } }`;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { changed } }`;

describe('account settings', () => {
  it('edits your own profile (never the email), and a client record follows', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const result = await gql(agent, UPDATE, {
      input: { firstName: 'Rosa', lastName: 'Diaz', displayName: 'Rosa D.', phone: '239 555 0155' },
    });
    expect(result.data.updateMyProfile.user).toEqual({
      firstName: 'Rosa',
      lastName: 'Diaz',
      displayName: 'Rosa D.',
      phone: '+12395550155',
      email: user.email,
    });
    expect(await t.em().findOneOrFail(Client, { user: user.id })).toMatchObject({
      displayName: 'Rosa D.',
      phone: '+12395550155',
    });
    const blank = await gql(agent, UPDATE, { input: { firstName: ' ', lastName: 'Diaz' } });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(t.request(), UPDATE, { input: { firstName: 'A', lastName: 'B' } }))).toBe('UNAUTHENTICATED');
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const { agent, user } = await t.signInAs(Role.HELPER);
    const other = supertest.agent(t.app);
    await other.post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    expect((await other.get('/api/auth/user')).status).toBe(200);

    const changed = await gql(agent, CHANGE, { input: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-secret' } });
    expect(changed.data.changePassword.changed).toBe(true);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await t.request().post('/api/login').send({ email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await t.request().post('/api/login').send({ email: user.email, password: 'a-brand-new-secret' })).status).toBe(200);
  });

  it('refuses a wrong current password or a too-short new one, changing nothing', async () => {
    const { agent, user } = await t.signInAs(Role.ADMIN);
    const wrong = await gql(agent, CHANGE, { input: { currentPassword: 'not-it', newPassword: 'another-long-one' } });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'The current password is not right',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    expect(errorCode(await gql(agent, CHANGE, { input: { currentPassword: TEST_PASSWORD, newPassword: 'short' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await t.request().post('/api/login').send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });
});
