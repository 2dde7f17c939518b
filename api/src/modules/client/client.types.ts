import { ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { Client } from './client.entity.js';

/** Which records a client or helper list shows. Deactivated records stay in the database and show as Inactive. */
export enum ActiveStatusFilter {
  ALL = 'all',
  ACTIVE = 'active',
  INACTIVE = 'inactive',
}

/** The filter of the records a status shows. */
export function activeCondition(status: ActiveStatusFilter | undefined): { active?: boolean } {
  if (status === ActiveStatusFilter.ACTIVE) return { active: true };
  if (status === ActiveStatusFilter.INACTIVE) return { active: false };
  return {};
}

registerEnumType(ActiveStatusFilter, {
  name: 'ActiveStatusFilter',
  description: 'ALL (active and inactive), ACTIVE only, or INACTIVE (deactivated) only.',
});

@ObjectType()
export class ClientConnection extends Connection(Client) {}
