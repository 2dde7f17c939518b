import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLScalarType,
  getNamedType,
  isObjectType,
} from 'graphql';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { Role } from './auth/role.enum.js';
import { buildAppSchema } from './graphql/schema.js';
import { toGlobalId } from './graphql/relay/global-id.js';

/**
 * Hostile input, generated: every /api route of the OpenAPI document and every GraphQL mutation of the schema (both
 * read at run time, so routes and mutations added later are walked too), called as each role with wrong types,
 * huge and negative numbers, control characters, 10,000-character strings, bad dates, unknown enum values and
 * extra fields, mixed with plausible values so calls get past the first check. Whatever comes: never a 5xx, every
 * refusal is the documented JSON error body, and a refused request changes no row.
 *
 * `npm test` runs a fixed seed and a bounded count; `npm run fuzz` runs many more with a fresh seed (FUZZ_RUNS and
 * FUZZ_SEED set them; a failure prints the seed and path that replay it: FUZZ_SEED=<seed>).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_124);

let t: TestApp;
type Agent = ReturnType<typeof supertest.agent>;
type Identity = 'anonymous' | 'admin' | 'helper' | 'client' | 'newClient';
const IDENTITIES: Identity[] = ['anonymous', 'admin', 'helper', 'client', 'newClient'];
const agents = new Map<Identity, Agent>();

async function freshAgent(identity: Identity): Promise<Agent> {
  if (identity === 'anonymous') return t.agent();
  if (identity === 'newClient') return (await t.signInAs(Role.CLIENT, { needsProfileSetup: true, withRecord: false })).agent;
  const role = { admin: Role.ADMIN, helper: Role.HELPER, client: Role.CLIENT }[identity];
  return (await t.signInAs(role)).agent;
}

/** After a call that may have signed the agent in, out, or changed its password, put the identity back. */
async function restore(identity: Identity): Promise<void> {
  const agent = agents.get(identity)!;
  const me = await agent.get('/api/auth/user');
  const expected = identity === 'newClient' ? 'client' : identity;
  const fine = identity === 'anonymous' ? me.status === 401 : me.status === 200 && me.body.role === expected;
  if (!fine) agents.set(identity, await freshAgent(identity));
  // A fresh identity is a new account: that write is the test's own, not the call's.
  stateBefore = await checksum();
}

// ---- the database's state, cheaply ----------------------------------------------------------------------------

/** Tables whose rows change without a write being accepted: sessions roll, rate-limit counters count refusals. */
const VOLATILE = new Set(['session', 'rate_limits', 'mikro_orm_migrations']);
/** Columns that count refusals the same way: a wrong two-factor code uses up one of the credential's attempts. */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  two_factor_credentials: ['failed_attempts', 'failed_window_started_at'],
};
/** A row as the checksum reads it, without its volatile columns. */
const rowText = (name: string) =>
  VOLATILE_COLUMNS[name]
    ? `(to_jsonb(x) - ${VOLATILE_COLUMNS[name].map((column) => `'${column}'`).join(' - ')})::text`
    : 'x::text';
let checksumSql = '';

async function checksum(): Promise<string> {
  const rows = await t.em().getConnection().execute<{ sum: string }[]>(checksumSql);
  return rows[0]!.sum;
}

// ---- ids that exist, so calls reach past "not found" -------------------------------------------------------------

const uuids: string[] = [];
const globalIds: string[] = [];

async function collectIds(): Promise<void> {
  uuids.length = 0;
  globalIds.length = 0;
  for (const meta of Object.values(t.orm.getMetadata().getAll())) {
    if (!meta.tableName || meta.abstract || meta.embeddable || !meta.primaryKeys.includes('id')) continue;
    const rows = await t.em().getConnection().execute<{ id: string }[]>(`select id from "${meta.tableName}" limit 4`);
    for (const { id } of rows) {
      uuids.push(id);
      globalIds.push(toGlobalId(meta.className, id));
    }
  }
}

// ---- hostile values --------------------------------------------------------------------------------------------

