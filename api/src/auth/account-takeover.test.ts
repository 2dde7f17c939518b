import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, TEST_PASSWORD, type TestApp } from '../../test/harness.js';
import { authenticatorCode, enableTwoFactor } from '../../test/two-factor.js';
import { toGlobalId } from '../graphql/relay/global-id.js';
import { Helper } from '../modules/helper/helper.entity.js';
import { OutboxEmail } from '../modules/notification/notification-delivery.entity.js';
import { DeliveryStatus, NotificationCategory } from '../modules/notification/notification.enums.js';
import { BusinessSettings } from '../modules/settings/settings.entity.js';
import { TwoFactorCredential } from '../modules/two-factor/two-factor.entity.js';
import type { User } from '../modules/user/user.entity.js';
import { Role } from './role.enum.js';

/*
 * Issue 23, "Accounts": each way an account could be taken over (through an API token, a stolen session or an old
 * link), and a helper kept working after deactivation, tried from outside through the API.
 */

const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
const RESET = `mutation($token: String!, $password: String!) { resetPassword(input: { token: $token, newPassword: $password }) { reset } }`;
const CHANGE = `mutation($current: String!, $next: String!) { changePassword(input: { currentPassword: $current, newPassword: $next }) { changed } }`;
const OUTBOX = '{ outbox(first: 100) { edges { node { id event html text } } } outboxStatus { counts { kept } } }';
const NODE_EVENT = 'query($id: ID!) { node(id: $id) { ... on OutboxEmail { event } } }';
const FEED = '{ myCalendarFeed { url } }';
const BEGIN_2FA = 'mutation($input: PasswordConfirmationInput!) { beginTwoFactorSetup(input: $input) { secret } }';
const CONFIRM_2FA = 'mutation($code: String!) { confirmTwoFactorSetup(input: { code: $code }) { recoveryCodes } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.startWorker();
});
afterAll(() => t.close());

const withToken = (token: string, query: string, variables?: Record<string, unknown>) =>
  t
    .request()
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .set('Content-Type', 'application/json')
    .send({ query, variables });

type Edge = { node: { id: string; event: string; html: string | null; text: string | null } };
const eventsIn = (body: { data?: { outbox: { edges: Edge[] } } }) => body.data!.outbox.edges.map((edge) => edge.node.event);

