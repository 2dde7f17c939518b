import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { addDays } from '../../shared/calendar-date.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { Client } from '../client/client.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { computeQuote, DEFAULT_PRICE_LIST } from '../pricing/pricing.js';
import { Recurrence, ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';

// Sunday 22 November 2026, 10:00 in Naples.
const TODAY = '2026-11-22';
const now = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signInAs']>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  admin = await t.signInAs(Role.ADMIN, { firstName: 'Dana', lastName: 'Owner' });
});
afterAll(() => t.close());

const vid = (visit: { id: string }) => toGlobalId('Visit', visit.id);

/** A signed-in helper with a record, and a client with an account and access notes. */
async function helper(firstName = 'Carla', lastName = 'Reyes') {
  const user = await t.buildUser({ role: Role.HELPER, firstName, lastName });
  return { agent: await t.signIn(user), user, record: await t.helperOf(user) };
}
async function clientWithNotes() {
  const user = await t.buildUser({ role: Role.CLIENT });
  const client = await t.clientOf(user);
  const set = await gql(
    admin.agent,
    `mutation($input: UpdateClientAccessNotesInput!) { updateClientAccessNotes(input: $input) { client { accessNotes { entry entryCode alarmCode pets } } } }`,
    {
      input: {
        clientId: toGlobalId('Client', client.id),
        entry: 'Lockbox by the side gate',
        entryCode: ' 4821 ',
        alarmCode: '9090',
        pets: 'The dog stays in the laundry room',
      },
    },
  );
  expect(set.data.updateClientAccessNotes.client.accessNotes).toEqual({
    entry: 'Lockbox by the side gate',
    entryCode: '4821',
    alarmCode: '9090',
    pets: 'The dog stays in the laundry room',
  });
  return { user, client, agent: await t.signIn(user) };
}

const ACCESS = `query($id: ID!) { node(id: $id) { ... on Visit { accessNotes { entry hasEntryCode hasAlarmCode pets } } } }`;
const REVEAL = `mutation($input: RevealAccessCodeInput!) { revealAccessCode(input: $input) { field value } }`;
const TICK = `mutation($input: TickChecklistItemInput!) { tickChecklistItem(input: $input) { visit { checklist { id label state note required } } } }`;
const COMPLETE = `mutation($input: CompleteVisitInput!) { completeVisit(input: $input) { visit { status } } }`;
const ANNOUNCE = `mutation($input: AnnounceOnMyWayInput!) { announceOnMyWay(input: $input) { alreadySent message } }`;
const NOTE = `mutation($input: AddVisitNoteInput!) { addVisitNote(input: $input) { visit { jobNotes { text authorName } } } }`;

describe("helpers' names", () => {
  it("come from the account, else the owner's entry, else 'Helper' and the id, in every reading", async () => {
    const withAccount = await helper('Carla', 'Reyes');
    const bare = await t.buildHelper();
    const set = await gql(
      admin.agent,
      `mutation($input: UpdateHelperInput!) { updateHelper(input: $input) { helper { firstName lastName name } } }`,
      { input: { id: toGlobalId('Helper', bare.id), firstName: ' Luis ', lastName: 'Ortega' } },
    );
    expect(set.data.updateHelper.helper).toEqual({ firstName: 'Luis', lastName: 'Ortega', name: 'Luis Ortega' });
    const unnamed = await t.buildHelper();
    const read = async (id: string) =>
      (
        await gql(admin.agent, `query($id: ID!) { node(id: $id) { ... on Helper { firstName lastName name } } }`, {
          id: toGlobalId('Helper', id),
        })
      ).data.node;
    expect(await read(withAccount.record.id)).toEqual({ firstName: 'Carla', lastName: 'Reyes', name: 'Carla Reyes' });
    expect(await read(unnamed.id)).toEqual({ firstName: null, lastName: null, name: `Helper ${unnamed.id.slice(0, 8)}` });
    // The roster shows the name too (its lean rows).
    const roster = await gql(admin.agent, '{ helpers(first: 100) { edges { node { databaseId name } } } }');
    const names = roster.data.helpers.edges.map((edge: { node: { name: string } }) => edge.node.name);
    expect(names).toEqual(expect.arrayContaining(['Carla Reyes', 'Luis Ortega']));
    // A helper reads their own name.
    const own = await gql(withAccount.agent, `query($id: ID!) { node(id: $id) { ... on Helper { name } } }`, {
      id: toGlobalId('Helper', withAccount.record.id),
    });
    expect(own.data.node.name).toBe('Carla Reyes');
  });

  it('refuses a name too long, naming the field, and changes nothing', async () => {
    const bare = await t.buildHelper();
    const result = await gql(
      admin.agent,
      `mutation($input: UpdateHelperInput!) { updateHelper(input: $input) { helper { name } } }`,
      {
        input: { id: toGlobalId('Helper', bare.id), firstName: 'x'.repeat(61) },
      },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result.errors)).toContain('firstName');
  });
});

