import { type DocumentNode, Kind, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCode, gql, useTestApp } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { QUERY_LIMITS } from './server.js';

const t = useTestApp();

/** `viewer { client { user { client { … id } } } }`: `levels` fields deep, the id counted. */
function nested(levels: number): string {
  const fields = ['viewer'];
  while (fields.length < levels - 1) fields.push(fields.length % 2 ? 'client' : 'user');
  return `{ ${fields.join(' { ')} { id }${' }'.repeat(fields.length)}`;
}

/** The same nesting written with a fragment spread at every level, as components compose their fragments. */
function nestedThroughFragments(levels: number): string {
  const fields = ['viewer'];
  while (fields.length < levels - 1) fields.push(fields.length % 2 ? 'client' : 'user');
  const typeOf = (index: number) => (index % 2 ? 'Client' : 'User');
  const fragments = fields.slice(1).map((field, index) => {
    const next = index + 2 < fields.length ? `...F${index + 1}` : 'id';
    return `fragment F${index} on ${typeOf(index)} { ${field} { ${next} } }`;
  });
  return `{ viewer { ...F0 } } ${fragments.join(' ')}`;
}

describe('query depth', () => {
  it(`answers a query ${QUERY_LIMITS.maxDepth} fields deep and refuses one deeper, before running it`, async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const deepest = await gql(agent, nested(QUERY_LIMITS.maxDepth));
    expect(deepest.errors).toBeUndefined();
    expect(deepest.data.viewer.client.user.client.user.client).toBeDefined();

    const tooDeep = await gql(agent, nested(QUERY_LIMITS.maxDepth + 1));
    expect(errorCode(tooDeep)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(tooDeep.data).toBeUndefined();
  });

  it('counts the fields, not the fragment spreads: a fragment per component costs no depth', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const composed = await gql(agent, nestedThroughFragments(QUERY_LIMITS.maxDepth));
    expect(composed.errors).toBeUndefined();
    expect(errorCode(await gql(agent, nestedThroughFragments(QUERY_LIMITS.maxDepth + 1)))).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

/** Apollo Client strips its client-only `@unmask` directive before sending. */
const asSent = (document: DocumentNode) =>
  visit(document, { Directive: (directive) => (directive.name.value === 'unmask' ? null : undefined) });

/** Every operation the web app can send, as codegen wrote it from the web's documents (web/src/gql/graphql.ts). */
async function webOperations(): Promise<{ name: string; text: string }[]> {
  // A runtime import by path: the API's type check stays out of the web's sources.
  const generated = new URL('../../../web/src/gql/graphql.ts', import.meta.url).href;
  const documents: Record<string, unknown> = await import(/* @vite-ignore */ generated);
  return Object.values(documents)
    .filter((value): value is DocumentNode => (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
    .flatMap((document) =>
      document.definitions
        .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
        .map((operation) => ({ name: operation.name?.value ?? '(anonymous)', text: print(asSent(document)) })),
    );
}

describe('the web app’s own operations', () => {
  it('all pass the depth, alias and cost limits', async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(50);
    const { agent } = await t.signInAs(Role.ADMIN);
    const refused: string[] = [];
    for (const { name, text } of operations) {
      // Validation runs before variables are read, so an operation sent without them is checked and never run.
      const result = await gql(agent, text);
      if (errorCode(result) === 'GRAPHQL_VALIDATION_FAILED') refused.push(`${name}: ${result.errors![0].message}`);
    }
    expect(refused).toEqual([]);
  });
});
