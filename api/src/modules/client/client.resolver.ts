import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { User } from '../user/user.entity.js';
import { accountOf, linkedAccount } from '../user/user.types.js';
import { Client } from './client.entity.js';
import {
  ClientListArgs,
  CreateClientInput,
  CreateClientPayload,
  DeactivateClientInput,
  DeactivateClientPayload,
  LinkClientAccountInput,
  LinkClientAccountPayload,
  ReactivateClientInput,
  ReactivateClientPayload,
  UpdateClientInput,
  UpdateClientPayload,
} from './client.inputs.js';
import { ClientConnection } from './client.types.js';
import type { ClientRow } from './clients.query.js';
import { Helper } from '../helper/helper.entity.js';
import { HelperPreferenceKind } from './client-helper-preference.entity.js';
import {
  ExcludedHelper,
  SetClientHelperPreferencesInput,
  SetClientHelperPreferencesPayload,
} from './client-preferences.types.js';
import { clientPolicy } from './client.policy.js';

const clientId = (id: string) => databaseIdOf(id, 'Client');

@Resolver(() => Client)
export class ClientResolver {
  @Auth(Role.ADMIN)
  @Query(() => ClientConnection, {
    description: 'Every client, newest first, searchable; inactive ones included unless filtered.',
  })
  clients(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => ClientListArgs) filter: ClientListArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.clients.list(em, viewer!, args, filter.search, filter.status).then(toConnection);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateClientPayload)
  async createClient(
    @Arg('input', () => CreateClientInput) input: CreateClientInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { client: await services.clients.create(em, viewer!, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateClientPayload)
  async updateClient(
    @Arg('input', () => UpdateClientInput) input: UpdateClientInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { client: await services.clients.update(em, viewer!, clientId(input.id), input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeactivateClientPayload, { description: 'Sets active false; the record and its history stay.' })
  async deactivateClient(
    @Arg('input', () => DeactivateClientInput) input: DeactivateClientInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { client: await services.clients.setActive(em, viewer!, clientId(input.id), false) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ReactivateClientPayload)
  async reactivateClient(
    @Arg('input', () => ReactivateClientInput) input: ReactivateClientInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { client: await services.clients.setActive(em, viewer!, clientId(input.id), true) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => LinkClientAccountPayload, {
    description: 'Links an existing client account without a client record to this client.',
  })
  async linkClientAccount(
    @Arg('input', () => LinkClientAccountInput) input: LinkClientAccountInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { client: await services.clients.linkAccount(em, viewer!, clientId(input.clientId), accountOf(input)) };
  }

  @FieldResolver(() => User, { nullable: true, description: "The client's own account, when linked (messages go there)." })
  user(@Root() client: Client | ClientRow, @Ctx() { loaders }: AppContext) {
    return linkedAccount(client.user, loaders);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Database id of the linked account.' })
  userId(@Root() client: Client | ClientRow): string | null {
    return client.user?.id ?? null;
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SetClientHelperPreferencesPayload, {
    description: "Replaces a client's preferred and never-send helpers and 'same helpers every visit'.",
  })
  async setClientHelperPreferences(
    @Arg('input', () => SetClientHelperPreferencesInput) input: SetClientHelperPreferencesInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const client = await services.clientPreferences.set(em, viewer!, clientId(input.clientId), {
      sameHelpers: input.sameHelpers,
      preferredHelperIds: input.preferredHelperIds.map((id) => databaseIdOf(id, 'Helper')),
      excluded: input.excluded.map((row) => ({ ...row, helperId: databaseIdOf(row.helperId, 'Helper') })),
    });
    return { client };
  }

  // What a client asked about helpers is the owner's working note, not shown back to the client.
  @Authorized(Role.ADMIN)
  @FieldResolver(() => [Helper], { description: 'Helpers to send first, in order (owner only).' })
  async preferredHelpers(@Root() client: Client | ClientRow, @Ctx() { em, services }: AppContext): Promise<Helper[]> {
    const rows = await services.clientPreferences.list(em, client.id, HelperPreferenceKind.PREFERRED);
    return rows.map((row) => row.helper);
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => [ExcludedHelper], { description: 'Helpers never to send, with a private note (owner only).' })
  async excludedHelpers(@Root() client: Client | ClientRow, @Ctx() { em, services }: AppContext): Promise<ExcludedHelper[]> {
    const rows = await services.clientPreferences.list(em, client.id, HelperPreferenceKind.EXCLUDED);
    return rows.map((row) => ({ helper: row.helper, note: row.note }));
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => Boolean, { description: 'The client wants the same helpers every visit (owner only).' })
  async sameHelpers(@Root() client: Client | ClientRow, @Ctx() { loaders }: AppContext): Promise<boolean> {
    if ('sameHelpers' in client) return client.sameHelpers;
    return (await loaders.read(clientPolicy, client.id))?.sameHelpers ?? false;
  }
}
