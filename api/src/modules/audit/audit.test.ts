import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, TEST_PASSWORD, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { dayWords } from '../describe/words.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';
import { bindAuditActor } from './audit-actor.js';
import { AuditEvent } from './audit-event.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];

const EVENTS = `query($first: Int, $after: String, $actor: ID, $object: ID, $objectType: String, $from: LocalDate, $to: LocalDate) {
  auditEvents(first: $first, after: $after, actor: $actor, object: $object, objectType: $objectType, from: $from, to: $to) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node {
      id occurredAt action ip requestId
      actor { kind id name }
      object { type title id label }
      changes { field from to redacted }
    } }
  }
}`;

interface EventNode {
  occurredAt: string;
  action: string;
  actor: { kind: string; id: string | null; name: string };
  object: { type: string; title: string; id: string; label: string | null };
  changes: { field: string; from: string | null; to: string | null; redacted: boolean }[];
}

async function events(agent: Agent, variables: Record<string, unknown>): Promise<EventNode[]> {
  const result = await gql(agent, EVENTS, { first: 100, ...variables });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.auditEvents.edges.map((edge: { node: EventNode }) => edge.node);
}

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

async function newClient(agent: Agent, displayName = unique('Audit client')) {
  const result = await gql(
    agent,
    'mutation($input: CreateClientInput!) { createClient(input: $input) { client { id databaseId } } }',
    { input: { displayName, phone: '(239) 555-0101' } },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.createClient.client as { id: string; databaseId: string };
}

describe('the audit trail records changes', () => {
  it("records the admin's create and edit of a client: who, when, which object, each field from what to what", async () => {
    const { agent, user: admin } = await t.signInAs(Role.ADMIN, { firstName: 'Olivia', lastName: 'Owner' });
    const name = unique('Maria');
    const client = await newClient(agent, name);
    const updated = await gql(agent, 'mutation($input: UpdateClientInput!) { updateClient(input: $input) { client { id } } }', {
      input: { id: client.id, displayName: `${name} Jr`, notes: 'Gate code 1234' },
    });
    expect(updated.errors).toBeUndefined();

    const history = await events(agent, { object: client.id });
    expect(history.map((event) => event.action)).toEqual(['UPDATED', 'CREATED']);
    const [edit, creation] = history;
    expect(edit.actor).toEqual({ kind: 'USER', id: toGlobalId('User', admin.id), name: 'Olivia Owner' });
    expect(edit.object).toEqual({ type: 'Client', title: 'Client', id: client.id, label: `${name} Jr` });
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: 'displayName', from: name, to: `${name} Jr`, redacted: false },
        { field: 'notes', from: null, to: 'Gate code 1234', redacted: false },
      ]),
    );
    expect(edit.changes.map((change) => change.field)).not.toContain('updatedAt');
    expect(creation.changes).toEqual(
      expect.arrayContaining([
        { field: 'displayName', from: null, to: name, redacted: false },
        { field: 'phone', from: null, to: '+12395550101', redacted: false },
      ]),
    );
    expect(Date.now() - Date.parse(edit.occurredAt)).toBeLessThan(60_000);
  });

  it('writes the event in the flush that makes the change, so a change that fails leaves no event', async () => {
    const plain = t.em();
    const helper = plain.create(Helper, { hourlyRateCents: 2500 });
    await plain.flush();
    // Without an actor (start-up seeding, tests' own set-up) nothing is recorded: it is not a person's change.
    expect(await t.em().count(AuditEvent, { subjectId: helper.id })).toBe(0);

    const acting = t.em();
    bindAuditActor(acting, { kind: 'system', name: 'Test run' });
    const row = await acting.findOneOrFail(Helper, helper.id);
    row.hourlyRateCents = 3000;
    await acting.flush();
    expect(await t.em().count(AuditEvent, { subjectId: helper.id })).toBe(1);
    // The database refuses a negative rate (a check constraint) after the event was written: both roll back.
    row.hourlyRateCents = -5;
    await expect(acting.flush()).rejects.toThrow();
    expect(await t.em().count(AuditEvent, { subjectId: helper.id })).toBe(1);
  });

  it('records an API token as itself, not as the admin it acts for', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const created = await gql(agent, 'mutation { createApiToken(input: { name: "Bookkeeping" }) { token apiToken { id } } }');
    const { token, apiToken } = created.data.createApiToken;
    const client = await newClient(agent);
    const edit = await t
      .request()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send({
        query: 'mutation($input: UpdateClientInput!) { updateClient(input: $input) { client { id } } }',
        variables: { input: { id: client.id, notes: 'Synced from bookkeeping' } },
      });
    expect(edit.body.errors).toBeUndefined();
    const [latest] = await events(agent, { object: client.id });
    expect(latest.actor).toEqual({ kind: 'TOKEN', id: apiToken.id, name: 'API token “Bookkeeping”' });
    expect(await events(agent, { actor: apiToken.id })).toHaveLength(1);
    // Creating the token was recorded too, without its hash.
    const [creation] = await events(agent, { object: apiToken.id });
    expect(creation.action).toBe('CREATED');
    expect(creation.changes).toContainEqual({ field: 'tokenHash', from: null, to: null, redacted: true });
  });

  it('never records secrets: a password change is noted, its hash is nowhere in the trail', async () => {
    const { agent, user } = await t.signInAs(Role.HELPER);
    const changed = await gql(agent, 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { changed } }', {
      input: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-passphrase' },
    });
    expect(changed.data.changePassword.changed).toBe(true);
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const [event] = await events(admin, { object: toGlobalId('User', user.id) });
    expect(event.changes).toEqual([{ field: 'passwordHash', from: null, to: null, redacted: true }]);
    const stored = await t.em().findOneOrFail(User, user.id, { populate: ['passwordHash'] });
    const rows: { changes: unknown }[] = await t.em().getConnection().execute('select changes from audit_events');
    expect(JSON.stringify(rows)).not.toContain(stored.passwordHash);
    expect(JSON.stringify(rows)).not.toContain('$argon2');
  });
});

