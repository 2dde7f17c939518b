import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { Client } from '../client/client.entity.js';
import { InvoiceStatus } from './invoice.enums.js';
import { InvoiceItem } from './invoice-item.entity.js';

@ObjectType({ implements: BaseEntity, description: 'A bill to a client. Amounts are integer cents.' })
@Entity({ tableName: 'invoices' })
@Index({ properties: ['client', 'issueDate'] })
@Index({ properties: ['status', 'dueDate'] })
// The ledger's order (newest issue first, then number) and its search by number.
@Index({ properties: ['issueDate', 'invoiceNumber'] })
@Index({
  name: 'invoices_invoice_number_trgm_index',
  expression: `create index "invoices_invoice_number_trgm_index" on "invoices" using gin ("invoice_number" gin_trgm_ops)`,
})
export class Invoice extends BaseEntity {
  @Field(() => String, { description: 'Assigned by the server, e.g. INV-2026-0001; never editable.' })
  @Property({ type: 'string', length: 32 })
  @Unique()
  invoiceNumber!: string;

  @Field(() => Client)
  @ManyToOne({ entity: () => Client, deleteRule: 'restrict' })
  client!: Client;

  @Field(() => LocalDateScalar)
  @Property({ type: 'date' })
  issueDate!: string;

  @Field(() => LocalDateScalar)
  @Property({ type: 'date' })
  dueDate!: string;

  @Field(() => Int)
  @Property({ type: 'integer', check: 'subtotal_cents >= 0' })
  subtotalCents!: number;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0, check: 'tax_amount_cents >= 0' })
  taxAmountCents: Opt<number> = 0;

  @Field(() => Int)
  @Property({ type: 'integer', check: 'total_cents = subtotal_cents + tax_amount_cents' })
  totalCents!: number;

  @Field(() => InvoiceStatus)
  @Enum({ items: () => InvoiceStatus, default: InvoiceStatus.DRAFT })
  status: Opt<InvoiceStatus> = InvoiceStatus.DRAFT;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  @Field(() => [InvoiceItem])
  @OneToMany({ entity: () => InvoiceItem, mappedBy: 'invoice', orderBy: { position: 'asc' }, orphanRemoval: true })
  items = new Collection<InvoiceItem>(this);
}
