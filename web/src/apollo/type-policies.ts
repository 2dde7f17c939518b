import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/** Cache rules: Relay connections are merged page by page, one list per filter (the `role` argument). */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      users: relayStylePagination(['role']),
    },
  },
};