describe('every kind of change the owner must be able to trace', () => {
  let admin: Agent;
  let adminId: string;
  beforeAll(async () => {
    const signedIn = await t.signInAs(Role.ADMIN);
    admin = signedIn.agent;
    adminId = signedIn.user.id;
  });

  async function run(query: string, variables: Record<string, unknown> = {}, agent: Agent = admin) {
    const result = await gql(agent, query, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }

  const latest = async (object: string) => (await events(admin, { object }))[0];

  it('a request decided', async () => {
    const { agent: client } = await t.signInAs(Role.CLIENT);
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const created = await run(
      'mutation($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { serviceRequest { id } } }',
      { input: { service: 'DEEP', date, time: 'MORNING', phoneNumber: '2395550123', address: '1 Palm Way, Naples' } },
      client,
    );
    const id = created.createServiceRequest.serviceRequest.id;
    await run(
      'mutation($id: ID!) { declineServiceRequest(input: { id: $id, reason: "Fully booked" }) { serviceRequest { id } } }',
      {
        id,
      },
    );
    const decision = await latest(id);
    expect(decision.actor.id).toBe(toGlobalId('User', adminId));
    // The service and the day in the owner's words (issue 22), kept as they were named then.
    expect(decision.object.label).toBe(`Deep Cleaning on ${dayWords(date)}`);
    expect(decision.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'pending', to: 'declined', redacted: false },
        { field: 'adminFeedback', from: null, to: 'Fully booked', redacted: false },
      ]),
    );
  });

  it("a helper's rate", async () => {
    const created = await run(
      'mutation { createHelper(input: { phone: "2395550188", hourlyRateCents: 2500 }) { helper { id } } }',
    );
    const id = created.createHelper.helper.id;
    await run('mutation($id: ID!) { updateHelper(input: { id: $id, hourlyRateCents: 2750 }) { helper { id } } }', { id });
    expect((await latest(id)).changes).toEqual([{ field: 'hourlyRateCents', from: '2500', to: '2750', redacted: false }]);
  });

  it('an invoice, its lines and its deletion', async () => {
    const client = await newClient(admin);
    const created = await run(
      'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id invoiceNumber } } }',
      { input: { clientId: client.id, items: [{ description: 'Deep clean', quantity: 1, unitPriceCents: 25_000 }] } },
    );
    const { id, invoiceNumber } = created.createInvoice.invoice;
    await run('mutation($id: ID!) { updateInvoice(input: { id: $id, status: SENT }) { invoice { id } } }', { id });
    await run('mutation($id: ID!) { deleteInvoice(input: { id: $id }) { deletedInvoiceId } }', { id });
    const history = await events(admin, { object: id });
    expect(history.map((event) => `${event.object.type} ${event.action}`)).toEqual(
      expect.arrayContaining([
        'Invoice CREATED',
        'InvoiceItem CREATED',
        'Invoice UPDATED',
        'Invoice DELETED',
        'InvoiceItem DELETED',
      ]),
    );
    expect(history.find((event) => event.object.type === 'Invoice')!.object.label).toBe(invoiceNumber);
    expect(history.find((event) => event.action === 'UPDATED')!.changes).toContainEqual({
      field: 'status',
      from: 'draft',
      to: 'sent',
      redacted: false,
    });
    expect(history.find((event) => event.object.type === 'Invoice' && event.action === 'DELETED')!.changes).toContainEqual({
      field: 'totalCents',
      from: '25000',
      to: null,
      redacted: false,
    });
  });

  it('a payroll approval, in the helper’s history', async () => {
    const created = await run(
      'mutation { createHelper(input: { phone: "2395550177", hourlyRateCents: 2000 }) { helper { id } } }',
    );
    const helperId = created.createHelper.helper.id;
    await run('mutation($input: PayPeriodInput!) { approvePayPeriod(input: $input) { period { approved } } }', {
      input: { helperId, periodStart: '2026-11-08' },
    });
    const approval = (await events(admin, { object: helperId })).find((event) => event.object.type === 'PayPeriod')!;
    expect(approval.object).toMatchObject({ title: 'Pay period', label: 'Sun, Nov 8 to Sat, Nov 14' });
    expect(approval.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'approvedMinutes', to: '0' }),
        expect.objectContaining({ field: 'approvedBy', to: adminId }),
      ]),
    );
  });

  it('the settings, and the public page the settings edit', async () => {
    await run('mutation { updateBusinessSettings(input: { payPeriodDays: 14 }) { settings { id } } }');
    const settings = await run('{ businessSettings { id } }');
    const [change] = await events(admin, { object: settings.businessSettings.id });
    expect(change.changes).toEqual([{ field: 'payPeriodDays', from: '7', to: '14', redacted: false }]);
    await run('mutation { updateBusinessSettings(input: { payPeriodDays: 7 }) { settings { id } } }');

    const saved = await run(
      'mutation { saveTestimonial(input: { name: "Rita", text: "Spotless", rating: 5, yearsOfService: 2 }) { testimonial { id } } }',
    );
    const id = saved.saveTestimonial.testimonial.id;
    await run('mutation($id: ID!) { deleteTestimonial(input: { id: $id }) { deletedId } }', { id });
    const deletion = await latest(id);
    expect(deletion).toMatchObject({ action: 'DELETED', object: { type: 'Testimonial', label: 'Rita' } });
  });

  it('a role decision: the request and the account it promoted', async () => {
    const { agent: client, user } = await t.signInAs(Role.CLIENT);
    const asked = await run(
      'mutation { requestHelperAccess(input: { phone: "2395550166", reason: "I clean well" }) { roleRequest { id } } }',
      {},
      client,
    );
    await run('mutation($id: ID!) { approveRoleRequest(input: { id: $id }) { roleRequest { id } } }', {
      id: asked.requestHelperAccess.roleRequest.id,
    });
    const history = await events(admin, { object: toGlobalId('User', user.id), actor: toGlobalId('User', adminId) });
    expect(history.find((event) => event.object.type === 'User')!.changes).toEqual(
      expect.arrayContaining([{ field: 'role', from: 'client', to: 'helper', redacted: false }]),
    );
    expect(history.find((event) => event.object.type === 'RoleRequest')!.changes).toContainEqual({
      field: 'status',
      from: 'pending',
      to: 'approved',
      redacted: false,
    });
  });

  it('token revocations', async () => {
    const created = await run('mutation { createApiToken(input: { name: "Old sync" }) { apiToken { id } } }');
    const id = created.createApiToken.apiToken.id;
    await run('mutation($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { id } } }', { id });
    expect((await latest(id)).changes).toEqual([expect.objectContaining({ field: 'revokedAt', from: null })]);
  });
});

