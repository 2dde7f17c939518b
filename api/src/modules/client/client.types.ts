import { ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import type { SqlCondition } from '../../shared/policy.js';
import { Client } from './client.entity.js';

/** Which records a client or helper list shows. Deactivated records stay in the database and show as Inactive. */
export enum ActiveStatusFilter {
  ALL = 'all',
  ACTIVE = 'active',
  INACTIVE = 'inactive',
}

/** The condition, on the records aliased `alias`, of those a status shows; none for all. */
export function activeSql(alias: string, status: ActiveStatusFilter | undefined): SqlCondition | null {
  if (status === ActiveStatusFilter.ACTIVE || status === ActiveStatusFilter.INACTIVE) {
    return { sql: `${alias}.active = ?`, params: [status === ActiveStatusFilter.ACTIVE] };
  }
  return null;
}

registerEnumType(ActiveStatusFilter, {
  name: 'ActiveStatusFilter',
  description: 'ALL (active and inactive), ACTIVE only, or INACTIVE (deactivated) only.',
});

@ObjectType()
export class ClientConnection extends Connection(Client) {}
