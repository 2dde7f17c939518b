import type { ApolloCache, Reference } from '@apollo/client';

interface CachedConnection {
  edges?: { node: Reference }[];
  totalCount?: number;
}

/**
 * Takes a decided item out of every cached list of a root field kept for one status (e.g. the PENDING requests),
 * lowering the list's count, so it leaves the screen at once instead of after a refetch.
 */
export function removeFromCachedLists(cache: ApolloCache, fieldName: string, status: string, id: string) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName](existing: unknown, { readField, storeFieldName }) {
        const connection = existing as CachedConnection | undefined;
        if (!storeFieldName.includes(`"${status}"`) || !connection?.edges) return existing;
        const edges = connection.edges.filter((edge) => readField('id', edge.node) !== id);
        if (edges.length === connection.edges.length) return existing;
        const removed = connection.edges.length - edges.length;
        const totalCount = connection.totalCount === undefined ? undefined : Math.max(0, connection.totalCount - removed);
        return { ...connection, edges, totalCount };
      },
    },
  });
}