const LONG = 'x'.repeat(10_000);
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    'a\u0000b',
    'bell\u0007',
    '\u001b[31mred',
    'next\u0085line',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%ff',
    '\uD800',
    '🧽✨',
    'null',
    '-1',
    'NaN',
    '1e309',
    '9999-12-31',
    '2026-02-30',
    '0000-00-00',
    '{"$ne":null}',
    LONG,
    'é'.repeat(5_000),
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    0.1,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    1e15,
    -1e15,
    Number.MAX_SAFE_INTEGER,
    1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const plausibleDate = fc.oneof(
  fc.integer({ min: -3, max: 900 }).map((days) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10)),
  fc.constantFrom('9999-12-31', '2026-02-30', '1900-01-01', 'tomorrow', '2026-13-01'),
);
const plausibleString = fc.oneof(
  fc.constantFrom(
    'Fuzz Person',
    'fuzz@test.local',
    '239-555-0142',
    '(239) 555-0199',
    '12 Palm Ave, Naples, FL',
    'ok',
    '25',
    'note',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);
const someId = () => fc.oneof(fc.constantFrom(...uuids, ...globalIds), fc.uuid(), hostileString);

/** Mostly the right shape (so the call gets past the first check), sometimes anything at all. */
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: anyJson });

// ---- REST: requests from the OpenAPI document -------------------------------------------------------------------

type JsonSchema = { [keyword: string]: unknown };
const components: Record<string, JsonSchema> = {};

function schemaArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return schemaArbitrary(components[schema.$ref.split('/').pop()!] ?? {}, depth);
  if (Array.isArray(schema.anyOf))
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((branch) => schemaArbitrary(branch, depth)));
  if (Array.isArray(schema.enum))
    return mostly(fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), fc.constant('not-a-value')));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          if (schema.format === 'date') return mostly(plausibleDate);
          if (schema.format === 'uuid') return mostly(someId());
          return mostly(fc.oneof(plausibleString, hostileString));
        case 'integer':
          return mostly(fc.oneof(fc.integer({ min: 0, max: Number(schema.maximum ?? 100_000) }), hostileNumber));
        case 'number':
          return mostly(hostileNumber);
        case 'boolean':
          return mostly(fc.boolean());
        case 'null':
          return fc.constant(null);
        case 'array':
          return mostly(fc.array(schemaArbitrary((schema.items as JsonSchema) ?? {}, depth + 1), { maxLength: 3 }));
        case 'object':
          return depth > 3 ? fc.constant({}) : objectArbitrary(schema, depth);
        default:
          return anyJson;
      }
    }),
  );
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, schemaArbitrary(value, depth + 1)]));
  const fields = fc.record(model, { requiredKeys: [] });
  const withExtra = fc.tuple(
    fields,
    fc.option(fc.tuple(fc.constantFrom('extra', 'role', '__proto__', 'id', 'a\u0000'), anyJson)),
  );
  return fc.oneof(
    { weight: 6, arbitrary: withExtra.map(([body, extra]) => (extra ? { ...body, [extra[0]]: extra[1] } : body)) },
    { weight: 1, arbitrary: anyJson },
  );
}

/**
 * A URL carries UTF-8: a lone surrogate (which cannot be encoded) goes as U+FFFD, as a browser would send it. And
 * it stays under Node's 16 KB limit on the request head, past which Node itself answers 431 before the app runs.
 */
const wellFormed = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'utf8')
    .toString('utf8')
    .slice(0, 1_000);

interface RestCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  identity: Identity;
  raw: boolean;
}

interface RestOperation {
  method: string;
  template: string;
  parameters: { name: string; in: string }[];
  bodySchema?: JsonSchema;
}

function restOperations(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): RestOperation[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      template,
      parameters: (operation.parameters as { name: string; in: string }[] | undefined) ?? [],
      bodySchema: (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
        'application/json'
      ]?.schema,
    })),
  );
}

function restCallArbitrary(operations: RestOperation[]): fc.Arbitrary<RestCall> {
  return fc.constantFrom(...operations).chain((operation) => {
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    const hasBody = operation.method === 'post' || operation.method === 'patch';
    return fc.record({
      method: fc.constant(operation.method),
      path: fc
        .tuple(...pathParameters.map(() => someId()))
        .map((values) =>
          pathParameters.reduce(
            (path, parameter, index) => path.replace(`{${parameter.name}}`, encodeURIComponent(wellFormed(values[index]))),
            operation.template,
          ),
        ),
      query: fc.record(
        Object.fromEntries(queryParameters.map((parameter) => [parameter.name, mostly(plausibleString).map(wellFormed)])),
        { requiredKeys: [] },
      ),
      body: hasBody
        ? operation.bodySchema
          ? schemaArbitrary(operation.bodySchema)
          : fc.uint8Array({ maxLength: 64 })
        : fc.constant(undefined),
      identity: fc.constantFrom(...IDENTITIES),
      raw: fc.constant(hasBody && !operation.bodySchema),
    });
  });
}

