import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, errorCode, gql, TEST_PASSWORD, type TestApp } from '../../../test/harness.js';
import { authenticatorCode, enableTwoFactor } from '../../../test/two-factor.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import type { User } from '../user/user.entity.js';
import { SecretBox } from './secret-box.js';
import type { TwoFactorChange } from './two-factor.service.js';
import { RecoveryCode, TwoFactorCredential } from './two-factor.entity.js';

/** The services' clock: each test moves it on, so every code below is one the service has not seen yet. */
let clock = new Date('2026-11-24T15:00:00Z');
const tick = (seconds = 60) => {
  clock = new Date(clock.getTime() + seconds * 1000);
  return clock;
};
const codeNow = (secret: string) => authenticatorCode(secret, clock);

let t: TestApp;
const changes: { userId: string; change: TwoFactorChange }[] = [];
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  t.services.twoFactor.listener = (_em, user, change) => void changes.push({ userId: user.id, change });
});
afterAll(() => t.close());
afterEach(() => {
  tick(600);
});

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];

const BEGIN = `mutation($password: String! = "${TEST_PASSWORD}") { beginTwoFactorSetup(input: { password: $password }) { secret otpauthUri qrCodeDataUrl } }`;
const CONFIRM =
  'mutation($code: String!) { confirmTwoFactorSetup(input: { code: $code }) { recoveryCodes user { twoFactorEnabled } } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { nextStep user { id } } }';
const VERIFY =
  'mutation($code: String!) { verifyTwoFactorSignIn(input: { code: $code }) { usedRecoveryCode recoveryCodesLeft user { email } } }';
const DISABLE = 'mutation($password: String!) { disableTwoFactor(input: { password: $password }) { user { twoFactorEnabled } } }';
const STATUS = '{ viewer { email twoFactorEnabled recoveryCodesLeft } }';

