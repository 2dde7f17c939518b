import { MAX_CENTS } from '../shared/money.js';
import { REST_LIST_LIMIT } from './paging.js';

/**
 * A JSON Schema (2020-12, the dialect OpenAPI 3.1 embeds). Typed loosely on purpose: the contract test compiles
 * every schema with ajv in strict mode, which refuses a misspelt keyword that a TypeScript type would also let by.
 */
export type JsonSchema = { [keyword: string]: unknown };

/** A named schema of `components.schemas`, written once and referenced from every route that returns it. */
export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Also allows null: a JSON null, not an absent key. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.$ref === 'string') return { anyOf: [schema, { type: 'null' }] };
  const withNull: JsonSchema = { ...schema };
  if (Array.isArray(schema.enum)) withNull.enum = [...schema.enum, null];
  if (typeof schema.type === 'string') withNull.type = [schema.type, 'null'];
  else if (Array.isArray(schema.type)) withNull.type = [...schema.type, 'null'];
  else return { anyOf: [schema, { type: 'null' }] };
  return withNull;
}

/** An object whose `required` keys are always there (values may still be null where their schema says so). */
export const object = (properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required: [...required] } : {}),
});

/** A response object: every key is always present, so all are required. */
export const record = (properties: Record<string, JsonSchema>): JsonSchema => object(properties, Object.keys(properties));

/** REST lists are plain arrays, one page of at most REST_LIST_LIMIT rows (paging.ts). */
export const listOf = (item: JsonSchema): JsonSchema => ({ type: 'array', maxItems: REST_LIST_LIMIT, items: item });

/** The stored lower-case values REST speaks (see enum-mapping.ts), not the GraphQL names. */
export const enumOf = (values: Record<string, string> | readonly string[]): JsonSchema => ({
  type: 'string',
  enum: Array.isArray(values) ? [...values] : Object.values(values),
});

export const uuid: JsonSchema = { type: 'string', format: 'uuid' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const localDate: JsonSchema = { type: 'string', format: 'date', description: 'A calendar date, YYYY-MM-DD.' };
export const text = (maxLength: number, minLength?: number): JsonSchema => ({
  type: 'string',
  ...(minLength !== undefined ? { minLength } : {}),
  maxLength,
});
export const cents = (description = 'Integer cents (2500 is $25.00).'): JsonSchema => ({
  type: 'integer',
  minimum: 0,
  maximum: MAX_CENTS,
  description,
});

/** Gathers the modules' named schemas; a name taken twice would silently replace the first, so it throws. */
export function mergeSchemas(...groups: Record<string, JsonSchema>[]): Readonly<Record<string, JsonSchema>> {
  const merged: Record<string, JsonSchema> = {};
  for (const [name, schema] of groups.flatMap((group) => Object.entries(group))) {
    if (name in merged) throw new Error(`Two REST schemas are named ${name}`);
    merged[name] = schema;
  }
  return merged;
}
