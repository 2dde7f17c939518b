import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { InvoiceReminder } from './invoice-reminder.entity.js';
import { PaymentHold, ReleaseHoldInput, ReleaseHoldPayload } from './collections.types.js';

type Parent = { id: string };

/** The owner's Release of a hold; thin over CollectionsService. */
@Resolver()
export class CollectionsResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => ReleaseHoldPayload, {
    description: "Lifts a client's payment-aware hold at once; what is unpaid now does not hold them again.",
  })
  async releaseHold(
    @Arg('input', () => ReleaseHoldInput) input: ReleaseHoldInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<ReleaseHoldPayload> {
    const clientId = databaseIdOf(input.clientId, 'Client');
    return { client: await services.collections.releaseHold(em, viewer!, clientId) };
  }
}

/** A client's hold: whoever reads the client (the owner, the client themself) reads it; never a helper. */
@Resolver(() => Client)
export class ClientHoldFieldResolver {
  @FieldResolver(() => PaymentHold, { nullable: true, description: 'The payment-aware hold, when the client is on hold.' })
  async paymentHold(@Root() client: Parent, @Ctx() { em }: AppContext): Promise<PaymentHold | null> {
    const held = client instanceof Client && client.paymentHoldSince !== undefined ? client : await em.findOne(Client, client.id);
    if (!held?.paymentHoldSince) return null;
    return { since: held.paymentHoldSince, reason: held.paymentHoldReason ?? 'An invoice is unpaid' };
  }
}

/** The overdue reminders sent for an invoice, read by whoever reads the invoice. */
@Resolver(() => Invoice)
export class InvoiceRemindersFieldResolver {
  @FieldResolver(() => [InvoiceReminder], { description: 'Overdue reminders emailed for it, oldest first.' })
  reminders(@Root() invoice: Parent, @Ctx() { em }: AppContext): Promise<InvoiceReminder[]> {
    return em.find(InvoiceReminder, { invoice: invoice.id }, { orderBy: { number: 'asc' } });
  }
}
