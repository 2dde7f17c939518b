import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../../test/harness.js';
import { type MailServer, startMailServer } from '../../../test/mail-server.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Notification } from '../notification/notification.entity.js';
import { NotificationCategory } from '../notification/notification.enums.js';
import { Recurrence, ServiceRequestStatus, TimeSlot } from '../service-request/service-request.enums.js';
import { ScheduleEvents } from './schedule-events.js';
import { Visit } from './visit.entity.js';

/**
 * The schedule changes that had no email: restore, end and pause a series, "this visit" / "this and following"
 * edits, a client's change request and its decision. Each is proven by the mail a real SMTP server receives, by who
 * else heard nothing (the notifications table is written in the change's transaction), and by a replay raising
 * nothing new.
 */
// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
let mail: MailServer;
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signInAs']>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ now: () => NOW, config: { SMTP_URL: mail.url, PUBLIC_URL: 'http://sunshine.test' } });
  await t.startWorker();
  admin = await t.signInAs(Role.ADMIN, { firstName: 'Olivia', lastName: 'Owner' });
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});
beforeEach(() => t.updateSettings({ changeCutoffHours: 48, autoApproveSkips: false, phone: '+12395550100' }));

const RESTORE = `mutation($input: RestoreVisitInput!) { restoreVisit(input: $input) { visit { status } } }`;
const CANCEL = `mutation($input: CancelVisitInput!) { cancelVisit(input: $input) { visit { status } } }`;
const UPDATE_SERIES = `mutation($input: UpdateSeriesInput!) { updateSeries(input: $input) { applied } }`;
const PAUSE = `mutation($input: PauseSeriesInput!) { pauseSeries(input: $input) { serviceRequest { databaseId } } }`;
const END = `mutation($input: EndSeriesInput!) { endSeries(input: $input) { serviceRequest { databaseId } } }`;
const ASK = `mutation($input: RequestVisitChangeInput!) { requestVisitChange(input: $input) { changeRequest { id status } } }`;
const DECIDE = `mutation($input: DecideVisitChangeInput!) { decideVisitChange(input: $input) { changeRequest { status } } }`;

const gid = (visit: { id: string }) => toGlobalId('Visit', visit.id);
const requestGid = (request: { id: string }) => toGlobalId('ServiceRequest', request.id);
const mailTo = (address: string, subject: string | RegExp) =>
  mail.waitFor((m) => m.to.includes(address) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));

/** The events raised for a person (from the database: written in the change's transaction), with their email count. */
async function told(userId: string) {
  const rows = await t.em().execute<{ event: string; emails: string }[]>(
    `select n.event, count(d.id) as emails from notifications n left join notification_deliveries d on d.notification_id = n.id
      where n.recipient_id = ? group by n.id order by n.created_at, n.event`,
    [userId],
  );
  return rows.map((row) => ({ event: row.event, emails: Number(row.emails) }));
}

/** A client (with an account) whose weekly series starts on Tuesday 1 December, and two helpers with accounts. */
async function cast(fields: { time?: TimeSlot } = {}) {
  const client = await t.signInAs(Role.CLIENT, { firstName: 'Ann', lastName: 'Diaz' });
  const request = await t.buildServiceRequest({
    client: await t.clientOf(client.user),
    status: ServiceRequestStatus.ACCEPTED,
    recurring: Recurrence.WEEKLY,
    date: '2026-12-01',
    time: fields.time ?? TimeSlot.MORNING,
    address: '9 Bay St, Naples, FL',
  });
  const carlosUser = await t.signInAs(Role.HELPER, { firstName: 'Carlos' });
  const danaUser = await t.signInAs(Role.HELPER, { firstName: 'Dana' });
  const other = await t.signInAs(Role.CLIENT, { firstName: 'Bea' });
  return {
    client,
    request,
    visits: await t.visitsOf(request),
    carlos: { ...carlosUser, record: await t.helperOf(carlosUser.user) },
    dana: { ...danaUser, record: await t.helperOf(danaUser.user) },
    other,
  };
}

type Cast = Awaited<ReturnType<typeof cast>>;
const assign = (c: Cast, helper: Cast['carlos'], visit: Visit) =>
  t.buildVisit({ request: c.request, date: visit.date, helpers: [helper.record] });

