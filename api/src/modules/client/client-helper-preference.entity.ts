import { Entity, Enum, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { Client } from './client.entity.js';

export enum HelperPreferenceKind {
  PREFERRED = 'preferred',
  EXCLUDED = 'excluded',
}

/**
 * A client's word about one helper: send them (preferred) or never send them (excluded, with the owner's private
 * note). Read only by the owner, through Client.preferredHelpers / excludedHelpers.
 */
@Entity({ tableName: 'client_helper_preferences' })
@Unique({ properties: ['client', 'helper'] })
export class ClientHelperPreference extends BaseEntity {
  @ManyToOne({ entity: () => Client, deleteRule: 'cascade' })
  client!: Client;

  @ManyToOne({ entity: () => Helper, deleteRule: 'cascade', index: true })
  helper!: Helper;

  @Enum({ items: () => HelperPreferenceKind })
  kind!: HelperPreferenceKind;

  @Property({ type: 'string', length: 1000, nullable: true })
  note: string | null = null;
}
