import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { removeDirectivesFromDocument } from '@apollo/client/utilities/internal';

/** Client-only directives Apollo Client's QueryManager strips before sending (`@unmask` on shared fragments, …). */
const CLIENT_ONLY_DIRECTIVES = [
  { name: 'client', remove: true },
  { name: 'connection' },
  { name: 'nonreactive' },
  { name: 'unmask' },
];

/**
 * A document with the `__typename` fields Apollo Client's cache adds, as the cache reads its answer.
 */
export function withTypenames<T extends DocumentNode>(document: T): T {
  return addTypenameToDocument(document) as T;
}

/**
 * The text Apollo Client sends for `document`: with the cache's `__typename` fields and without client-only directives,
 * which the API's schema does not know. Used wherever something other than the browser sends the web's own documents
 * (the server's inlined first-page answer, the benches, the dashboard's statement-count test).
 */
export function sentDocumentText(document: DocumentNode): string {
  const sent = removeDirectivesFromDocument(CLIENT_ONLY_DIRECTIVES, withTypenames(document));
  if (!sent) throw new Error('This document has nothing to send to the server');
  return print(sent);
}
