import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput } from '../../shared/errors.js';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { PaymentMethod } from './payment.enums.js';
import type { InvoicePaymentRow } from './payment.service.js';
import {
  ApplyCreditInput,
  ApplyCreditPayload,
  InvoicePayment,
  InvoiceWriteOff,
  RecordPaymentInput,
  RecordPaymentPayload,
  RefundPaymentInput,
  RefundPaymentPayload,
  WriteOffBalanceInput,
  WriteOffBalancePayload,
} from './payment.types.js';

type Parent = { id: string };

/** Per request (keyed by its loaders), one query per field for a whole list of invoices or clients. */
const perRequest = new WeakMap<object, Record<string, DataLoader<string, unknown>>>();
function loaderOf<V>(context: AppContext, name: string, batch: (ids: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
  let loaders = perRequest.get(context.loaders);
  if (!loaders) perRequest.set(context.loaders, (loaders = {}));
  loaders[name] ??= new DataLoader<string, unknown>((ids) => batch(ids));
  return loaders[name] as DataLoader<string, V>;
}

const invoiceId = (id: string, field = 'invoiceId') => {
  try {
    return databaseIdOf(id, 'Invoice');
  } catch {
    throw badInput(field, 'That is not an invoice id');
  }
};
const clientId = (id: string) => {
  try {
    return databaseIdOf(id, 'Client');
  } catch {
    throw badInput('clientId', 'That is not a client id');
  }
};

/** The owner's payments, refunds, credit and write-offs; each a thin call into the ledger in one transaction. */
@Resolver()
export class PaymentResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => RecordPaymentPayload, {
    description: 'Records money received from a client: applied to invoices as asked, the rest kept as credit.',
  })
  async recordPayment(
    @Arg('input', () => RecordPaymentInput) input: RecordPaymentInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    if (input.method === PaymentMethod.MARKED_PAID) {
      throw badInput('method', 'Marked paid is not a payment: set the invoice to paid instead');
    }
    const client = clientId(input.clientId);
    const allocations = input.applyOldestFirst
      ? ('oldest-first' as const)
      : (input.allocations ?? []).map((allocation, index) => ({
          invoiceId: invoiceId(allocation.invoiceId, `allocations.${index}.invoiceId`),
          amountCents: allocation.amountCents,
        }));
    const payment = await em.transactional((tx) =>
      services.payments.record(
        tx,
        {
          clientId: client,
          method: input.method,
          amountCents: input.amountCents,
          receivedOn: input.receivedOn ?? services.payments.today(),
          reference: input.reference,
          note: input.note,
          allocations,
          tipCents: input.tipCents,
        },
        viewer!,
      ),
    );
    const fresh = em.fork();
    const allocated = await fresh
      .getConnection()
      .execute<{ invoice_id: string; applied: string }[]>(
        `select invoice_id, sum(amount_cents) as applied from payment_allocations where payment_id = ? group by invoice_id`,
        [payment.id],
      );
    const invoices = await fresh.find(
      Invoice,
      { id: { $in: allocated.map((row) => row.invoice_id) } },
      { orderBy: { dueDate: 'asc' } },
    );
    return {
      paymentId: toGlobalId('Payment', payment.id),
      creditedCents: payment.amountCents - allocated.reduce((sum, row) => sum + Number(row.applied), 0),
      invoices,
      client: await fresh.findOneOrFail(Client, client),
    };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RefundPaymentPayload, {
    description:
      'Gives money back from a payment. A card refund goes through the card processor and is PENDING until it confirms.',
  })
  async refundPayment(
    @Arg('input', () => RefundPaymentInput) input: RefundPaymentInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    let paymentId: string;
    try {
      paymentId = databaseIdOf(input.paymentId, 'Payment');
    } catch {
      throw badInput('paymentId', 'That is not a payment id');
    }
    const refund = await em.transactional((tx) =>
      services.payments.refund(
        tx,
        {
          paymentId,
          amountCents: input.amountCents,
          reason: input.reason,
          invoiceId: input.invoiceId ? invoiceId(input.invoiceId) : null,
        },
        viewer!,
      ),
    );
    const fresh = em.fork();
    return {
      refundId: toGlobalId('Refund', refund.id),
      status: refund.status,
      invoice: refund.invoice ? await fresh.findOne(Invoice, refund.invoice.id) : null,
      client: await fresh.findOneOrFail(Client, refund.payment.client.id),
    };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ApplyCreditPayload, {
    description: "Applies a client's credit to one invoice, or to its open invoices oldest first.",
  })
  async applyCredit(@Arg('input', () => ApplyCreditInput) input: ApplyCreditInput, @Ctx() { em, services, viewer }: AppContext) {
    const client = clientId(input.clientId);
    const invoices = await em.transactional((tx) =>
      services.payments.applyCredit(
        tx,
        { clientId: client, invoiceId: input.invoiceId ? invoiceId(input.invoiceId) : null },
        viewer!,
      ),
    );
    const fresh = em.fork();
    return {
      invoices: await fresh.find(
        Invoice,
        { id: { $in: invoices.map((invoice) => invoice.id) } },
        { orderBy: { dueDate: 'asc' } },
      ),
      client: await fresh.findOneOrFail(Client, client),
    };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => WriteOffBalancePayload, {
    description: "Writes off an open invoice's balance (or part of it), with the reason.",
  })
  async writeOffBalance(
    @Arg('input', () => WriteOffBalanceInput) input: WriteOffBalanceInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const id = invoiceId(input.invoiceId);
    await em.transactional((tx) =>
      services.payments.writeOff(tx, { invoiceId: id, reason: input.reason, amountCents: input.amountCents }, viewer!),
    );
    return { invoice: await em.fork().findOneOrFail(Invoice, id) };
  }
}

