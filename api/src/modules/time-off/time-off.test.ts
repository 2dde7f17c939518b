import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCode, gql, type GraphQLResult, type TestApp, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { BusinessSettings, TimeOffVisitAction } from '../settings/settings.entity.js';
import { ServiceRequestStatus, TimeSlot } from '../service-request/service-request.enums.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { VisitAssignment } from '../visit/visit-assignment.entity.js';
import { TimeOffRequest, TimeOffStatus } from './time-off-request.entity.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
const t = useTestApp({ now: () => NOW });
type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let admin: Agent;
beforeAll(async () => {
  admin = (await t.signInAs(Role.ADMIN)).agent;
});
beforeEach(async () => {
  await t.services.settings.get(t.em());
  await t.em().nativeUpdate(BusinessSettings, { key: 'default' }, { timeOffAssignedVisits: TimeOffVisitAction.KEEP });
});

const ASK = `mutation($input: RequestTimeOffInput!) {
  requestTimeOff(input: $input) { timeOffRequest { id databaseId status startDate endDate startTime endTime reason helper { databaseId } } }
}`;
const DECIDE = `mutation($input: DecideTimeOffInput!) {
  decideTimeOff(input: $input) { unassigned timeOffRequest { status decisionNote } affectedVisits { databaseId date } }
}`;
const CANCEL = `mutation($input: CancelTimeOffRequestInput!) { cancelTimeOffRequest(input: $input) { timeOffRequest { status } } }`;
const LIST = `query($status: TimeOffStatus) {
  timeOffRequests(first: 100, status: $status) { totalCount edges { node { databaseId status startDate helper { databaseId } } } }
}`;
const PREVIEW = `query($id: ID!) { timeOffPreview(id: $id) { action visits { databaseId date } } }`;
const SET_WEEK = `mutation($input: SetHelperAvailabilityInput!) {
  setHelperAvailability(input: $input) { helper { databaseId availability { weekday ranges { from to } } } }
}`;
const ASSIGN = `mutation($input: AssignHelpersInput!) {
  assignHelpers(input: $input) { applied warnings { kind helperId message } visits { databaseId } }
}`;
const PREFS = `mutation($input: SetClientHelperPreferencesInput!) {
  setClientHelperPreferences(input: $input) { client { databaseId sameHelpers preferredHelpers { databaseId } excludedHelpers { note helper { databaseId } } } }
}`;
const fieldOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.field;
const helperGid = (helper: { id: string }) => toGlobalId('Helper', helper.id);

async function signedInHelper() {
  const { agent, user } = await t.signInAs(Role.HELPER, { firstName: 'Maria', lastName: 'Lopez' });
  return { agent, user, helper: await t.helperOf(user) };
}

/** Monday 7 to Sunday 13 December: the week off of these tests. */
const WEEK = { startDate: '2026-12-07', endDate: '2026-12-13' };