describe('restore', () => {
  it('tells the client and the assigned helper the visit is back, nobody else, and a replay raises nothing', async () => {
    const c = await cast();
    const [visit] = c.visits;
    await assign(c, c.carlos, visit);
    await gql(admin.agent, CANCEL, { input: { id: gid(visit), reason: 'Flu' } });
    const before = await t.em().findOneOrFail(Visit, visit.id);
    const restored = await gql(admin.agent, RESTORE, { input: { id: gid(visit) } });
    expect(restored.data.restoreVisit.visit.status).toBe('SCHEDULED');

    const clientMail = await mailTo(c.client.user.email, 'Visit back on: Tue, Dec 1');
    expect(clientMail.text).toContain('Morning 8AM-12PM');
    expect(clientMail.text).toContain('http://sunshine.test/portal');
    const helperMail = await mailTo(c.carlos.user.email, 'Visit back on: Tue, Dec 1');
    expect(helperMail.text).toContain('9 Bay St, Naples, FL');
    expect(helperMail.text).toContain('http://sunshine.test/my-jobs');
    expect(await told(c.client.user.id)).toEqual([
      { event: 'visit.canceled', emails: 1 },
      { event: 'visit.restored', emails: 1 },
    ]);
    for (const nobody of [c.dana.user.id, c.other.user.id, admin.user.id]) {
      expect((await told(nobody)).filter((row) => row.event === 'visit.restored')).toEqual([]);
    }

    // The same restore replayed (the visit as it was before it) tells nobody again.
    await t.em().transactional((tx) => new ScheduleEvents(t.services.notifications).visitRestored(tx, tx.merge(before)));
    expect(
      await t.em().count(Notification, { event: 'visit.restored', recipient: { $in: [c.client.user.id, c.carlos.user.id] } }),
    ).toBe(2);
  });
});

describe('end and pause a series', () => {
  it('ending: the client hears the plan ends, each helper once of the visits they lose; a replay raises nothing', async () => {
    const c = await cast();
    // Carlos on the 8th and 15th, Dana on the 1st (before the end: she hears nothing).
    await assign(c, c.carlos, c.visits[1]);
    await assign(c, c.carlos, c.visits[2]);
    await assign(c, c.dana, c.visits[0]);
    const ended = await gql(admin.agent, END, { input: { requestId: requestGid(c.request), from: '2026-12-08' } });
    expect(ended.errors).toBeUndefined();

    const clientMail = await mailTo(c.client.user.email, 'Your plan ends on Tue, Dec 8');
    expect(clientMail.text).toContain('Tuesday, December 8, 2026');
    const helperMail = await mailTo(c.carlos.user.email, /^Removed from 2 visits for Ann/);
    expect(helperMail.text).toContain('Tue, Dec 8');
    expect(helperMail.text).toContain('Tue, Dec 15');
    expect(helperMail.text).toMatch(/plan ends/);
    expect(await told(c.client.user.id)).toEqual([{ event: 'series.ended', emails: 1 }]);
    expect(await told(c.carlos.user.id)).toEqual([{ event: 'visits.removed', emails: 1 }]);
    expect(await told(c.dana.user.id)).toEqual([]);
    expect(await told(c.other.user.id)).toEqual([]);

    await gql(admin.agent, END, { input: { requestId: requestGid(c.request), from: '2026-12-08' } });
    expect(await told(c.client.user.id)).toHaveLength(1);
    expect(await told(c.carlos.user.id)).toHaveLength(1);
  });

  it('pausing: the client hears "paused from … to …" once, a helper once for all their visits in it, by preference', async () => {
    const c = await cast();
    await assign(c, c.carlos, c.visits[1]);
    await assign(c, c.carlos, c.visits[2]);
    await assign(c, c.dana, c.visits[3]);
    // Dana turned schedule emails off: she sees it in the app, by no email.
    await t.services.notifications.setPreference(t.em(), c.dana.user.id, NotificationCategory.SCHEDULE, false);
    const input = { requestId: requestGid(c.request), from: '2026-12-08', until: '2026-12-22' };
    expect((await gql(admin.agent, PAUSE, { input })).errors).toBeUndefined();

    const clientMail = await mailTo(c.client.user.email, 'Your plan is paused from Tue, Dec 8 to Tue, Dec 22');
    expect(clientMail.text).toContain('3 visits skipped');
    const helperMail = await mailTo(c.carlos.user.email, /^Removed from 2 visits for Ann/);
    expect(helperMail.text).toMatch(/paused/);
    expect(await told(c.client.user.id)).toEqual([{ event: 'series.paused', emails: 1 }]);
    expect(await told(c.carlos.user.id)).toEqual([{ event: 'visits.removed', emails: 1 }]);
    expect(await told(c.dana.user.id)).toEqual([{ event: 'visits.removed', emails: 0 }]);
    expect(await told(c.other.user.id)).toEqual([]);

    // The same pause again changes nothing and tells nobody again.
    await gql(admin.agent, PAUSE, { input });
    expect(await told(c.client.user.id)).toHaveLength(1);
    expect(await told(c.carlos.user.id)).toHaveLength(1);
  });
});

