import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { format } from 'date-fns';
import { addDays, businessToday, daysBetween, isCalendarDate, parseCalendarDate } from '../../shared/calendar-date.js';
import { badInput, conflict } from '../../shared/errors.js';
import { moneyWords } from '../describe/words.js';
import { MAX_CENTS } from '../../shared/money.js';
import type { Page, PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { ServiceRequestStatus } from '../service-request/service-request.enums.js';
import { serviceRequestPolicy } from '../service-request/service-request.policy.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { PaymentService } from '../payment/payment.service.js';
import { serviceOfVisit, Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { InvoiceStatus } from './invoice.enums.js';
import { effectiveStatus } from './invoice-status.js';
import { Invoice } from './invoice.entity.js';
import { InvoiceItem } from './invoice-item.entity.js';
import { invoicePolicy } from './invoice.policy.js';
import { type InvoiceRow, invoicesPage } from './invoices.query.js';
import {
  type CreateInvoiceFromRequestInput,
  type CreateInvoiceInput,
  type InvoiceItemInput,
  MAX_ITEMS,
  type UpdateInvoiceInput,
} from './invoice.inputs.js';
import type { BusinessProfile } from './invoice.types.js';

/** How the admin or a client narrows the invoices list. */
export interface InvoiceListFilter {
  search?: string | null;
  status?: InvoiceStatus | null;
}

/** Spec §9: a new invoice is due 30 days after it is issued. */
export const PAYMENT_TERMS_DAYS = 30;

/** Statuses the admin may pick (spec §4); VOID only appears on old records. */
export const PICKABLE_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.DRAFT,
  InvoiceStatus.SENT,
  InvoiceStatus.PAID,
  InvoiceStatus.OVERDUE,
  InvoiceStatus.CANCELLED,
];

/** Requests whose visits can be billed: accepted (and the calendar's scheduled). */
const BILLABLE_REQUESTS = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];

interface ItemValues {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

interface NewInvoice {
  client: Client;
  issueDate: string;
  dueDate: string;
  items: ItemValues[];
  subtotalCents: number;
  taxAmountCents: number | null;
  expectedTotal: number | null | undefined;
  status: InvoiceStatus;
  notes: string | null;
  /** Who makes it (a hand-set "paid" is recorded in their name). */
  actor?: Viewer | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const cleanNotes = (notes: string | null | undefined) => notes?.trim() || null;

/**
 * An amount as GraphQL gives it: integer cents (the Int type already refuses decimals), 0 to MAX_CENTS; absent or
 * null is "not given".
 */
function optionalCents(value: number | null | undefined, field: string): number | null {
  if (value === undefined || value === null) return null;
  return cents(value, field);
}

function cents(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0) throw badInput(field, `${field} must be a whole number of cents, 0 or more`);
  if (value > MAX_CENTS) throw badInput(field, `${field} is too large`);
  return value;
}

function checkedSubtotal(sum: number): number {
  if (sum > MAX_CENTS) throw badInput('subtotalCents', 'The subtotal is too large');
  return sum;
}

function normalizeItems(items: InvoiceItemInput[] | null | undefined): ItemValues[] {
  if (!items) return [];
  if (items.length > MAX_ITEMS) throw badInput('items', `An invoice has at most ${MAX_ITEMS} lines`);
  return items.map((item, index) => {
    const description = item.description.trim();
    if (!description) throw badInput(`items.${index}.description`, 'Each line needs a description');
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      throw badInput(`items.${index}.quantity`, 'Quantity must be a whole number of 1 or more');
    }
    return { description, quantity: item.quantity, unitPriceCents: cents(item.unitPriceCents, `items.${index}.unitPriceCents`) };
  });
}

const itemsSubtotal = (items: readonly ItemValues[]) =>
  checkedSubtotal(items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0));

function assertDueAfterIssue(issueDate: string, dueDate: string) {
  if (!isCalendarDate(dueDate)) throw badInput('dueDate', 'dueDate must be a real date written YYYY-MM-DD');
  if (daysBetween(issueDate, dueDate) < 0) throw badInput('dueDate', 'The due date cannot be before the issue date');
}

