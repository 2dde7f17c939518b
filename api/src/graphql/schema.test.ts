import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GraphQLField, type GraphQLObjectType, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { buildAppSchema, printAppSchema } from './schema.js';

function accessRule(field: GraphQLField<unknown, unknown>): string | undefined {
  const directives = field.astNode?.directives ?? [];
  const auth = directives.find((directive) => directive.name.value === 'auth');
  if (auth) {
    const requires = auth.arguments?.find((argument) => argument.name.value === 'requires')?.value;
    const roles = requires?.kind === Kind.LIST ? requires.values.map((value) => (value as { value: string }).value) : [];
    return roles.length > 0 ? `auth:${roles.join(',')}` : undefined;
  }
  return directives.some((directive) => directive.name.value === 'public') ? 'public' : undefined;
}

describe('schema', () => {
  it('declares who may call every query and mutation (@auth with roles, or @public)', async () => {
    const schema = await buildAppSchema();
    const roots = [schema.getQueryType(), schema.getMutationType()].filter(Boolean) as GraphQLObjectType[];
    const operations = roots.flatMap((root) =>
      Object.values(root.getFields()).map((field) => ({ name: `${root.name}.${field.name}`, rule: accessRule(field) })),
    );
    expect(operations.length).toBeGreaterThan(3);
    expect(operations.filter((operation) => !operation.rule).map((operation) => operation.name)).toEqual([]);
  });

  it('keeps the committed schema.graphql current (run `npm run schema` after changing resolvers)', async () => {
    const committed = readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema());
  });

  it('prints the role directive and its definition into schema.graphql', async () => {
    const printed = await printAppSchema();
    expect(printed).toContain('directive @auth(requires: [Role!]!) on FIELD_DEFINITION | OBJECT');
    expect(printed).toMatch(/users\([\s\S]*?\): UserConnection! @auth\(requires: \[ADMIN\]\)/);
    expect(printed).toContain('viewer: User @public');
  });
});
