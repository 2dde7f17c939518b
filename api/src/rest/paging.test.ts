import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { Client } from '../modules/client/client.entity.js';
import { Helper } from '../modules/helper/helper.entity.js';
import { REST_LIST_LIMIT } from './paging.js';
import { restRoutes } from './routes.js';

/** REST lists stay plain arrays; these follow their Link headers to the end and check nothing is lost or repeated. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T15:00:00Z') });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof supertest.agent>;

interface Walk {
  ids: string[];
  pages: { rows: number; totalCount: number; link: string | undefined }[];
}

const nextUrl = (link: string | undefined) => (link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined);

/** Every page of a list, from `url` on, following rel="next". */
async function walk(agent: Agent, url: string): Promise<Walk> {
  const result: Walk = { ids: [], pages: [] };
  for (let next: string | undefined = url; next;) {
    const response = await agent.get(next);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const link = response.headers.link as string | undefined;
    result.pages.push({ rows: response.body.length, totalCount: Number(response.headers['x-total-count']), link });
    result.ids.push(...response.body.map((row: { id: string }) => row.id));
    next = nextUrl(link);
    if (link) expect(next, link).toMatch(/^\/api\//);
    expect(result.pages.length).toBeLessThan(200);
  }
  return result;
}

/** The same list in one page: paging must give the same rows in the same order. */
async function onePage(agent: Agent, path: string): Promise<string[]> {
  const response = await agent.get(path);
  expect(response.status).toBe(200);
  expect(response.headers.link).toBeUndefined();
  return response.body.map((row: { id: string }) => row.id);
}

function expectWholeList(result: Walk, expected: string[]) {
  expect(new Set(result.ids).size, 'no row twice').toBe(result.ids.length);
  expect(result.ids).toEqual(expected);
  for (const page of result.pages) expect(page.totalCount).toBe(expected.length);
  expect(result.pages.at(-1)!.link, 'the last page has no Link').toBeUndefined();
  expect(result.pages.slice(0, -1).every((page) => page.link)).toBe(true);
}

const serviceRequestBody = (date: string) => ({
  service: 'standard',
  date,
  time: 'morning',
  phoneNumber: '239-555-0170',
  recurring: 'onetime',
  customDays: null,
  address: '9 Paging Lane, Naples, FL',
  notes: null,
});

async function seedClients(count: number, name: string): Promise<void> {
  const em = t.em();
  for (let i = 0; i < count; i++) em.create(Client, { displayName: `${name} ${i}` });
  await em.flush();
}

describe('GET /api/clients past one page', () => {
  it('answers 100 rows, X-Total-Count, and a Link that keeps ?search= and ?status=, until every row has come once', async () => {
    const tag = `Pager${Math.random().toString(36).slice(2, 8)}`;
    await seedClients(REST_LIST_LIMIT + 5, `Paging ${tag}`);
    const { agent } = await t.signInAs(Role.ADMIN);

    // A space in the search: the Link must encode it, and following it must still filter.
    const result = await walk(agent, `/api/clients?search=${encodeURIComponent(`Paging ${tag}`)}&status=all`);
    expect(result.pages.map((page) => page.rows)).toEqual([REST_LIST_LIMIT, 5]);
    expect(result.pages[0].totalCount).toBe(REST_LIST_LIMIT + 5);
    const next = new URL(nextUrl(result.pages[0].link)!, 'http://host');
    expect(next.pathname).toBe('/api/clients');
    expect(next.searchParams.get('search')).toBe(`Paging ${tag}`);
    expect(next.searchParams.get('status')).toBe('all');
    expect(next.searchParams.get('after')).toMatch(/^[\w-]+$/);

    const stored = await t.em().find(Client, { displayName: { $like: `Paging ${tag} %` } });
    expect([...result.ids].sort()).toEqual(stored.map((client) => client.id).sort());
    expect(new Set(result.ids).size).toBe(REST_LIST_LIMIT + 5);
    expect(result.pages[1].link).toBeUndefined();
  });

  it('pages by ?limit= the same rows in the same order as one page', async () => {
    const tag = `Limit${Math.random().toString(36).slice(2, 8)}`;
    await seedClients(7, tag);
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await walk(agent, `/api/clients?search=${tag}&limit=3`);
    expect(result.pages.map((page) => page.rows)).toEqual([3, 3, 1]);
    expect(nextUrl(result.pages[0].link)).toContain('limit=3');
    expectWholeList(result, await onePage(agent, `/api/clients?search=${tag}`));
  });
});

describe('every list route', () => {
  const lists = restRoutes.filter((route) => route.list);

  it('is the five documented lists', () => {
    expect(lists.map((route) => route.path).sort()).toEqual([
      '/clients',
      '/helpers',
      '/invoices',
      '/messages',
      '/service-requests',
    ]);
  });

  /**
   * Three rows the route's first role sees; the query that keeps the list to one page of a few rows, whatever else
   * the other tests left behind.
   */
  const seed: Record<string, (agent: Agent) => Promise<string | void>> = {
    '/clients': async () => {
      await seedClients(3, 'EveryList');
      return 'search=EveryList&';
    },
    '/helpers': async () => {
      const em = t.em();
      for (let i = 0; i < 3; i++) em.create(Helper, { hourlyRateCents: 2_000 + i });
      await em.flush();
    },
    '/invoices': async (admin) => {
      const clientId = (await admin.post('/api/clients').send({ displayName: 'Invoiced' })).body.id;
      for (const day of ['20', '21', '21']) {
        const response = await admin.post('/api/invoices').send({
          clientId,
          issueDate: `2026-11-${day}`,
          dueDate: '2026-12-22',
          subtotal: 1_000,
          taxAmount: 0,
          total: 1_000,
          status: 'sent',
        });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
      }
    },
    '/service-requests': async () => {
      const { agent } = await t.signInAs(Role.CLIENT);
      for (const date of ['2026-12-01', '2026-12-02', '2026-12-02']) {
        expect((await agent.post('/api/service-requests').send(serviceRequestBody(date))).status).toBe(201);
      }
    },
    '/messages': async (reader) => {
      const { agent: admin } = await t.signInAs(Role.ADMIN);
      const toUserId = (await reader.get('/api/auth/user')).body.id;
      for (let i = 0; i < 3; i++)
        expect((await admin.post('/api/messages').send({ toUserId, body: `Page ${i}` })).status).toBe(201);
    },
  };

  for (const route of lists) {
    it(`GET ${route.path} walks one row a page to the same list as one page`, async () => {
      const { agent } = await t.signInAs(route.access === 'public' ? Role.ADMIN : route.access[0]);
      const query = (await seed[route.path](agent)) ?? '';
      const whole = await onePage(agent, `/api${route.path}?${query}`);
      expect(whole.length).toBeGreaterThanOrEqual(3);
      const result = await walk(agent, `/api${route.path}?${query}limit=1`);
      expect(result.pages.every((page) => page.rows === 1)).toBe(true);
      expectWholeList(result, whole);
    });
  }
});

describe('GET /api/service-requests while paging', () => {
  it('shows a client only its own requests on every page, and counts only those', async () => {
    const { agent: mine } = await t.signInAs(Role.CLIENT);
    const { agent: theirs } = await t.signInAs(Role.CLIENT);
    const own: string[] = [];
    for (const date of ['2026-12-03', '2026-12-04', '2026-12-05']) {
      own.push((await mine.post('/api/service-requests').send(serviceRequestBody(date))).body.id);
      expect((await theirs.post('/api/service-requests').send(serviceRequestBody(date))).status).toBe(201);
    }

    const result = await walk(mine, '/api/service-requests?limit=2');
    expect(result.pages.map((page) => page.rows)).toEqual([2, 1]);
    expectWholeList(result, [...own].reverse());

    // The admin's walk holds both clients' requests.
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const everything = await walk(admin, '/api/service-requests?limit=50');
    expect(everything.ids).toEqual(expect.arrayContaining(own));
    expect(everything.pages[0].totalCount).toBeGreaterThanOrEqual(6);
  });
});

describe('bad paging parameters', () => {
  const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

  const BAD: [string, string][] = [
    ['limit=0', 'limit'],
    [`limit=${REST_LIST_LIMIT + 1}`, 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=1e1', 'limit'],
    ['limit=%205', 'limit'],
    ['after=not%20a%20cursor', 'after'],
    ['after=zzz', 'after'],
    [`after=${cursor('a string')}`, 'after'],
    [`after=${cursor(['not a time', '0d6e1a0e-5a8b-4f1e-9f51-2a51a3b0c111'])}`, 'after'],
    [`after=${cursor(['2026-11-22T15:00:00.000Z', 'not-a-uuid'])}`, 'after'],
    [`after=${cursor(['2026-11-22T15:00:00.000Z'])}`, 'after'],
    // Another list's cursor (service requests sort by date of service).
    [`after=${cursor(['2026-12-01', '0d6e1a0e-5a8b-4f1e-9f51-2a51a3b0c111'])}`, 'after'],
  ];

  for (const [query, field] of BAD) {
    it(`refuses ?${query} with 400 and the error body`, async () => {
      const { agent } = await t.signInAs(Role.ADMIN);
      const response = await agent.get(`/api/clients?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String), code: 'BAD_USER_INPUT', field });
    });
  }

  it('checks who is calling before the parameters', async () => {
    expect((await t.request().get('/api/clients?limit=0')).status).toBe(401);
    const { agent } = await t.signInAs(Role.HELPER);
    expect((await agent.get('/api/clients?after=zzz')).status).toBe(403);
  });

  it('ignores a repeated parameter, as for ?search= and ?status=', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const response = await agent.get('/api/clients?limit=1&limit=2&after=x&after=y');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toMatch(/^\d+$/);
  });

  it('reads an empty ?after= or ?limit= as absent, as an empty ?search= is', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const first = await agent.get('/api/clients?limit=2');
    const emptyAfter = await agent.get('/api/clients?limit=2&after=');
    expect(emptyAfter.status).toBe(200);
    expect(emptyAfter.body).toEqual(first.body);
    const emptyLimit = await agent.get('/api/clients?limit=');
    expect(emptyLimit.status).toBe(200);
    expect(emptyLimit.body.length).toBe(Math.min(REST_LIST_LIMIT, Number(emptyLimit.headers['x-total-count'])));
  });
});
