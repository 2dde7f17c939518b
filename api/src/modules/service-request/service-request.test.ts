import { describe, expect, it } from 'vitest';
import { customDays, type ServiceRequestFields } from '../../../test/factories.js';
import { createTestApp, errorCode, gql, type GraphQLResult, selectCounter, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Visit } from '../visit/visit.entity.js';
import { ServiceRequest } from './service-request.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { Recurrence, ServiceRequestStatus, ServiceType, TimeSlot } from './service-request.enums.js';

// Sunday 22 November 2026, 10:00 in Naples, FL.
const NOW = new Date('2026-11-22T15:00:00Z');
const TODAY = '2026-11-22';

const selects = selectCounter();

const t = useTestApp({ now: () => NOW, onQuery: selects.onQuery });

const validBody = (overrides: Record<string, unknown> = {}) => ({
  service: 'deep',
  date: '2026-12-03',
  time: 'morning',
  phoneNumber: '(239) 555-0142',
  recurring: 'onetime',
  customDays: null,
  address: '123 Palm Ave, Naples, FL 34102',
  notes: 'Two dogs, friendly.',
  ...overrides,
});

async function requestCount(): Promise<number> {
  return t.em().count(ServiceRequest);
}

describe('a client requests a service (POST /api/service-requests)', () => {
  it('creates a pending request in the documented shape', async () => {
    const { agent } = await t.signInAs(Role.CLIENT, { displayName: 'Ana Lopez' });
    const response = await agent.post('/api/service-requests').send(validBody({ service: 'post-construction' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'pending',
      service: 'post-construction',
      date: '2026-12-03',
      time: 'morning',
      phoneNumber: '+12395550142',
      recurring: 'onetime',
      customDays: null,
      address: '123 Palm Ave, Naples, FL 34102',
      notes: 'Two dogs, friendly.',
      adminFeedback: null,
      client: { displayName: 'Ana Lopez' },
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts today (in America/New_York) and stores customDays only for a custom schedule', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const weekly = await agent.post('/api/service-requests').send(
      validBody({
        date: TODAY,
        recurring: 'weekly',
        customDays: customDays('sunday'),
      }),
    );
    expect(weekly.status).toBe(201);
    expect(weekly.body.customDays).toBeNull();
    const custom = await agent.post('/api/service-requests').send(
      validBody({
        recurring: 'custom',
        customDays: customDays('monday', 'thursday'),
      }),
    );
    expect(custom.status).toBe(201);
    expect(custom.body.customDays).toMatchObject({ monday: true, thursday: true, sunday: false });
  });

  it.each([
    ['service', { service: undefined }],
    ['service', { service: 'windows' }],
    ['date', { date: undefined }],
    ['date', { date: '2026-11-21' }],
    ['date', { date: '2026-02-30' }],
    ['date', { date: '9999-12-31' }],
    ['date', { date: '2028-11-23' }],
    ['time', { time: 'midnight' }],
    ['phoneNumber', { phoneNumber: '  ' }],
    ['phoneNumber', { phoneNumber: '12' }],
    ['address', { address: '' }],
    ['address', { address: 'x'.repeat(301) }],
    ['notes', { notes: 'x'.repeat(2001) }],
    ['recurring', { recurring: 'yearly' }],
    ['customDays', { recurring: 'custom', customDays: null }],
    [
      'customDays',
      {
        recurring: 'custom',
        customDays: customDays(),
      },
    ],
  ])('refuses a bad %s with BAD_USER_INPUT naming it, and writes nothing (%j)', async (field, overrides) => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const before = await requestCount();
    const response = await agent.post('/api/service-requests').send(validBody(overrides));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
    if (response.body.field) expect(response.body.field).toContain(field);
    else expect(response.body.message).toContain(field);
    expect(await requestCount()).toBe(before);
  });

  it('accepts a date of service up to two years ahead (America/New_York) and refuses the day after, also on GraphQL', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    expect((await agent.post('/api/service-requests').send(validBody({ date: '2028-11-22' }))).status).toBe(201);
    const after = await agent.post('/api/service-requests').send(validBody({ date: '2028-11-23' }));
    expect(after.body).toEqual({ message: 'The date cannot be more than 2 years ahead', code: 'BAD_USER_INPUT', field: 'date' });
    const viaGraphQL = await gql(
      agent,
      `mutation { createServiceRequest(input: { service: DEEP, date: "9999-12-31", time: MORNING, address: "1 Palm Ave",
        phoneNumber: "2395550142" }) { serviceRequest { id } } }`,
    );
    expect(viaGraphQL.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'date' });
  });

  it('says which days are missing for a custom schedule in the words of the form', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const response = await agent.post('/api/service-requests').send(validBody({ recurring: 'custom', customDays: null }));
    expect(response.body.message).toBe('Please select at least one day for custom recurring schedule');
  });

  it('creates one request for a double submit with the same key, even when both arrive at once', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const before = await requestCount();
    const body = validBody({ idempotencyKey: `key-${Date.now()}` });
    const [first, second] = await Promise.all([
      agent.post('/api/service-requests').send(body),
      agent.post('/api/service-requests').send(body),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).toBe(second.body.id);
    const third = await agent.post('/api/service-requests').send(body);
    expect(third.body.id).toBe(first.body.id);
    expect(await requestCount()).toBe(before + 1);
  });

  it("scopes a key to its owner: another client's same key makes their own request, never returns the first one", async () => {
    const key = `shared-${Date.now()}`;
    const first = await t.signInAs(Role.CLIENT);
    const mine = await first.agent.post('/api/service-requests').send(validBody({ idempotencyKey: key }));
    expect(mine.status).toBe(201);
    const second = await t.signInAs(Role.CLIENT);
    const theirs = await second.agent
      .post('/api/service-requests')
      .send(validBody({ idempotencyKey: key, address: '9 Other St, Naples, FL', notes: 'gate code 1234' }));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body).toMatchObject({ address: '9 Other St, Naples, FL', notes: 'gate code 1234' });
  });

  it('never hands one client the request of another racing with the same key', async () => {
    const key = `race-${Date.now()}`;
    const pairs = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const [a, b] = await Promise.all([t.signInAs(Role.CLIENT), t.signInAs(Role.CLIENT)]);
        const bodyA = validBody({ idempotencyKey: `${key}-${index}`, address: `1 A St #${index}`, phoneNumber: '239-555-0101' });
        const bodyB = validBody({ idempotencyKey: `${key}-${index}`, address: `2 B St #${index}`, phoneNumber: '239-555-0102' });
        const [ra, rb] = await Promise.all([
          a.agent.post('/api/service-requests').send(bodyA),
          b.agent.post('/api/service-requests').send(bodyB),
        ]);
        return { ra, rb, index };
      }),
    );
    for (const { ra, rb, index } of pairs) {
      expect([ra.status, rb.status]).toEqual([201, 201]);
      expect(ra.body).toMatchObject({ address: `1 A St #${index}`, phoneNumber: '+12395550101' });
      expect(rb.body).toMatchObject({ address: `2 B St #${index}`, phoneNumber: '+12395550102' });
      expect(ra.body.id).not.toBe(rb.body.id);
    }
  });

  it('refuses a key reused with a different body (422) and changes nothing', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const key = `reuse-${Date.now()}`;
    const first = await agent.post('/api/service-requests').send(validBody({ idempotencyKey: key }));
    expect(first.status).toBe(201);
    const before = await requestCount();
    const changed = await agent.post('/api/service-requests').send(validBody({ idempotencyKey: key, notes: 'Changed my mind' }));
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({
      message: 'This request key was already used for different details',
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'idempotencyKey',
    });
    expect(await requestCount()).toBe(before);
    const stored = await t.em().findOneOrFail(ServiceRequest, first.body.id);
    expect(stored.notes).toBe('Two dogs, friendly.');
  });

  it('refuses the admin and helpers (only clients request) and the signed-out', async () => {
    for (const role of [Role.ADMIN, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect((await agent.post('/api/service-requests').send(validBody())).status).toBe(403);
    }
    expect((await t.request().post('/api/service-requests').send(validBody())).status).toBe(401);
  });

  it('asks a client without a customer record to complete the profile first', async () => {
    const { agent } = await t.signInAs(Role.CLIENT, { withRecord: false });
    const response = await agent.post('/api/service-requests').send(validBody());
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/profile/);
  });
});

