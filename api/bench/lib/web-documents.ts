import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentNode } from 'graphql';
import { sentDocumentText } from '../../../web/src/apollo/sentDocument.js';
import * as documents from '../../../web/src/gql/graphql.js';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'src');

/**
 * The query text the web app sends for one of its operations: the generated document from web/src/gql (the same
 * object the page imports), with the `__typename` fields Apollo Client's cache adds and without the client-only
 * directives its QueryManager strips before sending (`@unmask` on the shared paging fragment, `@client`, …), printed as
 * its HttpLink does.
 */
export function webOperation(name: string): string {
  const document = (documents as Record<string, unknown>)[`${name}Document`] as DocumentNode | undefined;
  if (!document) throw new Error(`web/src/gql has no ${name}Document: has the page's query been renamed?`);
  return sentDocumentText(document);
}

/**
 * A numeric constant a page module exports (`export const VISITS_PAGE_SIZE = 500;`), read from its source: the page
 * modules themselves import CSS and styled-components, which Node cannot load.
 */
export function webConstant(file: string, name: string): number {
  const source = readFileSync(path.join(WEB_SRC, file), 'utf8');
  const match = new RegExp(`export const ${name} = ([\\d_]+);`).exec(source);
  if (!match) throw new Error(`web/src/${file} no longer exports ${name} as a number`);
  return Number(match[1].replace(/_/g, ''));
}
