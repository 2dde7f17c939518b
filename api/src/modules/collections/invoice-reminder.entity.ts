import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';

/**
 * One overdue reminder sent for an invoice: its number is unique per invoice, so two runs of the daily job (or two
 * instances) send each reminder once; the invoice's details list them.
 */
@ObjectType({ description: 'An overdue reminder emailed for an invoice.' })
@Entity({ tableName: 'invoice_reminders' })
@Unique({ properties: ['invoice', 'number'] })
export class InvoiceReminder extends BaseEntity {
  @ManyToOne({ entity: () => Invoice, deleteRule: 'cascade' })
  invoice!: Invoice;

  @Field(() => Int, { description: 'Which reminder: 1 for the first.' })
  @Property({ type: 'integer' })
  number!: number;

  @Field(() => LocalDateScalar, { description: 'The day it was sent (America/New_York).' })
  @Property({ type: 'date' })
  sentOn!: string;

  @Field(() => Int, { description: 'The balance it asked for, in cents.' })
  @Property({ type: 'integer' })
  balanceCents!: number;
}
