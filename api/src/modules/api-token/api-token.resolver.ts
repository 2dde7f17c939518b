import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { forbidden } from '../../shared/errors.js';
import { ApiToken } from './api-token.entity.js';
import { CreateApiTokenInput, CreateApiTokenPayload, RevokeApiTokenInput, RevokeApiTokenPayload } from './api-token.types.js';

/** Tokens are managed by the admin in a browser session: a token cannot mint or revoke tokens. */
function requireSession({ authVia }: AppContext) {
  if (authVia === 'token') throw forbidden('API tokens cannot manage API tokens');
}

@Resolver(() => ApiToken)
export class ApiTokenResolver {
  @Auth(Role.ADMIN)
  @Query(() => [ApiToken], { description: 'Integration tokens, newest first (never the tokens themselves).' })
  apiTokens(@Ctx() context: AppContext) {
    requireSession(context);
    return context.services.apiTokens.list(context.em, context.viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateApiTokenPayload)
  createApiToken(@Arg('input', () => CreateApiTokenInput) input: CreateApiTokenInput, @Ctx() context: AppContext) {
    requireSession(context);
    return context.services.apiTokens.create(context.em, context.viewer!, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RevokeApiTokenPayload)
  async revokeApiToken(@Arg('input', () => RevokeApiTokenInput) input: RevokeApiTokenInput, @Ctx() context: AppContext) {
    requireSession(context);
    const id = databaseIdOf(input.id, 'ApiToken', 'API token');
    return { apiToken: await context.services.apiTokens.revoke(context.em, context.viewer!, id) };
  }
}
