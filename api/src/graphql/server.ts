import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type http from 'node:http';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { AppContext } from '../auth/context.js';
import type { Config } from '../config.js';
import type { AppLogger } from '../logger.js';
import { controlCharacterPlugin } from './control-characters.js';
import { createFormatError, errorStatusPlugin, readOnlyTokenPlugin } from './errors.js';
import { buildAppSchema } from './schema.js';

/** Limits on what one operation may ask for, so a single request cannot exhaust the server. */
// graphql-armor scores cost as 1.5× per nesting level, so an ordinary calendar page scores ~25k (fragments flattened).
export const QUERY_LIMITS = { maxDepth: 12, maxAliases: 20, maxCost: 100_000 } as const;

const reportRejection = (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error);

export interface ApolloOptions {
  /** When given, Apollo drains in-flight requests from it on shutdown, closing their connections after the grace. */
  httpServer?: http.Server;
  drainGraceMs?: number;
  /** Told of database errors that look like an outage. */
  health?: { report(error: unknown): void };
}

export async function createApolloServer(config: Config, logger: AppLogger, options: ApolloOptions = {}) {
  const { httpServer, drainGraceMs, health } = options;
  const server = new ApolloServer<AppContext>({
    schema: await buildAppSchema(),
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: config.introspection,
    // Field suggestions ("Did you mean ...") would rebuild the schema that introspection hides.
    hideSchemaDetailsFromClientErrors: !config.introspection,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(logger, (error) => health?.report(error)),
    // main.ts owns SIGTERM/SIGINT: Apollo's own handler would stop it first and then re-raise the signal.
    stopOnTerminationSignals: false,
    validationRules: [
      // Reported as validation errors (GRAPHQL_VALIDATION_FAILED), not thrown as internal ones.
      // Depth and cost count fields: a fragment spread adds no data, and each component's fragment (the web's
      // style) would otherwise count as levels and multiply the cost.
      maxDepthRule({
        n: QUERY_LIMITS.maxDepth,
        flattenFragments: true,
        propagateOnRejection: false,
        onReject: [reportRejection],
      }),
      maxAliasesRule({ n: QUERY_LIMITS.maxAliases, propagateOnRejection: false, onReject: [reportRejection] }),
      costLimitRule({
        maxCost: QUERY_LIMITS.maxCost,
        flattenFragments: true,
        propagateOnRejection: false,
        onReject: [reportRejection],
      }),
    ],
    plugins: [
      controlCharacterPlugin,
      errorStatusPlugin,
      readOnlyTokenPlugin,
      // No @cacheControl hints are used (answers are per user), and the default plugin wraps every field's resolver:
      // a calendar page resolves thousands.
      ApolloServerPluginCacheControlDisabled(),
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: drainGraceMs })] : []),
      // Apollo Sandbox (an explorer) in development; a plain page in production.
      config.isProduction
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await server.start();
  return server;
}
