import { Entity, Index, ManyToOne, type Opt, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Helper } from '../helper/helper.entity.js';
import type { Visit } from './visit.entity.js';

/** A helper assigned to a visit. The helper index serves "my jobs" and clash checks. */
@Entity({ tableName: 'visit_assignments' })
@Index({ properties: ['helper', 'visit'] })
export class VisitAssignment {
  [PrimaryKeyProp]?: ['visit', 'helper'];

  @ManyToOne({ entity: 'Visit', primary: true, deleteRule: 'cascade' })
  visit!: Visit;

  @ManyToOne({ entity: () => Helper, primary: true, deleteRule: 'cascade' })
  helper!: Helper;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  assignedAt: Opt<Date> = new Date();
}