describe('access notes', () => {
  it('reach the assigned helper from the day before the visit to the day after, never the codes until revealed', async () => {
    const worker = await helper();
    const { client } = await clientWithNotes();
    const visits = await Promise.all(
      [-2, -1, 0, 1, 2].map((offset) => t.buildVisit({ client, date: addDays(TODAY, offset), helpers: [worker.record] })),
    );
    const seen = [];
    for (const visit of visits) {
      const result = await gql(worker.agent, ACCESS, { id: vid(visit) });
      expect(JSON.stringify(result)).not.toMatch(/4821|9090/);
      seen.push(result.data.node.accessNotes !== null);
    }
    expect(seen).toEqual([false, true, true, true, false]);
    const today = await gql(worker.agent, ACCESS, { id: vid(visits[2]) });
    expect(today.data.node.accessNotes).toEqual({
      entry: 'Lockbox by the side gate',
      hasEntryCode: true,
      hasAlarmCode: true,
      pets: 'The dog stays in the laundry room',
    });
  });

  it('reach nobody else: another helper, the client, an API token, the signed-out', async () => {
    const worker = await helper();
    const other = await helper('Other', 'Helper');
    const { client, agent: clientAgent } = await clientWithNotes();
    const visit = await t.buildVisit({ client, date: TODAY, helpers: [worker.record] });
    expect((await gql(other.agent, ACCESS, { id: vid(visit) })).data.node).toBeNull();
    const asClient = await gql(clientAgent, ACCESS, { id: vid(visit) });
    expect(asClient.data.node.accessNotes).toBeNull();
    const ownRecord = await gql(clientAgent, '{ viewer { client { accessNotes { entryCode } } } }');
    expect(JSON.stringify(ownRecord)).not.toContain('4821');
    const token = await t.services.apiTokens.create(
      t.em(),
      { id: admin.user.id, role: Role.ADMIN },
      { name: 'Sync', readOnly: true },
    );
    const tokenAgent = t.agent().set('Authorization', `Bearer ${token.token}`);
    expect((await gql(tokenAgent, ACCESS, { id: vid(visit) })).data.node.accessNotes).toBeNull();
    expect(errorCode(await gql(t.request(), ACCESS, { id: vid(visit) }))).toBe('UNAUTHENTICATED');
  });

  it('reveals a code to the assigned helper and logs it in the activity log, without the code', async () => {
    const worker = await helper('Carla', 'Reyes');
    const { client } = await clientWithNotes();
    const visit = await t.buildVisit({ client, date: TODAY, helpers: [worker.record] });
    const result = await gql(worker.agent, REVEAL, { input: { visitId: vid(visit), field: 'ALARM_CODE' } });
    expect(result.data.revealAccessCode).toEqual({ field: 'ALARM_CODE', value: '9090' });
    const events = await t.em().find(AuditEvent, { subjectId: visit.id });
    const reveal = events.find((event) => event.changes.some((change) => change.field === 'accessCodeRevealed'));
    expect(reveal).toMatchObject({ actorUserId: worker.user.id });
    expect(JSON.stringify(reveal)).not.toContain('9090');
    const log = await gql(admin.agent, '{ auditEvents(first: 20) { edges { node { summary actor { name } } } } }');
    expect(log.data.auditEvents.edges.map((edge: { node: unknown }) => edge.node)).toContainEqual({
      summary: 'revealed the alarm code for the visit on Sun, Nov 22',
      actor: { name: 'Carla Reyes' },
    });
  });

  it('refuses a reveal to another helper, outside the window, to a client and the signed-out, logging nothing', async () => {
    const worker = await helper();
    const other = await helper('Other', 'Helper');
    const { client, agent: clientAgent } = await clientWithNotes();
    const today = await t.buildVisit({ client, date: TODAY, helpers: [worker.record] });
    const later = await t.buildVisit({ client, date: addDays(TODAY, 3), helpers: [worker.record] });
    const ask = (agent: Parameters<typeof gql>[0], visit: Visit) =>
      gql(agent, REVEAL, { input: { visitId: vid(visit), field: 'ENTRY_CODE' } });
    for (const [agent, visit, code] of [
      [other.agent, today, 'FORBIDDEN'],
      [worker.agent, later, 'FORBIDDEN'],
      [clientAgent, today, 'FORBIDDEN'],
      [t.request(), today, 'UNAUTHENTICATED'],
    ] as const) {
      const result = await ask(agent, visit);
      expect(errorCode(result)).toBe(code);
      expect(JSON.stringify(result)).not.toContain('4821');
    }
    const events = await t.em().find(AuditEvent, { subjectId: { $in: [today.id, later.id] } });
    expect(events.filter((event) => event.changes.some((change) => change.field === 'accessCodeRevealed'))).toEqual([]);
  });

  it('refuses a bad field or a code too long, naming the field', async () => {
    const { client } = await clientWithNotes();
    const long = await gql(
      admin.agent,
      `mutation($input: UpdateClientAccessNotesInput!) { updateClientAccessNotes(input: $input) { client { id } } }`,
      {
        input: { clientId: toGlobalId('Client', client.id), alarmCode: '1'.repeat(101) },
      },
    );
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(long.errors)).toContain('alarmCode');
    const stored = await t.em().findOneOrFail(Client, client.id, { populate: ['accessNotes'] });
    expect(stored.accessNotes?.alarmCode).toBe('9090');
  });
});

