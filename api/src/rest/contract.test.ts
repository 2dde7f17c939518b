import ajv2020 from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { Request } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, TEST_PASSWORD, type TestApp } from '../../test/harness.js';
import { authenticatorCode, enableTwoFactor } from '../../test/two-factor.js';
import { Role } from '../auth/role.enum.js';
import { Client } from '../modules/client/client.entity.js';
import { Helper } from '../modules/helper/helper.entity.js';
import type { JsonSchema } from './json-schema.js';
import { restRoutes, restSchemas } from './routes.js';
import type { RestRoute } from './shim.js';

/**
 * The whole /api contract, walked row by row: signed out, as every role, with invalid and valid input, asserting
 * the status and the shape of the answer. A new route fails here until it has its fixture below.
 */
/** The services' clock. */
const NOW = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

type Agent = ReturnType<typeof supertest.agent>;
interface Call {
  params?: Record<string, string>;
  /** The query string, for a list's filters. */
  query?: Record<string, string>;
  body?: unknown;
}
interface Fixture {
  /** What a caller of the allowed role sends that works; `shape` checks the answer. */
  valid: (agent: Agent) => Promise<Call>;
  shape: (body: unknown) => void;
  /** Input the API must refuse, and the status it answers. */
  invalid?: (agent: Agent) => Promise<Call & { status: number }>;
  /** The role to act as (default: the route's first allowed role). */
  as?: Role;
  /** Accounts still completing their profile (POST /api/auth/profile). */
  needsProfileSetup?: boolean;
}