async function data(agent: Agent, query: string, variables?: Record<string, unknown>) {
  const result = await gql(agent, query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** A fresh browser giving the account's password: half signed in when two-factor is on. */
async function passwordStep(user: User) {
  const agent = t.agent();
  const result = await data(agent, SIGN_IN, { input: { email: user.email, password: TEST_PASSWORD } });
  return { agent, ...result.signIn };
}

async function userWithTwoFactor(role = Role.CLIENT, fields: Parameters<TestApp['buildUser']>[0] = {}) {
  const user = await t.buildUser({ ...fields, role });
  const enabled = await enableTwoFactor(t, user, clock);
  return { user, ...enabled };
}

describe('setting up two-factor sign-in (Account Settings)', () => {
  it('scans a QR code, proves it with a code, and gets ten single-use recovery codes shown once', async () => {
    const { agent, user } = await t.signInAs(Role.HELPER);
    expect((await data(agent, STATUS)).viewer).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });

    const setup = (await data(agent, BEGIN)).beginTwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Sunshine Clean');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not on until a code proves the app has it.
    expect((await data(agent, STATUS)).viewer.twoFactorEnabled).toBe(false);

    const wrong = await gql(agent, CONFIRM, { code: '000000' });
    expect([errorCode(wrong), wrong.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'code']);

    const confirmed = (await data(agent, CONFIRM, { code: await codeNow(setup.secret) })).confirmTwoFactorSetup;
    expect(confirmed.user.twoFactorEnabled).toBe(true);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect((await data(agent, STATUS)).viewer).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });

    // The secret is never handed out again, and is stored encrypted; recovery codes only as keyed hashes.
    expect(errorCode(await gql(agent, BEGIN))).toBe('CONFLICT');
    const stored = await t.em().findOneOrFail(TwoFactorCredential, { user: user.id }, { populate: ['secretCiphertext'] });
    expect(stored.secretCiphertext).not.toContain(setup.secret);
    const box = new SecretBox(t.config.twoFactorKey);
    expect(box.decrypt(stored.secretCiphertext, user.id)).toBe(setup.secret);
    expect(() => box.decrypt(stored.secretCiphertext, 'another-user')).toThrow();
    const hashes = (await t.em().find(RecoveryCode, { user: user.id })).map((code) => code.codeHash);
    expect(hashes).toHaveLength(10);
    for (const code of confirmed.recoveryCodes) expect(hashes.join()).not.toContain(code.replace('-', ''));
    expect(changes).toContainEqual({ userId: user.id, change: 'enabled' });
  });

  it("signs out the account's other sessions, keeping this one", async () => {
    const user = await t.buildUser({ role: Role.CLIENT });
    const here = t.agent();
    const elsewhere = t.agent();
    for (const agent of [here, elsewhere]) await data(agent, SIGN_IN, { input: { email: user.email, password: TEST_PASSWORD } });
    const setup = (await data(here, BEGIN)).beginTwoFactorSetup;
    await data(here, CONFIRM, { code: await codeNow(setup.secret) });
    expect((await data(here, STATUS)).viewer.email).toBe(user.email);
    expect((await data(elsewhere, STATUS)).viewer).toBeNull();
  });

  it('is refused to API tokens and to the signed out', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const { token } = (await data(agent, 'mutation { createApiToken(input: { name: "2fa" }) { token } }')).createApiToken;
    const withToken = (query: string, variables?: Record<string, unknown>) =>
      t.request().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
    for (const [query, variables] of [
      [BEGIN, undefined],
      [CONFIRM, { code: '123456' }],
      [DISABLE, { password: TEST_PASSWORD }],
      ['mutation { regenerateRecoveryCodes(input: { password: "x" }) { recoveryCodes } }', undefined],
    ] as const) {
      expect((await withToken(query, variables)).body.errors[0].extensions.code, query).toBe('FORBIDDEN');
      expect(errorCode(await gql(t.request(), query, variables)), query).toBe('UNAUTHENTICATED');
    }
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code after the password; until then the session grants nothing', async () => {
    const { user, secret } = await userWithTwoFactor(Role.ADMIN);
    const { agent, nextStep, user: signedIn } = await passwordStep(user);
    expect([nextStep, signedIn]).toEqual(['TWO_FACTOR_CODE', null]);

    expect((await data(agent, STATUS)).viewer).toBeNull();
    expect(errorCode(await gql(agent, '{ clients(first: 1) { totalCount } }'))).toBe('UNAUTHENTICATED');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await agent.get('/api/clients')).status).toBe(401);

    const wrong = await gql(agent, VERIFY, { code: '111111' });
    expect([errorCode(wrong), wrong.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'code']);
    expect((await data(agent, STATUS)).viewer).toBeNull();

    const verified = (await data(agent, VERIFY, { code: await codeNow(secret) })).verifyTwoFactorSignIn;
    expect(verified).toEqual({ usedRecoveryCode: false, recoveryCodesLeft: 10, user: { email: user.email } });
    expect((await data(agent, STATUS)).viewer.email).toBe(user.email);
    expect((await agent.get('/api/clients')).status).toBe(200);
  });

  it('takes each code once: the same code cannot sign in twice', async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await codeNow(secret);
    const first = await passwordStep(user);
    await data(first.agent, VERIFY, { code });
    const second = await passwordStep(user);
    expect(errorCode(await gql(second.agent, VERIFY, { code }))).toBe('BAD_USER_INPUT');
    tick(30);
    expect((await data(second.agent, VERIFY, { code: await codeNow(secret) })).verifyTwoFactorSignIn.user.email).toBe(user.email);
  });

  it('accepts a recovery code once, and says how many are left', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor(Role.HELPER);
    const first = await passwordStep(user);
    const used = (await data(first.agent, VERIFY, { code: ` ${recoveryCodes[3].toUpperCase()} ` })).verifyTwoFactorSignIn;
    expect(used).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });
    expect(changes).toContainEqual({ userId: user.id, change: 'recovery-code-used' });
    const again = await passwordStep(user);
    expect(errorCode(await gql(again.agent, VERIFY, { code: recoveryCodes[3] }))).toBe('BAD_USER_INPUT');
  });

  it('limits wrong codes per account (shared by every half-signed-in session), then lets the owner in again', async () => {
    const { user, secret } = await userWithTwoFactor();
    for (let attempt = 0; attempt < 5; attempt++) {
      const { agent } = await passwordStep(user);
      expect(errorCode(await gql(agent, VERIFY, { code: attempt % 2 ? '000000' : 'aaaaa-bbbbb' }))).toBe('BAD_USER_INPUT');
    }
    const { agent } = await passwordStep(user);
    const right = await codeNow(secret);
    const refused = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: VERIFY, variables: { code: right } });
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await data(agent, STATUS)).viewer).toBeNull();
    const rest = await agent.post('/api/login/two-factor').send({ code: right });
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    tick(15 * 60);
    expect((await data(agent, VERIFY, { code: await codeNow(secret) })).verifyTwoFactorSignIn.user.email).toBe(user.email);
  });

  it('wants the password again when no sign-in is waiting, or it waited over 10 minutes', async () => {
    const { user, secret } = await userWithTwoFactor();
    expect(errorCode(await gql(t.agent(), VERIFY, { code: await codeNow(secret) }))).toBe('UNAUTHENTICATED');
    const { agent } = await passwordStep(user);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    try {
      expect(errorCode(await gql(agent, VERIFY, { code: await codeNow(secret) }))).toBe('UNAUTHENTICATED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('works for POST /api/login too: a challenge, then POST /api/login/two-factor', async () => {
    const { user, secret } = await userWithTwoFactor();
    const agent = t.agent();
    const login = await agent.post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ twoFactorRequired: true, step: 'code' });
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const wrong = await agent.post('/api/login/two-factor').send({ code: '999999' });
    expect([wrong.status, wrong.body.code, wrong.body.field]).toEqual([400, 'BAD_USER_INPUT', 'code']);
    const second = await agent.post('/api/login/two-factor').send({ code: await codeNow(secret) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ email: user.email, role: 'client' });
    expect((await agent.get('/api/auth/user')).body.email).toBe(user.email);
  });
});

