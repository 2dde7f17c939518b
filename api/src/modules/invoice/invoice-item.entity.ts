import { Entity, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import type { Invoice } from './invoice.entity.js';

@ObjectType({ implements: BaseEntity, description: 'One line of an invoice.' })
@Entity({ tableName: 'invoice_items' })
@Index({ properties: ['invoice', 'position'] })
export class InvoiceItem extends BaseEntity {
  @ManyToOne({ entity: 'Invoice', deleteRule: 'cascade' })
  invoice!: Invoice;

  @Property({ type: 'integer', default: 0 })
  position: Opt<number> = 0;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  description!: string;

  @Field(() => Int)
  @Property({ type: 'integer', check: 'quantity > 0' })
  quantity!: number;

  @Field(() => Int, { description: 'Unit price in cents.' })
  @Property({ type: 'integer', check: 'unit_price_cents >= 0' })
  unitPriceCents!: number;

  @Field(() => Int, { description: 'quantity × unit price, in cents.' })
  get amountCents(): Opt<number> {
    return this.quantity * this.unitPriceCents;
  }
}