describe('series edits', () => {
  it('"this and following" to another time slot: one summary for the client and for each helper who follows', async () => {
    const c = await cast();
    await assign(c, c.carlos, c.visits[1]);
    await assign(c, c.carlos, c.visits[2]);
    const result = await gql(admin.agent, UPDATE_SERIES, {
      input: { visitId: gid(c.visits[1]), scope: 'THIS_AND_FOLLOWING', timeSlot: 'AFTERNOON' },
    });
    expect(result.data.updateSeries.applied).toBe(true);
    const following = (await t.visitsOf(c.request)).length; // the old series keeps only the 1st
    expect(following).toBe(1);

    const clientMail = await mailTo(c.client.user.email, 'Your visits from Tue, Dec 8 changed');
    expect(clientMail.text).toContain('Afternoon 12PM-4PM');
    expect(clientMail.text).toContain('Morning 8AM-12PM'); // what it was
    expect(clientMail.text).toContain('Tue, Dec 8; Tue, Dec 15');
    const helperMail = await mailTo(c.carlos.user.email, 'Your visits from Tue, Dec 8 changed');
    expect(helperMail.text).toContain('Ann');
    expect(await told(c.client.user.id)).toEqual([{ event: 'series.changed', emails: 1 }]);
    expect(await told(c.carlos.user.id)).toEqual([{ event: 'series.changed', emails: 1 }]);
    expect(await told(c.dana.user.id)).toEqual([]);
    expect(await told(c.other.user.id)).toEqual([]);
  });

  it('a helper not free at the new time hears once which visits they lost; a price change tells nobody', async () => {
    const c = await cast();
    await assign(c, c.carlos, c.visits[1]);
    // Carlos is busy on the afternoon of the 8th elsewhere.
    await t.buildVisit({ date: '2026-12-08', timeSlot: TimeSlot.AFTERNOON, helpers: [c.carlos.record] });
    await gql(admin.agent, UPDATE_SERIES, { input: { visitId: gid(c.visits[2]), scope: 'THIS_VISIT', priceCents: 9900 } });
    expect(await told(c.client.user.id)).toEqual([]);

    await gql(admin.agent, UPDATE_SERIES, {
      input: { visitId: gid(c.visits[1]), scope: 'THIS_AND_FOLLOWING', timeSlot: 'AFTERNOON', force: true },
    });
    const lost = await mailTo(c.carlos.user.email, /^Removed from 1 visit for Ann/);
    expect(lost.text).toContain('Tue, Dec 8');
    expect(lost.text).toMatch(/not free/);
    expect(await told(c.carlos.user.id)).toEqual([{ event: 'visits.removed', emails: 1 }]);
    expect(await told(c.client.user.id)).toEqual([{ event: 'series.changed', emails: 1 }]);
  });

  it('"this visit" at a new address tells the client and the helper of that visit only', async () => {
    const c = await cast();
    await assign(c, c.carlos, c.visits[0]);
    await gql(admin.agent, UPDATE_SERIES, {
      input: { visitId: gid(c.visits[0]), scope: 'THIS_VISIT', address: '1 Gulf Dr, Naples, FL' },
    });
    const clientMail = await mailTo(c.client.user.email, 'Your visit on Tue, Dec 1 changed');
    expect(clientMail.text).toContain('1 Gulf Dr, Naples, FL');
    expect(clientMail.text).toContain('9 Bay St, Naples, FL'); // where it was
    await mailTo(c.carlos.user.email, 'Your visit on Tue, Dec 1 changed');
    expect(await told(c.dana.user.id)).toEqual([]);
    expect(await told(c.other.user.id)).toEqual([]);
  });
});

