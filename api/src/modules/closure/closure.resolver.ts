import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Closure } from './closure.entity.js';
import {
  ClosurePreviewVisit,
  CreateClosureInput,
  CreateClosurePayload,
  DeleteClosureInput,
  DeleteClosurePayload,
} from './closure.inputs.js';

@Resolver(() => Closure)
export class ClosureResolver {
  @Auth(Role.ADMIN, Role.CLIENT, Role.HELPER)
  @Query(() => [Closure], { description: 'Closures that end today or later, soonest first.' })
  closures(@Ctx() { em, services, viewer }: AppContext) {
    return services.closures.upcoming(em, viewer!);
  }

  @Auth(Role.ADMIN, Role.CLIENT, Role.HELPER)
  @Query(() => [Closure], { description: 'Closures overlapping a window of dates (the calendar shades them).' })
  closuresBetween(
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.closures.overlapping(em, viewer!, from, to);
  }

  @Auth(Role.ADMIN)
  @Query(() => [ClosurePreviewVisit], { description: 'Every scheduled visit a closure of these days would touch.' })
  closurePreview(
    @Arg('startDate', () => LocalDateScalar) startDate: string,
    @Arg('endDate', () => LocalDateScalar) endDate: string,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.schedule.previewClosure(em, viewer!, { startDate, endDate });
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateClosurePayload, {
    description: 'Declares closed days and, at once, skips their visits or moves each to the next open day.',
  })
  async createClosure(
    @Arg('input', () => CreateClosureInput) input: CreateClosureInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const { closure, affected, droppedHelperVisits } = await services.schedule.createClosure(em, viewer!, input);
    return { closure, affectedVisits: affected, visitsNeedingHelpers: droppedHelperVisits };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeleteClosurePayload, { description: 'Opens the days again (visits already skipped or moved stay so).' })
  async deleteClosure(
    @Arg('input', () => DeleteClosureInput) input: DeleteClosureInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { deletedClosureId: await services.closures.delete(em, viewer!, databaseIdOf(input.id, 'Closure')) };
  }
}
