import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { InvoiceStatus } from './invoice.enums.js';
import { Invoice } from './invoice.entity.js';
import { InvoiceItem } from './invoice-item.entity.js';
import { invoiceItemPolicy } from './invoice.policy.js';
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
import type { InvoiceRow } from './invoices.query.js';

const invoiceId = (id: string) => databaseIdOf(id, 'Invoice');

function invoiceIdOrNull(id: string): string | null {
  try {
    return invoiceId(id);
  } catch {
    return null;
  }
}

@Resolver(() => Invoice)
export class InvoiceResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => InvoiceConnection, {
    description: 'The admin sees every invoice; a client sees its own once sent (never drafts). Newest issue first.',
  })
  invoices(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => InvoiceSearchArgs) { search, status }: InvoiceSearchArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.invoices.list(em, viewer!, args, { search, status }).then(toConnection);
  }

  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => Invoice, { nullable: true, description: 'One invoice the viewer may read (global or database id), else null.' })
  invoice(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: AppContext) {
    // An id of another type, or junk, names no invoice this viewer may read: null, like another client's invoice.
    const databaseId = invoiceIdOrNull(id);
    return databaseId ? services.invoices.get(em, viewer!, databaseId) : null;
  }

  @Auth(Role.ADMIN)
  @Query(() => [Client], { description: 'Active clients by name, for choosing whom to bill.' })
  billableClients(
    @Args(() => BillableClientsArgs) { search, first }: BillableClientsArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.invoices.billableClients(em, viewer!, search, first);
  }

  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => BusinessProfile, { description: "The business's name, contact details and payment instructions." })
  businessProfile(@Ctx() { em, services }: AppContext) {
    return services.invoices.businessProfile(em);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateInvoicePayload, { description: 'Creates an invoice; the server assigns its number.' })
  async createInvoice(
    @Arg('input', () => CreateInvoiceInput) input: CreateInvoiceInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const clientId = databaseIdOf(input.clientId, 'Client');
    return { invoice: await services.invoices.create(em, viewer!, { ...input, clientId }) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateInvoiceFromRequestPayload, { description: "Bills an accepted request's visits, one line per visit." })
  async createInvoiceFromRequest(
    @Arg('input', () => CreateInvoiceFromRequestInput) input: CreateInvoiceFromRequestInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const requestId = databaseIdOf(input.requestId, 'ServiceRequest', 'Service request');
    return { invoice: await services.invoices.createFromRequest(em, viewer!, { ...input, requestId }) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateInvoicePayload)
  async updateInvoice(
    @Arg('input', () => UpdateInvoiceInput) input: UpdateInvoiceInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { invoice: await services.invoices.update(em, viewer!, invoiceId(input.id), input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeleteInvoicePayload)
  async deleteInvoice(
    @Arg('input', () => DeleteInvoiceInput) input: DeleteInvoiceInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const deleted = await services.invoices.delete(em, viewer!, invoiceId(input.id));
    return { deletedInvoiceId: toGlobalId('Invoice', deleted), deletedInvoiceDatabaseId: deleted };
  }

  @FieldResolver(() => Client)
  client(@Root() invoice: Invoice | InvoiceRow, @Ctx() { loaders }: AppContext): Promise<Client> {
    return loaders.readRequired(clientPolicy, invoice.client.id);
  }

  @FieldResolver(() => [InvoiceItem])
  items(@Root() invoice: Invoice | InvoiceRow, @Ctx() { loaders }: AppContext): Promise<InvoiceItem[]> {
    return loaders.readChildren(invoiceItemPolicy, 'invoice', invoice.id, { position: 'asc' });
  }

  @FieldResolver(() => InvoiceStatus, {
    description: 'The status to show: SENT reads as OVERDUE once the due date has passed (America/New_York).',
  })
  effectiveStatus(@Root() invoice: Invoice | InvoiceRow, @Ctx() { services }: AppContext): InvoiceStatus {
    return services.invoices.effectiveStatus(invoice);
  }
}
