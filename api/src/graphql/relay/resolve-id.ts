import { notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { fromGlobalId } from './global-id.js';

/** Accepts a Relay global id of the given type or a bare database id (as REST paths carry), else NOT_FOUND. */
export function databaseIdOf(id: string, typeName: string, label = typeName): string {
  if (isDatabaseId(id)) return id;
  const parsed = fromGlobalId(id);
  if (!parsed || parsed.typeName !== typeName) throw notFound(label);
  return parsed.databaseId;
}
