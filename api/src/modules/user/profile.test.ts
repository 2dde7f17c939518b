import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { Client } from '../client/client.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from './user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A freshly signed-up account: profile still to complete, no linked record yet. */
const newAccount = (role: Role) => t.signInAs(role, { needsProfileSetup: true, withRecord: false });

describe('POST /api/auth/profile as a client', () => {
  it('saves display name and phone, clears needsProfileSetup and creates the linked Client record', async () => {
    const { agent, user } = await newAccount(Role.CLIENT);
    const response = await agent.post('/api/auth/profile').send({ displayName: '  Ana Lopez ', phone: '(239) 555-0142' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ displayName: 'Ana Lopez', phone: '+12395550142', needsProfileSetup: false });
    const client = await t.em().findOneOrFail(Client, { user: user.id });
    expect(client).toMatchObject({ displayName: 'Ana Lopez', phone: '+12395550142', active: true });
  });

  it('accepts no phone (it is optional)', async () => {
    const { agent } = await newAccount(Role.CLIENT);
    const response = await agent.post('/api/auth/profile').send({ displayName: 'Ben' });
    expect(response.status).toBe(200);
    expect(response.body.phone).toBeNull();
  });

  it('refuses a second completion with 409 and keeps the one record as first saved (later edits go through the account settings)', async () => {
    const { agent, user } = await newAccount(Role.CLIENT);
    await agent.post('/api/auth/profile').send({ displayName: 'First' });
    const again = await agent.post('/api/auth/profile').send({ displayName: 'Second', phone: '239-555-0150' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    const records = await t.em().find(Client, { user: user.id });
    expect(records.map((client) => client.displayName)).toEqual(['First']);
  });

  it.each([
    ['a blank display name', { displayName: '   ', phone: '239-555-0142' }, 'displayName'],
    ['a missing display name', { phone: '239-555-0142' }, 'displayName'],
    ['an impossible phone', { displayName: 'Ana', phone: '12' }, 'phone'],
    ['an over-long display name', { displayName: 'x'.repeat(101) }, 'displayName'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, body, field) => {
    const { agent, user } = await newAccount(Role.CLIENT);
    const response = await agent.post('/api/auth/profile').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const stored = await t.em().findOneOrFail(User, user.id);
    expect(stored.needsProfileSetup).toBe(true);
    expect(await t.em().count(Client, { user: user.id })).toBe(0);
  });
});

describe('POST /api/auth/profile as a helper', () => {
  it('stores the hourly rate sent in dollars as cents and creates the linked Helper record', async () => {
    const { agent, user } = await newAccount(Role.HELPER);
    const response = await agent.post('/api/auth/profile').send({ phone: '239.555.0177', hourlyRate: 25.5 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phone: '+12395550177', needsProfileSetup: false, role: 'helper' });
    expect(await t.em().findOneOrFail(Helper, { user: user.id })).toMatchObject({ phone: '+12395550177', hourlyRateCents: 2550 });
  });

  it('accepts a rate typed as text and an empty rate (kept at 0)', async () => {
    const typed = await newAccount(Role.HELPER);
    expect((await typed.agent.post('/api/auth/profile').send({ phone: '2395550178', hourlyRate: '19.99' })).status).toBe(200);
    expect((await t.em().findOneOrFail(Helper, { user: typed.user.id })).hourlyRateCents).toBe(1999);
    const empty = await newAccount(Role.HELPER);
    expect((await empty.agent.post('/api/auth/profile').send({ phone: '2395550179', hourlyRate: '' })).status).toBe(200);
    expect((await t.em().findOneOrFail(Helper, { user: empty.user.id })).hourlyRateCents).toBe(0);
  });

  it.each([
    ['a missing phone', { hourlyRate: 25 }, 'phone'],
    ['a blank phone', { phone: ' ', hourlyRate: 25 }, 'phone'],
    ['a rate that is not a number', { phone: '2395550180', hourlyRate: 'lots' }, 'hourlyRate'],
    ['a negative rate', { phone: '2395550181', hourlyRate: -5 }, 'hourlyRate'],
  ])('refuses %s with a 400 and changes nothing', async (_case, body, field) => {
    const { agent, user } = await newAccount(Role.HELPER);
    const response = await agent.post('/api/auth/profile').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect((await t.em().findOneOrFail(User, user.id)).needsProfileSetup).toBe(true);
    expect(await t.em().count(Helper, { user: user.id })).toBe(0);
  });

  it('refuses a negative cents value through GraphQL too', async () => {
    const { agent } = await newAccount(Role.HELPER);
    const result = await gql(
      agent,
      'mutation { completeProfile(input: { phone: "2395550182", hourlyRateCents: -1 }) { user { id } } }',
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });
});

describe('a helper cannot set their own pay after the first completion', () => {
  it('refuses hourlyRate from a helper whose profile is complete (409, REST and GraphQL), leaving the rate as the admin set it', async () => {
    const { agent, user } = await t.signInAs(Role.HELPER);
    const before = await t.em().findOneOrFail(Helper, { user: user.id });
    const rest = await agent.post('/api/auth/profile').send({ phone: '239-555-0190', hourlyRate: 500 });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'CONFLICT' });
    const graphql = await gql(
      agent,
      'mutation { completeProfile(input: { phone: "2395550190", hourlyRateCents: 50000 }) { user { id } } }',
    );
    expect(errorCode(graphql)).toBe('CONFLICT');
    const after = await t.em().findOneOrFail(Helper, { user: user.id });
    expect(after.hourlyRateCents).toBe(before.hourlyRateCents);
    expect(after.phone).toBe(before.phone);
  });

  it('lets a helper approved from a role request (profile to complete) set a rate once, then refuses a second time', async () => {
    const { agent, user } = await newAccount(Role.HELPER);
    expect((await agent.post('/api/auth/profile').send({ phone: '239-555-0191', hourlyRate: 20 })).status).toBe(200);
    expect((await agent.post('/api/auth/profile').send({ phone: '239-555-0191', hourlyRate: 500 })).status).toBe(409);
    expect((await t.em().findOneOrFail(Helper, { user: user.id })).hourlyRateCents).toBe(2000);
  });
});

describe('who may complete a profile', () => {
  it('refuses the admin (exempt from profile setup) and the signed-out', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const asAdmin = await agent.post('/api/auth/profile').send({ displayName: 'Boss' });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.code).toBe('FORBIDDEN');
    const signedOut = await t.request().post('/api/auth/profile').send({ displayName: 'Nobody' });
    expect(signedOut.status).toBe(401);
  });

  it('requires a JSON body', async () => {
    const { agent } = await newAccount(Role.CLIENT);
    const response = await agent.post('/api/auth/profile').type('form').send('displayName=Ana');
    expect(response.status).toBe(415);
  });
});
