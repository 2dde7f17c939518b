import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The last invoice number issued per year. Incremented with one atomic upsert, so invoices created at the same
 * moment still get distinct, gap-free numbers (INV-2026-0001, INV-2026-0002, ...).
 */
@Entity({ tableName: 'invoice_counters' })
export class InvoiceCounter {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}
