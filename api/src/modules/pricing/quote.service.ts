import type { EntityManager } from '@mikro-orm/postgresql';
import { consumeOrRefuse, limitKey, type RateLimitStore } from '../../auth/rate-limit.js';
import { businessToday } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import { bookingAdjustments } from '../booking/adjustments.js';
import type { Viewer } from '../../shared/policy.js';
import { type ServiceRequest } from '../service-request/service-request.entity.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import type { SettingsService } from '../settings/settings.service.js';
import { settingsPolicy } from '../settings/settings.policy.js';
import { serviceOfVisit, type Visit } from '../visit/visit.entity.js';
import {
  type AgreedQuote,
  computeQuote,
  type PriceList,
  PricingInputError,
  type QuoteAdjustments,
  type QuoteSpec,
  type RequestToPrice,
  taxFor,
  validatePriceList,
  visitDurationMinutes,
  visitPriceCents,
} from './pricing.js';
import type { ServiceType } from '../service-request/service-request.enums.js';

/** What a quote is asked with: the home, and for online booking a ZIP and a coupon code. */
export type QuoteRequest = Omit<QuoteSpec, 'extras'> & {
  extras?: readonly string[] | null;
  zip?: string | null;
  couponCode?: string | null;
};

export interface QuoteLimits {
  /** Public quotes per IP address in the window (GraphQL and POST /api/quotes together). */
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_QUOTE_LIMITS: QuoteLimits = { perIp: 120, windowSeconds: 60 };

/** The pricing module's error as the API's: BAD_USER_INPUT naming the field. */
export function priced<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof PricingInputError) throw badInput(error.field, error.message);
    throw error;
  }
}

/** A request as the pricing module sees it. */
export const requestToPrice = (
  request: Pick<ServiceRequest, 'service' | 'date' | 'recurring' | 'priceCents' | 'quote'> & {
    previousRequest: unknown;
  },
): RequestToPrice => ({
  service: request.service,
  date: request.date,
  recurring: request.recurring,
  priceCents: request.priceCents,
  quote: request.quote,
  continuesAnother: request.previousRequest != null,
});

export interface VisitInvoiceLines {
  items: { description: string; quantity: number; unitPriceCents: number }[];
  /** Each service's tax rate on the sum of its lines, rounded once per service. */
  taxCents: number;
}

export class QuoteService {
  private readonly limiter;

  constructor(
    private readonly settings: SettingsService,
    rateLimits: RateLimitStore,
    limits: QuoteLimits = DEFAULT_QUOTE_LIMITS,
    /** The clock coupons' valid dates are read against. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.limiter = rateLimits.limiter({ name: 'quote-ip', points: limits.perIp, durationSeconds: limits.windowSeconds });
  }

  async priceList(em: EntityManager): Promise<PriceList> {
    return (await this.settings.get(em)).priceList;
  }

  /** The owner replaces the whole price list; requests already made keep the quote they were made at. */
  async updatePriceList(em: EntityManager, viewer: Viewer, input: PriceList): Promise<PriceList> {
    const settings = settingsPolicy.authorize(viewer, 'update', await this.settings.get(em));
    const list: PriceList = {
      services: input.services.map((s) => ({ ...s })),
      extras: input.extras.map((e) => ({ ...e, key: e.key.trim(), label: e.label.trim(), services: [...new Set(e.services)] })),
      frequencyDiscounts: input.frequencyDiscounts.map((d) => ({ ...d })),
      minimumCents: input.minimumCents,
    };
    priced(() => validatePriceList(list));
    settings.priceList = list;
    await em.flush();
    return list;
  }

  /**
   * The trip charge and coupon a quote gets from its ZIP and coupon code (modules/booking/adjustments.ts): a ZIP outside
   * the area is refused on `zip`, a coupon that cannot be used now on `couponCode`. A new-clients-only coupon is taken
   * as asked by a new client here; bookOnline checks the booker.
   */
  adjustmentsFor(em: EntityManager, input: QuoteRequest): Promise<QuoteAdjustments> {
    return bookingAdjustments(em, input, { today: businessToday(this.now()) });
  }

  /** A public quote: limited per IP address (shared by every instance, in PostgreSQL). */
  async quote(em: EntityManager, ip: string, input: QuoteRequest): Promise<AgreedQuote> {
    await consumeOrRefuse(this.limiter, limitKey('quote', ip));
    return this.price(em, input);
  }

  /** Prices a home on today's price list, with its adjustments. */
  async price(em: EntityManager, input: QuoteRequest): Promise<AgreedQuote> {
    const list = await this.priceList(em);
    const spec: QuoteSpec = {
      service: input.service,
      bedrooms: input.bedrooms,
      bathrooms: input.bathrooms,
      extras: [...(input.extras ?? [])],
      frequency: input.frequency,
    };
    // Validate the home first, so a bad room count is named before a ZIP or coupon is looked up.
    priced(() => computeQuote(list, spec));
    const adjustments = await this.adjustmentsFor(em, input);
    return { ...priced(() => computeQuote(list, spec, adjustments)), spec };
  }

  /** A visit's agreed price before tax (see pricing.visitPriceCents). */
  async visitPrice(
    em: EntityManager,
    request: ServiceRequest,
    visit: Pick<Visit, 'date' | 'serviceOverride' | 'priceCentsOverride'>,
  ) {
    return visitPriceCents(await this.priceList(em), requestToPrice(request), visit);
  }

  /** A request's price per visit for the approve confirmation: its first visit's. */
  async requestPrice(em: EntityManager, request: ServiceRequest): Promise<{ priceCents: number; durationMinutes: number }> {
    const list = await this.priceList(em);
    const first = { date: request.date, serviceOverride: null, priceCentsOverride: null };
    return {
      priceCents: visitPriceCents(list, requestToPrice(request), first),
      durationMinutes: visitDurationMinutes(list, requestToPrice(request), first),
    };
  }
}

/**
 * Invoice lines for visits, at each one's agreed price, and the tax on them per service type (Florida taxes
 * nonresidential cleaning only). Every invoice made from visits comes through here: from a request, or a run.
 * The visits' requests must be loaded or loadable through `em`.
 */
export async function visitInvoiceLines(
  em: EntityManager,
  settings: SettingsService,
  visits: readonly Visit[],
  describe: (service: ServiceType, visit: Visit) => string = (service, visit) => `${SERVICE_NAMES[service]}, ${visit.date}`,
): Promise<VisitInvoiceLines> {
  const list = (await settings.get(em)).priceList;
  await em.populate(visits as Visit[], ['request']);
  const byService = new Map<ServiceType, number>();
  const items = visits.map((visit) => {
    const request = visit.request as ServiceRequest;
    const service = serviceOfVisit(visit, request);
    const unitPriceCents = visitPriceCents(list, requestToPrice(request), visit);
    byService.set(service, (byService.get(service) ?? 0) + unitPriceCents);
    return { description: describe(service, visit), quantity: 1, unitPriceCents };
  });
  const taxCents = [...byService].reduce((sum, [service, amount]) => sum + taxFor(list, service, amount), 0);
  return { items, taxCents };
}
