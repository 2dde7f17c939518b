import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { loaded } from '../../shared/load.js';
import { can } from '../../shared/policy.js';
import { User } from '../user/user.entity.js';
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

@Resolver(() => Client)
export class ClientResolver {
  @Auth(Role.ADMIN)
  @Query(() => ClientConnection, {
    description: 'Every client, newest first, searchable; inactive ones included unless filtered.',
  })
  clients(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => ClientListArgs) filter: ClientListArgs,
    @Ctx() { em, services }: AppContext,
  ) {
    return services.clients.list(em, args, filter.search, filter.status);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateClientPayload)
  async createClient(@Arg('input', () => CreateClientInput) input: CreateClientInput, @Ctx() { em, services }: AppContext) {
    return { client: await services.clients.create(em, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateClientPayload)
  async updateClient(@Arg('input', () => UpdateClientInput) input: UpdateClientInput, @Ctx() { em, services }: AppContext) {
    return { client: await services.clients.update(em, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeactivateClientPayload, { description: 'Sets active false; the record and its history stay.' })
  async deactivateClient(
    @Arg('input', () => DeactivateClientInput) input: DeactivateClientInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { client: await services.clients.setActive(em, input.id, false) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ReactivateClientPayload)
  async reactivateClient(
    @Arg('input', () => ReactivateClientInput) input: ReactivateClientInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { client: await services.clients.setActive(em, input.id, true) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => LinkClientAccountPayload, {
    description: 'Links an existing client account without a client record to this client.',
  })
  async linkClientAccount(
    @Arg('input', () => LinkClientAccountInput) input: LinkClientAccountInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { client: await services.clients.linkAccount(em, input) };
  }

  @FieldResolver(() => User, { nullable: true, description: "The client's own account, when linked (messages go there)." })
  async user(@Root() client: Client, @Ctx() { viewer }: AppContext): Promise<User | null> {
    if (!client.user) return null;
    const user = await loaded(client.user);
    return can(viewer, 'read', user) ? user : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Database id of the linked account.' })
  userId(@Root() client: Client): string | null {
    return client.user?.id ?? null;
  }
}