function assertTotal(expected: number | null | undefined, totalCents: number) {
  if (optionalCents(expected, 'totalCents') === null) return;
  if (expected !== totalCents) throw badInput('totalCents', 'The total must equal the subtotal plus the tax');
}

export class InvoiceService {
  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
    private readonly notifications?: NotificationService,
    /** The payment ledger, which the paid states follow (absent in a bare service: statuses stay as set). */
    private readonly ledger?: PaymentService,
  ) {}

  /**
   * "Invoice sent" to the client's account (or, without one, its record's email), in the transaction that made the invoice sent. Its key holds the amount
   * and due date, so sending the same invoice again mails nothing, and a corrected one that is sent again mails anew.
   */
  private async notifySent(tx: EntityManager, invoice: Invoice): Promise<void> {
    if (!this.notifications) return;
    await this.notifications.raise(tx, {
      event: 'invoice.sent',
      recipientClientId: invoice.client.id,
      dedupeKey: `${invoice.id}:${invoice.totalCents}:${invoice.dueDate}`,
      data: {
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        totalCents: invoice.totalCents,
        dueDate: invoice.dueDate,
      },
    });
  }

  today(): string {
    return businessToday(this.now());
  }

  /** What both sides see: an invoice still 'sent' after its due date has passed reads as overdue. */
  effectiveStatus(invoice: Pick<Invoice, 'status' | 'dueDate'>): InvoiceStatus {
    return effectiveStatus(invoice, this.today());
  }

  /**
   * The invoices the viewer may read (the admin's ledger, a client's own once sent), newest issue first, optionally
   * searched by invoice number or client name and narrowed to one status as shown (OVERDUE includes sent ones past due).
   */
  list(em: EntityManager, viewer: Viewer, args: PageArgs, filter: InvoiceListFilter = {}): Promise<Page<InvoiceRow>> {
    return invoicesPage(em, viewer, args, { search: filter.search, status: filter.status, today: this.today() });
  }

  /** One invoice the viewer may read, else null (so another client's invoice does not reveal it exists). */
  get(em: EntityManager, viewer: Viewer, id: string): Promise<Invoice | null> {
    return invoicePolicy.findOne(em, viewer, id, { populate: ['client', 'items'] });
  }

  /** Active clients by name, for the admin's client picker. */
  billableClients(em: EntityManager, viewer: Viewer, search: string | null | undefined, first: number): Promise<Client[]> {
    const term = search?.trim();
    return em.find(
      Client,
      clientPolicy.where(viewer, { active: true, ...(term ? { displayName: { $ilike: `%${escapeLike(term)}%` } } : {}) }),
      { orderBy: { displayName: 'asc', id: 'asc' }, limit: first },
    );
  }

  async businessProfile(em: EntityManager): Promise<BusinessProfile> {
    const settings = await this.settings.get(em);
    return {
      businessName: settings.businessName,
      phone: settings.phone,
      email: settings.email,
      address: settings.address,
      paymentInstructions: settings.paymentInstructions,
      defaultTaxRateBasisPoints: settings.defaultTaxRateBasisPoints,
      onlinePaymentsEnabled: false,
    };
  }

  /** A new invoice for the client `input.clientId` (a database id). */
  async create(em: EntityManager, viewer: Viewer, input: CreateInvoiceInput): Promise<Invoice> {
    const client = await clientPolicy.load(em, viewer, 'bill', input.clientId);
    const issueDate = input.issueDate ?? this.today();
    const items = normalizeItems(input.items);
    return this.insert(em, {
      client,
      issueDate,
      dueDate: input.dueDate ?? addDays(issueDate, PAYMENT_TERMS_DAYS),
      items,
      subtotalCents: items.length > 0 ? itemsSubtotal(items) : (optionalCents(input.subtotalCents, 'subtotalCents') ?? 0),
      taxAmountCents: optionalCents(input.taxAmountCents, 'taxAmountCents'),
      expectedTotal: input.totalCents,
      status: this.pickable(input.status ?? InvoiceStatus.DRAFT),
      notes: cleanNotes(input.notes),
      actor: viewer,
    });
  }

  /**
   * One line per completed visit of an accepted request (a visit never completed, canceled or skipped is not billed),
   * at the visit's agreed price: its own, else the series', else the service's. Without dates it covers every
   * completed visit not yet on an invoice; `from` and `through` narrow it. The visits are marked billed by it.
   */
  async createFromRequest(em: EntityManager, viewer: Viewer, input: CreateInvoiceFromRequestInput): Promise<Invoice> {
    const request = await serviceRequestPolicy.load(em, viewer, 'bill', input.requestId, { populate: ['client'] });
    if (!BILLABLE_REQUESTS.includes(request.status)) {
      throw badInput('requestId', `Only an accepted request can be invoiced; this one is ${request.status}`);
    }
    if (input.from && input.through && daysBetween(input.from, input.through) < 0) {
      throw badInput('through', "'Through' cannot be before 'from'");
    }
    const date = { ...(input.from && { $gte: input.from }), ...(input.through && { $lte: input.through }) };
    const issueDate = input.issueDate ?? this.today();
    return em.transactional(async (tx) => {
      // Locked, and only those no invoice holds yet: a second run over the same dates, or one racing this one (it
      // waits for the lock, then finds them billed), has nothing left to bill, so a visit is billed once.
      const visits = await tx.find(
        Visit,
        { request: request.id, status: VisitStatus.COMPLETED, billedOn: null, ...(Object.keys(date).length > 0 && { date }) },
        { orderBy: { date: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (visits.length === 0) {
        throw badInput(
          'through',
          'This request has no visits to bill between those dates (only completed visits not already on an invoice are billed)',
        );
      }
      if (visits.length > MAX_ITEMS) throw badInput('through', `Bill at most ${MAX_ITEMS} visits at once; narrow the dates`);
      const items = await Promise.all(
        visits.map(async (visit) => {
          const service = serviceOfVisit(visit, request);
          return {
            description: `${SERVICE_NAMES[service]}, ${format(parseCalendarDate(visit.date), 'EEE, MMM d, yyyy')}`,
            quantity: 1,
            unitPriceCents: visit.priceCentsOverride ?? (await this.settings.agreedPrice(tx, request, service)),
          };
        }),
      );
      const invoice = await this.insert(tx, {
        client: request.client,
        issueDate,
        dueDate: input.dueDate ?? addDays(issueDate, PAYMENT_TERMS_DAYS),
        items,
        subtotalCents: itemsSubtotal(items),
        taxAmountCents: null,
        expectedTotal: undefined,
        status: this.pickable(input.status ?? InvoiceStatus.DRAFT),
        notes: cleanNotes(input.notes),
        actor: viewer,
      });
      await tx.nativeUpdate(Visit, { id: { $in: visits.map((visit) => visit.id) } }, { billedOn: invoice.id });
      return invoice;
    });
  }

  /**
   * A sent invoice of these lines for the client, inside the caller's transaction, marking `visitIds` billed by it
   * (the caller holds their row locks). Tax at the settings' rate; due after the payment terms. Invoice runs and
   * per-visit billing make their invoices here.
   */
  async createForVisits(
    tx: EntityManager,
    viewer: Viewer | null,
    values: { client: Client; issueDate: string; items: ItemValues[]; visitIds: string[]; status?: InvoiceStatus },
  ): Promise<Invoice> {
    const invoice = await this.insert(tx, {
      client: values.client,
      issueDate: values.issueDate,
      dueDate: addDays(values.issueDate, PAYMENT_TERMS_DAYS),
      items: values.items,
      subtotalCents: itemsSubtotal(values.items),
      taxAmountCents: null,
      expectedTotal: undefined,
      status: values.status ?? InvoiceStatus.SENT,
      notes: null,
      actor: viewer,
    });
    await tx.nativeUpdate(Visit, { id: { $in: values.visitIds } }, { billedOn: invoice.id });
    return invoice;
  }

  /**
   * Edits what the spec lets change: due date, amounts (or lines), status and notes. Saving as paid with no paidAt
   * sets paidAt to now; otherwise paidAt keeps its value (or the one given). The row lock orders two saves at once.
   */
  async update(em: EntityManager, viewer: Viewer, id: string, input: Omit<UpdateInvoiceInput, 'id'>): Promise<Invoice> {
    await em.transactional(async (tx) => {
      const invoice = await invoicePolicy.load(tx, viewer, 'update', id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.populate(invoice, ['items']);

      if (input.dueDate !== undefined && input.dueDate !== null) {
        assertDueAfterIssue(invoice.issueDate, input.dueDate);
        invoice.dueDate = input.dueDate;
      }

      if (input.items !== undefined && input.items !== null) {
        const items = normalizeItems(input.items);
        invoice.items.removeAll();
        items.forEach((item, position) => invoice.items.add(tx.create(InvoiceItem, { invoice, position, ...item })));
      }
      const lines = invoice.items.getItems();
      const givenSubtotal = optionalCents(input.subtotalCents, 'subtotalCents');
      if (lines.length > 0) {
        const sum = itemsSubtotal(lines);
        if (givenSubtotal !== null && givenSubtotal !== sum) {
          throw badInput('subtotalCents', 'This invoice has line items: its subtotal follows them');
        }
        invoice.subtotalCents = sum;
      } else if (givenSubtotal !== null) {
        invoice.subtotalCents = givenSubtotal;
      }
      const givenTax = optionalCents(input.taxAmountCents, 'taxAmountCents');
      if (givenTax !== null) invoice.taxAmountCents = givenTax;
      invoice.totalCents = invoice.subtotalCents + invoice.taxAmountCents;
      assertTotal(input.totalCents, invoice.totalCents);
      const money = this.ledger ? await this.ledger.moneyOn(tx, invoice.id) : 0;
      if (invoice.totalCents < money) {
        throw badInput('totalCents', `The total cannot be less than what has been paid on it (${moneyWords(money)})`);
      }

      const wasSent = invoice.status === InvoiceStatus.SENT;
      const wasPaid = invoice.status === InvoiceStatus.PAID || invoice.status === InvoiceStatus.PARTLY_PAID;
      if (input.status !== undefined && input.status !== null && input.status !== invoice.status) {
        invoice.status = this.pickable(input.status);
        if (invoice.status === InvoiceStatus.CANCELLED && money > 0) {
          throw badInput('status', `${moneyWords(money)} has been paid on this invoice: refund it before cancelling`);
        }
        // A cancelled invoice bills nothing: its visits may go on another one.
        if (invoice.status === InvoiceStatus.CANCELLED) {
          await tx.nativeUpdate(Visit, { billedOn: invoice.id }, { billedOn: null });
        }
        // Taken off paid by hand: a "marked paid" entry had no money behind it, so it goes with the status.
        if (wasPaid && invoice.status !== InvoiceStatus.PAID) await this.ledger?.unmarkPaid(tx, invoice);
      }
      if (input.notes !== undefined) invoice.notes = cleanNotes(input.notes);
      if (input.paidAt !== undefined) invoice.paidAt = input.paidAt;
      if (invoice.status === InvoiceStatus.PAID && !invoice.paidAt) invoice.paidAt = this.now();
      await tx.flush();
      // Paid by hand: the rest of the balance is recorded as "marked paid", so the ledger says paid too.
      if (invoice.status === InvoiceStatus.PAID) await this.ledger?.markPaid(tx, invoice, viewer);
      await this.ledger?.recompute(tx, invoice);
      if (invoice.status === InvoiceStatus.SENT && !wasSent) {
        await tx.flush();
        await this.notifySent(tx, invoice);
        await this.ledger?.invoiceSent(tx, invoice);
      }
    });
    return em.findOneOrFail(Invoice, id, { populate: ['client', 'items'], refresh: true });
  }

  /** Deletes an invoice and its lines; answers its database id. */
  async delete(em: EntityManager, viewer: Viewer, id: string): Promise<string> {
    // Its lines loaded, so removing it removes them through the unit of work and the audit trail records them.
    return em.transactional(async (tx) => {
      const invoice = await invoicePolicy.load(tx, viewer, 'delete', id, {
        populate: ['items'],
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (this.ledger && (await this.ledger.hasHistory(tx, invoice.id))) {
        throw conflict('Payments or write-offs are recorded on this invoice, so it is kept; cancel it instead');
      }
      await this.ledger?.unmarkPaid(tx, invoice);
      await tx.remove(invoice).flush();
      return invoice.id;
    });
  }

  private pickable(status: InvoiceStatus): InvoiceStatus {
    if (!PICKABLE_STATUSES.includes(status)) {
      throw badInput('status', `status must be one of: ${PICKABLE_STATUSES.join(', ')}`);
    }
    return status;
  }

  /** Tax at the settings' rate, rounded half up to the cent; 0 when no rate is set. */
  private async defaultTax(em: EntityManager, subtotalCents: number): Promise<number> {
    const rate = (await this.settings.get(em)).defaultTaxRateBasisPoints;
    return rate ? Math.round((subtotalCents * rate) / 10_000) : 0;
  }

  private async insert(em: EntityManager, values: NewInvoice): Promise<Invoice> {
    if (!isCalendarDate(values.issueDate)) throw badInput('issueDate', 'issueDate must be a real date written YYYY-MM-DD');
    assertDueAfterIssue(values.issueDate, values.dueDate);
    const taxAmountCents = values.taxAmountCents ?? (await this.defaultTax(em, values.subtotalCents));
    const totalCents = values.subtotalCents + taxAmountCents;
    assertTotal(values.expectedTotal, totalCents);

    const id = await em.transactional(async (tx) => {
      const invoiceNumber = await this.nextNumber(tx, Number(values.issueDate.slice(0, 4)));
      const invoice = tx.create(Invoice, {
        invoiceNumber,
        client: values.client.id,
        issueDate: values.issueDate,
        dueDate: values.dueDate,
        subtotalCents: values.subtotalCents,
        taxAmountCents,
        totalCents,
        status: values.status,
        notes: values.notes,
        paidAt: values.status === InvoiceStatus.PAID ? this.now() : null,
      });
      values.items.forEach((item, position) => tx.create(InvoiceItem, { invoice, position, ...item }));
      await tx.flush();
      if (values.status === InvoiceStatus.PAID) await this.ledger?.markPaid(tx, invoice, values.actor ?? null);
      if (values.status === InvoiceStatus.SENT) {
        await this.notifySent(tx, invoice);
        await this.ledger?.invoiceSent(tx, invoice);
      }
      return invoice.id;
    });
    return em.findOneOrFail(Invoice, id, { populate: ['client', 'items'] });
  }

  /**
   * The next number of the year, in the create's own transaction: one atomic upsert on the year's counter, so
   * concurrent creates queue on the counter row and each gets its own number, and a rolled-back create gives its
   * number back. A year without a counter row (e.g. invoices imported or seeded) starts after the highest number
   * already used, and GREATEST keeps a counter that fell behind from handing out a used number.
   */
  async nextNumber(tx: EntityManager, year: number): Promise<string> {
    const rows = await tx.execute<{ last_number: number }[]>(
      `insert into invoice_counters (year, last_number)
       values (?, coalesce((select max(substring(invoice_number from '^INV-[0-9]{4}-([0-9]+)$')::int)
                            from invoices where invoice_number like ?), 0) + 1)
       on conflict (year) do update
         set last_number = greatest(invoice_counters.last_number, excluded.last_number - 1) + 1
       returning last_number`,
      [year, `INV-${year}-%`],
    );
    const next = Number(rows[0]?.last_number);
    if (!Number.isInteger(next) || next < 1) throw conflict('Could not number the invoice; please try again');
    return `INV-${year}-${String(next).padStart(4, '0')}`;
  }
}
