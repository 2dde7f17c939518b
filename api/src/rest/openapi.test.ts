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
      expect(operation['x-access']).toEqual(route.access === 'public' ? 'public' : route.access.map((role) => role.toUpperCase()));
    }
  });
});
