import { isDatabaseId } from '../../shared/ids.js';

/**
 * Opaque Relay ids: base64url of "Type:uuid". Clients must treat them as opaque; the REST contract and URLs use
 * the database id (`databaseId`).
 */
export function toGlobalId(typeName: string, databaseId: string): string {
  return Buffer.from(`${typeName}:${databaseId}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { typeName: string; databaseId: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  const typeName = decoded.slice(0, separator);
  const databaseId = decoded.slice(separator + 1);
  return isDatabaseId(databaseId) ? { typeName, databaseId } : null;
}
