import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { ServiceType } from '../service-request/service-request.enums.js';
import type { ChecklistRoomData } from './job-page.data.js';

/** The checklist of one service (rooms, each with tasks), kept by the owner in Settings. */
@Entity({ tableName: 'checklist_templates' })
export class ChecklistTemplate {
  @PrimaryKey({ type: 'text' })
  service!: ServiceType;

  @Property({ type: 'json' })
  rooms: Opt<ChecklistRoomData[]> = [];

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
