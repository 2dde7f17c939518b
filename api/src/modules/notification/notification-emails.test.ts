import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, TEST_PASSWORD, type TestApp } from '../../../test/harness.js';
import { linkIn, type MailServer, rawHeader, startMailServer } from '../../../test/mail-server.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { addDays, businessToday } from '../../shared/calendar-date.js';
import { Client } from '../client/client.entity.js';
import { longDayWords } from '../describe/words.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { OutboxEmail } from './notification-delivery.entity.js';
import { DeliveryStatus } from './notification.enums.js';
import { Notification } from './notification.entity.js';

/**
 * Every row of issue 14's table, proven by the email itself: the app runs its worker against a real SMTP server
 * started here, and each test reads what arrived.
 */
let mail: MailServer;
let t: TestApp;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ config: { SMTP_URL: mail.url, PUBLIC_URL: 'http://sunshine.test' } });
  await t.startWorker();
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

const NO_DAYS = {
  sunday: false,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
};

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
const today = () => businessToday();
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const mailTo = (address: string, subject: string | RegExp) =>
  mail.waitFor((m) => m.to.includes(address) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));

/** Signs up (which signs nobody in) and then signs in with the new account, as a person does. */
async function signUp(agent: Agent, email: string, firstName = 'Rosa') {
  const result = await gql(agent, `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`, {
    input: { firstName, lastName: 'Diaz', email, password: 'a-long-password' },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  await agent.post('/api/login').send({ email, password: 'a-long-password' }).expect(200);
  return (await gql(agent, '{ viewer { emailVerified } }')).data.viewer;
}

/** A client with an account, who asks for a cleaning (REST, as the web form does) and the admin's decision on it. */
async function clientRequest(body: Record<string, unknown> = {}, fields: Parameters<TestApp['signInAs']>[1] = {}) {
  const client = await t.signInAs(Role.CLIENT, fields);
  const created = await client.agent.post('/api/service-requests').send({
    service: 'deep',
    date: addDays(today(), 2),
    time: 'morning',
    phoneNumber: '239-555-0100',
    address: '5 Shell Rd, Naples, FL',
    recurring: 'onetime',
    ...body,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { ...client, requestId: created.body.id as string };
}

async function admin() {
  return t.signInAs(Role.ADMIN);
}

describe('sign-up: verify the email address', () => {
  it('emails the new user a link that verifies the address; booking waits for it', async () => {
    const email = t.uniqueEmail('signup');
    const agent = t.agent();
    expect((await signUp(agent, email)).emailVerified).toBe(false);
    const received = await mailTo(email, 'Confirm your email address for Sunshine Clean');
    expect(received.html).toContain('Verify email address');
    // Essential mail carries no unsubscribe.
    expect(rawHeader(received, 'List-Unsubscribe')).toBeUndefined();

    // Unverified: booking is refused with the reason; the profile is completed first, as the app asks.
    const booking = {
      service: 'standard',
      date: addDays(today(), 3),
      time: 'morning',
      phoneNumber: '239-555-0111',
      address: '1 Palm Ave',
      recurring: 'onetime',
    };
    await agent.post('/api/auth/profile').send({ displayName: 'Rosa Diaz', phone: '239-555-0111' }).expect(200);
    const refused = await agent.post('/api/service-requests').send(booking);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/verify your email address/);

    const token = tokenOf(linkIn(received, 'http://sunshine.test/verify-email?token='));
    const verified = await gql(
      agent,
      `mutation($token: String!) { verifyEmail(input: { token: $token }) { verified viewer { emailVerified } } }`,
      {
        token,
      },
    );
    expect(verified.data.verifyEmail).toEqual({ verified: true, viewer: { emailVerified: true } });
    // Single use.
    const again = await gql(agent, `mutation($token: String!) { verifyEmail(input: { token: $token }) { verified } }`, { token });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');

    const booked = await agent.post('/api/service-requests').send(booking);
    expect(booked.status).toBe(201);
  });

  it('resends a fresh link on request, and refuses once the address is verified', async () => {
    const email = t.uniqueEmail('resend');
    const agent = t.agent();
    await signUp(agent, email);
    await mailTo(email, /Confirm your email/);
    const resent = await gql(agent, 'mutation { resendVerificationEmail { sent } }');
    expect(resent.data.resendVerificationEmail.sent).toBe(true);
    await mail.waitFor(() => mail.to(email).length === 2);
    const [first, second] = mail.to(email).map((m) => tokenOf(linkIn(m, 'http://sunshine.test/verify-email?token=')));
    expect(first).not.toBe(second);
    await gql(agent, `mutation($token: String!) { verifyEmail(input: { token: $token }) { verified } }`, { token: second });
    expect(errorCode(await gql(agent, 'mutation { resendVerificationEmail { sent } }'))).toBe('CONFLICT');
    expect(errorCode(await gql(t.request(), 'mutation { resendVerificationEmail { sent } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('forgot password', () => {
  const REQUEST = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
  const RESET = `mutation($token: String!, $password: String!) { resetPassword(input: { token: $token, newPassword: $password }) { reset } }`;

  it('mails a single-use link that sets a new password and ends every session; the answer never tells if the account exists', async () => {
    const { user } = await t.signInAs(Role.CLIENT);
    const otherSession = t.agent();
    await otherSession.post('/api/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);

    const known = await gql(t.request(), REQUEST, { email: user.email.toUpperCase() });
    const unknown = await gql(t.request(), REQUEST, { email: 'nobody-here@test.local' });
    expect(known.data.requestPasswordReset.message).toBe(unknown.data.requestPasswordReset.message);
    expect(known.data.requestPasswordReset.message).toMatch(/If an account exists/);

    const received = await mailTo(user.email, 'Reset your Sunshine Clean password');
    expect(received.text).toContain('expires in 1 hour');
    const token = tokenOf(linkIn(received, 'http://sunshine.test/reset-password?token='));

    const reset = await gql(t.request(), RESET, { token, password: 'brand-new-password' });
    expect(reset.data.resetPassword.reset).toBe(true);
    expect((await otherSession.get('/api/auth/user')).status).toBe(401);
    await t.request().post('/api/login').send({ email: user.email, password: 'brand-new-password' }).expect(200);
    // Used once, never again.
    expect(errorCode(await gql(t.request(), RESET, { token, password: 'another-password' }))).toBe('BAD_USER_INPUT');
    // And the change is announced, as an essential email.
    const changed = await mailTo(user.email, 'Your password was changed');
    expect(changed.text).toContain('reset with a link');
    // Nothing was sent for the unknown address.
    expect(mail.to('nobody-here@test.local')).toEqual([]);
  });

  it('refuses an expired link and a made-up one, changing nothing', async () => {
    const { user } = await t.signInAs(Role.HELPER);
    await gql(t.request(), REQUEST, { email: user.email });
    const received = await mailTo(user.email, /Reset your/);
    const token = tokenOf(linkIn(received, 'http://sunshine.test/reset-password?token='));
    const em = t.em();
    await em
      .getConnection()
      .execute(`update account_tokens set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
    const expired = await gql(t.request(), RESET, { token, password: 'brand-new-password' });
    expect(errorCode(expired)).toBe('BAD_USER_INPUT');
    expect(expired.errors![0].message).toMatch(/invalid or has expired/);
    expect(errorCode(await gql(t.request(), RESET, { token: 'x'.repeat(43), password: 'brand-new-password' }))).toBe(
      'BAD_USER_INPUT',
    );
    await t.request().post('/api/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
  });

  it('keeps the link secret: the stored copy of a sent reset email has no token, and the database holds only its hash', async () => {
    const { user } = await t.signInAs(Role.CLIENT);
    await gql(t.request(), REQUEST, { email: user.email });
    const received = await mailTo(user.email, /Reset your/);
    const token = tokenOf(linkIn(received, 'http://sunshine.test/reset-password?token='));
    const em = t.em();
    const where = { notification: { recipient: user.id, event: 'account.password-reset' }, status: DeliveryStatus.SENT };
    // The row is marked sent just after the server has the message.
    await expect.poll(() => t.em().count(OutboxEmail, where)).toBe(1);
    const delivery = await em.findOneOrFail(OutboxEmail, where, { populate: ['html', 'text'] });
    expect(delivery.html).toContain('(removed-after-sending)');
    expect(delivery.html).not.toContain(token);
    expect(delivery.text).not.toContain(token);
    const rows = await em.getConnection().execute(`select * from account_tokens where user_id = ?`, [user.id]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('account security notices', () => {
  it('a password change and a two-factor change are emailed, and cannot be turned off', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const off = await gql(
      agent,
      'mutation { updateNotificationPreference(input: { category: ACCOUNT, emailEnabled: false }) { preferences { category } } }',
    );
    expect(errorCode(off)).toBe('BAD_USER_INPUT');
    const changed = await gql(
      agent,
      `mutation { changePassword(input: { currentPassword: "${TEST_PASSWORD}", newPassword: "a-different-password" }) { changed } }`,
    );
    expect(changed.data.changePassword.changed).toBe(true);
    await mailTo(user.email, 'Your password was changed');

    // The two-factor branch raises this one through the notification API.
    await t.services.notifications.raise(t.em(), {
      event: 'account.two-factor-changed',
      recipientUserId: user.id,
      data: { enabled: true },
    });
    const twoFactor = await mailTo(user.email, 'Two-factor sign-in is on');
    expect(rawHeader(twoFactor, 'List-Unsubscribe')).toBeUndefined();
  });
});

describe('service requests', () => {
  it('a new request emails every owner, with its details (escaped) and a link to decide it', async () => {
    const { user: owner } = await admin();
    const { requestId } = await clientRequest(
      { notes: 'Gate code <b>4821</b> & "the dog" <script>alert(1)</script>' },
      { displayName: 'Ann <img src=x onerror=alert(1)>' },
    );
    const received = await mailTo(owner.email, /^New service request from Ann/);
    expect(received.html).toContain(`http://sunshine.test/admin?request=${requestId}`);
    expect(received.html).toContain('Gate code &lt;b&gt;4821&lt;/b&gt; &amp; &quot;the dog&quot; &lt;script&gt;');
    expect(received.html).not.toContain('<script>alert(1)</script>');
    expect(received.html).not.toContain('<img src=x');
    expect(received.text).toContain('Gate code <b>4821</b>');
    // Non-essential: one-click unsubscribe headers.
    expect(rawHeader(received, 'List-Unsubscribe')).toMatch(/^<http:\/\/sunshine\.test\/api\/notifications\/unsubscribe\?/);
    expect(rawHeader(received, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it("names the service, the day, the slot and the schedule in the owner's words, never as stored (issue 22)", async () => {
    const { user: owner } = await admin();
    const date = addDays(today(), 3);
    await clientRequest(
      {
        service: 'movein',
        date,
        time: 'afternoon',
        recurring: 'custom',
        customDays: { ...NO_DAYS, monday: true, thursday: true },
      },
      { displayName: 'Words Client' },
    );
    const received = await mailTo(owner.email, /^New service request from Words Client/);
    expect(received.text).toContain('Move-In Cleaning');
    expect(received.text).toContain('Afternoon 12PM-4PM');
    expect(received.text).toContain('every week on Mondays and Thursdays');
    expect(received.text).toContain(longDayWords(date));
    // The words a person reads (the links below them carry ids, as links do).
    const words = received.text.split('Review the request:')[0];
    expect(words).not.toMatch(/\bmovein\b|\bafternoon\b|\bcustom\b|RRULE|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('approval and decline reach the client, with the admin’s feedback', async () => {
    const approved = await clientRequest();
    const declined = await clientRequest();
    const { agent } = await admin();
    await agent
      .patch(`/api/service-requests/${approved.requestId}`)
      .send({ status: 'accepted', adminFeedback: 'See you then!' })
      .expect(200);
    await agent
      .patch(`/api/service-requests/${declined.requestId}`)
      .send({ status: 'declined', adminFeedback: 'Fully booked that week, sorry.' })
      .expect(200);
    const yes = await mailTo(approved.user.email, /is confirmed$/);
    expect(yes.text).toContain('See you then!');
    const no = await mailTo(declined.user.email, /^About your request/);
    expect(no.text).toContain('Fully booked that week, sorry.');
  });
});

const ASSIGN = `mutation($input: AssignHelpersInput!) { assignHelpers(input: $input) { applied } }`;
const RESCHEDULE = `mutation($input: RescheduleVisitInput!) { rescheduleVisit(input: $input) { applied droppedHelperIds } }`;
const CANCEL = `mutation($input: CancelVisitInput!) { cancelVisit(input: $input) { visit { status } } }`;

describe('visits', () => {
  async function acceptedVisit(date: string) {
    const request = await clientRequest({ date, time: 'afternoon', address: '9 Bay St, Naples, FL' });
    const { agent } = await admin();
    await agent.patch(`/api/service-requests/${request.requestId}`).send({ status: 'accepted' }).expect(200);
    const [visit] = await t.em().find(Visit, { request: request.requestId });
    return { ...request, visit };
  }

  async function helperAccount() {
    const signedIn = await t.signInAs(Role.HELPER, { firstName: 'Carlos' });
    const record = await t.em().findOneOrFail(Helper, { user: signedIn.user.id });
    return { ...signedIn, record };
  }

  it('reminds the client the day before, with date, time slot and address, once however often the job runs', async () => {
    const { user, visit } = await acceptedVisit(addDays(today(), 1));
    const em = t.em();
    expect(await t.services.scheduledNotifications.visitReminders(em)).toBeGreaterThanOrEqual(1);
    const received = await mailTo(user.email, /^Reminder: your cleaning is tomorrow/);
    expect(received.text).toContain('Afternoon 12PM-4PM');
    expect(received.text).toContain('9 Bay St, Naples, FL');
    expect(await t.services.scheduledNotifications.visitReminders(t.em())).toBe(0);
    expect(await t.em().count(Notification, { event: 'visit.reminder', recipient: user.id })).toBe(1);
    expect(visit.date).toBe(addDays(today(), 1));
  });

  it('tells a helper they were assigned to, then removed from, a visit', async () => {
    const { visit } = await acceptedVisit(addDays(today(), 4));
    const carlos = await helperAccount();
    const { agent } = await admin();
    const assign = `mutation($input: AssignHelpersInput!) { assignHelpers(input: $input) { applied } }`;
    await gql(agent, assign, { input: { visitId: visit.id, helperIds: [carlos.record.id], confirm: true } });
    const assigned = await mailTo(carlos.user.email, /^New job:/);
    expect(assigned.text).toContain('9 Bay St, Naples, FL');
    await gql(agent, assign, { input: { visitId: visit.id, helperIds: [], confirm: true } });
    await mailTo(carlos.user.email, /^Removed from a job:/);
  });

  it('tells the helper and the client when a visit moves or is cancelled (raised by schedule changes)', async () => {
    const { user: client, visit } = await acceptedVisit(addDays(today(), 5));
    const carlos = await helperAccount();
    const base = { visitId: visit.id, timeSlot: visit.timeSlot, address: '9 Bay St, Naples, FL', service: ServiceType.DEEP };
    const em = t.em();
    await em.transactional(async (tx) => {
      const moved = { ...base, date: addDays(today(), 6), previousDate: visit.date, previousTimeSlot: visit.timeSlot };
      await t.services.notifications.raise(tx, { event: 'visit.rescheduled', recipientUserId: client.id, data: moved });
      await t.services.notifications.raise(tx, {
        event: 'visit.rescheduled',
        recipientUserId: carlos.user.id,
        data: { ...moved, clientName: 'Ann' },
      });
    });
    await mailTo(client.email, /^Visit moved to/);
    const helperMail = await mailTo(carlos.user.email, /^Visit moved to/);
    expect(helperMail.text).toContain('/my-jobs');
    await t.services.notifications.raise(t.em(), {
      event: 'visit.canceled',
      recipientUserId: client.id,
      data: { ...base, date: visit.date, reason: 'Hurricane warning' },
    });
    const canceled = await mailTo(client.email, /^Visit cancelled:/);
    expect(canceled.text).toContain('Hurricane warning');
  });

  it('tells the helpers and the client when the owner moves or cancels a visit, once per change per person', async () => {
    const { user: client, visit } = await acceptedVisit(addDays(today(), 5));
    const carlos = await helperAccount();
    const { agent } = await admin();
    await gql(agent, ASSIGN, { input: { visitId: visit.id, helperIds: [carlos.record.id], confirm: true } });
    await mailTo(carlos.user.email, /^New job:/);
    const id = toGlobalId('Visit', visit.id);

    const moved = await gql(agent, RESCHEDULE, { input: { id, date: addDays(today(), 6), timeSlot: 'MORNING' } });
    expect(moved.data.rescheduleVisit.applied).toBe(true);
    const clientMoved = await mailTo(client.email, /^Visit moved to/);
    expect(clientMoved.text).toContain('Morning 8AM-12PM');
    expect(clientMoved.text).toContain('Afternoon 12PM-4PM');
    expect(clientMoved.text).toContain('http://sunshine.test/portal');
    const helperMoved = await mailTo(carlos.user.email, /^Visit moved to/);
    expect(helperMoved.text).toContain('http://sunshine.test/my-jobs');

    const canceled = await gql(agent, CANCEL, { input: { id, reason: 'Hurricane warning' } });
    expect(canceled.data.cancelVisit.visit.status).toBe('CANCELED');
    expect((await mailTo(client.email, /^Visit cancelled:/)).text).toContain('Hurricane warning');
    expect((await mailTo(carlos.user.email, /^Visit cancelled:/)).text).toContain('Hurricane warning');
    for (const recipient of [client.id, carlos.user.id]) {
      for (const event of ['visit.rescheduled', 'visit.canceled']) {
        expect(await t.em().count(Notification, { event, recipient }), event).toBe(1);
      }
    }
  });

  it('tells a helper who cannot follow a moved visit that they are off it, and not that it moved', async () => {
    const { user: client, visit } = await acceptedVisit(addDays(today(), 8));
    const { visit: busy } = await acceptedVisit(addDays(today(), 9));
    const carlos = await helperAccount();
    const { agent } = await admin();
    for (const target of [visit, busy]) {
      await gql(agent, ASSIGN, { input: { visitId: target.id, helperIds: [carlos.record.id], confirm: true } });
    }
    const input = { id: toGlobalId('Visit', visit.id), date: busy.date, timeSlot: 'AFTERNOON' };
    const held = await gql(agent, RESCHEDULE, { input });
    expect(held.data.rescheduleVisit.applied).toBe(false);
    expect(await t.em().count(Notification, { event: 'visit.rescheduled', recipient: client.id })).toBe(0);

    const forced = await gql(agent, RESCHEDULE, { input: { ...input, force: true } });
    expect(forced.data.rescheduleVisit.droppedHelperIds).toEqual([carlos.record.id]);
    await mailTo(client.email, /^Visit moved to/);
    const removed = await mailTo(carlos.user.email, /^Removed from a job:/);
    expect(removed.text).toContain('9 Bay St, Naples, FL');
    expect(await t.em().count(Notification, { event: 'visit.rescheduled', recipient: carlos.user.id })).toBe(0);
  });

  it('sends each helper with visits today their agenda, in time order', async () => {
    const morning = await clientRequest({ date: today(), time: 'morning', address: '1 First St' });
    const evening = await clientRequest({ date: today(), time: 'evening', address: '2 Second St' });
    const { agent } = await admin();
    for (const request of [evening, morning]) {
      await agent.patch(`/api/service-requests/${request.requestId}`).send({ status: 'accepted' }).expect(200);
    }
    const carlos = await helperAccount();
    for (const request of [evening, morning]) {
      const [visit] = await t.em().find(Visit, { request: request.requestId });
      await gql(agent, `mutation($input: AssignHelpersInput!) { assignHelpers(input: $input) { applied } }`, {
        input: { visitId: visit.id, helperIds: [carlos.record.id], confirm: true },
      });
    }
    expect(await t.services.scheduledNotifications.dailyAgendas(t.em())).toBeGreaterThanOrEqual(1);
    const received = await mailTo(carlos.user.email, /^Your day, .*: 2 visits$/);
    expect(received.text.indexOf('1 First St')).toBeLessThan(received.text.indexOf('2 Second St'));
  });
});

describe('invoices', () => {
  const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { databaseId invoiceNumber } } }`;

  async function clientWithAccount() {
    const signedIn = await t.signInAs(Role.CLIENT, { displayName: 'Paula Client' });
    const client = await t.em().findOneOrFail(Client, { user: signedIn.user.id });
    return { ...signedIn, client };
  }

  it('a sent invoice reaches the client with a link to view and pay and the PDF attached', async () => {
    const { user, client } = await clientWithAccount();
    const { agent } = await admin();
    const created = await gql(agent, CREATE, {
      input: {
        clientId: client.id,
        status: 'SENT',
        items: [{ description: 'Deep cleaning', quantity: 1, unitPriceCents: 25_000 }],
      },
    });
    const { databaseId, invoiceNumber } = created.data.createInvoice.invoice;
    const received = await mailTo(user.email, `Invoice ${invoiceNumber} from Sunshine Clean`);
    expect(received.text).toContain(`http://sunshine.test/invoices/${databaseId}/print`);
    expect(received.text).toContain('$250.00');
    const [pdf] = received.parsed.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(`${invoiceNumber}.pdf`);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('marking a draft sent mails it once; saving it again as sent does not', async () => {
    const { user, client } = await clientWithAccount();
    const { agent } = await admin();
    const created = await gql(agent, CREATE, { input: { clientId: client.id, subtotalCents: 10_000 } });
    const id = created.data.createInvoice.invoice.databaseId;
    const update = `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { invoice { status } } }`;
    await gql(agent, update, { input: { id, status: 'SENT' } });
    await mailTo(user.email, /^Invoice INV-/);
    await gql(agent, update, { input: { id, status: 'SENT', notes: 'Thanks' } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.to(user.email).filter((m) => m.subject.startsWith('Invoice INV-'))).toHaveLength(1);
  });

  it('an unpaid invoice is chased 3 days after its due date, then weekly, at most 3 times', async () => {
    const { user, client } = await clientWithAccount();
    const { agent } = await admin();
    const issue = addDays(today(), -40);
    const dueIn = async (daysAgo: number) => {
      const result = await gql(agent, CREATE, {
        input: {
          clientId: client.id,
          issueDate: issue,
          dueDate: addDays(today(), -daysAgo),
          subtotalCents: 8_000,
          status: 'SENT',
        },
      });
      return result.data.createInvoice.invoice.invoiceNumber as string;
    };
    const [fresh, threeDays, tenDays, thirtyDays] = [await dueIn(2), await dueIn(3), await dueIn(10), await dueIn(30)];
    await t.services.collections.overdueReminders(t.em());
    await mailTo(user.email, `Reminder: invoice ${threeDays} is overdue`);
    await mailTo(user.email, `Reminder: invoice ${tenDays} is overdue`);
    // Run again the same day: nothing new.
    expect(await t.services.collections.overdueReminders(t.em())).toBe(0);
    const reminders = await t.em().find(Notification, { event: 'invoice.overdue', recipient: user.id });
    expect(reminders.map((row) => row.dedupeKey.split(':')[1]).sort()).toEqual(['1', '2']);
    const subjects = mail.to(user.email).map((m) => m.subject);
    expect(subjects).not.toContain(`Reminder: invoice ${fresh} is overdue`);
    expect(subjects).not.toContain(`Reminder: invoice ${thirtyDays} is overdue`);
  });
});

describe('messages', () => {
  it('a message reaches its recipient with its text and a link to reply; a reply reaches the owner', async () => {
    const { agent: owner, user: ownerUser } = await admin();
    const { agent: client, user } = await t.signInAs(Role.CLIENT, { firstName: 'Jen' });
    await gql(owner, `mutation($input: SendMessageInput!) { sendMessage(input: $input) { message { id } } }`, {
      input: { toUserId: user.id, subject: 'Keys', body: 'Leave the <keys> under the mat\nThanks' },
    });
    const received = await mailTo(user.email, /^Keys \(from /);
    expect(received.text).toContain('> Leave the <keys> under the mat');
    expect(received.html).toContain('Leave the &lt;keys&gt; under the mat<br />');
    expect(received.text).toContain('Reply: http://sunshine.test/messages');

    await gql(
      client,
      `mutation($input: SendMessageToBusinessInput!) { sendMessageToBusiness(input: $input) { message { id } } }`,
      {
        input: { body: 'Done, thank you!' },
      },
    );
    const reply = await mailTo(ownerUser.email, /New message from Jen|from Jen/);
    expect(reply.text).toContain('Done, thank you!');
    expect(reply.text).toMatch(/http:\/\/sunshine\.test\/messages\?conversation=/);
  });
});

describe('one-click unsubscribe', () => {
  it('works without signing in: the category stops emailing, the notification center still shows it', async () => {
    const { user: owner } = await admin();
    await clientRequest();
    const received = await mailTo(owner.email, /^New service request/);
    const url = new URL(rawHeader(received, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));
    // A mail app's RFC 8058 POST: no cookie, no Origin.
    const path = `${url.pathname}${url.search}`;
    const tampered = path.replace(/t=[^&]+/, 't=forged');
    expect((await t.request().post(tampered).type('form').send('List-Unsubscribe=One-Click')).status).toBe(404);
    const page = await t.request().get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop emails about service requests?');
    await t.request().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);

    const before = mail.to(owner.email).length;
    const { requestId } = await clientRequest();
    const notification = await t.em().findOneOrFail(Notification, { recipient: owner.id, dedupeKey: requestId });
    expect(await t.em().count(OutboxEmail, { notification: notification.id })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mail.to(owner.email)).toHaveLength(before);
    const refreshed = await t.em().findOneOrFail(User, owner.id);
    expect(refreshed.email).toBe(owner.email);
  });
});
