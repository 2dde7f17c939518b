import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { User } from '../user/user.entity.js';
import { accountOf, linkedAccount } from '../user/user.types.js';
import type { Loaders } from '../../graphql/loaders.js';
import { Helper } from './helper.entity.js';
import { helperName, helperNameParts } from './helper-name.js';
import {
  CreateHelperInput,
  CreateHelperPayload,
  DeactivateHelperInput,
  DeactivateHelperPayload,
  HelperListArgs,
  LinkHelperAccountInput,
  LinkHelperAccountPayload,
  ReactivateHelperInput,
  ReactivateHelperPayload,
  UpdateHelperInput,
  UpdateHelperPayload,
} from './helper.inputs.js';
import { HelperConnection } from './helper.types.js';
import { helperPolicy } from './helper.policy.js';
import { AvailabilityDay, SetHelperAvailabilityInput, SetHelperAvailabilityPayload } from './availability.types.js';
import type { HelperRow } from './helpers.query.js';
import type { CalendarHelper } from '../visit/calendar.query.js';

const helperId = (id: string) => databaseIdOf(id, 'Helper');

async function namesOf(helper: { id: string }, loaders: Loaders) {
  const row = await loaders.helperNames.load(helper.id);
  return helperNameParts(
    { firstName: row?.first_name ?? null, lastName: row?.last_name ?? null },
    row && row.account_first_name !== null ? { firstName: row.account_first_name, lastName: row.account_last_name ?? '' } : null,
  );
}

@Resolver(() => Helper)
export class HelperResolver {
  @Auth(Role.ADMIN)
  @Query(() => HelperConnection, {
    description: 'Every helper, newest first, searchable; inactive ones included unless filtered.',
  })
  helpers(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => HelperListArgs) filter: HelperListArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.helpers.list(em, viewer!, args, filter.search, filter.status).then(toConnection);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateHelperPayload)
  async createHelper(
    @Arg('input', () => CreateHelperInput) input: CreateHelperInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { helper: await services.helpers.create(em, viewer!, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateHelperPayload)
  async updateHelper(
    @Arg('input', () => UpdateHelperInput) input: UpdateHelperInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { helper: await services.helpers.update(em, viewer!, helperId(input.id), input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeactivateHelperPayload, { description: 'Sets active false; the record and its history stay.' })
  async deactivateHelper(
    @Arg('input', () => DeactivateHelperInput) input: DeactivateHelperInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { helper: await services.helpers.setActive(em, viewer!, helperId(input.id), false) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ReactivateHelperPayload)
  async reactivateHelper(
    @Arg('input', () => ReactivateHelperInput) input: ReactivateHelperInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { helper: await services.helpers.setActive(em, viewer!, helperId(input.id), true) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => LinkHelperAccountPayload, {
    description: 'Links an existing helper account without a helper record to this helper.',
  })
  async linkHelperAccount(
    @Arg('input', () => LinkHelperAccountInput) input: LinkHelperAccountInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { helper: await services.helpers.linkAccount(em, viewer!, helperId(input.helperId), accountOf(input)) };
  }

  @Auth(Role.HELPER)
  @Query(() => Helper, { nullable: true, description: "The signed-in helper's own record (their availability page)." })
  myHelper(@Ctx() { em, viewer }: AppContext): Promise<Helper | null> {
    return em.findOne(Helper, helperPolicy.where(viewer!, { user: viewer!.id }));
  }

  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => SetHelperAvailabilityPayload, {
    description: "Sets a helper's weekly availability: the owner for anyone, a helper for themself only.",
  })
  async setHelperAvailability(
    @Arg('input', () => SetHelperAvailabilityInput) input: SetHelperAvailabilityInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return {
      helper: await services.helpers.setAvailability(em, viewer!, helperId(input.helperId), input.days ?? null),
    };
  }

  @FieldResolver(() => [AvailabilityDay], {
    nullable: true,
    description: 'The usual week, Sunday first (a day with no ranges is off); null when not set.',
  })
  async availability(
    @Root() helper: Helper | HelperRow | CalendarHelper,
    @Ctx() { loaders }: AppContext,
  ): Promise<AvailabilityDay[] | null> {
    // Lists read helpers as plain rows without the week: the entity is read once per request for them.
    if ('weeklyAvailability' in helper) return helper.weeklyAvailability;
    return (await loaders.read(helperPolicy, helper.id))?.weeklyAvailability ?? null;
  }

  @FieldResolver(() => User, { nullable: true, description: "The helper's own account, when linked (messages go there)." })
  user(@Root() helper: Helper | HelperRow | CalendarHelper, @Ctx() { loaders }: AppContext) {
    return linkedAccount(helper.user, loaders);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The helper's own email (a helper without an account; a linked one's is user.email); null for anyone but the admin.",
  })
  async email(
    @Root() helper: Helper | HelperRow | CalendarHelper,
    @Ctx() { viewer, loaders }: AppContext,
  ): Promise<string | null> {
    if (viewer?.role !== Role.ADMIN) return null;
    if (helper instanceof Helper) return helper.email;
    // The roster's and the calendar's lean rows do not carry it: one batched read.
    return (await loaders.read(helperPolicy, helper.id))?.email ?? null;
  }

  /** One rule for every way a helper is read (the roster, node(id:), a visit's helpers): the helper never sees them. */
  @FieldResolver(() => String, {
    nullable: true,
    description: "The owner's private notes about the helper; null for anyone but the admin.",
  })
  notes(@Root() helper: Helper | HelperRow | CalendarHelper, @Ctx() { viewer }: AppContext): string | null {
    return viewer?.role === Role.ADMIN ? helper.notes : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "First name: the linked account's, else the one the owner gave a helper without an account.",
  })
  async firstName(@Root() helper: Helper | HelperRow | CalendarHelper, @Ctx() { loaders }: AppContext): Promise<string | null> {
    return (await namesOf(helper, loaders)).firstName;
  }

  @FieldResolver(() => String, { nullable: true, description: "Last name: the linked account's, else the owner's entry." })
  async lastName(@Root() helper: Helper | HelperRow | CalendarHelper, @Ctx() { loaders }: AppContext): Promise<string | null> {
    return (await namesOf(helper, loaders)).lastName;
  }

  @FieldResolver(() => String, {
    description: "How the helper is shown everywhere: their name, else 'Helper' and the id's first 8 characters.",
  })
  async name(@Root() helper: Helper | HelperRow | CalendarHelper, @Ctx() { loaders }: AppContext): Promise<string> {
    const row = await loaders.helperNames.load(helper.id);
    return helperName({
      id: helper.id,
      firstName: row?.first_name ?? null,
      lastName: row?.last_name ?? null,
      user:
        row && (row.account_first_name !== null || row.account_display_name !== null)
          ? {
              firstName: row.account_first_name ?? '',
              lastName: row.account_last_name ?? '',
              displayName: row.account_display_name,
            }
          : null,
    });
  }

  @FieldResolver(() => String, { nullable: true, description: 'Database id of the linked account.' })
  userId(@Root() helper: Helper | HelperRow): string | null {
    return helper.user?.id ?? null;
  }
}