describe('the checklist', () => {
  it("joins the service's checklist and the client's additions; ticks, not applicable, notes; a reason when required tasks are open", async () => {
    const template = await gql(
      admin.agent,
      `mutation($input: UpdateChecklistTemplateInput!) { updateChecklistTemplate(input: $input) { template { service rooms { room tasks { id label required } } } } }`,
      {
        input: {
          service: 'DEEP',
          rooms: [
            {
              room: 'Kitchen',
              tasks: [
                { label: 'Wipe counters', required: true },
                { label: 'Clean oven', required: true },
              ],
            },
            { room: 'Bath', tasks: [{ label: 'Scrub tub' }] },
          ],
        },
      },
    );
    expect(template.data.updateChecklistTemplate.template.rooms).toHaveLength(2);
    const worker = await helper();
    const { client, agent: clientAgent } = await clientWithNotes();
    await gql(
      admin.agent,
      `mutation($input: UpdateClientChecklistInput!) { updateClientChecklist(input: $input) { client { checklistAdditions { room } } } }`,
      {
        input: { clientId: toGlobalId('Client', client.id), rooms: [{ room: 'Patio', tasks: [{ label: 'Sweep the lanai' }] }] },
      },
    );
    const request = await t.buildServiceRequest({ client, date: TODAY, service: ServiceType.DEEP, status: undefined });
    const visit = await t.buildVisit({ request, client, date: TODAY, helpers: [worker.record], status: VisitStatus.IN_PROGRESS });
    const list = await gql(
      worker.agent,
      `query($id: ID!) { node(id: $id) { ... on Visit { checklist { id room label required state } } } }`,
      {
        id: vid(visit),
      },
    );
    const items = list.data.node.checklist;
    expect(items.map((item: { room: string; label: string }) => `${item.room}: ${item.label}`)).toEqual([
      'Kitchen: Wipe counters',
      'Kitchen: Clean oven',
      'Bath: Scrub tub',
      'Patio: Sweep the lanai',
    ]);
    const tick = (agent: Parameters<typeof gql>[0], itemId: string, state: string, note?: string) =>
      gql(agent, TICK, { input: { visitId: vid(visit), itemId, state, ...(note && { note }) } });
    await tick(worker.agent, items[0].id, 'DONE');
    const na = await tick(worker.agent, items[2].id, 'NOT_APPLICABLE', 'No tub, a shower');
    expect(na.data.tickChecklistItem.visit.checklist[2]).toMatchObject({ state: 'NOT_APPLICABLE', note: 'No tub, a shower' });
    await tick(worker.agent, items[3].id, 'DONE');

    // Another helper, the client and a made-up task are refused, changing nothing.
    const other = await helper('Other', 'Helper');
    expect(errorCode(await tick(other.agent, items[1].id, 'DONE'))).toBe('FORBIDDEN');
    expect(errorCode(await tick(clientAgent, items[1].id, 'DONE'))).toBe('FORBIDDEN');
    const unknown = await tick(worker.agent, 'no-such-task', 'DONE');
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].extensions?.field).toBe('itemId');

    // "Clean oven" is required and open: Complete Job asks why.
    const refused = await gql(worker.agent, COMPLETE, { input: { id: vid(visit) } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].extensions?.field).toBe('reason');
    expect((await t.em().findOneOrFail(Visit, visit.id)).status).toBe(VisitStatus.IN_PROGRESS);
    const done = await gql(worker.agent, COMPLETE, { input: { id: vid(visit), reason: 'The oven was in use' } });
    expect(done.data.completeVisit.visit.status).toBe('COMPLETED');

    const owner = await gql(
      admin.agent,
      `query($id: ID!) { node(id: $id) { ... on Visit { completionReason checklist { state } } } }`,
      {
        id: vid(visit),
      },
    );
    expect(owner.data.node.completionReason).toBe('The oven was in use');
    const summary = await gql(
      clientAgent,
      `query($id: ID!) { node(id: $id) { ... on Visit { completionSummary { doneCount totalCount tasksDone } } } }`,
      {
        id: vid(visit),
      },
    );
    expect(summary.data.node.completionSummary).toEqual({
      doneCount: 2,
      totalCount: 3,
      tasksDone: ['Kitchen: Wipe counters', 'Patio: Sweep the lanai'],
    });
    // The client's "visit completed" email and in-app notice carry the tasks done.
    const mail = await t.em().findOneOrFail(Notification, { event: 'visit.completed', recipient: client.user!.id });
    expect(mail.body).toContain('2 of 3 tasks done');
    // The client cannot read the checklist itself or the reason.
    const hidden = await gql(clientAgent, `query($id: ID!) { node(id: $id) { ... on Visit { completionReason } } }`, {
      id: vid(visit),
    });
    expect(errorCode(hidden)).toBe('FORBIDDEN');
  });

  it('completes without a reason when no required task is open', async () => {
    const worker = await helper();
    const visit = await t.buildVisit({ date: TODAY, helpers: [worker.record], status: VisitStatus.IN_PROGRESS });
    const done = await gql(worker.agent, COMPLETE, { input: { id: vid(visit) } });
    expect(done.data.completeVisit.visit.status).toBe('COMPLETED');
  });

  it('is refused to a helper outside the window', async () => {
    const worker = await helper();
    await gql(
      admin.agent,
      `mutation($input: UpdateChecklistTemplateInput!) { updateChecklistTemplate(input: $input) { template { service } } }`,
      {
        input: { service: 'MOVEOUT', rooms: [{ room: 'Kitchen', tasks: [{ id: 'moveout-1', label: 'Fridge' }] }] },
      },
    );
    const request = await t.buildServiceRequest({ date: addDays(TODAY, 4), service: ServiceType.MOVEOUT });
    const visit = await t.buildVisit({ request, date: addDays(TODAY, 4), helpers: [worker.record] });
    const result = await gql(worker.agent, TICK, { input: { visitId: vid(visit), itemId: 'moveout-1', state: 'DONE' } });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect((await t.em().findOneOrFail(Visit, visit.id)).checklistStates).toEqual({});
  });

  it('templates are the owner’s: a helper and a client are refused', async () => {
    const worker = await helper();
    const { agent: clientAgent } = await clientWithNotes();
    for (const agent of [worker.agent, clientAgent]) {
      expect(errorCode(await gql(agent, '{ checklistTemplates { service } }'))).toBe('FORBIDDEN');
    }
    const all = await gql(admin.agent, '{ checklistTemplates { service rooms { room } } }');
    expect(all.data.checklistTemplates).toHaveLength(6);
  });
});

