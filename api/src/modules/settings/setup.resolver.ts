import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { CompleteSetupStepInput, CompleteSetupStepPayload, SetupStatus } from './setup.js';

@Resolver()
export class SetupResolver {
  @Auth(Role.ADMIN)
  @Query(() => SetupStatus, { description: "The first-run setup's progress, for the admin." })
  setupStatus(@Ctx() { em, services, viewer }: AppContext) {
    return services.setup.status(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CompleteSetupStepPayload, { description: 'Marks a first-run setup step done or skipped.' })
  async completeSetupStep(
    @Arg('input', () => CompleteSetupStepInput) input: CompleteSetupStepInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { setupStatus: await services.setup.complete(em, viewer!, input.step, input.serviceAreaZips) };
  }
}
