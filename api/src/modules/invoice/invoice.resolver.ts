import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { loaded, loadedItems } from '../../shared/load.js';
import { Client } from '../client/client.entity.js';
import { InvoiceStatus } from './invoice.enums.js';
import { Invoice } from './invoice.entity.js';
import { InvoiceItem } from './invoice-item.entity.js';
import {
  BillableClientsArgs,
  CreateInvoiceFromRequestInput,
  CreateInvoiceFromRequestPayload,
  CreateInvoiceInput,
  CreateInvoicePayload,
  DeleteInvoiceInput,
  DeleteInvoicePayload,
  InvoiceSearchArgs,
  UpdateInvoiceInput,
  UpdateInvoicePayload,
} from './invoice.inputs.js';
import { BusinessProfile, InvoiceConnection } from './invoice.types.js';

@Resolver(() => Invoice)
export class InvoiceResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => InvoiceConnection, {
    description: 'The admin sees every invoice; a client sees its own once sent (never drafts). Newest issue first.',
  })
  invoices(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => InvoiceSearchArgs) { search }: InvoiceSearchArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.invoices.list(em, viewer!, args, search);
  }

  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => Invoice, { nullable: true, description: 'One invoice the viewer may read (global or database id), else null.' })
  invoice(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: AppContext) {
    return services.invoices.get(em, viewer!, id);
  }

  @Auth(Role.ADMIN)
  @Query(() => [Client], { description: 'Active clients by name, for choosing whom to bill.' })
  billableClients(@Args(() => BillableClientsArgs) { search, first }: BillableClientsArgs, @Ctx() { em, services }: AppContext) {
    return services.invoices.billableClients(em, search, first);
  }

  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => BusinessProfile, { description: "The business's name, contact details and payment instructions." })
  businessProfile(@Ctx() { em, services }: AppContext) {
    return services.invoices.businessProfile(em);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateInvoicePayload, { description: 'Creates an invoice; the server assigns its number.' })
  async createInvoice(@Arg('input', () => CreateInvoiceInput) input: CreateInvoiceInput, @Ctx() { em, services }: AppContext) {
    return { invoice: await services.invoices.create(em, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateInvoiceFromRequestPayload, { description: "Bills an accepted request's visits, one line per visit." })
  async createInvoiceFromRequest(
    @Arg('input', () => CreateInvoiceFromRequestInput) input: CreateInvoiceFromRequestInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { invoice: await services.invoices.createFromRequest(em, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateInvoicePayload)
  async updateInvoice(@Arg('input', () => UpdateInvoiceInput) input: UpdateInvoiceInput, @Ctx() { em, services }: AppContext) {
    return { invoice: await services.invoices.update(em, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeleteInvoicePayload)
  deleteInvoice(@Arg('input', () => DeleteInvoiceInput) input: DeleteInvoiceInput, @Ctx() { em, services }: AppContext) {
    return services.invoices.delete(em, input.id);
  }

  @FieldResolver(() => Client)
  client(@Root() invoice: Invoice): Promise<Client> {
    return loaded(invoice.client);
  }

  @FieldResolver(() => [InvoiceItem])
  items(@Root() invoice: Invoice): Promise<InvoiceItem[]> {
    return loadedItems(invoice.items);
  }

  @FieldResolver(() => InvoiceStatus, {
    description: 'The status to show: SENT reads as OVERDUE once the due date has passed (America/New_York).',
  })
  effectiveStatus(@Root() invoice: Invoice, @Ctx() { services }: AppContext): InvoiceStatus {
    return services.invoices.effectiveStatus(invoice);
  }
}