describe('job notes', () => {
  it('are added by the assigned helper and read by the owner; blank and refused roles change nothing', async () => {
    const worker = await helper('Carla', 'Reyes');
    const { client, agent: clientAgent } = await clientWithNotes();
    const visit = await t.buildVisit({ client, date: TODAY, helpers: [worker.record] });
    const added = await gql(worker.agent, NOTE, { input: { visitId: vid(visit), text: 'Broken tile by the shower' } });
    expect(added.data.addVisitNote.visit.jobNotes).toEqual([{ text: 'Broken tile by the shower', authorName: 'Carla Reyes' }]);
    const blank = await gql(worker.agent, NOTE, { input: { visitId: vid(visit), text: '   ' } });
    expect(blank.errors?.[0].extensions?.field).toBe('text');
    expect(errorCode(await gql(clientAgent, NOTE, { input: { visitId: vid(visit), text: 'x' } }))).toBe('FORBIDDEN');
    const other = await helper('Other', 'Helper');
    expect(errorCode(await gql(other.agent, NOTE, { input: { visitId: vid(visit), text: 'x' } }))).toBe('FORBIDDEN');
    const owner = await gql(admin.agent, `query($id: ID!) { node(id: $id) { ... on Visit { jobNotes { text } } } }`, {
      id: vid(visit),
    });
    expect(owner.data.node.jobNotes).toEqual([{ text: 'Broken tile by the shower' }]);
  });
});