const UNKNOWN_ID = '0d6e1a0e-5a8b-4f1e-9f51-2a51a3b0c111';
const isRecord = (body: unknown) => expect(body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
const isList = (body: unknown) => expect(Array.isArray(body)).toBe(true);
/** Seeded lists: an empty array would pass any item schema without checking one item. */
const isNonEmptyList = (body: unknown) => {
  isList(body);
  expect((body as unknown[]).length).toBeGreaterThan(0);
};

/** The acting user's id, whatever their role. */
const myId = async (agent: Agent): Promise<string> => (await agent.get('/api/auth/user')).body.id;

async function clientRecord(): Promise<string> {
  const em = t.em();
  const client = em.create(Client, { displayName: `Contract client ${Math.random().toString(36).slice(2, 7)}` });
  await em.flush();
  return client.id;
}

async function pendingRequest(): Promise<string> {
  const { agent } = await t.signInAs(Role.CLIENT);
  const response = await agent.post('/api/service-requests').send(serviceRequestBody());
  return response.body.id;
}

async function invoice(admin: Agent): Promise<string> {
  const response = await admin.post('/api/invoices').send(invoiceBody(await clientRecord()));
  return response.body.id;
}

const serviceRequestBody = () => ({
  service: 'standard',
  date: '2026-12-01',
  time: 'afternoon',
  phoneNumber: '239-555-0160',
  recurring: 'onetime',
  customDays: null,
  address: '7 Contract Way, Naples, FL',
  notes: null,
});

const invoiceBody = (clientId: string) => ({
  clientId,
  issueDate: '2026-11-22',
  dueDate: '2026-12-22',
  subtotal: 10_000,
  taxAmount: 650,
  total: 10_650,
  status: 'draft',
  notes: null,
});

const FIXTURES: Record<string, Fixture> = {
  'GET /auth/user': {
    valid: async () => ({}),
    shape: (body) =>
      expect(Object.keys(body as object).sort()).toEqual([
        'displayName',
        'email',
        'firstName',
        'id',
        'lastName',
        'needsProfileSetup',
        'phone',
        'profileImageUrl',
        'role',
      ]),
  },
  'POST /auth/profile': {
    needsProfileSetup: true,
    valid: async () => ({ body: { displayName: 'Contract Person', phone: '239-555-0161' } }),
    shape: (body) => expect(body).toMatchObject({ needsProfileSetup: false, displayName: 'Contract Person' }),
    invalid: async () => ({ body: { displayName: '  ' }, status: 400 }),
  },
  'POST /login': {
    valid: async () => {
      const user = await t.buildUser({ role: Role.HELPER });
      return { body: { email: user.email, password: TEST_PASSWORD } };
    },
    shape: (body) => expect(body).toMatchObject({ role: 'helper' }),
    invalid: async () => ({ body: { email: 'nobody@test.local' }, status: 400 }),
  },
  'POST /login/two-factor': {
    // Half signed in by the password first (the agent keeps that session), then the code from the app.
    valid: async (agent) => {
      const user = await t.buildUser({ role: Role.CLIENT });
      const { secret } = await enableTwoFactor(t, user, NOW);
      const login = await agent.post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
      expect(login.body).toEqual({ twoFactorRequired: true, step: 'code' });
      return { body: { code: await authenticatorCode(secret, NOW) } };
    },
    shape: (body) => expect(body).toMatchObject({ role: 'client' }),
    invalid: async () => ({ body: {}, status: 400 }),
  },
  'POST /signup': {
    valid: async () => ({
      body: { firstName: 'Con', lastName: 'Tract', email: t.uniqueEmail('signup'), password: 'contract-pass' },
    }),
    shape: (body) => expect(body).toEqual({ message: expect.stringMatching(/We sent an email/) }),
    invalid: async () => ({
      body: { firstName: 'Con', lastName: 'Tract', email: 'not-an-email', password: 'contract-pass' },
      status: 400,
    }),
  },
  'GET /service-requests': {
    // A client sees its own; the admin sees every one, so any client's will do.
    valid: async (agent) => {
      if ((await agent.post('/api/service-requests').send(serviceRequestBody())).status !== 201) await pendingRequest();
      return {};
    },
    shape: isNonEmptyList,
  },
  'POST /service-requests': {
    valid: async () => ({ body: serviceRequestBody() }),
    shape: (body) => expect(body).toMatchObject({ status: 'pending', service: 'standard', time: 'afternoon' }),
    invalid: async () => ({ body: { ...serviceRequestBody(), address: '' }, status: 400 }),
  },
  'PATCH /service-requests/:id': {
    valid: async () => ({ params: { id: await pendingRequest() }, body: { status: 'accepted' } }),
    shape: (body) => expect(body).toMatchObject({ status: 'accepted' }),
    invalid: async () => ({ params: { id: await pendingRequest() }, body: { status: 'maybe' }, status: 400 }),
  },
  'GET /invoices': {
    // Sent, not draft: a client never sees drafts. Billed to the caller's own record when they have one, and with
    // a line (only GraphQL writes lines), so the items' schema meets a real one.
    valid: async (agent) => {
      const own = await t.em().findOne(Client, { user: await myId(agent) });
      const { agent: admin } = await t.signInAs(Role.ADMIN);
      const input = {
        clientId: own?.id ?? (await clientRecord()),
        status: 'SENT',
        items: [{ description: 'Standard clean', quantity: 2, unitPriceCents: 12_000 }],
      };
      const result = await gql(
        admin,
        'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id } } }',
        { input },
      );
      expect(result.errors).toBeUndefined();
      // Due in 30 days, so shown as sent: the filter keeps it.
      return { query: { status: 'sent' } };
    },
    shape: (body) => {
      isNonEmptyList(body);
      expect((body as { items: unknown[] }[]).some((row) => row.items.length > 0)).toBe(true);
    },
    invalid: async () => ({ query: { status: 'late' }, status: 400 }),
  },
  'POST /invoices': {
    valid: async () => ({ body: invoiceBody(await clientRecord()) }),
    shape: (body) =>
      expect(body).toMatchObject({
        subtotal: 10_000,
        taxAmount: 650,
        total: 10_650,
        status: 'draft',
        invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{4}$/),
      }),
    invalid: async () => ({ body: { ...invoiceBody(await clientRecord()), subtotal: -1 }, status: 400 }),
  },
  'PATCH /invoices/:id': {
    valid: async (admin) => ({ params: { id: await invoice(admin) }, body: { status: 'sent' } }),
    shape: (body) => expect(body).toMatchObject({ status: 'sent' }),
    invalid: async (admin) => ({ params: { id: await invoice(admin) }, body: { subtotal: 'lots' }, status: 400 }),
  },
  'GET /invoices/:id/payments': {
    valid: async (admin) => ({ params: { id: await invoice(admin) } }),
    shape: (body) => expect(body).toMatchObject({ payments: [], status: 'draft' }),
    invalid: async () => ({ params: { id: UNKNOWN_ID }, status: 404 }),
    // A client's own invoices are made by the admin; payments.test.ts reads them as the client.
    as: Role.ADMIN,
  },
  'DELETE /invoices/:id': {
    valid: async (admin) => ({ params: { id: await invoice(admin) } }),
    shape: () => undefined,
    invalid: async () => ({ params: { id: UNKNOWN_ID }, status: 404 }),
  },
  'GET /clients': { valid: async () => ({}), shape: isList },
  'POST /clients': {
    valid: async () => ({ body: { displayName: 'Contract Client', phone: '239-555-0162', notes: null } }),
    shape: (body) => {
      isRecord(body);
      expect(body).toMatchObject({ displayName: 'Contract Client', active: true });
    },
    invalid: async () => ({ body: { displayName: '' }, status: 400 }),
  },
  'PATCH /clients/:id': {
    valid: async () => ({ params: { id: await clientRecord() }, body: { displayName: 'Renamed Client' } }),
    shape: (body) => expect(body).toMatchObject({ displayName: 'Renamed Client' }),
    invalid: async () => ({ params: { id: UNKNOWN_ID }, body: { displayName: 'Ghost' }, status: 404 }),
  },
  'DELETE /clients/:id': {
    valid: async () => ({ params: { id: await clientRecord() } }),
    shape: (body) => expect(body).toMatchObject({ active: false }),
    invalid: async () => ({ params: { id: UNKNOWN_ID }, status: 404 }),
  },
  'GET /helpers': { valid: async () => ({}), shape: isList },
  'POST /helpers': {
    valid: async () => ({ body: { phone: '239-555-0163', hourlyRate: 2_550, maxHoursPerWeek: '', notes: null } }),
    shape: (body) => {
      isRecord(body);
      expect(body).toMatchObject({ hourlyRate: 2_550, maxHoursPerWeek: null });
    },
    invalid: async () => ({ body: { phone: '239-555-0163', hourlyRate: 25.5 }, status: 400 }),
  },
  'PATCH /helpers/:id': {
    valid: async () => {
      const em = t.em();
      const helper = em.create(Helper, { hourlyRateCents: 2_000 });
      await em.flush();
      return { params: { id: helper.id }, body: { phone: '239-555-0164', hourlyRate: 2_100, maxHoursPerWeek: 30 } };
    },
    shape: (body) => expect(body).toMatchObject({ hourlyRate: 2_100, maxHoursPerWeek: 30 }),
    invalid: async () => ({ params: { id: UNKNOWN_ID }, body: { hourlyRate: 2_000 }, status: 404 }),
  },
  'DELETE /helpers/:id': {
    valid: async () => {
      const em = t.em();
      const helper = em.create(Helper, { hourlyRateCents: 2_000 });
      await em.flush();
      return { params: { id: helper.id } };
    },
    shape: (body) => expect(body).toMatchObject({ active: false }),
    invalid: async () => ({ params: { id: UNKNOWN_ID }, status: 404 }),
  },
  'POST /messages': {
    valid: async () => ({
      body: { toUserId: (await t.buildUser({ role: Role.CLIENT })).id, body: 'See you Tuesday!', subject: 'Message from Admin' },
    }),
    shape: isRecord,
    invalid: async () => ({
      body: { toUserId: (await t.buildUser({ role: Role.CLIENT })).id, body: '   ', subject: 'Message from Admin' },
      status: 400,
    }),
  },
  'GET /messages': {
    valid: async (agent) => {
      const { agent: admin } = await t.signInAs(Role.ADMIN);
      await admin.post('/api/messages').send({ toUserId: await myId(agent), body: 'Your own message' });
      return {};
    },
    shape: isNonEmptyList,
  },
  'POST /role-request': {
    valid: async () => ({ body: { phone: '239-555-0165', reason: null, experience: null } }),
    shape: (body) => expect(body).toMatchObject({ status: 'pending', message: 'An admin will review it soon.' }),
    invalid: async () => ({ body: { reason: 'No phone' }, status: 400 }),
  },
};

