import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { ApiToken } from './api-token.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CREATE =
  'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id databaseId name prefix readOnly lastUsedAt revokedAt } } }';

const withToken = (token: string, query: string, variables?: Record<string, unknown>) =>
  t
    .request()
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .set('Content-Type', 'application/json')
    .send({ query, variables });

describe('API tokens', () => {
  it('lives its whole life: created once, used, recorded, revoked, refused', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const created = (await gql(agent, CREATE, { input: { name: 'Bookkeeping sync' } })).data.createApiToken;
    expect(created.token).toMatch(/^sc_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({
      name: 'Bookkeeping sync',
      prefix: created.token.slice(0, 10),
      readOnly: false,
      lastUsedAt: null,
    });
    const stored = await t.em().findOneOrFail(ApiToken, created.apiToken.databaseId);
    expect(stored.tokenHash).not.toContain(created.token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const used = await withToken(created.token, '{ viewer { role } adminDashboard { totalRequests } }');
    expect(used.status).toBe(200);
    expect(used.body.data.viewer.role).toBe('ADMIN');
    const listed = await gql(agent, '{ apiTokens { name lastUsedAt } }');
    expect(listed.data.apiTokens.find((token: { name: string }) => token.name === 'Bookkeeping sync').lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(created.token);

    await gql(agent, 'mutation($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { revokedAt } } }', {
      id: created.apiToken.id,
    });
    const revoked = await withToken(created.token, '{ viewer { role } }');
    expect(revoked.status).toBe(401);
    expect(revoked.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lets a read-only token run queries but not mutations', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const { token } = (await gql(agent, CREATE, { input: { name: 'Reports', readOnly: true } })).data.createApiToken;
    expect((await withToken(token, '{ adminDashboard { totalRequests } }')).status).toBe(200);
    const mutation = await withToken(
      token,
      'mutation { updateBusinessSettings(input: { businessName: "Hacked" }) { settings { businessName } } }',
    );
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(agent, '{ businessSettings { businessName } }')).data.businessSettings.businessName).not.toBe('Hacked');
  });

  it('answers 401 for an unknown or malformed token', async () => {
    expect((await withToken('sc_not-a-real-token', '{ viewer { id } }')).status).toBe(401);
    const malformed = await t.request().post('/graphql').set('Authorization', 'Basic abc').send({ query: '{ viewer { id } }' });
    expect(malformed.status).toBe(401);
  });

  it('cannot be used to manage tokens, and only the admin creates them', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const { token } = (await gql(agent, CREATE, { input: { name: 'Integration' } })).data.createApiToken;
    const minted = await withToken(token, CREATE, { input: { name: 'Escalation' } });
    expect(minted.body.errors[0].extensions.code).toBe('FORBIDDEN');
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent: other } = await t.signInAs(role);
      expect(errorCode(await gql(other, CREATE, { input: { name: 'Nope' } }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(other, '{ apiTokens { id } }'))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), CREATE, { input: { name: 'Nope' } }))).toBe('UNAUTHENTICATED');
  });

  it('is rate limited per token', async () => {
    const limited = await createTestApp();
    try {
      const { ApiTokenService } = await import('./api-token.service.js');
      const { postgresRateLimits } = await import('../../auth/rate-limit.js');
      limited.services.apiTokens = new ApiTokenService(postgresRateLimits(limited.orm.em.getConnection().getKnex()), {
        perMinute: 3,
      });
      const { agent } = await limited.signInAs(Role.ADMIN);
      const { token } = (await gql(agent, CREATE, { input: { name: 'Chatty' } })).data.createApiToken;
      const call = () =>
        limited.request().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ viewer { id } }' });
      for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
      const throttled = await call();
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
