import { graphql } from '../gql';

/**
 * What every paged list reads of its connection's PageInfo to offer 'Load more' (relayStylePagination merges the
 * pages). Spread it unmasked (`...Paging_pageInfo @unmask`) so the screen reads `pageInfo.hasNextPage` directly.
 */
export const pagingPageInfoFragment = graphql(`
  fragment Paging_pageInfo on PageInfo {
    hasNextPage
    endCursor
  }
`);
