import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createDayCacheLink } from './offline/dayCache';
import { typePolicies } from './type-policies';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * One client for the app: same-origin /graphql with the session cookie, data served from the cache first,
 * and no retry link (spec §7: queries and mutations are not retried; no refetch on focus or interval). A helper's
 * day is kept on the phone for a start without a signal (offline/dayCache.ts).
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createDayCacheLink(), new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