/** The kept (offline) emails of one event to one account, newest first, once the worker has rendered them. */
async function keptEmails(user: Pick<User, 'id'>, event: string, count = 1): Promise<OutboxEmail[]> {
  const find = () =>
    t
      .em()
      .find(
        OutboxEmail,
        { notification: { recipient: user.id, event }, status: DeliveryStatus.KEPT },
        { populate: ['text', 'html'], orderBy: { createdAt: 'desc' } },
      );
  await expect.poll(async () => (await find()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return find();
}

/** Asks for a reset link for the account, as anyone may, and reads it from the kept email. */
async function resetLinkFor(user: User, already = 0): Promise<string> {
  await gql(t.request(), REQUEST_RESET, { email: user.email });
  const [newest] = await keptEmails(user, 'account.password-reset', already + 1);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(newest.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the email');
  return token;
}

const feedPath = (url: string) => new URL(url).pathname;

describe('an API token never reads account secrets', () => {
  it('sees no account-security email in the outbox, its counts or node(id:), read-only or not; other mail stays readable', async () => {
    const { agent: ownerSession, user: owner } = await t.signInAs(Role.ADMIN);
    const client = await t.buildUser({ role: Role.CLIENT });
    await t.services.notifications.raise(t.em(), {
      event: 'message.received',
      recipientUserId: client.id,
      data: { messageId: 'm1', senderName: 'Owner', subject: 'Keys', body: 'Your keys are at the desk', replyPath: '/messages' },
    });
    await resetLinkFor(owner);
    const [resetEmail] = await keptEmails(owner, 'account.password-reset');
    await keptEmails(client, 'message.received');
    const resetId = toGlobalId('OutboxEmail', resetEmail.id);

    // The owner's own session (offline, in development) reads the link: the Outbox is the inbox there.
    const bySession = await gql(ownerSession, OUTBOX);
    expect(eventsIn(bySession)).toEqual(expect.arrayContaining(['account.password-reset', 'message.received']));
    const listed = bySession.data.outbox.edges.find((edge: Edge) => edge.node.event === 'account.password-reset');
    expect(listed.node.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{20,}/);

    for (const readOnly of [true, false]) {
      const { token } = await t.services.apiTokens.create(t.em(), owner, { name: `Sync ${readOnly}`, readOnly });
      const byToken = await withToken(token, OUTBOX);
      expect(byToken.body.errors, `readOnly ${readOnly}`).toBeUndefined();
      expect(eventsIn(byToken.body), `readOnly ${readOnly}`).toContain('message.received');
      expect(eventsIn(byToken.body), `readOnly ${readOnly}`).not.toContain('account.password-reset');
      expect(JSON.stringify(byToken.body)).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
      expect(byToken.body.data.outboxStatus.counts.kept).toBe(bySession.data.outboxStatus.counts.kept - 1);
      const node = await withToken(token, NODE_EVENT, { id: resetId });
      expect(node.body.data.node, `readOnly ${readOnly}`).toBeNull();
      // The calendar feed's URL is a credential of its own.
      expect((await withToken(token, FEED)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      // REST takes no API token: it is the browser's transport.
      const rest = await t.request().get('/api/auth/user').set('Authorization', `Bearer ${token}`);
      expect(rest.status).toBe(401);
    }
  }, 30_000);
});

describe('the outbox in production shows no account-security links', () => {
  let prod: TestApp;
  beforeAll(async () => {
    // Mail leaves over SMTP (as in production): the Outbox is not the inbox, so no secret link is shown at all.
    prod = await createTestApp({ config: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => prod.close());

  it('blanks the link of a reset email even for the owner’s session', async () => {
    const { agent, user: owner } = await prod.signInAs(Role.ADMIN);
    const notification = await prod.buildNotification({
      recipient: owner,
      event: 'account.password-reset',
      category: NotificationCategory.ACCOUNT,
    });
    const email = await prod.buildOutboxEmail({ notification });
    const link = 'http://sunshine.test/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCD';
    await prod.em().nativeUpdate(OutboxEmail, { id: email.id }, { html: `<a href="${link}">Reset</a>`, text: `Reset: ${link}` });
    const read = await gql(agent, `query($id: ID!) { node(id: $id) { ... on OutboxEmail { html text } } }`, {
      id: toGlobalId('OutboxEmail', email.id),
    });
    expect(read.errors).toBeUndefined();
    expect(read.data.node.text).toContain('reset-password?token=');
    expect(JSON.stringify(read.data.node)).not.toContain('abcdefghijklmnopqrstuvwxyz');
  });
});

describe('turning two-factor on', () => {
  it('asks for the current password, and sets nothing up without it', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    expect(errorCode(await gql(agent, 'mutation { beginTwoFactorSetup { secret } }'))).toBe('GRAPHQL_VALIDATION_FAILED');
    const wrong = await gql(agent, BEGIN_2FA, { input: { password: 'not-the-password' } });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0].extensions?.field).toBe('password');
    expect(await t.em().count(TwoFactorCredential, { user: user.id })).toBe(0);
    const right = await gql(agent, BEGIN_2FA, { input: { password: TEST_PASSWORD } });
    expect(right.data.beginTwoFactorSetup.secret).toMatch(/^[A-Z2-7]{16,}$/);
  });

  it('keeps a pending set-up to the session that began it: another session of the account cannot confirm it', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const other = await t.signIn(user);
    const { secret } = (await gql(agent, BEGIN_2FA, { input: { password: TEST_PASSWORD } })).data.beginTwoFactorSetup;
    const code = await authenticatorCode(secret);
    const elsewhere = await gql(other, CONFIRM_2FA, { code });
    expect(errorCode(elsewhere)).toBe('BAD_USER_INPUT');
    expect((await t.services.twoFactor.status(t.em(), user.id)).enabled).toBe(false);
    const own = await gql(agent, CONFIRM_2FA, { code });
    expect(own.errors).toBeUndefined();
    expect(own.data.confirmTwoFactorSetup.recoveryCodes).toHaveLength(10);
  });
});

describe('old links do not outlive a password change', () => {
  it('a change ends every outstanding reset link and gives a new calendar feed URL', async () => {
    const { agent, user } = await t.signInAs(Role.HELPER);
    const oldFeed = (await gql(agent, FEED)).data.myCalendarFeed.url;
    expect((await t.request().get(feedPath(oldFeed))).status).toBe(200);
    const link = await resetLinkFor(user);
    const changed = await gql(agent, CHANGE, { current: TEST_PASSWORD, next: 'a-brand-new-password' });
    expect(changed.data.changePassword.changed).toBe(true);
    expect(errorCode(await gql(t.request(), RESET, { token: link, password: 'the-thief-s-password' }))).toBe('BAD_USER_INPUT');
    expect([404, 410]).toContain((await t.request().get(feedPath(oldFeed))).status);
    const newFeed = (await gql(agent, FEED)).data.myCalendarFeed.url;
    expect(newFeed).not.toBe(oldFeed);
    expect((await t.request().get(feedPath(newFeed))).status).toBe(200);
  }, 30_000);

  it('a reset does the same, and then lists the owner’s API tokens with a prompt to review them', async () => {
    const { agent, user: owner } = await t.signInAs(Role.ADMIN);
    const { token } = await t.services.apiTokens.create(t.em(), owner, { name: 'Bookkeeping sync', readOnly: false });
    const oldFeed = (await gql(agent, FEED)).data.myCalendarFeed.url;
    const first = await resetLinkFor(owner);
    const second = await resetLinkFor(owner, 1);
    expect((await gql(t.request(), RESET, { token: first, password: 'owner-new-password' })).data.resetPassword.reset).toBe(true);
    expect(errorCode(await gql(t.request(), RESET, { token: second, password: 'the-thief-s-password' }))).toBe('BAD_USER_INPUT');
    expect([404, 410]).toContain((await t.request().get(feedPath(oldFeed))).status);

    const signedIn = t.agent();
    await signedIn.post('/api/login').send({ email: owner.email, password: 'owner-new-password' }).expect(200);
    const notices = await gql(signedIn, '{ notifications(first: 20) { edges { node { title body link readAt } } } }');
    const review = notices.data.notifications.edges
      .map((edge: { node: { title: string; body: string; link: string } }) => edge.node)
      .find((node: { title: string }) => node.title === 'Review your API tokens');
    expect(review).toBeDefined();
    expect(review.body).toContain('Bookkeeping sync');
    expect(review.link).toBe('/settings');
    // The bell's account notices are the person's, not an integration's.
    const byToken = await withToken(token, '{ notifications(first: 20) { edges { node { title } } } }');
    expect(byToken.body.errors).toBeUndefined();
    expect(JSON.stringify(byToken.body)).not.toMatch(/Review your API tokens|Your password was changed/);
  }, 30_000);
});

describe('a deactivated helper', () => {
  it('loses every session at once, their feed stops, and every helper operation refuses them', async () => {
    const { agent: helperSession, user } = await t.signInAs(Role.HELPER);
    const helper = await t.helperOf(user);
    const feed = (await gql(helperSession, FEED)).data.myCalendarFeed.url;
    expect((await gql(helperSession, '{ myClock { id } }')).errors).toBeUndefined();

    const { agent: owner } = await t.signInAs(Role.ADMIN);
    const deactivated = await gql(owner, 'mutation($id: ID!) { deactivateHelper(input: { id: $id }) { helper { active } } }', {
      id: toGlobalId('Helper', helper.id),
    });
    expect(deactivated.data.deactivateHelper.helper.active).toBe(false);
    const sessions = await t
      .em()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) from session where sess->>'userId' = ?`, [user.id]);
    expect(Number(sessions[0].count)).toBe(0);
    expect((await helperSession.get('/api/auth/user')).status).toBe(401);
    expect([404, 410]).toContain((await t.request().get(feedPath(feed))).status);

    // Signing in again opens nothing a helper could do.
    const again = await t.signIn(user);
    for (const operation of [
      '{ myClock { id } }',
      '{ todaysJobs { id } }',
      '{ myPayPeriods { periodStart } }',
      '{ myCalendarFeed { url } }',
      `{ node(id: "${toGlobalId('Helper', helper.id)}") { id } }`,
      'mutation { clockIn { entry { id } } }',
      'mutation { sendMessageToBusiness(input: { body: "Hello" }) { message { id } } }',
    ]) {
      expect(errorCode(await gql(again, operation)), operation).toBe('FORBIDDEN');
    }
    expect((await again.get('/api/service-requests')).status).toBe(403);

    await gql(owner, 'mutation($id: ID!) { reactivateHelper(input: { id: $id }) { helper { active } } }', {
      id: toGlobalId('Helper', helper.id),
    });
    expect((await gql(again, '{ myClock { id } }')).errors).toBeUndefined();
  }, 30_000);
});

describe('the owner two-factor requirement', () => {
  it('sends an owner session without two-factor to set it up at its next request', async () => {
    const { agent: unprotected } = await t.signInAs(Role.ADMIN);
    const protectedOwner = await t.buildUser({ role: Role.ADMIN });
    await enableTwoFactor(t, protectedOwner);
    expect((await gql(unprotected, '{ businessSettings { businessName } }')).errors).toBeUndefined();
    const em = t.em();
    await t.services.settings.get(em);
    await em.nativeUpdate(BusinessSettings, { key: 'default' }, { requireAdminTwoFactor: true });

    const next = await gql(unprotected, '{ businessSettings { businessName } }');
    expect(errorCode(next)).toBe('UNAUTHENTICATED');
    // The web app reads what the session owes from its root query, and shows the set-up wherever the owner was.
    expect((await gql(unprotected, '{ viewer { id } signInStepOwed }')).data).toEqual({
      viewer: null,
      signInStepOwed: 'TWO_FACTOR_SETUP',
    });
    // The same session now owes the set-up, and may do it at once.
    const setup = await gql(unprotected, 'mutation { beginSignInTwoFactorSetup { secret } }');
    expect(setup.errors).toBeUndefined();
    expect(setup.data.beginSignInTwoFactorSetup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The rest of this file's owners sign in without two-factor.
    await em.nativeUpdate(BusinessSettings, { key: 'default' }, { requireAdminTwoFactor: false });
  });
});

describe('a helper and the owner’s private notes', () => {
  it('gives the helper reading itself null for Helper.notes, and the owner the notes', async () => {
    const { agent: helperSession, user } = await t.signInAs(Role.HELPER);
    const helper = await t.helperOf(user);
    await t.em().nativeUpdate(Helper, { id: helper.id }, { notes: 'Late twice in October' });
    const query = 'query($id: ID!) { node(id: $id) { ... on Helper { notes phone } } }';
    const own = await gql(helperSession, query, { id: toGlobalId('Helper', helper.id) });
    expect(own.errors).toBeUndefined();
    expect(own.data.node).not.toBeNull();
    expect(own.data.node.notes).toBeNull();
    const visit = await t.buildVisit({ helpers: [helper], date: t.services.jobs.today() });
    const jobs = await gql(helperSession, '{ todaysJobs { id helpers { notes } } }');
    expect(jobs.errors).toBeUndefined();
    expect(jobs.data.todaysJobs.find((job: { id: string }) => job.id === toGlobalId('Visit', visit.id)).helpers).toEqual([
      { notes: null },
    ]);
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    expect((await gql(owner, query, { id: toGlobalId('Helper', helper.id) })).data.node.notes).toBe('Late twice in October');
  });
});

describe('sign-up tells nothing of the address', () => {
  const body = (email: string) => ({ firstName: 'Eve', lastName: 'Probe', email, password: 'eve-long-password' });
  const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { message } }';
  const cookies = (response: { headers: Record<string, unknown> }) => response.headers['set-cookie'];

  it('answers a taken address exactly as a new one (status, body, no session) and emails its owner instead', async () => {
    const owner = await t.buildUser({ role: Role.CLIENT });
    const fresh = await t
      .request()
      .post('/api/signup')
      .send(body(t.uniqueEmail('fresh')));
    const taken = await t.request().post('/api/signup').send(body(owner.email.toUpperCase()));
    expect(fresh.status).toBe(202);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(cookies(fresh)).toBeUndefined();
    expect(cookies(taken)).toBeUndefined();
    const freshGql = await gql(t.request(), SIGN_UP, { input: body(t.uniqueEmail('fresh')) });
    const takenGql = await gql(t.request(), SIGN_UP, { input: body(owner.email) });
    expect(takenGql).toEqual(freshGql);

    // The owner hears of it; their password is their own still, and the prober's opens nothing.
    const told = await keptEmails(owner, 'account.sign-up-attempt', 2);
    expect(told[0].text).toContain('already has one');
    await t.request().post('/api/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
    expect((await t.request().post('/api/login').send({ email: owner.email, password: 'eve-long-password' })).status).toBe(401);
  }, 30_000);

  it('takes the same time class for a taken address as for a new one', async () => {
    const owner = await t.buildUser({ role: Role.CLIENT });
    const timed = async (email: string) => {
      const started = performance.now();
      await t.request().post('/api/signup').send(body(email)).expect(202);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      fresh.push(await timed(t.uniqueEmail('timed')));
      taken.push(await timed(owner.email));
    }
    // Both hash the password and write one email: without the hash a taken address answered many times faster.
    const ratio = median(fresh) / median(taken);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  }, 30_000);
});

describe('a reset request tells nothing of the address', () => {
  let statements: string[] | null = null;
  let quiet: TestApp;
  beforeAll(async () => {
    // No worker: what the request itself does, before any job runs.
    quiet = await createTestApp({
      onQuery: (message) => statements?.push(stripVTControlCharacters(message)),
    });
  });
  afterAll(() => quiet.close());

  /** The SQL a request sends, its values blanked: the shape of its work. */
  async function workOf(email: string): Promise<string[]> {
    statements = [];
    try {
      const answer = await gql(quiet.request(), REQUEST_RESET, { email });
      expect(answer.data.requestPasswordReset.message).toMatch(/If an account exists/);
      return statements.map((sql) =>
        sql
          .replace(/\[took .*$/, '')
          .replace(/'[^']*'/g, "'?'")
          .replace(/\b\d+\b/g, '0')
          .trim(),
      );
    } finally {
      statements = null;
    }
  }

  it('does the same work for an account and for no account: the lookup and the email go to the job queue', async () => {
    const user = await quiet.buildUser({ role: Role.CLIENT });
    const known = await workOf(user.email);
    const unknown = await workOf('nobody-at-all@test.local');
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual(unknown);
    // Nothing for the account yet: no link, no email, until the worker takes the job.
    expect(await quiet.em().count(OutboxEmail, { notification: { recipient: user.id } })).toBe(0);
    const jobs = await quiet
      .em()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) from pgboss.job where name = 'password-reset-request'`);
    expect(Number(jobs[0].count)).toBe(2);
  });
});
