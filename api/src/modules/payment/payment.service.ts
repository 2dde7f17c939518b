import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { businessToday, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput, notFound } from '../../shared/errors.js';
import { MAX_CENTS } from '../../shared/money.js';
import { moneyWords as formatCents } from '../describe/words.js';
import type { Viewer } from '../../shared/policy.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { invoicePolicy } from '../invoice/invoice.policy.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { Visit } from '../visit/visit.entity.js';
import { defaultPaymentHooks, type PaymentHooks } from './payment-hooks.js';
import { Payment, PaymentAllocation, Refund, Tip, WriteOff } from './payment.entities.js';
import { PaymentMethod, RefundStatus } from './payment.enums.js';
import { paymentPolicy, writeOffPolicy } from './payment.policy.js';

export const REFERENCE_MAX = 100;
export const NOTE_MAX = 2000;
export const REASON_MAX = 500;

/** Where a payment goes: these amounts on these invoices, or the client's open invoices oldest first. */
export type AllocationRequest = { invoiceId: string; amountCents: number }[] | 'oldest-first';

export interface RecordPaymentInput {
  /** Database id of the client who paid. */
  clientId: string;
  method: PaymentMethod;
  /** What goes to invoices and credit, in cents; a tip is apart (tipCents). */
  amountCents: number;
  /** The day it was received, America/New_York (YYYY-MM-DD). */
  receivedOn: string;
  reference?: string | null;
  note?: string | null;
  /** The processor's id (a Stripe payment intent): recording it again returns the first payment, changing nothing. */
  externalId?: string | null;
  /** Default: nothing applied, all of it credit. */
  allocations?: AllocationRequest | null;
  /** A tip received with it: not revenue, not on any balance. */
  tipCents?: number | null;
}

export interface RefundPaymentInput {
  paymentId: string;
  amountCents: number;
  reason: string;
  /** The invoice whose paid part is given back; omitted, the payment's unapplied credit (or its one invoice). */
  invoiceId?: string | null;
}

export interface WriteOffInput {
  invoiceId: string;
  reason: string;
  /** Default: the whole balance. */
  amountCents?: number | null;
}

export interface ApplyCreditInput {
  clientId: string;
  /** One invoice of that client; omitted, its open invoices oldest first. */
  invoiceId?: string | null;
}

/** What the ledger says of one invoice, in cents. */
export interface InvoiceLedger {
  invoiceId: string;
  totalCents: number;
  /** Applied by payments, less what was refunded of it. */
  paidCents: number;
  writtenOffCents: number;
  balanceCents: number;
}

/** A payment as one invoice shows it. */
export interface InvoicePaymentRow {
  paymentId: string;
  method: PaymentMethod;
  receivedOn: string;
  reference: string | null;
  note: string | null;
  paymentAmountCents: number;
  appliedCents: number;
  refundedCents: number;
  pendingRefundCents: number;
  createdAt: Date;
}

/** Who records: a person (the owner), or the app itself (a card webhook's job) with null. */
export type LedgerActor = Viewer | null;

/** Statuses that can take money: sent (or overdue), and partly paid. */
const OPEN_STATUSES: readonly InvoiceStatus[] = [InvoiceStatus.SENT, InvoiceStatus.OVERDUE, InvoiceStatus.PARTLY_PAID];
/** Statuses the owner sets by hand and the ledger leaves alone. */
const HAND_SET: readonly InvoiceStatus[] = [InvoiceStatus.DRAFT, InvoiceStatus.CANCELLED, InvoiceStatus.VOID];

const STATUS_WORDS: Partial<Record<InvoiceStatus, string>> = {
  [InvoiceStatus.DRAFT]: 'a draft',
  [InvoiceStatus.CANCELLED]: 'cancelled',
  [InvoiceStatus.VOID]: 'void',
  [InvoiceStatus.PAID]: 'already paid',
};

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  [PaymentMethod.CASH]: 'Cash',
  [PaymentMethod.CHECK]: 'Check',
  [PaymentMethod.BANK_TRANSFER]: 'Bank transfer / Zelle',
  [PaymentMethod.CARD]: 'Card',
  [PaymentMethod.OTHER]: 'Other',
  [PaymentMethod.MARKED_PAID]: 'Marked paid',
};

