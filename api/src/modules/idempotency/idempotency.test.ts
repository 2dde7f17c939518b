import { describe, expect, it } from 'vitest';
import { errorCode, type GraphQLResult, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { QUEUES, SCHEDULES } from '../../jobs/queue.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { TimeEntry } from '../time-entry/time-entry.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { IdempotentMutation } from './idempotent-mutation.entity.js';

// Sunday 22 November 2026, 10:00 in Naples; tests move the clock to prove a replay stamps nothing new.
let now = new Date('2026-11-22T15:00:00Z');
const t = useTestApp({ now: () => now });
const TODAY = '2026-11-22';

const START = 'mutation($id: ID!) { startVisit(input: { id: $id }) { visit { id status startedAt } } }';
const COMPLETE = 'mutation($id: ID!) { completeVisit(input: { id: $id }) { visit { id status completedAt } } }';
const CLOCK_IN = 'mutation($input: ClockInput) { clockIn(input: $input) { entry { id clockInAt clockOutAt } } }';
const CLOCK_OUT = 'mutation($input: ClockInput) { clockOut(input: $input) { entry { id clockInAt clockOutAt } } }';

type Agent = Awaited<ReturnType<typeof t.signIn>>;

/** One GraphQL operation sent as the web app's queue sends it: with the change's id in the header. */
async function send(agent: Agent, key: string | null, query: string, variables?: Record<string, unknown>) {
  const request = agent.post('/graphql').set('Content-Type', 'application/json');
  if (key !== null) request.set('Idempotency-Key', key);
  const response = await request.send({ query, variables });
  return response.body as GraphQLResult;
}

async function helperOnTodaysVisit() {
  const user = await t.buildUser({ role: Role.HELPER, withRecord: false });
  const record = await t.buildHelper({ user });
  const visit = await t.buildVisit({ date: TODAY, helpers: [record] });
  return { agent: await t.signIn(user), user, record, visit, id: toGlobalId('Visit', visit.id) };
}

const keysOf = (accountId: string) => t.em().count(IdempotentMutation, { account: accountId });
const auditCount = (visitId: string) => t.em().count(AuditEvent, { subjectId: visitId });

describe('a mutation sent again with the same Idempotency-Key', () => {
  it('answers what the first answered and changes nothing: Start Job, then Complete Job', async () => {
    const { agent, user, visit, id } = await helperOnTodaysVisit();
    const first = await send(agent, 'start-0001', START, { id });
    expect(first.data!.startVisit.visit).toEqual({ id, status: 'IN_PROGRESS', startedAt: now.toISOString() });
    const audits = await auditCount(visit.id);

    now = new Date('2026-11-22T15:30:00Z');
    const replay = await send(agent, 'start-0001', START, { id });
    // Without the key the same call is refused (already started): the replay did not run it again.
    expect(replay).toEqual(first);
    expect(errorCode(await send(agent, null, START, { id }))).toBe('CONFLICT');

    const completed = await send(agent, 'complete-0001', COMPLETE, { id });
    expect(completed.data!.completeVisit.visit.status).toBe('COMPLETED');
    now = new Date('2026-11-22T16:00:00Z');
    expect(await send(agent, 'complete-0001', COMPLETE, { id })).toEqual(completed);

    const stored = await t.em().findOneOrFail(Visit, visit.id);
    expect(stored.status).toBe(VisitStatus.COMPLETED);
    expect(stored.startedAt!.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(stored.completedAt!.toISOString()).toBe('2026-11-22T15:30:00.000Z');
    // One more audit event (the completion) and nothing for either replay.
    expect(await auditCount(visit.id)).toBe(audits + 1);
    expect(await keysOf(user.id)).toBe(2);
    now = new Date('2026-11-22T15:00:00Z');
  });

  it('clocks in and out once however often the phone replays them', async () => {
    const { agent, record } = await helperOnTodaysVisit();
    const clockedIn = await send(agent, 'clock-in-0001', CLOCK_IN, { input: { latitude: 26.14, longitude: -81.79 } });
    expect(clockedIn.data!.clockIn.entry.clockOutAt).toBeNull();
    expect(await send(agent, 'clock-in-0001', CLOCK_IN, { input: { latitude: 26.14, longitude: -81.79 } })).toEqual(clockedIn);
    now = new Date('2026-11-22T17:00:00Z');
    const clockedOut = await send(agent, 'clock-out-0001', CLOCK_OUT, {});
    expect(clockedOut.data!.clockOut.entry).toMatchObject({
      id: clockedIn.data!.clockIn.entry.id,
      clockOutAt: '2026-11-22T17:00:00.000Z',
    });
    now = new Date('2026-11-22T18:00:00Z');
    expect(await send(agent, 'clock-out-0001', CLOCK_OUT, {})).toEqual(clockedOut);
    now = new Date('2026-11-22T15:00:00Z');
    const entries = await t.em().find(TimeEntry, { helper: record.id });
    expect(entries).toHaveLength(1);
    expect(entries[0].clockOutAt!.toISOString()).toBe('2026-11-22T17:00:00.000Z');
  });

  it('applies two sent at once a single time, and both get the one answer', async () => {
    const { agent, user, visit, id } = await helperOnTodaysVisit();
    const audits = await auditCount(visit.id);
    const both = await Promise.all([send(agent, 'start-race-01', START, { id }), send(agent, 'start-race-01', START, { id })]);
    expect(both[0].errors).toBeUndefined();
    expect(both[1]).toEqual(both[0]);
    expect(await auditCount(visit.id)).toBe(audits + 1);

    const clocks = await Promise.all([1, 2, 3].map(() => send(agent, 'clock-race-01', CLOCK_IN, {})));
    for (const answer of clocks) expect(answer).toEqual(clocks[0]);
    expect(clocks[0].errors).toBeUndefined();
    expect(await t.em().count(TimeEntry, { helper: { user: user.id } })).toBe(1);
    expect(await keysOf(user.id)).toBe(2);
  });

  it("keeps each account's keys apart: another helper's same key is their own change", async () => {
    const first = await helperOnTodaysVisit();
    const second = await helperOnTodaysVisit();
    const a = await send(first.agent, 'shared-key-1', CLOCK_IN, {});
    const b = await send(second.agent, 'shared-key-1', CLOCK_IN, {});
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(b.data!.clockIn.entry.id).not.toBe(a.data!.clockIn.entry.id);
    expect(await t.em().count(TimeEntry, { helper: second.record.id })).toBe(1);
  });

  it('refuses the same key for another change, naming the header, and changes nothing', async () => {
    const { agent, user, visit, id } = await helperOnTodaysVisit();
    await send(agent, 'reused-key-1', CLOCK_IN, {});
    const reused = await send(agent, 'reused-key-1', START, { id });
    expect(errorCode(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(reused.errors![0].extensions!.field).toBe('Idempotency-Key');
    expect((await t.em().findOneOrFail(Visit, visit.id)).status).toBe(VisitStatus.SCHEDULED);
    expect(await keysOf(user.id)).toBe(1);
  });

  it('keeps no record of a refused change, so sending it again is judged afresh', async () => {
    const { agent, user, id } = await helperOnTodaysVisit();
    // Complete before Start is refused; the phone's queue shows the reason and may send it again later.
    expect(errorCode(await send(agent, 'early-complete', COMPLETE, { id }))).toBe('CONFLICT');
    expect(await keysOf(user.id)).toBe(0);
    await send(agent, null, START, { id });
    expect((await send(agent, 'early-complete', COMPLETE, { id })).data!.completeVisit.visit.status).toBe('COMPLETED');
  });

  it('refuses a malformed key as bad input naming the header, before anything runs', async () => {
    const { agent, visit, id } = await helperOnTodaysVisit();
    for (const key of ['short', 'x'.repeat(101), 'has space in it', 'semi;colon;key']) {
      const answer = await send(agent, key, START, { id });
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors![0].extensions!.field).toBe('Idempotency-Key');
    }
    expect((await t.em().findOneOrFail(Visit, visit.id)).status).toBe(VisitStatus.SCHEDULED);
  });

  it('leaves the role gate as it was: other roles and other helpers are refused, keyed or not, and nothing is kept', async () => {
    const { visit, id } = await helperOnTodaysVisit();
    const stranger = await helperOnTodaysVisit();
    const { agent: client, user: clientUser } = await t.signInAs(Role.CLIENT);
    const signedOut = t.agent();
    for (const key of ['gate-key-001', null]) {
      expect(errorCode(await send(client, key, START, { id }))).toBe('FORBIDDEN');
      expect(errorCode(await send(client, key, CLOCK_IN, {}))).toBe('FORBIDDEN');
      expect(errorCode(await send(signedOut, key, START, { id }))).toBe('UNAUTHENTICATED');
      expect(errorCode(await send(stranger.agent, key, START, { id }))).toBe('FORBIDDEN');
    }
    const { agent: admin, user: adminUser } = await t.signInAs(Role.ADMIN);
    expect(errorCode(await send(admin, 'gate-key-001', CLOCK_IN, {}))).toBe('FORBIDDEN');
    expect((await t.em().findOneOrFail(Visit, visit.id)).status).toBe(VisitStatus.SCHEDULED);
    expect(await keysOf(clientUser.id)).toBe(0);
    expect(await keysOf(stranger.user.id)).toBe(0);
    expect(await keysOf(adminUser.id)).toBe(0);
    // The admin may start a job (as before), and the key works for them as for a helper.
    const started = await send(admin, 'gate-key-001', START, { id });
    expect(started.data!.startVisit.visit.status).toBe('IN_PROGRESS');
    expect(await send(admin, 'gate-key-001', START, { id })).toEqual(started);
  });

  it("records a job page's checklist tick and job note once, however often the phone replays them", async () => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    await send(
      admin,
      null,
      `mutation($input: UpdateChecklistTemplateInput!) { updateChecklistTemplate(input: $input) { template { service } } }`,
      {
        input: {
          service: 'STANDARD',
          rooms: [{ room: 'Kitchen', tasks: [{ label: 'Wipe counters' }, { label: 'Clean oven' }] }],
        },
      },
    );
    const { agent, user, id } = await helperOnTodaysVisit();
    const list = await send(agent, null, 'query($id: ID!) { node(id: $id) { ... on Visit { checklist { id label } } } }', { id });
    const [counters] = list.data!.node.checklist;
    const TICK =
      'mutation($input: TickChecklistItemInput!) { tickChecklistItem(input: $input) { visit { checklist { id state note } } } }';
    const NOTE = 'mutation($input: AddVisitNoteInput!) { addVisitNote(input: $input) { visit { jobNotes { text } } } }';

    const ticked = await send(agent, 'tick-0000001', TICK, { input: { visitId: id, itemId: counters.id, state: 'DONE' } });
    expect(ticked.data!.tickChecklistItem.visit.checklist[0]).toMatchObject({ id: counters.id, state: 'DONE' });
    // Reopened from the web in between: the replay of the first tick must not tick it again.
    await send(agent, null, TICK, { input: { visitId: id, itemId: counters.id, state: 'OPEN' } });
    await send(agent, 'tick-0000001', TICK, { input: { visitId: id, itemId: counters.id, state: 'DONE' } });
    const after = await send(agent, null, 'query($id: ID!) { node(id: $id) { ... on Visit { checklist { state } } } }', { id });
    expect(after.data!.node.checklist[0].state).toBe('OPEN');

    const noted = await send(agent, 'note-0000001', NOTE, { input: { visitId: id, text: 'Broken tile by the shower' } });
    expect(noted.errors).toBeUndefined();
    const again = await Promise.all(
      [1, 2].map(() => send(agent, 'note-0000001', NOTE, { input: { visitId: id, text: 'Broken tile by the shower' } })),
    );
    for (const answer of again) expect(answer.errors).toBeUndefined();
    const notes = await send(agent, null, 'query($id: ID!) { node(id: $id) { ... on Visit { jobNotes { text } } } }', { id });
    expect(notes.data!.node.jobNotes).toEqual([{ text: 'Broken tile by the shower' }]);
    expect(await keysOf(user.id)).toBe(2);
  });
});

describe('the daily purge of Idempotency-Key records', () => {
  it('deletes the records older than 30 days and keeps the rest, on its own daily schedule', async () => {
    const { user } = await helperOnTodaysVisit();
    const em = t.em();
    const record = (key: string, daysAgo: number) =>
      em.create(IdempotentMutation, {
        account: user,
        key,
        mutation: 'clockIn',
        fingerprint: 'f'.repeat(64),
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      });
    record('purge-old-0001', 31);
    record('purge-old-0002', 30.01);
    record('purge-new-0001', 29.9);
    record('purge-new-0002', 0);
    await em.flush();

    expect(await t.services.idempotency.purgeOld(t.em())).toBeGreaterThanOrEqual(2);
    const left = await t.em().find(IdempotentMutation, { account: user.id }, { orderBy: { key: 'asc' } });
    expect(left.map((row) => row.key)).toEqual(['purge-new-0001', 'purge-new-0002']);
    expect(SCHEDULES).toContainEqual({ queue: QUEUES.idempotencyPurge, cron: '15 3 * * *' });
  });
});
