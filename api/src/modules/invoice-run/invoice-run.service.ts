import type { EntityManager } from '@mikro-orm/postgresql';
import { format } from 'date-fns';
import {
  addMonths,
  businessToday,
  daysBetween,
  isCalendarDate,
  monthRange,
  parseCalendarDate,
} from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import { BillingPreference } from '../client/billing-preference.js';
import type { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { MAX_ITEMS } from '../invoice/invoice.inputs.js';
import type { Invoice } from '../invoice/invoice.entity.js';
import type { InvoiceService } from '../invoice/invoice.service.js';
import { ServiceRequestStatus } from '../service-request/service-request.enums.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import type { SettingsService } from '../settings/settings.service.js';
import { serviceOfVisit, Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { visitInvoiceLines } from '../pricing/quote.service.js';
import type { ServiceType } from '../service-request/service-request.enums.js';

/** Requests whose visits can be billed (as invoicing from a request). */
const BILLABLE_REQUESTS = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];
/** A run covers at most a year: a wider one is a typo, and its preview would be slow. */
const MAX_RUN_DAYS = 366;

export interface RunLine {
  visitId: string;
  date: string;
  service: ServiceType;
  description: string;
  priceCents: number;
}

export interface RunClient {
  client: Client;
  visits: RunLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export interface RunPreview {
  from: string;
  through: string;
  clients: RunClient[];
  visitCount: number;
  totalCents: number;
}

export interface RunResult {
  invoices: Invoice[];
  totalCents: number;
}

const describeVisit = (service: ServiceType, visit: Visit): string =>
  `${SERVICE_NAMES[service]}, ${format(parseCalendarDate(visit.date), 'EEE, MMM d, yyyy')}`;

/**
 * Invoice runs: every completed visit not yet billed in a period, one invoice per client, sent. A visit is billed
 * once whatever happens (two tabs, a double click, two instances): each client's visits are taken under row locks
 * and only while no invoice holds them (`visits.billed_on_id`), so the second run finds them billed and skips them.
 */
export class InvoiceRunService {
  constructor(
    private readonly settings: SettingsService,
    private readonly invoices: InvoiceService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The period asked for, or last month (America/New_York). */
  period(from?: string | null, through?: string | null): { from: string; through: string } {
    const lastMonth = monthRange(addMonths(businessToday(this.now()), -1));
    const start = from ?? lastMonth.first;
    const end = through ?? (from ? monthRange(from).last : lastMonth.last);
    if (!isCalendarDate(start)) throw badInput('from', 'from must be a real date written YYYY-MM-DD');
    if (!isCalendarDate(end)) throw badInput('through', 'through must be a real date written YYYY-MM-DD');
    const days = daysBetween(start, end);
    if (days < 0) throw badInput('through', "'Through' cannot be before 'from'");
    if (days > MAX_RUN_DAYS) throw badInput('through', 'An invoice run covers at most a year');
    return { from: start, through: end };
  }

  /** Per client, every completed visit of the period not yet billed, at its agreed price, with tax from Settings. */
  async preview(em: EntityManager, viewer: Viewer, from?: string | null, through?: string | null): Promise<RunPreview> {
    const period = this.period(from, through);
    const visits = await this.unbilled(em, viewer, period, null);
    const byClient = new Map<string, Visit[]>();
    for (const visit of visits) byClient.set(visit.client.id, [...(byClient.get(visit.client.id) ?? []), visit]);
    const clients: RunClient[] = [];
    for (const group of byClient.values()) clients.push(await this.priced(em, group));
    clients.sort((a, b) => a.client.displayName.localeCompare(b.client.displayName) || a.client.id.localeCompare(b.client.id));
    return {
      ...period,
      clients,
      visitCount: visits.length,
      totalCents: clients.reduce((sum, client) => sum + client.totalCents, 0),
    };
  }

  /**
   * Makes and sends one invoice per client (or per client named) for the period's unbilled completed visits. Each
   * client's invoice is its own transaction; a client whose visits another run took meanwhile is skipped.
   */
  async create(
    em: EntityManager,
    viewer: Viewer,
    input: { from?: string | null; through?: string | null; clientIds?: string[] | null },
  ): Promise<RunResult> {
    const period = this.period(input.from, input.through);
    const candidates = await this.unbilled(em, viewer, period, input.clientIds ?? null);
    const clientIds = [...new Set(candidates.map((visit) => visit.client.id))].sort();
    const issueDate = businessToday(this.now());
    const invoices: Invoice[] = [];
    for (const clientId of clientIds) {
      const invoice = await em.transactional(async (tx) => {
        const client = clientPolicy.authorize(viewer, 'bill', candidates.find((visit) => visit.client.id === clientId)!.client);
        // Locked, and only those still unbilled once the lock is ours: a run racing this one has taken them.
        const mine = await this.unbilled(tx, viewer, period, [client.id]);
        const free = await tx.execute<{ id: string }[]>(
          `select id from visits
            where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
              and billed_on_id is null and status = 'completed'
            order by id for update`,
          [JSON.stringify(mine.map((visit) => visit.id))],
        );
        const freeIds = new Set(free.map((row) => row.id));
        const visits = mine.filter((visit) => freeIds.has(visit.id));
        if (visits.length === 0) return null;
        const priced = await this.priced(tx, visits.slice(0, MAX_ITEMS));
        return this.invoices.createForVisits(tx, viewer, {
          client: priced.client,
          issueDate,
          items: priced.visits.map((line) => ({ description: line.description, quantity: 1, unitPriceCents: line.priceCents })),
          taxAmountCents: priced.taxCents,
          visitIds: priced.visits.map((line) => line.visitId),
        });
      });
      if (invoice) invoices.push(invoice);
    }
    return { invoices, totalCents: invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0) };
  }

  /**
   * A client billed per visit: the visit just completed gets its own invoice, at its agreed price, sent (and charged,
   * for a client on charge-after-visit, by the ledger's hook), in the completing transaction. Billed at most once:
   * the visit's row is locked and taken only while no invoice holds it, the same guard as invoice runs.
   */
  async billCompletedVisit(tx: EntityManager, visit: Visit): Promise<Invoice | null> {
    await tx.populate(visit, ['client', 'request']);
    if (visit.client.billingPreference !== BillingPreference.PER_VISIT) return null;
    if (!BILLABLE_REQUESTS.includes(visit.request.status)) return null;
    const free = await tx.execute<{ id: string }[]>(
      `select id from visits where id = ? and billed_on_id is null and status = 'completed' for update`,
      [visit.id],
    );
    if (free.length === 0) return null;
    const priced = await this.priced(tx, [visit]);
    if (priced.totalCents <= 0) return null;
    return this.invoices.createForVisits(tx, null, {
      client: priced.client,
      issueDate: businessToday(this.now()),
      items: priced.visits.map((line) => ({ description: line.description, quantity: 1, unitPriceCents: line.priceCents })),
      taxAmountCents: priced.taxCents,
      visitIds: [visit.id],
    });
  }

  /** The period's completed visits no invoice holds, of clients the viewer may bill (read without locks). */
  private async unbilled(
    em: EntityManager,
    viewer: Viewer,
    period: { from: string; through: string },
    clientIds: string[] | null,
  ): Promise<Visit[]> {
    return em.find(
      Visit,
      {
        status: VisitStatus.COMPLETED,
        billedOn: null,
        date: { $gte: period.from, $lte: period.through },
        request: { status: { $in: BILLABLE_REQUESTS } },
        client: clientPolicy.where(viewer, clientIds ? { id: { $in: clientIds } } : {}),
      },
      { populate: ['request', 'client'], orderBy: { client: { id: 'asc' }, date: 'asc', id: 'asc' }, refresh: true },
    );
  }

  private async priced(em: EntityManager, visits: Visit[]): Promise<RunClient> {
    // Pricing's one function: each visit at its agreed price, tax per service rounded once, as invoices from requests.
    const { items, taxCents } = await visitInvoiceLines(em, this.settings, visits, describeVisit);
    const lines: RunLine[] = visits.map((visit, index) => ({
      visitId: visit.id,
      date: visit.date,
      service: serviceOfVisit(visit, visit.request),
      description: items[index].description,
      priceCents: items[index].unitPriceCents,
    }));
    const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
    return { client: visits[0].client, visits: lines, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
  }
}