/** Positive whole cents up to the app's maximum, else BAD_USER_INPUT naming the field. */
export function positiveCents(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw badInput(field, `${field} must be a whole number of cents greater than 0`);
  }
  if (value > MAX_CENTS) throw badInput(field, `${field} is too large`);
  return value;
}

function optionalText(value: string | null | undefined, field: string, max: number): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.length > max) throw badInput(field, `${field} is at most ${max} characters`);
  return text;
}

function requiredText(value: string | null | undefined, field: string, max: number, message: string): string {
  const text = optionalText(value, field, max);
  if (!text) throw badInput(field, message);
  return text;
}

/**
 * The instant an invoice was paid, from the day its last payment was received: now when that is today, else noon of
 * that day in New York (noon, so no offset of -4 or -5 hours can move it to another day).
 */
function paidInstant(receivedOn: string, now: Date): Date {
  if (receivedOn === businessToday(now)) return now;
  return new Date(`${receivedOn}T12:00:00-05:00`);
}

/**
 * The payment ledger: every payment, refund, write-off and tip goes through here, inside the caller's transaction,
 * with the client's row locked first (then its invoices, in id order), so two writes for one client take turns and
 * credit is never spent twice. Balances and the paid states follow from the rows; nothing else sets them.
 */
export class PaymentService {
  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
    private readonly notifications?: NotificationService,
    readonly hooks: PaymentHooks = defaultPaymentHooks,
  ) {}

  today(): string {
    return businessToday(this.now());
  }

  /**
   * Records money received. Validates everything before writing anything, applies it, leaves the rest as the
   * client's credit, recomputes each invoice it touched and queues the receipt email. With an `externalId` already
   * recorded, answers that payment and changes nothing.
   */
  async record(tx: EntityManager, input: RecordPaymentInput, actor: LedgerActor): Promise<Payment> {
    const externalId = optionalText(input.externalId, 'externalId', 255);
    if (externalId) {
      // Two deliveries of one event at once: the second waits here for the first to commit, then finds it.
      await tx.execute(`select pg_advisory_xact_lock(hashtext('payment:' || ?))`, [externalId]);
      const existing = await tx.findOne(Payment, { externalId });
      if (existing) return existing;
    }
    const amountCents = positiveCents(input.amountCents, 'amountCents');
    if (!Object.values(PaymentMethod).includes(input.method)) throw badInput('method', 'method is not a payment method');
    if (!isCalendarDate(input.receivedOn)) throw badInput('receivedOn', 'receivedOn must be a real date written YYYY-MM-DD');
    if (input.receivedOn > this.today()) throw badInput('receivedOn', 'A payment cannot be received in the future');
    const reference = optionalText(input.reference, 'reference', REFERENCE_MAX);
    const note = optionalText(input.note, 'note', NOTE_MAX);
    const tipCents =
      input.tipCents === null || input.tipCents === undefined || input.tipCents === 0
        ? 0
        : positiveCents(input.tipCents, 'tipCents');

    const client = await this.lockClient(tx, input.clientId);
    if (actor)
      paymentPolicy.authorize(
        actor,
        'record',
        tx.create(Payment, { client, method: input.method, amountCents, receivedOn: input.receivedOn }, { persist: false }),
      );

    const plan = await this.planAllocations(tx, client.id, amountCents, input.allocations ?? []);
    const payment = tx.create(Payment, {
      client,
      method: input.method,
      amountCents,
      receivedOn: input.receivedOn,
      reference,
      note,
      externalId,
      createdBy: actor ? actor.id : null,
    });
    for (const { invoice, amountCents: applied } of plan)
      tx.create(PaymentAllocation, { payment, invoice, amountCents: applied });
    if (tipCents > 0) {
      tx.create(Tip, {
        client,
        payment,
        visit: plan[0] ? await this.lastVisitOf(tx, plan[0].invoice.id) : null,
        amountCents: tipCents,
        receivedOn: input.receivedOn,
      });
    }
    await tx.flush();
    for (const { invoice } of plan) await this.recompute(tx, invoice, input.receivedOn);
    await tx.flush();
    if (input.method !== PaymentMethod.MARKED_PAID) await this.notifyReceipt(tx, payment, plan, tipCents);
    if (plan.length > 0) await this.hooks.afterLedgerChange?.(tx, client.id);
    return payment;
  }

  /**
   * The spec's "saving as paid": the owner set an invoice to paid by hand, so its balance is recorded as a
   * MARKED_PAID payment (no money, no receipt) and the ledger agrees with the status. The invoice is locked by the
   * caller; the client's credit is not touched (the whole amount is applied), so its row need not be.
   */
  async markPaid(tx: EntityManager, invoice: Invoice, actor: LedgerActor): Promise<void> {
    const [ledger] = await this.ledgers(tx, [invoice.id]);
    if (!ledger || ledger.balanceCents <= 0) return;
    const payment = tx.create(Payment, {
      client: invoice.client,
      method: PaymentMethod.MARKED_PAID,
      amountCents: ledger.balanceCents,
      receivedOn: this.today(),
      note: null,
      createdBy: actor ? actor.id : null,
    });
    tx.create(PaymentAllocation, { payment, invoice, amountCents: ledger.balanceCents });
    await tx.flush();
    await this.hooks.afterLedgerChange?.(tx, invoice.client.id);
  }

  /**
   * An invoice the owner moved by hand off paid (back to sent, draft or cancelled): its MARKED_PAID entries go, as
   * no money stands behind them. Real payments stay: a cancelled or deleted invoice with money on it is refused first.
   */
  async unmarkPaid(tx: EntityManager, invoice: Invoice): Promise<void> {
    const marked = await tx.find(PaymentAllocation, { invoice: invoice.id, payment: { method: PaymentMethod.MARKED_PAID } });
    const paymentIds = [...new Set(marked.map((allocation) => allocation.payment.id))];
    if (paymentIds.length > 0) {
      await tx.nativeDelete(PaymentAllocation, { payment: { $in: paymentIds } });
      await tx.nativeDelete(Payment, { id: { $in: paymentIds } });
    }
  }

  /** The money (not marked-paid) an invoice holds: applied less refunded. Cancelling or deleting it is refused then. */
  async moneyOn(tx: EntityManager, invoiceId: string): Promise<number> {
    const rows = await tx.execute<{ cents: string | number }[]>(
      `select coalesce((select sum(a.amount_cents) from payment_allocations a join payments p on p.id = a.payment_id
                         where a.invoice_id = ? and p.method <> 'marked_paid'), 0)
            - coalesce((select sum(r.amount_cents) from refunds r where r.invoice_id = ? and r.status = 'succeeded'), 0)
              as cents`,
      [invoiceId, invoiceId],
    );
    return Number(rows[0]?.cents ?? 0);
  }

  /** Whether real money or a write-off was ever recorded on the invoice (then it is kept, never deleted). */
  async hasHistory(tx: EntityManager, invoiceId: string): Promise<boolean> {
    const rows = await tx.execute<{ found: boolean }[]>(
      `select exists (select 1 from payment_allocations a join payments p on p.id = a.payment_id
                       where a.invoice_id = ? and p.method <> 'marked_paid')
           or exists (select 1 from write_offs w where w.invoice_id = ?)
           or exists (select 1 from refunds r where r.invoice_id = ?) as found`,
      [invoiceId, invoiceId, invoiceId],
    );
    return Boolean(rows[0]?.found);
  }

  /** What the ledger says of each invoice (in the order asked; unknown ids are left out). */
  async ledgers(em: EntityManager, invoiceIds: readonly string[]): Promise<InvoiceLedger[]> {
    if (invoiceIds.length === 0) return [];
    const rows = await em.execute<
      { id: string; total_cents: number; allocated: string; refunded: string; written_off: string }[]
    >(
      `select i.id, i.total_cents,
              coalesce((select sum(a.amount_cents) from payment_allocations a where a.invoice_id = i.id), 0) as allocated,
              coalesce((select sum(r.amount_cents) from refunds r where r.invoice_id = i.id and r.status = 'succeeded'), 0)
                as refunded,
              coalesce((select sum(w.amount_cents) from write_offs w where w.invoice_id = i.id), 0) as written_off
         from invoices i
        where i.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(invoiceIds)],
    );
    const byId = new Map(
      rows.map((row) => {
        const paidCents = Number(row.allocated) - Number(row.refunded);
        const writtenOffCents = Number(row.written_off);
        const ledger: InvoiceLedger = {
          invoiceId: row.id,
          totalCents: Number(row.total_cents),
          paidCents,
          writtenOffCents,
          balanceCents: Number(row.total_cents) - paidCents - writtenOffCents,
        };
        return [row.id, ledger] as const;
      }),
    );
    return invoiceIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** Each client's credit (what their payments left unapplied), in cents. */
  async credits(em: EntityManager, clientIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await em.execute<{ client_id: string; credit: string }[]>(
      `select p.client_id, sum(${UNAPPLIED_SQL}) as credit
         from payments p
        where p.client_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        group by p.client_id`,
      [JSON.stringify(clientIds)],
    );
    return new Map(rows.map((row) => [row.client_id, Number(row.credit)]));
  }

  /** Each client's balance: what its sent invoices still ask, in cents (credit apart). */
  async clientBalances(em: EntityManager, clientIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await em.execute<{ client_id: string; balance: string }[]>(
      `select i.client_id, sum(i.total_cents
              - coalesce((select sum(a.amount_cents) from payment_allocations a where a.invoice_id = i.id), 0)
              + coalesce((select sum(r.amount_cents) from refunds r where r.invoice_id = i.id and r.status = 'succeeded'), 0)
              - coalesce((select sum(w.amount_cents) from write_offs w where w.invoice_id = i.id), 0)) as balance
         from invoices i
        where i.client_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
          and i.status in ('sent', 'overdue', 'partly_paid', 'paid')
        group by i.client_id`,
      [JSON.stringify(clientIds)],
    );
    return new Map(rows.map((row) => [row.client_id, Number(row.balance)]));
  }

  /**
   * Applies the client's credit to one invoice, or to its open invoices oldest first, from its oldest unapplied
   * payments. Answers the invoices it paid something on.
   */
  async applyCredit(tx: EntityManager, input: ApplyCreditInput, actor: LedgerActor): Promise<Invoice[]> {
    const client = await this.lockClient(tx, input.clientId);
    if (actor) clientPolicy.authorize(actor, 'bill', client);
    const credit = (await this.credits(tx, [client.id])).get(client.id) ?? 0;
    if (credit <= 0) throw badInput('clientId', `${client.displayName} has no credit to apply`);
    const targets = input.invoiceId ? [{ invoiceId: input.invoiceId, amountCents: 0 }] : 'oldest-first';
    let plan: { invoice: Invoice; amountCents: number }[];
    if (targets === 'oldest-first') {
      plan = await this.planAllocations(tx, client.id, credit, 'oldest-first');
    } else {
      const [invoice] = await this.lockInvoices(tx, client.id, [input.invoiceId!], 'invoiceId');
      const [ledger] = await this.ledgers(tx, [invoice.id]);
      plan = ledger.balanceCents > 0 ? [{ invoice, amountCents: Math.min(credit, ledger.balanceCents) }] : [];
    }
    if (plan.length === 0)
      throw badInput(input.invoiceId ? 'invoiceId' : 'clientId', 'There is no balance to apply the credit to');
    await this.applyFromCredit(tx, client.id, plan);
    await this.hooks.afterLedgerChange?.(tx, client.id);
    return plan.map((step) => step.invoice);
  }

  /** Applies credit to an invoice just sent when the setting says so; then the card hook (charge after the visit). */
  async invoiceSent(tx: EntityManager, invoice: Invoice): Promise<void> {
    const settings = await this.settings.get(tx);
    if (settings.autoApplyCredit) {
      await this.lockClient(tx, invoice.client.id);
      const credit = (await this.credits(tx, [invoice.client.id])).get(invoice.client.id) ?? 0;
      const [ledger] = await this.ledgers(tx, [invoice.id]);
      if (credit > 0 && ledger && ledger.balanceCents > 0) {
        await this.applyFromCredit(tx, invoice.client.id, [{ invoice, amountCents: Math.min(credit, ledger.balanceCents) }]);
      }
    }
    await this.hooks.afterInvoiceSent(tx, invoice);
  }

  /**
   * Gives money back from a payment: from what it paid on `invoiceId` (the invoice reopens by that much), or from
   * its unapplied credit. A card refund goes through the card hook and stays PENDING until the processor confirms.
   */
  async refund(tx: EntityManager, input: RefundPaymentInput, actor: LedgerActor): Promise<Refund> {
    const amountCents = positiveCents(input.amountCents, 'amountCents');
    const reason = requiredText(input.reason, 'reason', REASON_MAX, 'Say why the money is given back');
    const found = await tx.findOne(Payment, input.paymentId, { populate: ['client'] });
    const payment = actor ? paymentPolicy.authorize(actor, 'refund', found) : found;
    if (!payment) throw notFound('Payment');
    if (payment.method === PaymentMethod.MARKED_PAID) {
      throw badInput('paymentId', 'A "marked paid" entry received no money; change the invoice\'s status instead');
    }
    await this.lockClient(tx, payment.client.id);
    const rows = await tx.execute<{ invoice_id: string | null; applied: string; refunded: string }[]>(
      `select a.invoice_id, sum(a.amount_cents) as applied,
              coalesce((select sum(r.amount_cents) from refunds r
                         where r.payment_id = ? and r.invoice_id = a.invoice_id and r.status <> 'failed'), 0) as refunded
         from payment_allocations a where a.payment_id = ? group by a.invoice_id`,
      [payment.id, payment.id],
    );
    const perInvoice = rows.map((row) => ({
      invoiceId: row.invoice_id!,
      refundable: Number(row.applied) - Number(row.refunded),
    }));
    const unapplied = await this.unappliedOf(tx, payment.id);
    const refundable = unapplied + perInvoice.reduce((sum, row) => sum + row.refundable, 0);
    if (amountCents > refundable) {
      throw badInput('amountCents', `At most ${formatCents(refundable)} of this payment can be refunded`);
    }

    let invoice: Invoice | null = null;
    if (input.invoiceId) {
      const source = perInvoice.find((row) => row.invoiceId === input.invoiceId);
      if (!source) throw badInput('invoiceId', 'This payment was not applied to that invoice');
      if (amountCents > source.refundable) {
        throw badInput('amountCents', `At most ${formatCents(source.refundable)} of this payment was paid on that invoice`);
      }
      invoice = await tx.findOneOrFail(Invoice, source.invoiceId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    } else if (amountCents > unapplied) {
      const sources = perInvoice.filter((row) => row.refundable > 0);
      if (sources.length !== 1 || unapplied > 0 || amountCents > sources[0].refundable) {
        throw badInput('invoiceId', 'Choose the invoice whose payment is given back');
      }
      invoice = await tx.findOneOrFail(Invoice, sources[0].invoiceId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    }

    const card = payment.method === PaymentMethod.CARD;
    const refund = tx.create(Refund, {
      payment,
      invoice,
      amountCents,
      reason,
      status: card ? RefundStatus.PENDING : RefundStatus.SUCCEEDED,
      createdBy: actor ? actor.id : null,
    });
    await tx.flush();
    if (card) await this.hooks.cardRefunds.request(tx, { refund, payment });
    else if (invoice) await this.recompute(tx, invoice);
    await tx.flush();
    // A reopened invoice is unpaid again: the payment-aware hold looks at the client again, as after any payment.
    if (!card && invoice) await this.hooks.afterLedgerChange?.(tx, payment.client.id);
    return refund;
  }

  /** The processor's answer to a card refund (its webhook): settles it once; a success reopens its invoice. */
  async settleRefund(tx: EntityManager, externalId: string, succeeded: boolean): Promise<Refund | null> {
    const refund = await tx.findOne(Refund, { externalId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!refund || refund.status !== RefundStatus.PENDING) return refund;
    refund.status = succeeded ? RefundStatus.SUCCEEDED : RefundStatus.FAILED;
    await tx.flush();
    if (refund.invoice) {
      const invoice = await tx.findOneOrFail(Invoice, refund.invoice.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        populate: ['client'],
      });
      await this.recompute(tx, invoice);
      await tx.flush();
      if (succeeded) await this.hooks.afterLedgerChange?.(tx, invoice.client.id);
    }
    return refund;
  }

  /** Writes off all (or part) of an open invoice's balance, with the reason. */
  async writeOff(tx: EntityManager, input: WriteOffInput, actor: Viewer): Promise<WriteOff> {
    const reason = requiredText(input.reason, 'reason', REASON_MAX, 'Say why the balance is written off');
    const found = await tx.findOne(Invoice, input.invoiceId, { populate: ['client'] });
    const invoice = invoicePolicy.authorize(actor, 'update', found);
    await this.lockClient(tx, invoice.client.id);
    const [locked] = await this.lockInvoices(tx, invoice.client.id, [invoice.id], 'invoiceId');
    const [ledger] = await this.ledgers(tx, [locked.id]);
    if (ledger.balanceCents <= 0) throw badInput('invoiceId', 'This invoice has no balance to write off');
    const amountCents =
      input.amountCents === null || input.amountCents === undefined
        ? ledger.balanceCents
        : positiveCents(input.amountCents, 'amountCents');
    if (amountCents > ledger.balanceCents) {
      throw badInput('amountCents', `At most the balance, ${formatCents(ledger.balanceCents)}, can be written off`);
    }
    const writeOff = writeOffPolicy.authorize(
      actor,
      'create',
      tx.create(WriteOff, { invoice: locked, amountCents, reason, createdBy: actor.id }),
    );
    await tx.flush();
    await this.recompute(tx, locked);
    await tx.flush();
    await this.hooks.afterLedgerChange?.(tx, invoice.client.id);
    return writeOff;
  }

  /**
   * Sets a sent invoice's status and paidAt from its balance: PAID at zero (paid on the day of its last payment),
   * PARTLY_PAID with something paid, back to SENT when a refund took everything back. Draft, cancelled and void
   * stay as the owner set them.
   */
  async recompute(tx: EntityManager, invoice: Invoice, paidOn?: string): Promise<void> {
    if (HAND_SET.includes(invoice.status)) return;
    const [ledger] = await this.ledgers(tx, [invoice.id]);
    if (!ledger) return;
    const touched = ledger.paidCents > 0 || ledger.writtenOffCents > 0;
    // A zero total with nothing recorded stays as the owner set it: there was nothing to pay.
    if (ledger.balanceCents <= 0 && touched) {
      if (invoice.status !== InvoiceStatus.PAID || !invoice.paidAt) {
        invoice.status = InvoiceStatus.PAID;
        invoice.paidAt ??= paidInstant(paidOn ?? (await this.lastPaymentDay(tx, invoice.id)) ?? this.today(), this.now());
      }
      return;
    }
    if (ledger.balanceCents <= 0) return;
    // Moved off paid by the ledger (a refund): it was not paid after all. A status the owner picked keeps its paidAt.
    const wasPaid = invoice.status === InvoiceStatus.PAID;
    if (touched) invoice.status = InvoiceStatus.PARTLY_PAID;
    else if (wasPaid || invoice.status === InvoiceStatus.PARTLY_PAID) invoice.status = InvoiceStatus.SENT;
    if (wasPaid) invoice.paidAt = null;
  }

  /** Each invoice's payments as applied to it, newest first (the caller has checked who may read the invoices). */
  async paymentsOf(em: EntityManager, invoiceIds: readonly string[]): Promise<Map<string, InvoicePaymentRow[]>> {
    const rows = await em.execute<
      {
        invoice_id: string;
        payment_id: string;
        method: PaymentMethod;
        received_on: string;
        reference: string | null;
        note: string | null;
        payment_amount_cents: number;
        applied: string;
        refunded: string;
        pending: string;
        created_at: Date;
      }[]
    >(
      `select a.invoice_id, p.id as payment_id, p.method, to_char(p.received_on, 'YYYY-MM-DD') as received_on,
              p.reference, p.note, p.amount_cents as payment_amount_cents, sum(a.amount_cents) as applied,
              coalesce((select sum(r.amount_cents) from refunds r where r.payment_id = p.id and r.invoice_id = a.invoice_id
                          and r.status = 'succeeded'), 0) as refunded,
              coalesce((select sum(r.amount_cents) from refunds r where r.payment_id = p.id and r.invoice_id = a.invoice_id
                          and r.status = 'pending'), 0) as pending,
              p.created_at
         from payment_allocations a join payments p on p.id = a.payment_id
        where a.invoice_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        group by a.invoice_id, p.id
        order by p.received_on desc, p.created_at desc, p.id`,
      [JSON.stringify(invoiceIds)],
    );
    const byInvoice = new Map<string, InvoicePaymentRow[]>(invoiceIds.map((id) => [id, []]));
    for (const row of rows) {
      byInvoice.get(row.invoice_id)?.push({
        paymentId: row.payment_id,
        method: row.method,
        receivedOn: row.received_on,
        reference: row.reference,
        note: row.note,
        paymentAmountCents: Number(row.payment_amount_cents),
        appliedCents: Number(row.applied),
        refundedCents: Number(row.refunded),
        pendingRefundCents: Number(row.pending),
        createdAt: new Date(row.created_at),
      });
    }
    return byInvoice;
  }

  /** Each invoice's write-offs, oldest first. */
  async writeOffsOf(em: EntityManager, invoiceIds: readonly string[]): Promise<Map<string, WriteOff[]>> {
    const rows = await em.find(WriteOff, { invoice: { $in: [...invoiceIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return new Map(invoiceIds.map((id) => [id, rows.filter((row) => row.invoice.id === id)]));
  }

  /** The client's invoices that can take money (sent, overdue, partly paid), oldest due first, for the viewer. */
  openInvoices(em: EntityManager, viewer: Viewer, clientIds: readonly string[]): Promise<Invoice[]> {
    return em.find(
      Invoice,
      invoicePolicy.where(viewer, { client: { $in: [...clientIds] }, status: { $in: [...OPEN_STATUSES] } }),
      { orderBy: { dueDate: 'asc', invoiceNumber: 'asc' } },
    );
  }

  // ——— inside ———

  private async lockClient(tx: EntityManager, clientId: string): Promise<Client> {
    const client = await tx.findOne(Client, clientId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw badInput('clientId', 'No such client');
    return client;
  }

  /** The client's invoices with these ids, locked in id order; another client's, a missing one: refused, naming it. */
  private async lockInvoices(
    tx: EntityManager,
    clientId: string,
    ids: string[],
    field: (index: number) => string,
  ): Promise<Invoice[]>;
  private async lockInvoices(tx: EntityManager, clientId: string, ids: string[], field: string): Promise<Invoice[]>;
  private async lockInvoices(
    tx: EntityManager,
    clientId: string,
    ids: string[],
    field: string | ((index: number) => string),
  ): Promise<Invoice[]> {
    const name = (index: number) => (typeof field === 'string' ? field : field(index));
    const found = await tx.find(Invoice, { id: { $in: ids } }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
    return ids.map((id, index) => {
      const invoice = found.find((row) => row.id === id);
      if (!invoice || invoice.client.id !== clientId) {
        throw badInput(name(index), "That invoice is not one of this client's");
      }
      if (!OPEN_STATUSES.includes(invoice.status)) {
        throw badInput(
          name(index),
          `Invoice ${invoice.invoiceNumber} is ${STATUS_WORDS[invoice.status as InvoiceStatus] ?? invoice.status}; a payment cannot be applied to it`,
        );
      }
      return invoice;
    });
  }

  private async planAllocations(
    tx: EntityManager,
    clientId: string,
    amountCents: number,
    request: AllocationRequest,
  ): Promise<{ invoice: Invoice; amountCents: number }[]> {
    if (request === 'oldest-first') {
      const open = await tx.find(
        Invoice,
        { client: clientId, status: { $in: [...OPEN_STATUSES] } },
        { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      open.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber.localeCompare(b.invoiceNumber));
      const ledgers = new Map(
        (
          await this.ledgers(
            tx,
            open.map((invoice) => invoice.id),
          )
        ).map((row) => [row.invoiceId, row]),
      );
      let left = amountCents;
      const plan: { invoice: Invoice; amountCents: number }[] = [];
      for (const invoice of open) {
        const balance = ledgers.get(invoice.id)?.balanceCents ?? 0;
        if (left <= 0) break;
        if (balance <= 0) continue;
        const applied = Math.min(left, balance);
        plan.push({ invoice, amountCents: applied });
        left -= applied;
      }
      return plan;
    }
    if (request.length > 100) throw badInput('allocations', 'A payment is applied to at most 100 invoices');
    const seen = new Set<string>();
    request.forEach((allocation, index) => {
      positiveCents(allocation.amountCents, `allocations.${index}.amountCents`);
      if (seen.has(allocation.invoiceId)) throw badInput(`allocations.${index}.invoiceId`, 'Each invoice appears once');
      seen.add(allocation.invoiceId);
    });
    const sum = request.reduce((total, allocation) => total + allocation.amountCents, 0);
    if (sum > amountCents) {
      throw badInput(
        'allocations',
        `The amounts applied (${formatCents(sum)}) are more than the payment (${formatCents(amountCents)})`,
      );
    }
    const invoices = await this.lockInvoices(
      tx,
      clientId,
      request.map((allocation) => allocation.invoiceId),
      (index) => `allocations.${index}.invoiceId`,
    );
    const ledgers = await this.ledgers(
      tx,
      invoices.map((invoice) => invoice.id),
    );
    return request.map((allocation, index) => {
      const balance = ledgers[index].balanceCents;
      if (allocation.amountCents > balance) {
        throw badInput(
          `allocations.${index}.amountCents`,
          `Invoice ${invoices[index].invoiceNumber} has a balance of ${formatCents(balance)}; apply at most that (the rest stays as credit)`,
        );
      }
      return { invoice: invoices[index], amountCents: allocation.amountCents };
    });
  }

  /** Moves credit onto invoices: allocations from the client's oldest payments that still have money unapplied. */
  private async applyFromCredit(tx: EntityManager, clientId: string, plan: { invoice: Invoice; amountCents: number }[]) {
    const sources = await tx.execute<{ id: string; unapplied: string }[]>(
      `select p.id, ${UNAPPLIED_SQL} as unapplied from payments p where p.client_id = ?
        order by p.received_on, p.created_at, p.id`,
      [clientId],
    );
    const funds = sources.map((row) => ({ id: row.id, left: Number(row.unapplied) })).filter((row) => row.left > 0);
    for (const step of plan) {
      let need = step.amountCents;
      for (const fund of funds) {
        if (need <= 0) break;
        if (fund.left <= 0) continue;
        const take = Math.min(need, fund.left);
        tx.create(PaymentAllocation, { payment: fund.id, invoice: step.invoice, amountCents: take });
        fund.left -= take;
        need -= take;
      }
    }
    await tx.flush();
    for (const step of plan) await this.recompute(tx, step.invoice, this.today());
    await tx.flush();
  }

  private async unappliedOf(tx: EntityManager, paymentId: string): Promise<number> {
    const rows = await tx.execute<{ unapplied: string }[]>(
      `select ${UNAPPLIED_SQL} as unapplied from payments p where p.id = ?`,
      [paymentId],
    );
    return Number(rows[0]?.unapplied ?? 0);
  }

  private async lastPaymentDay(tx: EntityManager, invoiceId: string): Promise<string | null> {
    const rows = await tx.execute<{ day: string | null }[]>(
      `select to_char(max(p.received_on), 'YYYY-MM-DD') as day
         from payment_allocations a join payments p on p.id = a.payment_id where a.invoice_id = ?`,
      [invoiceId],
    );
    return rows[0]?.day ?? null;
  }

  /** The visit a tip paid with this invoice is for: its last billed visit. */
  private async lastVisitOf(tx: EntityManager, invoiceId: string): Promise<Visit | null> {
    return tx.findOne(Visit, { billedOn: invoiceId }, { orderBy: { date: 'desc' } });
  }

  private async notifyReceipt(
    tx: EntityManager,
    payment: Payment,
    plan: { invoice: Invoice; amountCents: number }[],
    tipCents: number,
  ): Promise<void> {
    if (!this.notifications) return;
    const ledgers = await this.ledgers(
      tx,
      plan.map((step) => step.invoice.id),
    );
    const applied = plan.reduce((sum, step) => sum + step.amountCents, 0);
    await this.notifications.raise(tx, {
      event: 'payment.receipt',
      recipientClientId: payment.client.id,
      dedupeKey: payment.id,
      data: {
        paymentId: payment.id,
        amountCents: payment.amountCents,
        method: METHOD_LABELS[payment.method],
        receivedOn: payment.receivedOn,
        reference: payment.reference,
        invoices: plan.map((step, index) => ({
          invoiceId: step.invoice.id,
          invoiceNumber: step.invoice.invoiceNumber,
          appliedCents: step.amountCents,
          balanceCents: ledgers[index]?.balanceCents ?? 0,
        })),
        creditCents: payment.amountCents - applied,
        tipCents,
      },
    });
  }
}

/** A payment's money not applied to any invoice nor refunded from its credit (alias `p` for the payment). */
const UNAPPLIED_SQL = `(p.amount_cents
  - coalesce((select sum(a.amount_cents) from payment_allocations a where a.payment_id = p.id), 0)
  - coalesce((select sum(r.amount_cents) from refunds r where r.payment_id = p.id and r.invoice_id is null and r.status <> 'failed'), 0))`;
