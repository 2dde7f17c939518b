import { z } from 'zod';
import { MAX_CENTS } from '../shared/money.js';
import { REST_LIST_LIMIT } from './paging.js';

/**
 * The one definition of a documented REST answer is a zod schema whose output side is the JSON the route answers
 * and whose input side is what GraphQL returns. From it come the TypeScript types (z.output, z.input), the JSON
 * Schema in OpenAPI (json-schema.ts) and the GraphQL fragment the route selects (selectionOf below): a field read
 * from a GraphQL field of another name is aliased in the selection (`id: databaseId`), a stored enum value is
 * decoded from its GraphQL name (SENT → 'sent'), and a fixed value is not selected at all.
 */

/** The GraphQL field a REST field reads, when its name differs; null for a value GraphQL does not hold. */
const sources = new WeakMap<z.ZodType, string | null>();
/** The GraphQL type a named answer is read from. */
const graphqlTypes = new WeakMap<z.ZodType, string>();

/**
 * A field read from the GraphQL field `field` (selected as `restName: field`). Apply it last, around the finished
 * schema (`from('deletedAt', dateTime.nullable())`): a method called on its result returns a schema it does not know.
 */
export function from<T extends z.ZodType>(field: string, schema: T): T {
  // A copy per use: the same vocabulary schema (uuid) may be read from several fields.
  const copy = schema.clone() as T;
  sources.set(copy, field);
  return copy;
}

/** A value the answer always carries and GraphQL does not hold (e.g. `deleted: true`). */
export function fixed<const V extends string | boolean>(value: V, description?: string) {
  const schema = z.literal(value).default(value as z.util.NoUndefined<V>);
  const described = description ? schema.describe(description) : schema;
  sources.set(described, null);
  return described;
}

/**
 * A stored enum value ('post-construction') decoded from its GraphQL name (POST_CONSTRUCTION): the keys of a
 * TypeScript string enum are the GraphQL names, its values what REST speaks.
 */
export function storedEnum<E extends Record<string, string>>(values: E) {
  const names = Object.keys(values) as [keyof E & string, ...(keyof E & string)[]];
  return z.codec(z.enum(names), z.enum(values), {
    decode: (name) => values[name],
    encode: (value) => names.find((name) => values[name] === value)!,
  });
}

/** A related object's database id, flattened (`clientId` from `client { databaseId }`). */
export const databaseIdOf = (field: string, description?: string) =>
  from(
    field,
    z.codec(z.object({ databaseId: z.string() }), description ? uuid.describe(description) : uuid, {
      decode: (related) => related.databaseId,
      encode: (databaseId) => ({ databaseId }),
    }),
  );

/**
 * A named answer (a schema under OpenAPI's `components.schemas`), read from the GraphQL type `on`: its fragment is
 * `fragment Rest<name> on <on>`.
 */
export function answer<S extends z.ZodRawShape>(name: string, on: string | null, description: string, shape: S) {
  const schema = z.object(shape).meta({ id: name, description });
  if (on) graphqlTypes.set(schema, on);
  return schema;
}

/** A REST list: a plain array, one page of at most REST_LIST_LIMIT rows (paging.ts). */
export const listOf = <T extends z.ZodType>(item: T) => z.array(item).max(REST_LIST_LIMIT);

/** The name `answer()` gave a schema, if any. */
export const componentName = (schema: z.ZodType): string | undefined => z.globalRegistry.get(schema)?.id;

/** The GraphQL selection that reads a schema's input side, with aliases where REST names a field differently. */
export function selectionOf(schema: z.ZodType): string {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>)
      .flatMap(([key, field]) => {
        const source = sources.get(field);
        if (source === null) return [];
        const head = source && source !== key ? `${key}: ${source}` : key;
        const inner = selectionOf(field);
        return [inner ? `${head} { ${inner} }` : head];
      })
      .join(' ');
  }
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return selectionOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodArray) return selectionOf(schema.element as z.ZodType);
  if (schema instanceof z.ZodPipe) return selectionOf(schema.in as z.ZodType);
  return '';
}

/** Whether a schema is an answer() read from a GraphQL type, and so has a fragment. */
export const hasFragment = (schema: z.ZodType) => graphqlTypes.has(schema);

/** `fragment Rest<name> on <type> { … }`, which the routes' operations spread (and codegen types). */
export function fragmentOf(schema: z.ZodType): string {
  const name = componentName(schema);
  const on = graphqlTypes.get(schema);
  if (!name || !on) throw new Error('Only an answer() read from a GraphQL type has a fragment');
  return `fragment Rest${name} on ${on} { ${selectionOf(schema)} }`;
}

// The vocabulary of the documented shapes.
export const uuid = z.guid();
export const dateTime = z.iso.datetime();
export const localDate = z.iso.date().describe('A calendar date, YYYY-MM-DD.');
export const cents = (description = 'Integer cents (2500 is $25.00).') => z.int().min(0).max(MAX_CENTS).describe(description);
export const text = (maxLength: number, minLength?: number) => {
  const schema = z.string().max(maxLength);
  return minLength === undefined ? schema : schema.min(minLength);
};
