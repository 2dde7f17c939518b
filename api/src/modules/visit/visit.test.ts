import { describe, expect, it } from 'vitest';
import type { ServiceRequestFields } from '../../../test/factories.js';
import { errorCode, gql, type GraphQLResult, selectCounter, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import type { Client } from '../client/client.entity.js';
import { Recurrence, ServiceRequestStatus, ServiceType, TimeSlot } from '../service-request/service-request.enums.js';

const NOW = new Date('2026-11-22T15:00:00Z');
const selects = selectCounter();

const t = useTestApp({ now: () => NOW, onQuery: selects.onQuery });

const CALENDAR = `query Calendar($from: LocalDate!, $to: LocalDate!, $first: Int) {
  visits(from: $from, to: $to, first: $first) {
    totalCount
    edges { node { id date timeSlot status service client { displayName } request { recurring notes } helpers { id } } }
  }
}`;

/** An accepted request of the client's (an afternoon standard clean unless told otherwise), with its visits. */
const approvedRequest = (client: Client, fields: ServiceRequestFields) =>
  t.buildServiceRequest({ client, time: TimeSlot.AFTERNOON, ...fields, status: ServiceRequestStatus.ACCEPTED });

describe('calendar visits', () => {
  it('lists accepted visits in the window with client and service, in date order', async () => {
    const client = await t.buildClient({ displayName: 'Calendar Client' });
    await approvedRequest(client, { date: '2026-11-24', recurring: Recurrence.WEEKLY, service: ServiceType.DEEP });
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, CALENDAR, { from: '2026-11-01', to: '2026-12-12', first: 100 });
    expect(result.errors).toBeUndefined();
    const nodes = result.data.visits.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    expect(nodes.map((node: { date: string }) => node.date)).toEqual(['2026-11-24', '2026-12-01', '2026-12-08']);
    expect(nodes[0]).toMatchObject({
      timeSlot: 'AFTERNOON',
      status: 'SCHEDULED',
      service: 'DEEP',
      client: { displayName: 'Calendar Client' },
      helpers: [],
    });
  });

  it('reads a busy window in one page, bounded by 200 visits a day of the window', async () => {
    const client = await t.buildClient();
    const template = await approvedRequest(client, {
      date: '2027-03-01',
      address: `Busy St ${Math.random().toString(36).slice(2, 10)}`,
    });
    const em = t.em();
    // 250 accepted requests with a visit on each of 1 to 3 March: 750 visits, more than the old page cap of 500.
    await em.execute(
      `insert into service_requests (id, client_id, status, service, date, time, address, recurring, phone_number, created_at, updated_at)
       select gen_random_uuid(), client_id, status, service, date, time, address, recurring, phone_number, now(), now()
         from service_requests, generate_series(1, 249) where id = ?`,
      [template.id],
    );
    await em.execute(
      `insert into visits (id, request_id, client_id, date, time_slot, status, created_at, updated_at)
       select gen_random_uuid(), r.id, r.client_id, d::date, r.time, 'scheduled', now(), now()
         from service_requests r, generate_series('2027-03-01'::date, '2027-03-03'::date, interval '1 day') d
        where r.address = ? on conflict do nothing`,
      [template.address],
    );
    const { agent } = await t.signInAs(Role.ADMIN);
    const PAGE = `query Busy($from: LocalDate!, $to: LocalDate!, $first: Int) {
      visits(from: $from, to: $to, first: $first) { edges { node { id } } pageInfo { hasNextPage } }
    }`;
    const month = await gql(agent, PAGE, { from: '2027-02-22', to: '2027-04-04', first: 12_600 });
    expect(month.errors).toBeUndefined();
    expect(month.data.visits.edges).toHaveLength(750);
    expect(month.data.visits.pageInfo.hasNextPage).toBe(false);
    // Three days allow 600 a page, whatever `first` asks.
    const threeDays = await gql(agent, PAGE, { from: '2027-03-01', to: '2027-03-03', first: 12_600 });
    expect(threeDays.data.visits.edges).toHaveLength(600);
    expect(threeDays.data.visits.pageInfo.hasNextPage).toBe(true);
    expect(errorCode(await gql(agent, PAGE, { from: '2027-03-01', to: '2027-03-03', first: 12_601 }))).toBe('BAD_USER_INPUT');
  });

  it('costs the same number of SQL statements for a page of 2 as for a page of 25, and one fewer when one page holds all', async () => {
    const client = await t.buildClient();
    for (let day = 1; day <= 30; day++) {
      const service = day % 2 ? ServiceType.DEEP : ServiceType.MOVEOUT;
      await approvedRequest(client, { date: `2026-12-${String(day).padStart(2, '0')}`, service });
    }
    const { agent } = await t.signInAs(Role.ADMIN);
    const countFor = async (first: number) => {
      let result: GraphQLResult = {};
      const count = await selects.during(async () => {
        result = await gql(agent, CALENDAR, { from: '2026-12-01', to: '2026-12-31', first });
      });
      expect(result.data.visits.edges.length).toBe(Math.min(first, result.data.visits.totalCount));
      return count;
    };
    // The viewer, the page, the count, and one batch each for requests, clients and helpers.
    const small = await countFor(2);
    const large = await countFor(25);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(6);
    // A page that holds every match needs no count.
    expect(await countFor(60)).toBe(small - 1);
  });

  it("reads the admin's helpers and their accounts with the month, as the visit's own helpers field reads them, in no extra statement", async () => {
    const withAccount = await t.helperOf(await t.buildUser({ role: Role.HELPER, firstName: 'Carla', lastName: 'Ruiz' }));
    const named = await t.helperOf(await t.buildUser({ role: Role.HELPER, displayName: 'Bo' }));
    const noAccount = await t.buildHelper();
    const visit = await t.buildVisit({ date: '2027-01-12', helpers: [withAccount, noAccount, named] });
    const { agent } = await t.signInAs(Role.ADMIN);
    const HELPER = `id databaseId createdAt phone hourlyRateCents maxHoursPerWeek notes active userId
      user { id databaseId name firstName lastName displayName email role phone emailVerified needsProfileSetup profileImageUrl }`;
    const month = (helpers: string) =>
      gql(agent, `{ visits(from: "2027-01-12", to: "2027-01-12") { edges { node { databaseId helperCount ${helpers} } } } }`);
    let lean: GraphQLResult = {};
    const withHelpers = await selects.during(async () => {
      lean = await month(`helpers { ${HELPER} }`);
    });
    const without = await selects.during(() => month(''));
    expect(withHelpers).toBe(without);
    const node = await gql(agent, `query($id: ID!) { node(id: $id) { ... on Visit { helpers { ${HELPER} } } } }`, {
      id: toGlobalId('Visit', visit.id),
    });
    expect(lean.errors).toBeUndefined();
    const row = lean.data.visits.edges
      .map((edge: { node: { databaseId: string } }) => edge.node)
      .find((node: { databaseId: string }) => node.databaseId === visit.id);
    expect(row.helperCount).toBe(3);
    expect(row.helpers).toEqual(node.data.node.helpers);
    expect(row.helpers.map((helper: { user: { name: string } | null }) => helper.user?.name ?? '(none)').sort()).toEqual([
      '(none)',
      'Bo',
      'Carla Ruiz',
    ]);
  });

  it('refuses windows that are reversed, too wide or not dates', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    for (const [from, to] of [
      ['2026-12-10', '2026-12-01'],
      ['2026-01-01', '2026-06-01'],
    ]) {
      const result = await gql(agent, CALENDAR, { from, to });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await gql(agent, CALENDAR, { from: '2026-13-01', to: '2026-12-01' }))).toBe('BAD_USER_INPUT');
  });

  it("shows a client only its own visits and never the helpers' details; refuses helpers", async () => {
    const mine = await t.signInAs(Role.CLIENT);
    const other = await t.buildClient();
    await approvedRequest(await t.clientOf(mine.user), { date: '2026-11-28', notes: 'mine' });
    await approvedRequest(other, { date: '2026-11-28', notes: 'other' });
    const result = await gql(
      mine.agent,
      `{ visits(from: "2026-11-28", to: "2026-11-28") { edges { node { request { notes } } } } }`,
    );
    expect(result.data.visits.edges.map((edge: { node: { request: { notes: string } } }) => edge.node.request.notes)).toEqual([
      'mine',
    ]);
    expect(
      errorCode(await gql(mine.agent, `{ visits(from: "2026-11-28", to: "2026-11-28") { edges { node { helpers { id } } } } }`)),
    ).toBe('FORBIDDEN');
    // How many cleaners come is theirs to know.
    const counted = await gql(mine.agent, `{ visits(from: "2026-11-28", to: "2026-11-28") { edges { node { helperCount } } } }`);
    expect(counted.data.visits.edges).toEqual([{ node: { helperCount: 0 } }]);
    const upcoming = await gql(mine.agent, '{ upcomingVisits(limit: 3) { date service } }');
    expect(upcoming.data.upcomingVisits).toEqual([{ date: '2026-11-28', service: 'STANDARD' }]);
    const { agent: helper } = await t.signInAs(Role.HELPER);
    expect(errorCode(await gql(helper, CALENDAR, { from: '2026-11-01', to: '2026-11-30' }))).toBe('FORBIDDEN');
  });
});
