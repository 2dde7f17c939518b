import type { EntityClass } from '@mikro-orm/core';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { entities } from '../../db/entities.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { can, policyFor } from '../../shared/policy.js';
import { fromGlobalId } from './global-id.js';

const entityByTypeName = new Map<string, EntityClass<BaseEntity>>(
  entities.filter((entity) => entity !== BaseEntity).map((entity) => [entity.name, entity as EntityClass<BaseEntity>]),
);

@Resolver()
export class NodeResolver {
  /** Any object by its global id, when the viewer may read it; otherwise null, so existence does not leak. */
  @Auth()
  @Query(() => BaseEntity, { nullable: true })
  async node(@Arg('id', () => ID) id: string, @Ctx() { em, viewer }: AppContext): Promise<BaseEntity | null> {
    const parsed = fromGlobalId(id);
    const entity = parsed && entityByTypeName.get(parsed.typeName);
    if (!parsed || !entity) return null;
    const found = await em.findOne(entity, { id: parsed.databaseId });
    if (!found) return null;
    const populate = policyFor(found)?.populate;
    if (populate?.length) await em.populate(found, populate as never);
    return can(viewer, 'read', found) ? found : null;
  }
}
