import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput } from '../../shared/errors.js';
import { CreateInvoiceRunInput, CreateInvoiceRunPayload, InvoiceRunArgs, InvoiceRunPreview } from './invoice-run.types.js';

@Resolver()
export class InvoiceRunResolver {
  @Auth(Role.ADMIN)
  @Query(() => InvoiceRunPreview, {
    description: 'Per client, every completed visit of the period not yet billed, at its agreed price (default last month).',
  })
  async invoiceRunPreview(
    @Args(() => InvoiceRunArgs) { from, through }: InvoiceRunArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const preview = await services.invoiceRuns.preview(em, viewer!, from, through);
    return {
      ...preview,
      clients: preview.clients.map((client) => ({
        ...client,
        visits: client.visits.map((visit) => ({ ...visit, visitId: toGlobalId('Visit', visit.visitId) })),
      })),
    };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateInvoiceRunPayload, {
    description: 'Makes one invoice per client for the period and sends each; a visit is billed once, whatever happens.',
  })
  async createInvoiceRun(
    @Arg('input', () => CreateInvoiceRunInput) input: CreateInvoiceRunInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const clientIds = input.clientIds?.map((id, index) => {
      try {
        return databaseIdOf(id, 'Client');
      } catch {
        throw badInput(`clientIds.${index}`, 'That is not a client id');
      }
    });
    const result = await services.invoiceRuns.create(em, viewer!, { from: input.from, through: input.through, clientIds });
    return { invoices: result.invoices, invoiceCount: result.invoices.length, totalCents: result.totalCents };
  }
}