describe('time off', () => {
  it('a helper asks, sees only their own; the owner sees it pending, previews the visits it touches and approves', async () => {
    const maria = await signedInHelper();
    const other = await signedInHelper();
    const inside = await t.buildVisit({ date: '2026-12-09', helpers: [maria.helper] });
    await t.buildVisit({ date: '2026-12-15', helpers: [maria.helper] });
    await t.buildVisit({ date: '2026-12-10', helpers: [other.helper] });

    const asked = await gql(maria.agent, ASK, { input: { ...WEEK, reason: 'Family wedding' } });
    expect(asked.errors).toBeUndefined();
    const request = asked.data.requestTimeOff.timeOffRequest;
    expect(request).toMatchObject({ status: 'PENDING', ...WEEK, startTime: null, reason: 'Family wedding' });
    expect(request.helper.databaseId).toBe(maria.helper.id);

    const own = await gql(maria.agent, LIST, {});
    expect(own.data.timeOffRequests.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toEqual([
      request.databaseId,
    ]);
    expect((await gql(other.agent, LIST, {})).data.timeOffRequests.totalCount).toBe(0);
    const pending = await gql(admin, LIST, { status: 'PENDING' });
    expect(pending.data.timeOffRequests.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toContain(
      request.databaseId,
    );
    // The owner hears of it in the app.
    expect(await t.em().count(Notification, { event: 'time-off.requested' })).toBeGreaterThan(0);

    const preview = await gql(admin, PREVIEW, { id: request.id });
    expect(preview.data.timeOffPreview).toEqual({ action: 'KEEP', visits: [{ databaseId: inside.id, date: '2026-12-09' }] });

    const decided = await gql(admin, DECIDE, { input: { id: request.id, approve: true, note: 'Enjoy it' } });
    expect(decided.data.decideTimeOff).toEqual({
      unassigned: false,
      timeOffRequest: { status: 'APPROVED', decisionNote: 'Enjoy it' },
      affectedVisits: [{ databaseId: inside.id, date: '2026-12-09' }],
    });
    // Kept: the owner decides about the visit.
    expect(await t.em().count(VisitAssignment, { visit: inside.id, helper: maria.helper.id })).toBe(1);
    // Told in the app and by email (an outbox row in the same transaction).
    const told = await t.em().find(Notification, { event: 'time-off.decided', recipient: maria.user.id });
    expect(told).toHaveLength(1);

    const again = await gql(admin, DECIDE, { input: { id: request.id, approve: false } });
    expect(errorCode(again)).toBe('CONFLICT');
  });

  it('with the setting to unassign, approving frees the visits: they then need helpers', async () => {
    await t.em().nativeUpdate(BusinessSettings, { key: 'default' }, { timeOffAssignedVisits: TimeOffVisitAction.UNASSIGN });
    const maria = await signedInHelper();
    const visit = await t.buildVisit({ date: '2026-11-25', helpers: [maria.helper] });
    const asked = await gql(maria.agent, ASK, { input: { startDate: '2026-11-25', endDate: '2026-11-25' } });
    const id = asked.data.requestTimeOff.timeOffRequest.id;
    expect((await gql(admin, PREVIEW, { id })).data.timeOffPreview.action).toBe('UNASSIGN');
    const decided = await gql(admin, DECIDE, { input: { id, approve: true } });
    expect(decided.data.decideTimeOff.unassigned).toBe(true);
    expect(decided.data.decideTimeOff.affectedVisits).toEqual([{ databaseId: visit.id, date: '2026-11-25' }]);
    expect(await t.em().count(VisitAssignment, { visit: visit.id })).toBe(0);
    const needs = await gql(admin, '{ unassignedVisits(days: 14) { databaseId } }');
    expect(needs.data.unassignedVisits.map((v: { databaseId: string }) => v.databaseId)).toContain(visit.id);
  });

  it('part of a day covers only the visits in those hours', async () => {
    await t.em().nativeUpdate(BusinessSettings, { key: 'default' }, { timeOffAssignedVisits: TimeOffVisitAction.UNASSIGN });
    const maria = await signedInHelper();
    const morning = await t.buildVisit({ date: '2026-11-26', timeSlot: TimeSlot.MORNING, helpers: [maria.helper] });
    const evening = await t.buildVisit({ date: '2026-11-27', timeSlot: TimeSlot.EVENING, helpers: [maria.helper] });
    const asked = await gql(maria.agent, ASK, {
      input: { startDate: '2026-11-26', endDate: '2026-11-27', startTime: '07:00', endTime: '12:00' },
    });
    const preview = await gql(admin, PREVIEW, { id: asked.data.requestTimeOff.timeOffRequest.id });
    expect(preview.data.timeOffPreview.visits.map((v: { databaseId: string }) => v.databaseId)).toEqual([morning.id]);
    expect(evening.id).not.toBe(morning.id);
  });

  it('declines with a note, and a declined request warns about nothing', async () => {
    const maria = await signedInHelper();
    const asked = await gql(maria.agent, ASK, { input: WEEK });
    const decided = await gql(admin, DECIDE, {
      input: { id: asked.data.requestTimeOff.timeOffRequest.id, approve: false, note: 'Holiday rush' },
    });
    expect(decided.data.decideTimeOff).toMatchObject({
      timeOffRequest: { status: 'DECLINED', decisionNote: 'Holiday rush' },
      affectedVisits: [],
    });
    const visit = await t.buildVisit({ date: '2026-12-08' });
    const assign = await gql(admin, ASSIGN, {
      input: { visitId: toGlobalId('Visit', visit.id), helperIds: [helperGid(maria.helper)] },
    });
    expect(assign.data.assignHelpers.warnings).toEqual([]);
  });

  it('refuses time off that ends before it starts, starts in the past, or names half a part of a day, storing nothing', async () => {
    const maria = await signedInHelper();
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-12-10', endDate: '2026-12-09' }, 'endDate'],
      [{ startDate: '2026-11-21', endDate: '2026-11-23' }, 'startDate'],
      [{ startDate: '2026-12-10', endDate: '2026-12-10', startTime: '09:00' }, 'endTime'],
      [{ startDate: '2026-12-10', endDate: '2026-12-10', startTime: '13:00', endTime: '09:00' }, 'endTime'],
      [{ startDate: '2026-12-10', endDate: '2026-12-10', startTime: '9am', endTime: '13:00' }, 'startTime'],
      [{ startDate: '2026-12-10', endDate: '2028-12-10' }, 'endDate'],
    ];
    for (const [input, field] of cases) {
      const result = await gql(maria.agent, ASK, { input });
      expect(errorCode(result), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(fieldOf(result), JSON.stringify(input)).toBe(field);
    }
    expect(await t.em().count(TimeOffRequest, { helper: maria.helper.id })).toBe(0);
  });

  it('lets only a helper ask, only the owner decide or preview, and only the helper cancel their own pending request', async () => {
    const maria = await signedInHelper();
    const other = await signedInHelper();
    const client = await t.signInAs(Role.CLIENT);
    const anonymous = t.request();
    const asked = await gql(maria.agent, ASK, { input: WEEK });
    const id = asked.data.requestTimeOff.timeOffRequest.id;

    expect(errorCode(await gql(client.agent, ASK, { input: WEEK }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(admin, ASK, { input: WEEK }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(anonymous, ASK, { input: WEEK }))).toBe('UNAUTHENTICATED');
    for (const agent of [maria.agent, other.agent, client.agent]) {
      expect(errorCode(await gql(agent, DECIDE, { input: { id, approve: true } }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, PREVIEW, { id }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(anonymous, DECIDE, { input: { id, approve: true } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(client.agent, LIST, {}))).toBe('FORBIDDEN');
    expect(errorCode(await gql(other.agent, CANCEL, { input: { id } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(admin, CANCEL, { input: { id } }))).toBe('FORBIDDEN');
    expect((await t.em().findOneOrFail(TimeOffRequest, asked.data.requestTimeOff.timeOffRequest.databaseId)).status).toBe(
      TimeOffStatus.PENDING,
    );

    const cancelled = await gql(maria.agent, CANCEL, { input: { id } });
    expect(cancelled.data.cancelTimeOffRequest.timeOffRequest.status).toBe('CANCELED');
    expect(errorCode(await gql(maria.agent, CANCEL, { input: { id } }))).toBe('CONFLICT');
    expect(errorCode(await gql(admin, DECIDE, { input: { id, approve: true } }))).toBe('CONFLICT');
  });
});

describe('weekly availability', () => {
  it('a helper sets their own week; the owner sets anyone’s; nobody else may', async () => {
    const maria = await signedInHelper();
    const other = await signedInHelper();
    const client = await t.signInAs(Role.CLIENT);
    const input = {
      helperId: helperGid(maria.helper),
      days: [
        {
          weekday: 1,
          ranges: [
            { from: '13:00', to: '17:00' },
            { from: '08:00', to: '12:00' },
          ],
        },
        { weekday: 3, ranges: [{ from: '08:00', to: '17:00' }] },
      ],
    };
    const set = await gql(maria.agent, SET_WEEK, { input });
    expect(set.errors).toBeUndefined();
    const week = set.data.setHelperAvailability.helper.availability;
    expect(week).toHaveLength(7);
    expect(week[1]).toEqual({
      weekday: 1,
      ranges: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    });
    expect(week[5]).toEqual({ weekday: 5, ranges: [] });

    const before = (await t.em().findOneOrFail(Helper, maria.helper.id)).weeklyAvailability;
    expect(errorCode(await gql(other.agent, SET_WEEK, { input: { ...input, days: [] } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(client.agent, SET_WEEK, { input: { ...input, days: [] } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(t.request(), SET_WEEK, { input: { ...input, days: [] } }))).toBe('UNAUTHENTICATED');
    expect((await t.em().findOneOrFail(Helper, maria.helper.id)).weeklyAvailability).toEqual(before);

    const byOwner = await gql(admin, SET_WEEK, { input: { helperId: helperGid(other.helper), days: null } });
    expect(byOwner.data.setHelperAvailability.helper.availability).toBeNull();
    // The owner reads it on the Helpers list too.
    const list = await gql(admin, '{ helpers(first: 100) { edges { node { databaseId availability { weekday } } } } }');
    const row = list.data.helpers.edges.find((e: { node: { databaseId: string } }) => e.node.databaseId === maria.helper.id);
    expect(row.node.availability).toHaveLength(7);
  });

  it('refuses a range that ends before it starts, overlaps, or is not a time, naming the field', async () => {
    const maria = await signedInHelper();
    const cases: [unknown[], string][] = [
      [[{ weekday: 1, ranges: [{ from: '12:00', to: '08:00' }] }], 'to'],
      [[{ weekday: 1, ranges: [{ from: '8', to: '12:00' }] }], 'from'],
      [
        [
          {
            weekday: 1,
            ranges: [
              { from: '08:00', to: '12:00' },
              { from: '11:00', to: '13:00' },
            ],
          },
        ],
        'days',
      ],
      [
        [
          { weekday: 1, ranges: [] },
          { weekday: 1, ranges: [] },
        ],
        'days',
      ],
    ];
    for (const [days, field] of cases) {
      const result = await gql(maria.agent, SET_WEEK, { input: { helperId: helperGid(maria.helper), days } });
      expect(errorCode(result), JSON.stringify(days)).toBe('BAD_USER_INPUT');
      expect(fieldOf(result), JSON.stringify(days)).toBe(field);
    }
    expect((await t.em().findOneOrFail(Helper, maria.helper.id)).weeklyAvailability).toBeNull();
  });
});

describe('warnings when assigning and moving', () => {
  it('warns, with override, for a visit outside the weekly availability or inside approved time off', async () => {
    const maria = await signedInHelper();
    // Weekdays only, 8 to 5.
    await gql(admin, SET_WEEK, {
      input: {
        helperId: helperGid(maria.helper),
        days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ from: '08:00', to: '17:00' }] })),
      },
    });
    const saturday = await t.buildVisit({ date: '2026-11-28' });
    const held = await gql(admin, ASSIGN, {
      input: { visitId: toGlobalId('Visit', saturday.id), helperIds: [helperGid(maria.helper)] },
    });
    expect(held.data.assignHelpers.applied).toBe(false);
    expect(held.data.assignHelpers.warnings).toEqual([
      expect.objectContaining({ kind: 'OUTSIDE_AVAILABILITY', helperId: maria.helper.id }),
    ]);
    expect(held.data.assignHelpers.warnings[0].message).toContain('Maria Lopez is not available on');
    expect(await t.em().count(VisitAssignment, { visit: saturday.id })).toBe(0);
    const confirmed = await gql(admin, ASSIGN, {
      input: { visitId: toGlobalId('Visit', saturday.id), helperIds: [helperGid(maria.helper)], confirm: true },
    });
    expect(confirmed.data.assignHelpers.applied).toBe(true);

    const asked = await gql(maria.agent, ASK, { input: WEEK });
    await gql(admin, DECIDE, { input: { id: asked.data.requestTimeOff.timeOffRequest.id, approve: true } });
    const tuesday = await t.buildVisit({ date: '2026-12-08' });
    const inTimeOff = await gql(admin, ASSIGN, {
      input: { visitId: toGlobalId('Visit', tuesday.id), helperIds: [helperGid(maria.helper)] },
    });
    expect(inTimeOff.data.assignHelpers).toMatchObject({
      applied: false,
      warnings: [expect.objectContaining({ kind: 'TIME_OFF', helperId: maria.helper.id })],
    });

    // Moving a visit of hers into the time off is held back the same way (the schedule's check).
    const monday = await t.buildVisit({ date: '2026-11-30', helpers: [maria.helper] });
    const moved = await gql(
      admin,
      `mutation($input: RescheduleVisitInput!) { rescheduleVisit(input: $input) { applied warnings { kind } } }`,
      { input: { id: toGlobalId('Visit', monday.id), date: '2026-12-09', timeSlot: 'MORNING' } },
    );
    expect(moved.data.rescheduleVisit).toEqual({ applied: false, warnings: [{ kind: 'TIME_OFF' }] });
  });
});

describe('client preferences', () => {
  it('the owner records preferred and never-send helpers; sending a never-send helper needs a reason, which is logged', async () => {
    const rosa = await signedInHelper();
    const newHire = await signedInHelper();
    const clientUser = await t.signInAs(Role.CLIENT);
    const client = await t.clientOf(clientUser.user);
    const input = {
      clientId: toGlobalId('Client', client.id),
      preferredHelperIds: [helperGid(rosa.helper)],
      excluded: [{ helperId: helperGid(newHire.helper), note: 'Broke a vase' }],
      sameHelpers: true,
    };
    const set = await gql(admin, PREFS, { input });
    expect(set.data.setClientHelperPreferences.client).toEqual({
      databaseId: client.id,
      sameHelpers: true,
      preferredHelpers: [{ databaseId: rosa.helper.id }],
      excludedHelpers: [{ note: 'Broke a vase', helper: { databaseId: newHire.helper.id } }],
    });

    // Owner only: the client, a helper and the signed-out are refused, and nothing changes.
    for (const agent of [clientUser.agent, rosa.agent]) expect(errorCode(await gql(agent, PREFS, { input }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(t.request(), PREFS, { input }))).toBe('UNAUTHENTICATED');
    const own = await gql(clientUser.agent, '{ viewer { client { excludedHelpers { note } } } }');
    expect(errorCode(own)).toBe('FORBIDDEN');

    const both = await gql(admin, PREFS, { input: { ...input, preferredHelperIds: [helperGid(newHire.helper)] } });
    expect(errorCode(both)).toBe('BAD_USER_INPUT');
    expect(fieldOf(both)).toBe('excluded');

    const visit = await t.buildVisit({ client, date: '2026-11-24' });
    const assign = { visitId: toGlobalId('Visit', visit.id), helperIds: [helperGid(newHire.helper)] };
    const held = await gql(admin, ASSIGN, { input: assign });
    expect(held.data.assignHelpers.applied).toBe(false);
    expect(held.data.assignHelpers.warnings).toEqual([
      expect.objectContaining({ kind: 'EXCLUDED_BY_CLIENT', helperId: newHire.helper.id }),
    ]);
    const noReason = await gql(admin, ASSIGN, { input: { ...assign, confirm: true } });
    expect(errorCode(noReason)).toBe('BAD_USER_INPUT');
    expect(fieldOf(noReason)).toBe('overrideReason');
    expect(await t.em().count(VisitAssignment, { visit: visit.id })).toBe(0);

    const sent = await gql(admin, ASSIGN, { input: { ...assign, confirm: true, overrideReason: 'Nobody else free' } });
    expect(sent.data.assignHelpers.applied).toBe(true);
    const logged = await t.em().find(AuditEvent, { subjectId: visit.id });
    expect(logged.flatMap((event) => event.changes)).toContainEqual(
      expect.objectContaining({ field: 'neverSendOverride', to: expect.stringContaining('Nobody else free') }),
    );
  });

  it('refuses to approve a request with a never-send helper, naming helperIds and leaving it pending', async () => {
    const newHire = await signedInHelper();
    const client = await t.buildClient({ displayName: 'The Hendersons' });
    await t.services.clientPreferences.set(t.em(), { id: (await t.signInAs(Role.ADMIN)).user.id, role: Role.ADMIN }, client.id, {
      preferredHelperIds: [],
      excluded: [{ helperId: newHire.helper.id, note: null }],
      sameHelpers: false,
    });
    const request = await t.buildServiceRequest({ client, date: '2026-12-02' });
    const approved = await gql(
      admin,
      `mutation($input: ApproveServiceRequestInput!) { approveServiceRequest(input: $input) { serviceRequest { status } } }`,
      { input: { id: toGlobalId('ServiceRequest', request.id), helperIds: [helperGid(newHire.helper)] } },
    );
    expect(errorCode(approved)).toBe('BAD_USER_INPUT');
    expect(fieldOf(approved)).toBe('helperIds');
    expect(approved.errors?.[0]?.message).toContain('The Hendersons asked never to send Maria Lopez');
    expect((await t.em().findOneOrFail(ServiceRequest, request.id)).status).toBe(ServiceRequestStatus.PENDING);
  });
});