describe('On my way', () => {
  it('tells the client and the owner once per visit; a second tap says it was already sent', async () => {
    const worker = await helper('Carla', 'Reyes');
    const { client, user } = await clientWithNotes();
    const visit = await t.buildVisit({ client, date: TODAY, helpers: [worker.record] });
    const first = await gql(worker.agent, ANNOUNCE, { input: { visitId: vid(visit) } });
    expect(first.data.announceOnMyWay).toEqual({ alreadySent: false, message: 'On my way sent to the client and the office' });
    const again = await gql(worker.agent, ANNOUNCE, { input: { visitId: vid(visit) } });
    expect(again.data.announceOnMyWay).toEqual({ alreadySent: true, message: 'On my way was already sent for this visit' });
    const late = await gql(worker.agent, ANNOUNCE, { input: { visitId: vid(visit), lateMinutes: 20 } });
    expect(late.data.announceOnMyWay.alreadySent).toBe(false);
    const toClient = await t
      .em()
      .find(Notification, { event: 'visit.on-my-way', recipient: user.id }, { orderBy: { createdAt: 'asc' } });
    expect(toClient.map((notification) => notification.title)).toEqual([
      'Carla Reyes is on the way',
      'Carla Reyes is running late',
    ]);
    expect(
      await t
        .em()
        .count(Notification, { event: 'visit.on-my-way', recipient: admin.user.id, dedupeKey: `${visit.id}:on-my-way` }),
    ).toBe(1);
  });

  it('is refused on another day, to another helper, the owner, a client and the signed-out; minutes must be 1 to 240', async () => {
    const worker = await helper();
    const other = await helper('Other', 'Helper');
    const { client, agent: clientAgent } = await clientWithNotes();
    const today = await t.buildVisit({ client, date: TODAY, helpers: [worker.record] });
    const tomorrow = await t.buildVisit({ client, date: addDays(TODAY, 1), helpers: [worker.record] });
    const ask = (agent: Parameters<typeof gql>[0], visit: Visit, lateMinutes?: number) =>
      gql(agent, ANNOUNCE, { input: { visitId: vid(visit), ...(lateMinutes !== undefined && { lateMinutes }) } });
    expect(errorCode(await ask(worker.agent, tomorrow))).toBe('BAD_USER_INPUT');
    expect(errorCode(await ask(other.agent, today))).toBe('FORBIDDEN');
    expect(errorCode(await ask(admin.agent, today))).toBe('FORBIDDEN');
    expect(errorCode(await ask(clientAgent, today))).toBe('FORBIDDEN');
    expect(errorCode(await ask(t.request(), today))).toBe('UNAUTHENTICATED');
    for (const minutes of [0, 241, -5]) {
      const result = await ask(worker.agent, today, minutes);
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(result.errors)).toContain('lateMinutes');
    }
    const stored = await t.em().find(Visit, { id: { $in: [today.id, tomorrow.id] } });
    expect(stored.map((visit) => [visit.onMyWayAt, visit.runningLateAt])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe("the visit's extras", () => {
  const EXTRAS = `query($id: ID!) { node(id: $id) { ... on Visit { date extras } } }`;

  it("come from the request's quote: first-visit-only ones on the first visit only, for whoever reads the visit", async () => {
    const { record, agent } = await helper('Ines', 'Vidal');
    const customer = await t.buildUser({ role: Role.CLIENT });
    const spec = {
      service: ServiceType.STANDARD,
      bedrooms: 2,
      bathrooms: 1,
      extras: ['inside-oven', 'baseboards'],
      frequency: Recurrence.WEEKLY,
    };
    const request = await t.buildServiceRequest({
      client: await t.clientOf(customer),
      status: ServiceRequestStatus.ACCEPTED,
      recurring: Recurrence.WEEKLY,
      date: TODAY,
      quote: { ...computeQuote(DEFAULT_PRICE_LIST, spec), spec },
    });
    const first = await t.buildVisit({ request, date: TODAY, helpers: [record] });
    const second = await t.buildVisit({ request, date: addDays(TODAY, 7), helpers: [record] });
    const read = async (who: typeof agent, visit: { id: string }) => (await gql(who, EXTRAS, { id: vid(visit) })).data.node;

    expect(await read(agent, first)).toEqual({ date: TODAY, extras: ['Inside oven', 'Baseboards'] });
    expect(await read(agent, second)).toEqual({ date: addDays(TODAY, 7), extras: ['Inside oven'] });
    expect((await read(admin.agent, first)).extras).toEqual(['Inside oven', 'Baseboards']);
    expect((await read(await t.signIn(customer), second)).extras).toEqual(['Inside oven']);
    // A helper not on the visit reads nothing of it.
    expect(await read((await helper('Otto', 'Field')).agent, first)).toBeNull();
  });

  it('are none for a request from before quotes were stored', async () => {
    const { record, agent } = await helper('Rosa', 'Lind');
    const visit = await t.buildVisit({ date: TODAY, helpers: [record] });
    expect((await gql(agent, EXTRAS, { id: vid(visit) })).data.node.extras).toEqual([]);
  });
});
