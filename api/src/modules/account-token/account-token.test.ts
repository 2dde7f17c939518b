import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { JobQueue, SCHEDULES } from '../../jobs/queue.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';

const REQUEST = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;

describe('forgot password is rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accountEmailLimits: { resetPerIp: 5, resetPerAccount: 2, verificationPerUser: 1 } });
    // Reset links are written by the worker (the request only queues the address).
    await t.startWorker();
  });
  afterAll(() => t.close());

  it('sends at most 2 reset emails an hour per account, answering the same, and refuses an IP past 5 requests', async () => {
    const user = await t.buildUser({ role: Role.CLIENT });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await gql(t.request(), REQUEST, { email: user.email })).data.requestPasswordReset.message);
    expect(new Set(answers).size).toBe(1);
    const resetEmails = () =>
      t.em().count(OutboxEmail, { notification: { recipient: user.id, event: 'account.password-reset' } });
    await expect.poll(resetEmails, { timeout: 10_000 }).toBe(2);
    // The third request's job is done too (no reset job waits), and wrote nothing more.
    await expect
      .poll(async () => {
        const [row] = await t
          .em()
          .getConnection()
          .execute<{ count: string }[]>(
            `select count(*) from pgboss.job where name = 'password-reset-request' and state < 'completed'`,
          );
        return Number(row.count);
      })
      .toBe(0);
    expect(await resetEmails()).toBe(2);
    await gql(t.request(), REQUEST, { email: 'someone-else@test.local' });
    await gql(t.request(), REQUEST, { email: 'a-third@test.local' });
    const limited = await gql(t.request(), REQUEST, { email: user.email });
    expect(errorCode(limited)).toBe('TOO_MANY_REQUESTS');
    expect(errorCode(await gql(t.request(), REQUEST, { email: 'not an email' }))).toBe('BAD_USER_INPUT');
  });

  it('limits verification resends per person', async () => {
    const { agent } = await t.signInAs(Role.CLIENT, { emailVerifiedAt: null });
    expect((await gql(agent, 'mutation { resendVerificationEmail { sent } }')).data.resendVerificationEmail.sent).toBe(true);
    expect(errorCode(await gql(agent, 'mutation { resendVerificationEmail { sent } }'))).toBe('TOO_MANY_REQUESTS');
  });

  it('answers a weak new password with BAD_USER_INPUT naming it', async () => {
    const result = await gql(t.request(), 'mutation { resetPassword(input: { token: "abc", newPassword: "short" }) { reset } }');
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });
});

describe('scheduled jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('run on cron in the business time zone: reminders at 9:00, agendas at 6:30', async () => {
    const queue = new JobQueue(t.orm.config.get('clientUrl')!, { worker: true, maxConnections: 1 });
    await queue.start();
    try {
      await queue.schedule();
      const rows = await t
        .em()
        .getConnection()
        .execute<{ name: string; cron: string; timezone: string }[]>(
          'select name, cron, timezone from pgboss.schedule order by name',
        );
      expect(rows).toEqual(
        expect.arrayContaining([
          { name: 'visit-reminders', cron: '0 9 * * *', timezone: 'America/New_York' },
          { name: 'daily-agenda', cron: '30 6 * * *', timezone: 'America/New_York' },
          { name: 'invoice-overdue', cron: '0 10 * * *', timezone: 'America/New_York' },
        ]),
      );
      expect(rows).toHaveLength(SCHEDULES.length);
    } finally {
      await queue.stop();
    }
  });
});
