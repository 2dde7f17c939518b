import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput } from '../../shared/errors.js';
import { Client } from '../client/client.entity.js';
import type { ClientRow } from '../client/clients.query.js';
import { clientCardPolicy } from './card-payment.policy.js';
import { CARDS_OFF_MESSAGE } from './card-payment.service.js';
import {
  CardPaymentReview,
  CardPaymentsStatus,
  ChargeInvoiceInput,
  ChargeInvoicePayload,
  CheckoutSessionPayload,
  CreateCardSetupSessionInput,
  CreateInvoicePaymentSessionInput,
  DeclinedPayment,
  DismissCardPaymentReviewInput,
  DismissCardPaymentReviewPayload,
  RemoveSavedCardInput,
  SavedCard,
  SavedCardPayload,
  SetChargeAfterVisitInput,
} from './card-payment.types.js';

/** Pay Now, cards on file, the owner's charges and what needs their eye; thin over CardPaymentService. */
@Resolver()
export class CardPaymentResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => CardPaymentsStatus, { description: 'Whether card payments are on (Stripe keys set), and if not, why.' })
  cardPayments(@Ctx() { services }: AppContext): CardPaymentsStatus {
    const payments = services.cardPayments;
    return {
      enabled: payments.enabled,
      publishableKey: payments.publishableKey,
      message: payments.enabled ? null : CARDS_OFF_MESSAGE,
    };
  }

  @Auth(Role.ADMIN)
  @Query(() => [DeclinedPayment], { description: 'Card charges declined or waiting for the cardholder, on open invoices.' })
  async declinedPayments(@Ctx() { em, services, viewer }: AppContext): Promise<DeclinedPayment[]> {
    const charges = await services.cardPayments.declinedPayments(em, viewer!);
    return charges.map((charge) => ({
      invoice: charge.invoice,
      status: charge.status,
      amountCents: charge.amountCents,
      message: charge.failureMessage,
      failedAt: charge.failedAt,
    }));
  }

  @Auth(Role.ADMIN)
  @Query(() => [CardPaymentReview], {
    description: 'Stripe events kept for review: a payment whose amount or currency is not the invoice balance, a dispute.',
  })
  async cardPaymentsToReview(@Ctx() { em, services, viewer }: AppContext): Promise<CardPaymentReview[]> {
    const events = await services.cardPayments.eventsToReview(em, viewer!);
    return events.map((event) => ({
      eventId: event.eventId,
      type: event.type,
      reason: event.reviewReason ?? '',
      receivedAt: event.receivedAt,
      invoice: event.invoice,
    }));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DismissCardPaymentReviewPayload, {
    description: 'Takes an item off the card payments review list once the owner has dealt with it.',
  })
  async dismissCardPaymentReview(
    @Arg('input', () => DismissCardPaymentReviewInput) input: DismissCardPaymentReviewInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<DismissCardPaymentReviewPayload> {
    const event = await services.cardPayments.dismissReview(em, viewer!, input.eventId);
    return { eventId: event.eventId, reviewedAt: event.reviewedAt! };
  }

  @Auth(Role.CLIENT)
  @Mutation(() => CheckoutSessionPayload, {
    description: "Pay Now: a Stripe Checkout page for the balance of the client's own sent or overdue invoice.",
  })
  async createInvoicePaymentSession(
    @Arg('input', () => CreateInvoicePaymentSessionInput) input: CreateInvoicePaymentSessionInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<CheckoutSessionPayload> {
    const invoiceId = databaseIdOf(input.invoiceId, 'Invoice');
    return { url: await services.cardPayments.createInvoicePaymentSession(em, viewer!, invoiceId) };
  }

  @Auth(Role.CLIENT)
  @Mutation(() => CheckoutSessionPayload, {
    description: 'A Stripe Checkout page (setup mode) where the client saves a card for charges made when absent.',
  })
  async createCardSetupSession(
    @Arg('input', () => CreateCardSetupSessionInput) input: CreateCardSetupSessionInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<CheckoutSessionPayload> {
    if (!input.consentToChargesWhenAbsent) {
      throw badInput('consentToChargesWhenAbsent', 'Agree to charges made when you are not present to save a card');
    }
    return { url: await services.cardPayments.createCardSetupSession(em, viewer!) };
  }

  @Auth(Role.ADMIN, Role.CLIENT)
  @Mutation(() => SavedCardPayload, { description: "Removes the client's saved card and stops charges after visits." })
  async removeSavedCard(
    @Arg('input', () => RemoveSavedCardInput) input: RemoveSavedCardInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<SavedCardPayload> {
    const clientId = databaseIdOf(input.clientId, 'Client');
    return { client: await services.cardPayments.removeSavedCard(em, viewer!, clientId) };
  }

  @Auth(Role.ADMIN, Role.CLIENT)
  @Mutation(() => SavedCardPayload, {
    description: '"Charge my card when a visit is completed": the client, or the owner for a client who agreed.',
  })
  async setChargeAfterVisit(
    @Arg('input', () => SetChargeAfterVisitInput) input: SetChargeAfterVisitInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<SavedCardPayload> {
    const clientId = databaseIdOf(input.clientId, 'Client');
    return { client: await services.cardPayments.setChargeAfterVisit(em, viewer!, clientId, input.enabled) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ChargeInvoicePayload, {
    description: "Charges the client's saved card for the invoice's balance, once: a second click changes nothing.",
  })
  async chargeInvoice(
    @Arg('input', () => ChargeInvoiceInput) input: ChargeInvoiceInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<ChargeInvoicePayload> {
    const invoiceId = databaseIdOf(input.invoiceId, 'Invoice');
    const charge = await services.cardPayments.chargeInvoice(em, viewer!, invoiceId);
    return { invoice: charge.invoice, chargeStatus: charge.status };
  }
}

/** A client's saved card and charge-after-visit choice, read by whoever may read the client (never a helper). */
@Resolver(() => Client)
export class ClientCardFieldResolver {
  @FieldResolver(() => SavedCard, { nullable: true, description: 'The saved card (brand and last four), if any.' })
  async savedCard(@Root() client: Client | ClientRow, @Ctx() { loaders }: AppContext): Promise<SavedCard | null> {
    const [card] = await loaders.readChildren(clientCardPolicy, 'client', client.id, { createdAt: 'asc' });
    if (!card?.paymentMethodId || !card.brand || !card.last4) return null;
    return { brand: card.brand, last4: card.last4, savedAt: card.savedAt };
  }

  @FieldResolver(() => Boolean, { description: '"Charge my card when a visit is completed" is on.' })
  async chargeAfterVisit(@Root() client: Client | ClientRow, @Ctx() { loaders }: AppContext): Promise<boolean> {
    const [card] = await loaders.readChildren(clientCardPolicy, 'client', client.id, { createdAt: 'asc' });
    return card?.chargeAfterVisit ?? false;
  }
}