describe('after the two-factor key changed', () => {
  it('says so clearly instead of failing, on both transports, and uses up no attempt', async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    const otherKey = new SecretBox('a-different-two-factor-key-of-40-characters');
    await t.em().nativeUpdate(TwoFactorCredential, { user: user.id }, { secretCiphertext: otherKey.encrypt(secret, user.id) });

    const { agent } = await passwordStep(user);
    const viaGraphql = await gql(agent, VERIFY, { code: await codeNow(secret) });
    expect(errorCode(viaGraphql)).toBe('SERVICE_UNAVAILABLE');
    expect(viaGraphql.errors?.[0].message).toContain('TWO_FACTOR_KEY');
    expect(errorCode(await gql(agent, VERIFY, { code: recoveryCodes[0] }))).toBe('SERVICE_UNAVAILABLE');

    const rest = t.agent();
    await rest.post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    const viaRest = await rest.post('/api/login/two-factor').send({ code: await codeNow(secret) });
    expect([viaRest.status, viaRest.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(await t.em().count(RecoveryCode, { user: user.id, usedAt: null })).toBe(10);
  });
});

describe('turning it off and replacing recovery codes', () => {
  it('needs the password; afterwards sign-in asks for no code', async () => {
    const { user, secret } = await userWithTwoFactor(Role.CLIENT);
    const half = await passwordStep(user);
    // Half signed in is not signed in.
    expect(errorCode(await gql(half.agent, DISABLE, { password: TEST_PASSWORD }))).toBe('UNAUTHENTICATED');
    await data(half.agent, VERIFY, { code: await codeNow(secret) });
    const { agent } = half;

    const badPassword = await gql(agent, DISABLE, { password: 'not-my-password' });
    expect([errorCode(badPassword), badPassword.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'password']);
    expect((await data(agent, STATUS)).viewer.twoFactorEnabled).toBe(true);

    expect((await data(agent, DISABLE, { password: TEST_PASSWORD })).disableTwoFactor.user.twoFactorEnabled).toBe(false);
    expect((await data(agent, STATUS)).viewer.email).toBe(user.email);
    expect((await passwordStep(user)).nextStep).toBe('SIGNED_IN');
    expect(await t.em().count(RecoveryCode, { user: user.id })).toBe(0);
    expect(changes).toContainEqual({ userId: user.id, change: 'disabled' });
  });

  it('replaces the ten recovery codes (password needed); the old ones stop working', async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor(Role.HELPER);
    const { agent } = await passwordStep(user);
    await data(agent, VERIFY, { code: await codeNow(secret) });
    const REGENERATE =
      'mutation($password: String!) { regenerateRecoveryCodes(input: { password: $password }) { recoveryCodes } }';
    expect(errorCode(await gql(agent, REGENERATE, { password: 'wrong-password' }))).toBe('BAD_USER_INPUT');
    const fresh = (await data(agent, REGENERATE, { password: TEST_PASSWORD })).regenerateRecoveryCodes.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const next = await passwordStep(user);
    expect(errorCode(await gql(next.agent, VERIFY, { code: recoveryCodes[0] }))).toBe('BAD_USER_INPUT');
    expect((await data(next.agent, VERIFY, { code: fresh[0] })).verifyTwoFactorSignIn.recoveryCodesLeft).toBe(9);
  });
});