/**
 * The published objects stay open so clients tolerate a field added later; here every object with `properties` is
 * closed, so a field `respond` returns (or a fixture sends) without documenting it fails like a missing one does.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([keyword, value]) => [keyword, closed(value)]));
  return 'properties' in copy ? { additionalProperties: false, ...copy } : copy;
}

// CommonJS packages whose types declare an ES default: under NodeNext that default is the `.default` property.
const { default: Ajv2020 } = ajv2020;
const { default: addFormats } = ajvFormats;
// Strict mode refuses unknown keywords, so a misspelt `requried` fails instead of documenting nothing.
const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
addFormats(ajv);
// The routes' `$ref`s point into the document's components; this lets a schema carry them as its root does there.
ajv.addKeyword({ keyword: 'components' });
const components = closed(restSchemas);
const validatorFor = (schema: JsonSchema) => ajv.compile({ components: { schemas: components }, ...(closed(schema) as object) });

function expectToMatchSchema(schema: JsonSchema, value: unknown, what: string) {
  const validate = validatorFor(schema);
  const errors = validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
  expect(errors, `${what}: ${JSON.stringify(value)}`).toEqual([]);
}

/**
 * Every field the schema documents that the value lacks, as JSON pointers ('/0/items/1/unitPrice'): independent of
 * the schema's `required` lists, so a field documented but no longer answered fails even where it was never marked
 * required. Follows `$ref`s into the components, every array item, and the non-null side of a nullable.
 */
