import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { restRoutes } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await t.request().get('/api/openapi.json');
    expect(response.status).toBe(200);
    const result = await validate(structuredClone(response.body));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('documents every route of the shim table, with who may call it', async () => {
    const { paths } = (await t.request().get('/api/openapi.json')).body;
    for (const route of restRoutes) {
      const operation = paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation['x-access']).toEqual(
        route.access === 'public' ? 'public' : route.access.map((role) => role.toUpperCase()),
      );
    }
  });

  it("serves each route's request and response schemas, the shared ones once under components", async () => {
    const { paths, components } = (await t.request().get('/api/openapi.json')).body;
    for (const route of restRoutes) {
      const operation = paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`][route.method];
      const name = `${route.method} ${route.path}`;
      expect(operation.responses[String(route.successStatus ?? 200)].content['application/json'].schema, name).toEqual(
        route.responseSchema,
      );
      expect(operation.requestBody?.content['application/json'].schema, name).toEqual(route.requestSchema);
    }
    expect(Object.keys(components.schemas)).toEqual(
      expect.arrayContaining(['User', 'Client', 'Helper', 'ServiceRequest', 'Invoice', 'Message']),
    );
    expect(paths['/api/invoices'].get.responses['200'].content['application/json'].schema.items).toEqual({
      $ref: '#/components/schemas/Invoice',
    });
  });

  it('documents paging on exactly the list routes: ?limit=, ?after=, and the X-Total-Count and Link headers', async () => {
    const { paths } = (await t.request().get('/api/openapi.json')).body;
    for (const route of restRoutes) {
      const operation = paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`][route.method];
      const name = `${route.method} ${route.path}`;
      const query = (operation.parameters ?? []).filter((parameter: { in: string }) => parameter.in === 'query');
      const headers = Object.keys(operation.responses['200']?.headers ?? {});
      const paging = query.filter((parameter: { name: string }) => parameter.name === 'limit' || parameter.name === 'after');
      expect(paging.map((parameter: { name: string }) => parameter.name).sort(), name).toEqual(
        route.list ? ['after', 'limit'] : [],
      );
      expect(headers.sort(), name).toEqual(route.list ? ['Link', 'X-Total-Count'] : []);
    }
    const clients = paths['/api/clients'].get;
    expect(clients.parameters.find((parameter: { name: string }) => parameter.name === 'limit').schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 100,
    });
    expect(clients.responses['200'].headers['X-Total-Count'].schema.type).toBe('integer');
    expect(clients.responses['200'].headers.Link.description).toContain('rel="next"');
  });

  it('documents the roster filters, ?search= and ?status=, on the clients and helpers lists', async () => {
    const { paths } = (await t.request().get('/api/openapi.json')).body;
    for (const path of ['/api/clients', '/api/helpers']) {
      const parameters = paths[path].get.parameters as { name: string; in: string; schema: { enum?: string[] } }[];
      expect(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual([
        'search',
        'status',
        'limit',
        'after',
      ]);
      expect(parameters.find((parameter) => parameter.name === 'status')!.schema.enum).toEqual(['all', 'active', 'inactive']);
    }
    const invoiceParameters = paths['/api/invoices'].get.parameters as { name: string; schema: { enum?: string[] } }[];
    expect(invoiceParameters.map((parameter) => parameter.name)).toEqual(['status', 'limit', 'after']);
    expect(invoiceParameters.find((parameter) => parameter.name === 'status')!.schema.enum).toEqual([
      'draft',
      'sent',
      'paid',
      'partly_paid',
      'overdue',
      'cancelled',
      'void',
    ]);
  });

  it('documents the fields of POST /api/service-requests', async () => {
    const { paths } = (await t.request().get('/api/openapi.json')).body;
    const schema = paths['/api/service-requests'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['service', 'date', 'time', 'phoneNumber', 'address', 'recurring', 'customDays', 'notes']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['service', 'date', 'time', 'phoneNumber', 'address']));
    expect(schema.properties.date.format).toBe('date');
    expect(schema.properties.service.enum).toContain('post-construction');
  });
});