describe("the owner's requirement for admin accounts", () => {
  const REQUIRE =
    'mutation($required: Boolean!, $password: String) { setAdminTwoFactorRequirement(input: { required: $required, password: $password }) { settings { requireAdminTwoFactor } } }';

  async function signedInAdminWithTwoFactor() {
    const { user, secret } = await userWithTwoFactor(Role.ADMIN);
    const { agent } = await passwordStep(user);
    await data(agent, VERIFY, { code: await codeNow(secret) });
    return { agent, user };
  }

  it('is the admin’s to set, in a browser session; others are refused', async () => {
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, REQUIRE, { required: true })), role).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), REQUIRE, { required: true }))).toBe('UNAUTHENTICATED');
    const { agent } = await signedInAdminWithTwoFactor();
    const { token } = (await data(agent, 'mutation { createApiToken(input: { name: "req" }) { token } }')).createApiToken;
    const viaToken = await t
      .request()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: REQUIRE, variables: { required: false } });
    expect(viaToken.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('needs two-factor on for the admin setting it, then holds every admin to it', async () => {
    const { agent: plainAdmin } = await t.signInAs(Role.ADMIN);
    const refused = await gql(plainAdmin, REQUIRE, { required: true });
    expect([errorCode(refused), refused.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'required']);

    const { agent, user: owner } = await signedInAdminWithTwoFactor();
    expect((await data(agent, REQUIRE, { required: true })).setAdminTwoFactorRequirement.settings.requireAdminTwoFactor).toBe(
      true,
    );
    try {
      // The owner cannot turn their own off while it is required.
      expect(errorCode(await gql(agent, DISABLE, { password: TEST_PASSWORD }))).toBe('FORBIDDEN');

      // Another admin account without two-factor must set it up at sign-in before anything else.
      const newcomer = await t.buildUser({ role: Role.ADMIN });
      const { agent: browser, nextStep } = await passwordStep(newcomer);
      expect(nextStep).toBe('TWO_FACTOR_SETUP');
      expect((await data(browser, STATUS)).viewer).toBeNull();
      expect(errorCode(await gql(browser, BEGIN))).toBe('UNAUTHENTICATED');
      expect(errorCode(await gql(browser, VERIFY, { code: '123456' }))).toBe('UNAUTHENTICATED');
      const setup = (await data(browser, 'mutation { beginSignInTwoFactorSetup { secret qrCodeDataUrl } }'))
        .beginSignInTwoFactorSetup;
      const done = (
        await data(
          browser,
          'mutation($code: String!) { confirmSignInTwoFactorSetup(input: { code: $code }) { recoveryCodes user { email twoFactorEnabled } } }',
          { code: await codeNow(setup.secret) },
        )
      ).confirmSignInTwoFactorSetup;
      expect(done.user).toEqual({ email: newcomer.email, twoFactorEnabled: true });
      expect(done.recoveryCodes).toHaveLength(10);
      expect((await data(browser, STATUS)).viewer.email).toBe(newcomer.email);
      // Recorded as the newcomer's own change.
      const [event] = await t
        .em()
        .find(AuditEvent, { subjectType: 'TwoFactorCredential', parentId: newcomer.id }, { orderBy: { occurredAt: 'desc' } });
      expect(event.actorUserId).toBe(newcomer.id);

      // Clients and helpers are not held to it.
      const client = await t.buildUser({ role: Role.CLIENT });
      expect((await passwordStep(client)).nextStep).toBe('SIGNED_IN');

      const withoutPassword = await gql(agent, REQUIRE, { required: false });
      expect([errorCode(withoutPassword), withoutPassword.errors?.[0].extensions?.field]).toEqual(['BAD_USER_INPUT', 'password']);
      expect(errorCode(await gql(agent, REQUIRE, { required: false, password: 'nope-nope' }))).toBe('BAD_USER_INPUT');
    } finally {
      await data(agent, REQUIRE, { required: false, password: TEST_PASSWORD });
    }
    expect((await passwordStep(await t.buildUser({ role: Role.ADMIN }))).nextStep).toBe('SIGNED_IN');
    expect(owner.role).toBe(Role.ADMIN);
  });
});