describe('who sees which requests', () => {
  it('shows a client only its own requests, through GraphQL and REST', async () => {
    const mine = await t.signInAs(Role.CLIENT);
    const own = await t.buildServiceRequest({ client: await t.clientOf(mine.user), notes: 'mine' });
    const other = await t.buildServiceRequest({ notes: 'theirs' });

    const rest = await mine.agent.get('/api/service-requests');
    expect(rest.status).toBe(200);
    expect(rest.body.map((request: { id: string }) => request.id)).toEqual([own.id]);

    const graph = await gql(mine.agent, '{ serviceRequests(first: 50) { totalCount edges { node { databaseId } } } }');
    expect(graph.data.serviceRequests.totalCount).toBe(1);
    expect(graph.data.serviceRequests.edges[0].node.databaseId).toBe(own.id);

    const node = await gql(mine.agent, 'query($id: ID!) { node(id: $id) { id } }', {
      id: toGlobalId('ServiceRequest', other.id),
    });
    expect(node.data.node).toBeNull();
  });

  it('shows the admin every request and refuses helpers', async () => {
    const created = await t.buildServiceRequest();
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const all = await admin.get('/api/service-requests');
    expect(all.body.some((request: { id: string }) => request.id === created.id)).toBe(true);
    const { agent: helper } = await t.signInAs(Role.HELPER);
    expect((await helper.get('/api/service-requests')).status).toBe(403);
    expect(errorCode(await gql(helper, '{ serviceRequests { totalCount } }'))).toBe('FORBIDDEN');
    expect((await t.request().get('/api/service-requests')).status).toBe(401);
  });
});

