import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type http from 'node:http';
import type { AppContext } from '../auth/context.js';
import type { Config } from '../config.js';
import type { AppLogger } from '../logger.js';
import { createFormatError } from './errors.js';
import { buildAppSchema } from './schema.js';

/** Limits on what one operation may ask for, so a single request cannot exhaust the server. */
export const QUERY_LIMITS = { maxDepth: 12, maxAliases: 20, maxCost: 10_000 } as const;

export async function createApolloServer(config: Config, logger: AppLogger, httpServer?: http.Server) {
  const server = new ApolloServer<AppContext>({
    schema: await buildAppSchema(),
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(logger),
    validationRules: [
      maxDepthRule({ n: QUERY_LIMITS.maxDepth }),
      maxAliasesRule({ n: QUERY_LIMITS.maxAliases }),
      costLimitRule({ maxCost: QUERY_LIMITS.maxCost }),
    ],
    plugins: [
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : []),
      // Apollo Sandbox (an explorer) in development; a plain page in production.
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await server.start();
  return server;
}
