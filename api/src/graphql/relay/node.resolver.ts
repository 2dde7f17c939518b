import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { policiesByType } from '../../modules/policies.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { fromGlobalId, toGlobalId } from './global-id.js';

/** The Relay `Node` interface: every entity's opaque global id, and `node(id:)` to fetch any one of them. */
@Resolver(() => BaseEntity)
export class NodeResolver {
  @FieldResolver(() => ID, { name: 'id', description: 'Opaque global id; pass it to `node(id:)`.' })
  globalId(@Root() node: Pick<BaseEntity, 'id'>, @Info() info: GraphQLResolveInfo): string {
    // The GraphQL type, not the JS class: lists return plain rows (see shared/lean-page.ts) as well as entities.
    return toGlobalId(info.parentType.name, node.id);
  }

  // A resolver rather than a getter on the class: type-graphql builds an instance of the class to call a getter on
  // a plain row.
  @FieldResolver(() => String, { description: 'The database id (a UUID), as used by the /api routes.' })
  databaseId(@Root() node: Pick<BaseEntity, 'id'>): string {
    return node.id;
  }

  /**
   * Any object by its global id, read through its type's policy scope: null when the viewer may not read it (so
   * existence does not leak) and for a type without a policy.
   */
  @Auth()
  @Query(() => BaseEntity, { nullable: true })
  async node(@Arg('id', () => ID) id: string, @Ctx() { em, viewer }: AppContext): Promise<BaseEntity | null> {
    const parsed = fromGlobalId(id);
    const policy = parsed && Object.hasOwn(policiesByType, parsed.typeName) ? policiesByType[parsed.typeName] : null;
    if (!parsed || !policy) return null;
    return (await policy.findOne(em, viewer, parsed.databaseId)) as BaseEntity | null;
  }
}
