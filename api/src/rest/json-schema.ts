import { z } from 'zod';
import { componentName } from './answer.js';

/**
 * A JSON Schema (2020-12, the dialect OpenAPI 3.1 embeds). Typed loosely on purpose: the contract test compiles
 * every schema with ajv in strict mode, which refuses a misspelt keyword that a TypeScript type would also let by.
 */
export type JsonSchema = { [keyword: string]: unknown };

const COMPONENTS = '#/components/schemas/';

/** A named schema of `components.schemas`, written once and referenced from every route that returns it. */
export const schemaRef = (name: string): JsonSchema => ({ $ref: `${COMPONENTS}${name}` });

/**
 * zod's JSON Schema, as the contract publishes it: named answers are `$ref`s into `components.schemas`; objects stay
 * open (a client must tolerate a field added later, though zod closes them); a standard `format` (uuid, date,
 * date-time) documents a string without zod's own regular expression beside it.
 */
function publish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(publish);
  if (!value || typeof value !== 'object') return value;
  const schema = { ...(value as JsonSchema) };
  delete schema.$schema;
  delete schema.$defs;
  delete schema.$id;
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  if (typeof schema.format === 'string') delete schema.pattern;
  if (typeof schema.$ref === 'string') schema.$ref = schema.$ref.replace(/^#\/\$defs\//, COMPONENTS);
  return Object.fromEntries(Object.entries(schema).map(([keyword, inner]) => [keyword, publish(inner)]));
}

/**
 * The JSON Schema of a route's body (`io: 'input'`, what may be sent) or answer (`'output'`, what is answered).
 * A named answer is a reference to its component.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const name = componentName(schema);
  if (name) return schemaRef(name);
  return publish(z.toJSONSchema(schema, { io, target: 'draft-2020-12' })) as JsonSchema;
}

/** The named answers as `components.schemas`, each referring to the others by `$ref`. */
export function componentSchemas(components: readonly z.ZodType[]): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const schema of components) {
    const id = componentName(schema);
    if (!id) throw new Error('A component needs a name: define it with answer()');
    if (registry.has(schema)) continue;
    registry.add(schema, { id });
  }
  const { schemas } = z.toJSONSchema(registry, { io: 'output', target: 'draft-2020-12', uri: (id) => `${COMPONENTS}${id}` });
  return publish(schemas) as Record<string, JsonSchema>;
}
