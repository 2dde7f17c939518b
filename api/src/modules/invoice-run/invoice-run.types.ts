import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { ServiceType } from '../service-request/service-request.enums.js';

@ArgsType()
export class InvoiceRunArgs {
  @Field(() => LocalDateScalar, { nullable: true, description: "First day (America/New_York); default: last month's first." })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Last day; default: the end of from's month (or last month)." })
  through?: string | null;
}

@ObjectType({ description: 'A completed visit not yet billed, at its agreed price.' })
export class InvoiceRunVisit {
  @Field(() => ID, { description: 'Global id of the visit.' })
  visitId!: string;

  @Field(() => LocalDateScalar)
  date!: string;

  @Field(() => ServiceType)
  service!: ServiceType;

  @Field(() => String, { description: 'The invoice line it becomes.' })
  description!: string;

  @Field(() => Int)
  priceCents!: number;
}

@ObjectType({ description: "One client's invoice in a run: its visits, subtotal, tax and total in cents." })
export class InvoiceRunClient {
  @Field(() => Client)
  client!: Client;

  @Field(() => [InvoiceRunVisit])
  visits!: InvoiceRunVisit[];

  @Field(() => Int)
  subtotalCents!: number;

  @Field(() => Int)
  taxCents!: number;

  @Field(() => Int)
  totalCents!: number;
}

@ObjectType({ description: 'What an invoice run would bill: per client, every completed visit not yet billed.' })
export class InvoiceRunPreview {
  @Field(() => LocalDateScalar)
  from!: string;

  @Field(() => LocalDateScalar)
  through!: string;

  @Field(() => [InvoiceRunClient])
  clients!: InvoiceRunClient[];

  @Field(() => Int)
  visitCount!: number;

  @Field(() => Int)
  totalCents!: number;
}

@InputType({ description: 'Makes and sends one invoice per client for the period (default last month).' })
export class CreateInvoiceRunInput {
  @Field(() => LocalDateScalar, { nullable: true })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true })
  through?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Only these clients (global or database ids); default: all in the preview.' })
  clientIds?: string[] | null;
}

@ObjectType()
export class CreateInvoiceRunPayload {
  @Field(() => [Invoice], { description: 'The invoices made and sent (none when another run billed the visits first).' })
  invoices!: Invoice[];

  @Field(() => Int)
  invoiceCount!: number;

  @Field(() => Int)
  totalCents!: number;
}
