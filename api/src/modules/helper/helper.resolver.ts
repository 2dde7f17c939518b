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

  @FieldResolver(() => User, { nullable: true, description: "The helper's own account, when linked (messages go there)." })
  user(@Root() helper: Helper | HelperRow | CalendarHelper, @Ctx() { loaders }: AppContext) {
    return linkedAccount(helper.user, loaders);
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