describe('the requests list', () => {
  const LIST = `query List($first: Int) {
    serviceRequests(first: $first) {
      totalCount
      edges { node { id status service date time address recurring adminFeedback client { id displayName } } }
    }
  }`;

  it('costs the same number of SQL statements for a page of 2 as for a page of 10, and one fewer when one page holds all', async () => {
    const client = await t.buildClient();
    for (let day = 1; day <= 12; day++) {
      await t.buildServiceRequest({ client, date: `2026-12-${String(day).padStart(2, '0')}` });
    }
    const { agent } = await t.signInAs(Role.ADMIN);
    const countFor = async (first: number) => {
      let result: GraphQLResult = {};
      const count = await selects.during(async () => {
        result = await gql(agent, LIST, { first });
      });
      expect(result.data.serviceRequests.edges.length).toBe(Math.min(first, result.data.serviceRequests.totalCount));
      return count;
    };
    const small = await countFor(2);
    const large = await countFor(10);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
    // A page that holds every match is its own count.
    expect(await countFor(50)).toBe(small - 1);
  });
});

describe('the admin decides (PATCH /api/service-requests/:id)', () => {
  const pendingRequest = (fields: ServiceRequestFields = {}) => t.buildServiceRequest({ date: '2026-12-03', ...fields });
  /** A new pending request, decided by the admin with this body; the admin's agent comes back for more calls. */
  const decideNew = async (body: object) => {
    const { id } = await pendingRequest();
    const { agent } = await t.signInAs(Role.ADMIN);
    return { id, agent, response: await agent.patch(`/api/service-requests/${id}`).send(body) };
  };

  it('approves a pending request and schedules its single visit', async () => {
    const { id } = await pendingRequest();
    const { agent } = await t.signInAs(Role.ADMIN);
    const response = await agent.patch(`/api/service-requests/${id}`).send({ status: 'accepted' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'accepted', adminFeedback: null });
    const visits = await t.em().find(Visit, { request: id });
    expect(visits.map((visit) => [visit.date, visit.timeSlot, visit.status])).toEqual([['2026-12-03', 'morning', 'scheduled']]);
  });

  it('keeps an optional note sent with the approval, shown to the client like a decline reason', async () => {
    const { agent, response } = await decideNew({ status: 'accepted', adminFeedback: ' See you at 9. ' });
    expect(response.body).toMatchObject({ status: 'accepted', adminFeedback: 'See you at 9.' });
    const tooLong = await pendingRequest();
    const refused = await agent
      .patch(`/api/service-requests/${tooLong.id}`)
      .send({ status: 'accepted', adminFeedback: 'x'.repeat(5000) });
    expect(refused.status).toBe(400);
    expect((await t.em().findOneOrFail(ServiceRequest, tooLong.id)).status).toBe(ServiceRequestStatus.PENDING);
  });

  it('declines with an optional reason shown to the client', async () => {
    const { id, response } = await decideNew({ status: 'declined', adminFeedback: ' Fully booked that week. ' });
    expect(response.body).toMatchObject({ status: 'declined', adminFeedback: 'Fully booked that week.' });
    expect(await t.em().count(Visit, { request: id })).toBe(0);
  });

  it('refuses to decide twice, or a decided request, with a conflict', async () => {
    const { id } = await pendingRequest();
    const { agent } = await t.signInAs(Role.ADMIN);
    await agent.patch(`/api/service-requests/${id}`).send({ status: 'accepted' });
    const again = await agent.patch(`/api/service-requests/${id}`).send({ status: 'declined' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'This request was already accepted' });
    const stored = await t.em().findOneOrFail(ServiceRequest, id);
    expect(stored.status).toBe(ServiceRequestStatus.ACCEPTED);
  });

  it('lets exactly one of two admins acting at once win', async () => {
    const { id } = await pendingRequest({ recurring: Recurrence.WEEKLY });
    const first = await t.signInAs(Role.ADMIN);
    const second = await t.signInAs(Role.ADMIN);
    const results = await Promise.all([
      first.agent.patch(`/api/service-requests/${id}`).send({ status: 'accepted' }),
      second.agent.patch(`/api/service-requests/${id}`).send({ status: 'declined' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!.body.status;
    expect((await t.em().findOneOrFail(ServiceRequest, id)).status).toBe(winner);
  });

  it('refuses clients and helpers (and the signed-out), changing nothing', async () => {
    const { id } = await pendingRequest();
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect((await agent.patch(`/api/service-requests/${id}`).send({ status: 'accepted' })).status).toBe(403);
      expect(
        errorCode(await gql(agent, `mutation { approveServiceRequest(input: { id: "${id}" }) { serviceRequest { id } } }`)),
      ).toBe('FORBIDDEN');
    }
    expect((await t.request().patch(`/api/service-requests/${id}`).send({ status: 'accepted' })).status).toBe(401);
    expect((await t.em().findOneOrFail(ServiceRequest, id)).status).toBe(ServiceRequestStatus.PENDING);
  });

  it('answers a bad status with 400 and an unknown id with 404', async () => {
    const { id } = await pendingRequest();
    const { agent } = await t.signInAs(Role.ADMIN);
    expect((await agent.patch(`/api/service-requests/${id}`).send({ status: 'done' })).status).toBe(400);
    expect(
      (await agent.patch('/api/service-requests/0d6e1a0e-5a8b-4f1e-9f51-2a51a3b0c111').send({ status: 'accepted' })).status,
    ).toBe(404);
    expect((await agent.patch('/api/service-requests/not-an-id').send({ status: 'accepted' })).status).toBe(404);
  });

  it('approves through GraphQL by global id, too', async () => {
    const { id } = await pendingRequest();
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(
      agent,
      'mutation($id: ID!) { approveServiceRequest(input: { id: $id }) { serviceRequest { status client { displayName } } } }',
      {
        id: toGlobalId('ServiceRequest', id),
      },
    );
    expect(result.data.approveServiceRequest.serviceRequest.status).toBe('ACCEPTED');
  });
});

describe('recurring visits', () => {
  /** Approves a new pending request through the API: the dates of the visits the approval scheduled. */
  async function approved(fields: ServiceRequestFields) {
    const request = await t.buildServiceRequest(fields);
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    await admin.patch(`/api/service-requests/${request.id}`).send({ status: 'accepted' });
    return (await t.visitsOf(request)).map((visit) => visit.date);
  }

  it('materialises a weekly request 13 weeks ahead of today', async () => {
    const dates = await approved({ date: '2026-11-25', recurring: Recurrence.WEEKLY });
    expect(dates[0]).toBe('2026-11-25');
    expect(dates.at(-1)).toBe('2027-02-17');
    expect(dates).toHaveLength(13);
  });

  it('materialises custom weekdays and monthly dates', async () => {
    const custom = await approved({
      date: '2026-11-23',
      recurring: Recurrence.CUSTOM,
      customDays: customDays('tuesday', 'friday'),
    });
    expect(custom.slice(0, 4)).toEqual(['2026-11-24', '2026-11-27', '2026-12-01', '2026-12-04']);
    // The horizon is 2027-02-21, so the clamped 2027-02-28 is not materialised yet.
    expect(await approved({ date: '2026-12-31', recurring: Recurrence.MONTHLY })).toEqual(['2026-12-31', '2027-01-31']);
  });

  it('schedules a one-time request booked beyond the horizon, and the roll forward leaves it alone', async () => {
    // The horizon is 2027-02-21; a cleaning booked for the summer still gets its visit on approval.
    expect(await approved({ date: '2027-06-15', recurring: Recurrence.ONETIME })).toEqual(['2027-06-15']);
    await t.services.serviceRequests.extendHorizon(t.em());
    expect(await t.em().count(Visit, { date: '2027-06-15' })).toBe(1);
  });

  it('keeps rolling forward as days pass, and backfills live requests that have no visits', async () => {
    let now = NOW;
    const rolling = await createTestApp({ now: () => now });
    try {
      const body = await rolling.buildServiceRequest({ date: '2026-11-25', recurring: Recurrence.BIWEEKLY });
      const { agent: admin } = await rolling.signInAs(Role.ADMIN);
      await admin.patch(`/api/service-requests/${body.id}`).send({ status: 'accepted' });
      const before = await rolling.em().count(Visit, { request: body.id });

      now = new Date('2026-12-20T15:00:00Z');
      expect(await rolling.services.serviceRequests.extendHorizon(rolling.em())).toBeGreaterThan(0);
      const after = await rolling.em().find(Visit, { request: body.id }, { orderBy: { date: 'desc' } });
      expect(after.length).toBe(before + 2);
      expect(after[0].date).toBe('2027-03-17');
      expect(await rolling.services.serviceRequests.extendHorizon(rolling.em())).toBe(0);

      const em = rolling.em();
      const orphan = await em.findOneOrFail(ServiceRequest, body.id);
      await em.nativeDelete(Visit, { request: orphan.id });
      await em.nativeUpdate(ServiceRequest, { id: orphan.id }, { scheduledThrough: null });
      await rolling.services.serviceRequests.extendHorizon(rolling.em());
      expect(await rolling.em().count(Visit, { request: orphan.id })).toBe(after.length);
    } finally {
      await rolling.close();
    }
  });
});

describe('approving with a confirmation (issue 22)', () => {
  const PREVIEW = 'query($id: ID!) { approvalPreview(id: $id) { priceCents durationMinutes slotVisitCount } }';
  const APPROVE = `mutation($id: ID!, $helperIds: [ID!]) {
    approveServiceRequest(input: { id: $id, helperIds: $helperIds }) { serviceRequest { status } }
  }`;

  it("lists pending requests soonest visit first, and others latest first, on the dashboard's and the list's reads", async () => {
    const client = await t.buildClient();
    for (const date of ['2027-03-10', '2026-12-01', '2027-01-15']) await t.buildServiceRequest({ client, date });
    for (const date of ['2026-12-20', '2027-02-01']) {
      await t.buildServiceRequest({ client, date, status: ServiceRequestStatus.ACCEPTED });
    }
    const { agent } = await t.signInAs(Role.ADMIN);
    // Other tests of this file add requests of their own: only this client's are compared.
    const mine = toGlobalId('Client', client.id);
    const dates = (list: { edges: { node: { date: string; client: { id: string } } }[] }) =>
      list.edges.filter((edge) => edge.node.client.id === mine).map((edge) => edge.node.date);
    const both = await gql(
      agent,
      `{ pending: serviceRequests(status: PENDING, first: 50) { edges { node { date client { id } } } }
         accepted: serviceRequests(status: ACCEPTED, first: 50) { edges { node { date client { id } } } } }`,
    );
    expect(dates(both.data.pending)).toEqual(['2026-12-01', '2027-01-15', '2027-03-10']);
    expect(dates(both.data.accepted)).toEqual(['2027-02-01', '2026-12-20']);
    // Paging on keeps the order: the second page starts after the first's last.
    const first = await gql(agent, '{ serviceRequests(status: PENDING, first: 1) { edges { cursor node { date } } } }');
    const after = first.data.serviceRequests.edges[0].cursor;
    const next = await gql(
      agent,
      'query($after: String) { serviceRequests(status: PENDING, first: 1, after: $after) { edges { node { date } } } }',
      {
        after,
      },
    );
    expect(next.data.serviceRequests.edges[0].node.date >= first.data.serviceRequests.edges[0].node.date).toBe(true);
  });

  it("shows the admin the price, a visit's length and how many visits the slot already holds; refuses everyone else", async () => {
    const date = '2027-04-06';
    const request = await t.buildServiceRequest({ date, time: TimeSlot.AFTERNOON, service: ServiceType.DEEP });
    await t.buildVisit({ date, timeSlot: TimeSlot.AFTERNOON });
    await t.buildVisit({ date, timeSlot: TimeSlot.AFTERNOON });
    await t.buildVisit({ date, timeSlot: TimeSlot.MORNING });
    await t.buildVisit({ date, timeSlot: TimeSlot.AFTERNOON, status: VisitStatus.CANCELED });
    const { agent } = await t.signInAs(Role.ADMIN);
    const id = toGlobalId('ServiceRequest', request.id);
    const preview = await gql(agent, PREVIEW, { id });
    expect(preview.data.approvalPreview).toEqual({
      // A request from before quotes: its service's base price and minutes on the price list.
      priceCents: 25_000,
      durationMinutes: 180,
      slotVisitCount: 2,
    });
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const other = await t.signInAs(role);
      expect(errorCode(await gql(other.agent, PREVIEW, { id }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.agent(), PREVIEW, { id }))).toBe('UNAUTHENTICATED');
  });

  it('approves and assigns a helper to every visit in one step, and a refused helper leaves the request pending', async () => {
    const user = await t.buildUser({ role: Role.HELPER, firstName: 'Carla', lastName: 'Reyes', withRecord: false });
    const helper = await t.buildHelper({ user });
    const request = await t.buildServiceRequest({ date: '2026-12-07', recurring: Recurrence.WEEKLY });
    const { agent } = await t.signInAs(Role.ADMIN);
    const approved = await gql(agent, APPROVE, {
      id: toGlobalId('ServiceRequest', request.id),
      helperIds: [toGlobalId('Helper', helper.id)],
    });
    expect(approved.data.approveServiceRequest.serviceRequest.status).toBe('ACCEPTED');
    const visits = await t.em().find(Visit, { request: request.id }, { populate: ['helpers'] });
    expect(visits.length).toBeGreaterThan(10);
    expect(
      visits.every(
        (visit) =>
          visit.helpers
            .getItems()
            .map((h) => h.id)
            .join() === helper.id,
      ),
    ).toBe(true);

    const inactive = await t.buildHelper({ active: false });
    const refusedRequest = await t.buildServiceRequest({ date: '2026-12-08' });
    const refused = await gql(agent, APPROVE, {
      id: toGlobalId('ServiceRequest', refusedRequest.id),
      helperIds: [toGlobalId('Helper', inactive.id)],
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect((await t.em().findOneOrFail(ServiceRequest, refusedRequest.id)).status).toBe(ServiceRequestStatus.PENDING);
    expect(await t.em().count(Visit, { request: refusedRequest.id })).toBe(0);
  });

  it('still approves in one click with no helper', async () => {
    const request = await t.buildServiceRequest({ date: '2026-12-09' });
    const { agent } = await t.signInAs(Role.ADMIN);
    const approved = await gql(agent, APPROVE, { id: toGlobalId('ServiceRequest', request.id) });
    expect(approved.data.approveServiceRequest.serviceRequest.status).toBe('ACCEPTED');
  });
});