describe('the trail cannot be changed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    await newClient(agent);
    const connection = t.em().getConnection();
    await expect(connection.execute(`update audit_events set actor_name = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(connection.execute('delete from audit_events')).rejects.toThrow(/append-only/);
    await expect(connection.execute('truncate audit_events')).rejects.toThrow(/append-only/);
    expect(await t.em().count(AuditEvent, { actorName: 'someone else' })).toBe(0);
    expect(await t.em().count(AuditEvent, {})).toBeGreaterThan(0);
  });

  it('offers no mutation that edits or deletes it', async () => {
    const { buildAppSchema } = await import('../../graphql/schema.js');
    const mutations = Object.keys((await buildAppSchema()).getMutationType()!.getFields());
    expect(mutations.filter((name) => /audit/i.test(name))).toEqual([]);
  });
});

describe('reading the trail (Settings → Activity)', () => {
  it('is for the admin only', async () => {
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      for (const query of [EVENTS, '{ auditActors { name } }', '{ auditObjectTypes { name } }']) {
        expect(errorCode(await gql(agent, query)), `${role}: ${query.slice(0, 30)}`).toBe('FORBIDDEN');
      }
    }
    expect(errorCode(await gql(t.request(), EVENTS))).toBe('UNAUTHENTICATED');
  });

  it('filters by person, kind of object and day, newest first, in pages', async () => {
    const { agent: first, user: firstAdmin } = await t.signInAs(Role.ADMIN, { firstName: 'First' });
    const { agent: second, user: secondAdmin } = await t.signInAs(Role.ADMIN, { firstName: 'Second' });
    const made = [await newClient(first), await newClient(second), await newClient(first)];

    const byFirst = await events(first, { actor: toGlobalId('User', firstAdmin.id) });
    expect(byFirst.map((event) => event.object.id)).toEqual([made[2].id, made[0].id]);
    const bySecond = await events(first, { actor: toGlobalId('User', secondAdmin.id), objectType: 'Client' });
    expect(bySecond.map((event) => event.object.id)).toEqual([made[1].id]);

    const all = await events(first, { objectType: 'Client' });
    const times = all.map((event) => Date.parse(event.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Days are America/New_York days: today's changes are in today, none in a day long past.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect((await events(first, { from: today, to: today, actor: toGlobalId('User', firstAdmin.id) })).length).toBe(2);
    expect(await events(first, { from: '2020-01-01', to: '2020-01-31' })).toEqual([]);

    const page = await gql(first, EVENTS, { first: 1, actor: toGlobalId('User', firstAdmin.id) });
    expect(page.data.auditEvents).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const next = await gql(first, EVENTS, {
      first: 1,
      after: page.data.auditEvents.pageInfo.endCursor,
      actor: toGlobalId('User', firstAdmin.id),
    });
    expect(next.data.auditEvents.edges[0].node.object.id).toBe(made[0].id);
    expect(next.data.auditEvents.pageInfo.hasNextPage).toBe(false);

    const actors = (await gql(first, '{ auditActors { kind id name } }')).data.auditActors;
    expect(actors).toEqual(
      expect.arrayContaining([
        { kind: 'USER', id: toGlobalId('User', firstAdmin.id), name: 'First Admin' },
        { kind: 'USER', id: toGlobalId('User', secondAdmin.id), name: 'First Admin'.replace('First', 'Second') },
      ]),
    );
    const types = (await gql(first, '{ auditObjectTypes { name title } }')).data.auditObjectTypes;
    expect(types).toEqual(
      expect.arrayContaining([
        { name: 'Client', title: 'Client' },
        { name: 'Invoice', title: 'Invoice' },
      ]),
    );
  });

  it('answers bad filters with BAD_USER_INPUT naming the field', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const field = async (variables: Record<string, unknown>) => {
      const result = await gql(agent, EVENTS, variables);
      return [errorCode(result), result.errors?.[0]?.extensions?.field];
    };
    expect(await field({ actor: toGlobalId('Invoice', '0d6e1a0e-5a8b-4f1e-9f51-2a51a3b0c111') })).toEqual([
      'BAD_USER_INPUT',
      'actor',
    ]);
    expect(await field({ object: 'nonsense' })).toEqual(['BAD_USER_INPUT', 'object']);
    expect(await field({ objectType: 'Session' })).toEqual(['BAD_USER_INPUT', 'objectType']);
    expect(await field({ from: '2026-05-02', to: '2026-05-01' })).toEqual(['BAD_USER_INPUT', 'to']);
    expect(await field({ after: 'bogus' })).toEqual(['BAD_USER_INPUT', 'after']);
  });
});
