import { ArrayMaxSize, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { MAX_CENTS } from '../../shared/money.js';
import { InvoiceStatus } from './invoice.enums.js';
import { Invoice } from './invoice.entity.js';

export const NOTES_MAX = 2000;
export const DESCRIPTION_MAX = 300;
export const MAX_ITEMS = 100;
export const MAX_QUANTITY = 10_000;
export const SEARCH_MAX = 100;

const CENTS = `Integer cents, 0 to ${MAX_CENTS} (1999 is $19.99).`;

@InputType({ description: 'One line of an invoice: what, how many, and the price of one, in cents.' })
export class InvoiceItemInput {
  @Field(() => String)
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  description!: string;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity: number = 1;

  @Field(() => Int, { description: `Price of one. ${CENTS}` })
  unitPriceCents!: number;
}

@InputType({
  description:
    'A new invoice. The server assigns the number. With items, the subtotal is their sum; without, the given ' +
    'subtotal (default 0). Tax defaults to the tax rate in settings.',
})
export class CreateInvoiceInput {
  @Field(() => ID, { description: 'Global id or database id of the client.' })
  clientId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Defaults to today (America/New_York).' })
  issueDate?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Defaults to 30 days after the issue date.' })
  dueDate?: string | null;

  @Field(() => Int, { nullable: true, description: `Ignored when items are given. ${CENTS}` })
  subtotalCents?: number | null;

  @Field(() => Int, { nullable: true, description: `Defaults to the settings' tax rate × subtotal. ${CENTS}` })
  taxAmountCents?: number | null;

  @Field(() => Int, { nullable: true, description: 'Optional check, in cents: when given, it must equal subtotal + tax.' })
  totalCents?: number | null;

  @Field(() => InvoiceStatus, { nullable: true, description: 'Defaults to DRAFT. VOID cannot be picked.' })
  @IsOptional()
  @IsEnum(InvoiceStatus)
  status?: InvoiceStatus | null;

  @Field(() => String, { nullable: true, description: 'Blank becomes null.' })
  @IsOptional()
  @IsString()
  @MaxLength(NOTES_MAX)
  notes?: string | null;

  @Field(() => [InvoiceItemInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_ITEMS)
  @ValidateNested({ each: true })
  items?: InvoiceItemInput[] | null;
}

@InputType({
  description:
    'Changes to an invoice; absent fields stay as they are. The number, client and issue date never change. ' +
    'items, when given, replace every line. Saving as PAID with no paidAt sets paidAt to now.',
})
export class UpdateInvoiceInput {
  @Field(() => ID, { description: 'Global id or database id of the invoice.' })
  id!: string;

  @Field(() => LocalDateScalar, { nullable: true })
  dueDate?: string | null;

  @Field(() => Int, { nullable: true, description: `Only for an invoice without items. ${CENTS}` })
  subtotalCents?: number | null;

  @Field(() => Int, { nullable: true, description: CENTS })
  taxAmountCents?: number | null;

  @Field(() => Int, { nullable: true, description: 'Optional check, in cents: when given, it must equal subtotal + tax.' })
  totalCents?: number | null;

  @Field(() => InvoiceStatus, { nullable: true, description: 'Any of DRAFT, SENT, PAID, OVERDUE, CANCELLED.' })
  @IsOptional()
  @IsEnum(InvoiceStatus)
  status?: InvoiceStatus | null;

  @Field(() => String, { nullable: true, description: 'Blank becomes null; absent keeps the notes.' })
  @IsOptional()
  @IsString()
  @MaxLength(NOTES_MAX)
  notes?: string | null;

  @Field(() => Date, { nullable: true, description: 'Set or clear the payment time; absent keeps it.' })
  paidAt?: Date | null;

  @Field(() => [InvoiceItemInput], { nullable: true, description: 'Replaces all lines; [] removes them.' })
  @IsOptional()
  @ArrayMaxSize(MAX_ITEMS)
  @ValidateNested({ each: true })
  items?: InvoiceItemInput[] | null;
}

@InputType()
export class DeleteInvoiceInput {
  @Field(() => ID)
  id!: string;
}

@InputType({
  description:
    "Bills an accepted request's visits: one line per visit (not cancelled) between from and through, at the " +
    "service's price from settings.",
})
export class CreateInvoiceFromRequestInput {
  @Field(() => ID, { description: 'Global id or database id of the service request.' })
  requestId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: "First visit date to bill; defaults to the request's date." })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last visit date to bill; defaults to today.' })
  through?: string | null;

  @Field(() => LocalDateScalar, { nullable: true })
  issueDate?: string | null;

  @Field(() => LocalDateScalar, { nullable: true })
  dueDate?: string | null;

  @Field(() => InvoiceStatus, { nullable: true })
  @IsOptional()
  @IsEnum(InvoiceStatus)
  status?: InvoiceStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(NOTES_MAX)
  notes?: string | null;
}

@ArgsType()
export class InvoiceSearchArgs {
  @Field(() => String, { nullable: true, description: 'Matches the invoice number or the client name (any case).' })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX)
  search?: string | null;

  @Field(() => InvoiceStatus, {
    nullable: true,
    description:
      'Only invoices shown with this status (America/New_York): OVERDUE includes SENT ones past due; SENT excludes them.',
  })
  @IsOptional()
  @IsEnum(InvoiceStatus)
  status?: InvoiceStatus | null;
}

@ArgsType()
export class BillableClientsArgs {
  @Field(() => String, { nullable: true, description: "Part of the client's name." })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX)
  search?: string | null;

  @Field(() => Int, { defaultValue: 50, description: 'At most this many, 1 to 200.' })
  @IsInt()
  @Min(1)
  @Max(200)
  first: number = 50;
}

@ObjectType()
export class CreateInvoicePayload {
  @Field(() => Invoice)
  invoice!: Invoice;
}

@ObjectType()
export class UpdateInvoicePayload {
  @Field(() => Invoice)
  invoice!: Invoice;
}

@ObjectType()
export class CreateInvoiceFromRequestPayload {
  @Field(() => Invoice)
  invoice!: Invoice;
}

@ObjectType()
export class DeleteInvoicePayload {
  @Field(() => ID, { description: 'The global id of the deleted invoice, to evict from caches.' })
  deletedInvoiceId!: string;

  @Field(() => String, { description: 'Its database id.' })
  deletedInvoiceDatabaseId!: string;
}