function missingDocumentedFields(schema: JsonSchema, value: unknown, at = ''): string[] {
  if (typeof schema.$ref === 'string') {
    return missingDocumentedFields(restSchemas[schema.$ref.replace('#/components/schemas/', '')], value, at);
  }
  if (Array.isArray(schema.anyOf)) {
    if (value === null) return [];
    const objectSide = (schema.anyOf as JsonSchema[]).find((side) => side.$ref || side.properties || side.items);
    return objectSide ? missingDocumentedFields(objectSide, value, at) : [];
  }
  if (Array.isArray(value) && schema.items) {
    return value.flatMap((item, index) => missingDocumentedFields(schema.items as JsonSchema, item, `${at}/${index}`));
  }
  if (value && typeof value === 'object' && schema.properties) {
    return Object.entries(schema.properties as Record<string, JsonSchema>).flatMap(([field, fieldSchema]) =>
      field in value
        ? missingDocumentedFields(fieldSchema, (value as Record<string, unknown>)[field], `${at}/${field}`)
        : [`${at}/${field}`],
    );
  }
  return [];
}

/** The body fields a route's `variables` reads from this call: a Proxy notes every key asked for. */
function bodyFieldsRead(route: RestRoute, call: Call): string[] {
  const read = new Set<string>();
  const body = new Proxy(
    { ...(call.body as object) },
    {
      get(target, field, receiver) {
        if (typeof field === 'string') read.add(field);
        return Reflect.get(target, field, receiver);
      },
    },
  );
  route.variables?.({ body, params: call.params ?? {}, query: {} } as unknown as Request);
  return [...read].sort();
}

const key = (route: RestRoute) => `${route.method.toUpperCase()} ${route.path}`;
const url = (route: RestRoute, params: Record<string, string> = {}) =>
  `/api${route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? UNKNOWN_ID)}`;

function send(agent: Agent | ReturnType<typeof supertest>, route: RestRoute, call: Call) {
  const request = agent[route.method](url(route, call.params)).query(call.query ?? {});
  return route.method === 'get' || route.method === 'delete' || call.body === undefined
    ? request
    : request.send(call.body as object);
}

const expectError = (response: { body: unknown }) =>
  expect(response.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });

describe('the /api contract', () => {
  it('has a fixture for every route in the table', () => {
    expect(restRoutes.map(key).filter((name) => !FIXTURES[name])).toEqual([]);
  });

  it('documents the answer of every route, and the body of exactly the POST and PATCH ones', () => {
    expect(restRoutes.filter((route) => !route.responseSchema).map(key)).toEqual([]);
    const takesBody = (route: RestRoute) => route.method === 'post' || route.method === 'patch';
    expect(restRoutes.filter((route) => takesBody(route) !== Boolean(route.requestSchema)).map(key)).toEqual([]);
  });

  it('writes every schema in valid, strict JSON Schema whose references resolve', () => {
    for (const schema of Object.values(restSchemas)) expect(() => validatorFor(schema)).not.toThrow();
    for (const route of restRoutes) {
      for (const schema of [route.requestSchema, route.responseSchema]) {
        if (schema) expect(() => validatorFor(schema), key(route)).not.toThrow();
      }
    }
  });

  for (const route of restRoutes) {
    const fixture = FIXTURES[key(route)];
    if (!fixture) continue;
    const allowed = route.access === 'public' ? [] : [...route.access];

    describe(key(route), () => {
      if (route.access !== 'public') {
        it('refuses the signed-out with 401', async () => {
          const response = await send(t.request(), route, { body: {} });
          expect(response.status).toBe(401);
          expectError(response);
        });

        for (const role of [Role.ADMIN, Role.HELPER, Role.CLIENT].filter((r) => !allowed.includes(r))) {
          it(`refuses a ${role} with 403`, async () => {
            const { agent } = await t.signInAs(role);
            const response = await send(agent, route, { body: {} });
            expect(response.status).toBe(403);
            expectError(response);
          });
        }
      }

      const actAs = async (role: Role | null = fixture.as ?? (allowed[0] as Role)): Promise<Agent> => {
        if (route.access === 'public' || !role) return supertest.agent(t.app);
        return (await t.signInAs(role, fixture.needsProfileSetup ? { needsProfileSetup: true, withRecord: false } : {})).agent;
      };
      // Reads answer every role they admit; a change is walked as the role its fixture is written for.
      const validRoles: (Role | null)[] =
        route.access === 'public'
          ? [null]
          : fixture.as
            ? [fixture.as]
            : route.method === 'get'
              ? (allowed as Role[])
              : [allowed[0] as Role];

      if (fixture.invalid) {
        it('refuses invalid input with the documented error body', async () => {
          const agent = await actAs();
          const { status, ...call } = await fixture.invalid!(agent);
          const response = await send(agent, route, call);
          expect(response.status).toBe(status);
          expectError(response);
        });
      }

      for (const role of validRoles) {
        it(`answers valid input${role ? ` from a ${role}` : ''} with ${route.successStatus ?? 200} and the documented shape`, async () => {
          const agent = await actAs(role);
          const call = await fixture.valid(agent);
          if (route.requestSchema) expectToMatchSchema(route.requestSchema, call.body ?? {}, 'the request body');
          // The documented fields are the ones the route reads, no more and no fewer.
          const documented = Object.keys((route.requestSchema?.properties ?? {}) as object).sort();
          expect(bodyFieldsRead(route, call), 'body fields read vs requestSchema').toEqual(documented);
          const response = await send(agent, route, call);
          expect(response.status, JSON.stringify(response.body)).toBe(route.successStatus ?? 200);
          expect(response.headers['content-type']).toMatch(/application\/json/);
          fixture.shape(response.body);
          expect(missingDocumentedFields(route.responseSchema, response.body), 'documented fields missing').toEqual([]);
          expectToMatchSchema(route.responseSchema ?? { not: {} }, response.body, 'the response');
          // A list says how many rows there are in all, so a page of them is never taken for the whole (paging.test.ts).
          if (route.list) expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(response.body.length);
          else expect(response.headers['x-total-count']).toBeUndefined();
        });
      }
    });
  }
});