// ---- GraphQL: mutations from the schema ----------------------------------------------------------------------------

function inputArbitrary(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) {
    return fc.oneof({ weight: 12, arbitrary: inputArbitrary(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  if (type instanceof GraphQLList) return fc.array(inputArbitrary(type.ofType, depth + 1), { maxLength: 3 });
  if (type instanceof GraphQLEnumType) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) },
      { weight: 1, arbitrary: fc.constant('UNKNOWN_VALUE') },
    );
  }
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({});
    const model = Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, inputArbitrary(field.type, depth + 1)]),
    );
    const required = Object.values(type.getFields())
      .filter((field) => field.type instanceof GraphQLNonNull)
      .map((field) => field.name);
    return fc.oneof(
      { weight: 10, arbitrary: fc.record(model, { requiredKeys: required }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: required }).map((value) => ({ ...value, extraField: 'x' })) },
    );
  }
  const scalar = (type as GraphQLScalarType).name;
  const valid: Record<string, fc.Arbitrary<unknown>> = {
    String: fc.oneof(plausibleString, hostileString),
    ID: someId(),
    Int: fc.oneof(fc.integer({ min: 0, max: 50_000 }), hostileNumber),
    Float: hostileNumber,
    Boolean: fc.boolean(),
    LocalDate: plausibleDate,
    DateTimeISO: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      hostileString,
    ),
  };
  // A value of the wrong type now and then: GraphQL must refuse it as bad input, not fail.
  return fc.oneof({ weight: 10, arbitrary: valid[scalar] ?? anyJson }, { weight: 1, arbitrary: anyJson });
}

interface GraphQLCall {
  query: string;
  variables: Record<string, unknown>;
  identity: Identity;
  name: string;
}

function mutationArbitrary(mutation: GraphQLField<unknown, unknown>): fc.Arbitrary<GraphQLCall> {
  const args = mutation.args as readonly GraphQLArgument[];
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const uses = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(mutation.type)) ? ' { __typename }' : '';
  const query = `mutation Fuzz${definitions ? `(${definitions})` : ''} { ${mutation.name}${uses ? `(${uses})` : ''}${selection} }`;
  const variables = fc.record(Object.fromEntries(args.map((arg) => [arg.name, inputArbitrary(arg.type)])), {
    requiredKeys: args.filter((arg) => arg.type instanceof GraphQLNonNull).map((arg) => arg.name),
  });
  return fc.record({
    query: fc.constant(query),
    variables,
    identity: fc.constantFrom(...IDENTITIES),
    name: fc.constant(mutation.name),
  });
}

// ---- the properties -------------------------------------------------------------------------------------------

/** The codes an error body may carry (README: Errors), and the edge's own for bodies it cannot read. */
const DOCUMENTED_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'TOO_MANY_REQUESTS',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);
const SESSION_CHANGING = /^(signIn|signUp|signOut|changePassword)$|\/(login|logout|signup)$/;

let stateBefore = '';