/** The ledger's fields on an invoice: whoever reads the invoice reads them. */
@Resolver(() => Invoice)
export class InvoiceLedgerResolver {
  @FieldResolver(() => Int, { description: 'What is still owed: total − payments + refunds of them − write-offs, in cents.' })
  balanceCents(@Root() invoice: Parent, @Ctx() context: AppContext): Promise<number> {
    return loaderOf(context, 'invoiceBalance', async (ids) => {
      const ledgers = new Map((await context.services.payments.ledgers(context.em, ids)).map((row) => [row.invoiceId, row]));
      return ids.map((id) => ledgers.get(id)?.balanceCents ?? 0);
    }).load(invoice.id);
  }

  @FieldResolver(() => [InvoicePayment], { description: 'The payments applied to it, newest first.' })
  async payments(@Root() invoice: Parent, @Ctx() context: AppContext): Promise<InvoicePayment[]> {
    const rows = await loaderOf<InvoicePaymentRow[]>(context, 'invoicePayments', async (ids) => {
      const byInvoice = await context.services.payments.paymentsOf(context.em, ids);
      return ids.map((id) => byInvoice.get(id) ?? []);
    }).load(invoice.id);
    return rows.map((row) => ({ ...row, paymentId: toGlobalId('Payment', row.paymentId) }));
  }

  @FieldResolver(() => [InvoiceWriteOff], { description: 'What the owner wrote off, oldest first.' })
  writeOffs(@Root() invoice: Parent, @Ctx() context: AppContext): Promise<InvoiceWriteOff[]> {
    return loaderOf<InvoiceWriteOff[]>(context, 'invoiceWriteOffs', async (ids) => {
      const byInvoice = await context.services.payments.writeOffsOf(context.em, ids);
      return ids.map((id) => byInvoice.get(id) ?? []);
    }).load(invoice.id);
  }
}

/** A client's balance and credit, and the invoices a payment can go to: whoever reads the client reads them. */
@Resolver(() => Client)
export class ClientLedgerResolver {
  @FieldResolver(() => Int, { description: 'What its sent invoices still ask, in cents (credit not subtracted).' })
  balanceCents(@Root() client: Parent, @Ctx() context: AppContext): Promise<number> {
    return loaderOf(context, 'clientBalance', async (ids) => {
      const balances = await context.services.payments.clientBalances(context.em, ids);
      return ids.map((id) => balances.get(id) ?? 0);
    }).load(client.id);
  }

  @FieldResolver(() => Int, { description: 'Money received and not yet applied to an invoice, in cents.' })
  creditCents(@Root() client: Parent, @Ctx() context: AppContext): Promise<number> {
    return loaderOf(context, 'clientCredit', async (ids) => {
      const credits = await context.services.payments.credits(context.em, ids);
      return ids.map((id) => credits.get(id) ?? 0);
    }).load(client.id);
  }

  @FieldResolver(() => [Invoice], {
    description: 'Its invoices that can take a payment (sent, overdue, partly paid), oldest due first.',
  })
  openInvoices(@Root() client: Parent, @Ctx() context: AppContext): Promise<Invoice[]> {
    return loaderOf(context, 'clientOpenInvoices', async (ids) => {
      const invoices = await context.services.payments.openInvoices(context.em, context.viewer!, ids);
      return ids.map((id) => invoices.filter((invoice) => invoice.client.id === id));
    }).load(client.id);
  }
}