describe('a documented field missing from a real answer', () => {
  it('is caught, at any depth, whether or not the schema marks it required', async () => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    await FIXTURES['GET /invoices'].valid(admin);
    const route = restRoutes.find((candidate) => key(candidate) === 'GET /invoices')!;
    const answer = (await admin.get('/api/invoices')).body as Record<string, unknown>[];
    const index = answer.findIndex((invoice) => (invoice.items as unknown[]).length > 0);
    expect(missingDocumentedFields(route.responseSchema, answer)).toEqual([]);

    const lacking = structuredClone(answer);
    delete lacking[index].clientId;
    delete (lacking[index].items as Record<string, unknown>[])[0].unitPrice;
    delete (lacking[index].client as Record<string, unknown>).displayName;
    expect(missingDocumentedFields(route.responseSchema, lacking)).toEqual([
      `/${index}/clientId`,
      `/${index}/client/displayName`,
      `/${index}/items/0/unitPrice`,
    ]);
    const unrequired = { ...restSchemas.Invoice, required: [] };
    expect(missingDocumentedFields(unrequired, lacking[index])).toEqual([
      '/clientId',
      '/client/displayName',
      '/items/0/unitPrice',
    ]);
  });
});

describe('the GraphQL side of the same rule', () => {
  it('keeps REST and GraphQL on one authorization path (a client cannot list clients either way)', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    expect((await agent.get('/api/clients')).status).toBe(403);
    expect((await gql(agent, '{ clients(first: 1) { totalCount } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the route table and the schema agree on who may call', () => {
  it("gives every route exactly the roles of its operation's @auth directive, or narrows a public one", async () => {
    const { Kind } = await import('graphql');
    const { buildAppSchema } = await import('../graphql/schema.js');
    const schema = await buildAppSchema();
    for (const route of restRoutes) {
      const document = route.operation;
      const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
      if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
      const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
      const rules = operation.selectionSet.selections.map((selection) => {
        const field = root.getFields()[(selection as { name: { value: string } }).name.value];
        const auth = field.astNode?.directives?.find((directive) => directive.name.value === 'auth');
        if (!auth) return 'public';
        const requires = auth.arguments?.[0].value;
        return requires?.kind === Kind.LIST
          ? requires.values
              .map((value) => (value as { value: string }).value.toLowerCase())
              .sort()
              .join(',')
          : '?';
      });
      const expected = route.access === 'public' ? 'public' : [...route.access].sort().join(',');
      // A route may narrow a public operation (GET /api/auth/user answers 401 where `viewer` answers null),
      // never widen a gated one.
      const narrowsPublic = rules.every((rule) => rule === 'public');
      if (!narrowsPublic) expect(new Set(rules), key(route)).toEqual(new Set([expected]));
    }
  });
});