describe('who sees what', () => {
  it('shows whether it is on to the account and the admin only; recovery codes left to the account only', async () => {
    const { user } = await userWithTwoFactor(Role.HELPER);
    const USER_STATUS = `query($id: ID!) { node(id: $id) { ... on User { twoFactorEnabled recoveryCodesLeft } } }`;
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    expect((await data(admin, USER_STATUS, { id: toGlobalId('User', user.id) })).node).toEqual({
      twoFactorEnabled: true,
      recoveryCodesLeft: null,
    });
  });

  it('lets the admin turn it off for someone who lost their phone and codes; others may not', async () => {
    const { user } = await userWithTwoFactor(Role.HELPER);
    const RESET = 'mutation($id: ID!) { resetUserTwoFactor(input: { userId: $id }) { user { email twoFactorEnabled } } }';
    const id = toGlobalId('User', user.id);
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, RESET, { id })), role).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), RESET, { id }))).toBe('UNAUTHENTICATED');
    const { agent: admin, user: adminUser } = await t.signInAs(Role.ADMIN);
    expect(errorCode(await gql(admin, RESET, { id: toGlobalId('User', adminUser.id) }))).toBe('BAD_USER_INPUT');
    expect((await data(admin, RESET, { id })).resetUserTwoFactor.user).toEqual({ email: user.email, twoFactorEnabled: false });
    expect((await passwordStep(user)).nextStep).toBe('SIGNED_IN');
    expect(changes).toContainEqual({ userId: user.id, change: 'reset-by-admin' });

    // The trail shows who turned it off, and never the secret.
    const history = await gql(
      admin,
      `query($id: ID!) { auditEvents(object: $id) { edges { node { action actor { id } object { type } changes { field redacted } } } } }`,
      { id },
    );
    const events = history.data.auditEvents.edges.map((edge: { node: unknown }) => edge.node);
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'DELETED',
        actor: { id: toGlobalId('User', adminUser.id) },
        object: { type: 'TwoFactorCredential' },
      }),
    );
    const rows: unknown[] = await t
      .em()
      .getConnection()
      .execute(`select changes from audit_events where subject_type = 'TwoFactorCredential'`);
    expect(JSON.stringify(rows)).not.toMatch(/v1\.[\w-]+\.[\w-]+\./);
  });
});