/** Checks one answer; when the call was refused, also that no row changed. */
async function judge(what: string, status: number, body: unknown, refused: boolean): Promise<void> {
  expect(status, `${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
  const stateAfter = await checksum();
  if (refused) expect(stateAfter, `${what} was refused (${status}) but changed rows`).toBe(stateBefore);
  stateBefore = stateAfter;
}

function restErrorBody(what: string, body: unknown) {
  expect(body, `${what}: the error body`).toEqual({
    message: expect.any(String),
    code: expect.any(String),
    ...(body && typeof body === 'object' && 'field' in body ? { field: expect.any(String) } : {}),
  });
  const { code, message } = body as { code: string; message: string };
  expect(message.length, `${what}: an empty message`).toBeGreaterThan(0);
  expect(DOCUMENTED_CODES.has(code), `${what}: undocumented code ${code}`).toBe(true);
}

function graphqlErrors(what: string, errors: { message?: unknown; extensions?: { code?: unknown } }[]) {
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(typeof error.message, `${what}: ${JSON.stringify(error)}`).toBe('string');
    expect(DOCUMENTED_CODES.has(String(error.extensions?.code)), `${what}: ${JSON.stringify(error).slice(0, 300)}`).toBe(true);
  }
}

const fuzzOptions = (runs: number) => ({ seed: SEED, numRuns: runs, endOnFailure: true, verbose: 1 as const });

beforeAll(async () => {
  t = await createTestApp();
  // As after a real first start (bootstrap.ts): the settings row exists, rather than appearing on first read.
  await t.services.settings.createIfMissing(t.em());
  for (const identity of IDENTITIES) agents.set(identity, await freshAgent(identity));
  // Some of everything, so ids point at real rows: a client record, a helper, a request, an invoice, a message.
  const admin = agents.get('admin')!;
  const clientRecord = await admin.post('/api/clients').send({ displayName: 'Fuzz Client', phone: '239-555-0101' });
  await admin.post('/api/helpers').send({ phone: '239-555-0102', hourlyRate: 2_000 });
  await agents.get('client')!.post('/api/service-requests').send({
    service: 'standard',
    date: today,
    time: 'morning',
    phoneNumber: '239-555-0103',
    recurring: 'weekly',
    address: '1 Fuzz Way',
  });
  await admin
    .post('/api/invoices')
    .send({ clientId: clientRecord.body.id, subtotal: 100, taxAmount: 0, total: 100, status: 'sent' });
  await admin
    .post('/api/messages')
    .send({ toUserId: (await agents.get('client')!.get('/api/auth/user')).body.id, body: 'Hi', subject: 'Hello' });
  await collectIds();

  const tables = (
    await t
      .em()
      .getConnection()
      .execute<{ name: string }[]>(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
  )
    .map((row) => row.name)
    .filter((name) => !VOLATILE.has(name));
  checksumSql = `select md5(${tables
    .map(
      (name) =>
        `(select count(*)::text || coalesce(md5(string_agg(md5(${rowText(name)}), '' order by md5(${rowText(name)}))), '') from "${name}" x)`,
    )
    .join(" || '|' || ")}) as sum`;
  stateBefore = await checksum();
}, 120_000);
afterAll(() => t.close());

describe('hostile input', () => {
  it('REST: every /api route of the OpenAPI document, as each role', async () => {
    const document = (await t.request().get('/api/openapi.json')).body;
    Object.assign(components, document.components.schemas);
    const operations = restOperations(document);
    expect(operations.length).toBeGreaterThan(20);
    stateBefore = await checksum();
    await fc.assert(
      fc.asyncProperty(restCallArbitrary(operations), async (call) => {
        const agent = agents.get(call.identity)!;
        const what = `${call.identity} ${call.method.toUpperCase()} ${call.path}`;
        let request = agent[call.method as 'get' | 'post' | 'patch' | 'delete'](call.path).query(
          call.query as Record<string, string>,
        );
        if (call.raw) request = request.set('Content-Type', 'image/png').send(Buffer.from(call.body as Uint8Array));
        else if (call.body !== undefined)
          request = request.set('Content-Type', 'application/json').send(JSON.stringify(call.body));
        const response = await request.redirects(0);
        const refused = response.status >= 400;
        if (refused) restErrorBody(what, response.body);
        await judge(what, response.status, response.body ?? response.text, refused);
        if (SESSION_CHANGING.test(call.path)) await restore(call.identity);
      }),
      fuzzOptions(RUNS),
    );
  }, 600_000);

  it('GraphQL: every mutation of the schema, as each role', async () => {
    const schema = await buildAppSchema();
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(30);
    stateBefore = await checksum();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...mutations.map(mutationArbitrary)), async (call) => {
        const agent = agents.get(call.identity)!;
        const what = `${call.identity} ${call.name}(${JSON.stringify(call.variables).slice(0, 200)})`;
        const response = await agent
          .post('/graphql')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ query: call.query, variables: call.variables }));
        const errors = response.body?.errors as { message?: unknown; extensions?: { code?: unknown } }[] | undefined;
        const refused = Boolean(errors?.length);
        if (refused) graphqlErrors(what, errors!);
        else expect(response.status, what).toBe(200);
        await judge(what, response.status, response.body, refused);
        if (SESSION_CHANGING.test(call.name)) await restore(call.identity);
      }),
      fuzzOptions(Math.round(RUNS * 1.5)),
    );
  }, 600_000);
});