describe('client change requests', () => {
  it('a request reaches the owner with the visit, the kind and the note; a decline reaches the client with the reason', async () => {
    const c = await cast();
    await assign(c, c.carlos, c.visits[1]);
    const asked = await gql(c.client.agent, ASK, {
      input: {
        visitId: gid(c.visits[1]),
        kind: 'MOVE',
        proposedDate: '2026-12-10',
        proposedTimeSlot: 'EVENING',
        note: 'Work trip <b>',
      },
    });
    expect(asked.data.requestVisitChange.changeRequest.status).toBe('PENDING');
    const ownerMail = await mailTo(admin.user.email, 'Change requested: Ann Diaz, Tue, Dec 8');
    expect(ownerMail.text).toContain('Move this visit');
    expect(ownerMail.text).toContain('Thursday, December 10, 2026, Evening 4PM-7PM');
    expect(ownerMail.text).toContain('Work trip <b>');
    expect(ownerMail.html).toContain('Work trip &lt;b&gt;');
    expect(ownerMail.text).toContain('http://sunshine.test/admin');
    // Nobody but the owner hears of the request itself.
    for (const nobody of [c.client.user.id, c.carlos.user.id, c.other.user.id]) expect(await told(nobody)).toEqual([]);

    const declined = await gql(admin.agent, DECIDE, {
      input: { id: asked.data.requestVisitChange.changeRequest.id, approve: false, reason: 'Fully booked that week' },
    });
    expect(declined.data.decideVisitChange.changeRequest.status).toBe('DECLINED');
    const clientMail = await mailTo(c.client.user.email, 'About your change to Tue, Dec 8');
    expect(clientMail.text).toContain('Fully booked that week');
    expect(clientMail.text).toContain('your visit stays as it was');
    expect(await told(c.client.user.id)).toEqual([{ event: 'visit-change.decided', emails: 1 }]);
    expect(await told(c.carlos.user.id)).toEqual([]);
  });

  it('an approved move tells the client once (the decision) and the helper that the visit moved', async () => {
    const c = await cast();
    await assign(c, c.carlos, c.visits[1]);
    const asked = await gql(c.client.agent, ASK, {
      input: { visitId: gid(c.visits[1]), kind: 'MOVE', proposedDate: '2026-12-10', proposedTimeSlot: 'MORNING' },
    });
    await gql(admin.agent, DECIDE, { input: { id: asked.data.requestVisitChange.changeRequest.id, approve: true } });
    const clientMail = await mailTo(c.client.user.email, 'Your change to Tue, Dec 8 was approved');
    expect(clientMail.text).toContain('Thursday, December 10, 2026');
    await mailTo(c.carlos.user.email, 'Visit moved to Thu, Dec 10');
    expect(await told(c.client.user.id)).toEqual([{ event: 'visit-change.decided', emails: 1 }]);
    expect(await told(c.carlos.user.id)).toEqual([{ event: 'visit.rescheduled', emails: 1 }]);
  });

  it('an auto-approved skip tells the owner it was applied, the client it is approved, the helper it is off', async () => {
    await t.updateSettings({ autoApproveSkips: true });
    const c = await cast();
    await assign(c, c.carlos, c.visits[2]);
    const asked = await gql(c.client.agent, ASK, { input: { visitId: gid(c.visits[2]), kind: 'SKIP', note: 'Away' } });
    expect(asked.data.requestVisitChange.changeRequest.status).toBe('APPROVED');
    const ownerMail = await mailTo(admin.user.email, 'Skip applied: Ann Diaz, Tue, Dec 15');
    expect(ownerMail.text).toContain('already off the schedule');
    await mailTo(c.client.user.email, 'Your change to Tue, Dec 15 was approved');
    await mailTo(c.carlos.user.email, 'Visit cancelled: Tue, Dec 15');
    expect(await told(c.client.user.id)).toEqual([{ event: 'visit-change.decided', emails: 1 }]);
    expect(await told(c.carlos.user.id)).toEqual([{ event: 'visit.canceled', emails: 1 }]);
    expect(await told(c.other.user.id)).toEqual([]);
  });

  it('an approved "end the plan" tells the client once, and the helpers of the visits it ends', async () => {
    const c = await cast();
    await assign(c, c.carlos, c.visits[2]);
    await t.services.notifications.setPreference(t.em(), c.client.user.id, NotificationCategory.REQUESTS, false);
    const asked = await gql(c.client.agent, ASK, { input: { visitId: gid(c.visits[1]), kind: 'END_PLAN' } });
    await gql(admin.agent, DECIDE, { input: { id: asked.data.requestVisitChange.changeRequest.id, approve: true } });
    await mailTo(c.carlos.user.email, /^Removed from 1 visit for Ann/);
    // The client turned request emails off: the decision is in the app only.
    expect(await told(c.client.user.id)).toEqual([{ event: 'visit-change.decided', emails: 0 }]);
  });
});
