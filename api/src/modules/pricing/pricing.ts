/**
 * The one pricing module: every amount the business charges (a quote, a request's agreed price, a visit's price,
 * invoice lines, the dashboard's revenue) is computed here. Pure functions over plain data, no ORM and no IO, so the
 * API, its tests and the booking flow all get the same answer. Money is integer cents; each percentage is applied to
 * an integer amount and rounded once (half up), never to an already-rounded percentage of a percentage.
 */
import { Recurrence, ServiceType } from '../service-request/service-request.enums.js';

export { Recurrence, ServiceType };

export const MAX_ROOMS = 20;
/** A basis point is a hundredth of a percent: 10 000 is 100 %. */
export const BASIS_POINTS = 10_000;

export interface ServicePricing {
  service: ServiceType;
  basePriceCents: number;
  /** Bedrooms and bathrooms the base price covers; each one beyond costs the per-room amount. */
  bedroomsIncluded: number;
  bathroomsIncluded: number;
  perBedroomCents: number;
  perBathroomCents: number;
  /** Estimated length of a visit: base, plus per bedroom / bathroom beyond the included ones. */
  baseMinutes: number;
  perBedroomMinutes: number;
  perBathroomMinutes: number;
  /** Sales tax on this service, basis points (650 = 6.5 %). */
  taxRateBasisPoints: number;
}

export interface PriceExtra {
  key: string;
  label: string;
  priceCents: number;
  durationMinutes: number;
  /** Billed on the first visit of a series only (e.g. a one-off catch-up), not on the later ones. */
  firstVisitOnly: boolean;
  services: ServiceType[];
}

export interface FrequencyDiscount {
  frequency: Recurrence;
  basisPoints: number;
  /** When true the first visit of a series is at full price and only the later ones get the discount. */
  notOnFirstVisit: boolean;
}

export interface PriceList {
  services: ServicePricing[];
  extras: PriceExtra[];
  frequencyDiscounts: FrequencyDiscount[];
  /** The least a visit's cleaning costs before discounts, trip charge and tax. */
  minimumCents: number;
}

export interface QuoteSpec {
  service: ServiceType;
  bedrooms: number;
  bathrooms: number;
  /** Keys of PriceList.extras. */
  extras: string[];
  frequency: Recurrence;
}

export interface QuoteCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points for 'percent', cents for 'fixed'. */
  amount: number;
  appliesTo: 'first' | 'every';
}

export interface QuoteAdjustments {
  tripChargeCents?: number;
  coupon?: QuoteCoupon;
}

export enum QuoteLineKind {
  BASE = 'BASE',
  BEDROOMS = 'BEDROOMS',
  BATHROOMS = 'BATHROOMS',
  EXTRA = 'EXTRA',
  MINIMUM = 'MINIMUM',
  TRIP_CHARGE = 'TRIP_CHARGE',
  FREQUENCY_DISCOUNT = 'FREQUENCY_DISCOUNT',
  COUPON = 'COUPON',
  TAX = 'TAX',
}

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  /** Negative for a discount. */
  amountCents: number;
}

export interface VisitPrice {
  lines: QuoteLine[];
  /** Sum of the charges (every line but discounts and tax). */
  subtotalCents: number;
  /** Sum of the discounts, as a positive number. */
  discountCents: number;
  taxCents: number;
  /** subtotal − discount + tax: always the sum of the lines. */
  totalCents: number;
  durationMinutes: number;
}

export interface PricedQuote extends VisitPrice {
  /** Each later visit of a series (no first-visit-only extras, the frequency discount); null for a one-time visit. */
  recurring: VisitPrice | null;
}

/** The quote a request was made at, stored with it (ServiceRequest.quote): the home it priced and every line. */
export type AgreedQuote = PricedQuote & { spec: QuoteSpec };

/** A spec or price list the module refuses; `field` names the input at fault (the service makes it BAD_USER_INPUT). */
export class PricingInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'PricingInputError';
  }
}

const SERVICE_LABELS: Record<ServiceType, string> = {
  [ServiceType.STANDARD]: 'Standard Cleaning',
  [ServiceType.DEEP]: 'Deep Cleaning',
  [ServiceType.MOVEOUT]: 'Move-Out Cleaning',
  [ServiceType.MOVEIN]: 'Move-In Cleaning',
  [ServiceType.POST_CONSTRUCTION]: 'Post-Construction Cleaning',
  [ServiceType.COMMERCIAL]: 'Commercial Cleaning',
};

const FREQUENCY_LABELS: Record<Recurrence, string> = {
  [Recurrence.ONETIME]: 'One-time',
  [Recurrence.WEEKLY]: 'Weekly',
  [Recurrence.BIWEEKLY]: 'Bi-weekly',
  [Recurrence.MONTHLY]: 'Monthly',
  [Recurrence.CUSTOM]: 'Custom',
};

const HOME_SERVICES = [ServiceType.STANDARD, ServiceType.DEEP, ServiceType.MOVEOUT, ServiceType.MOVEIN];
const ALL_SERVICES = Object.values(ServiceType);

function service(
  type: ServiceType,
  basePriceCents: number,
  minutes: [number, number, number],
  perRoomCents: [number, number],
  taxRateBasisPoints = 0,
): ServicePricing {
  return {
    service: type,
    basePriceCents,
    bedroomsIncluded: 1,
    bathroomsIncluded: 1,
    perBedroomCents: perRoomCents[0],
    perBathroomCents: perRoomCents[1],
    baseMinutes: minutes[0],
    perBedroomMinutes: minutes[1],
    perBathroomMinutes: minutes[2],
    taxRateBasisPoints,
  };
}

/**
 * The demo business's prices. The base prices are the spec's old one-per-service prices (Deep $250, Move-Out $350,
 * others $150), now for a 1-bedroom 1-bathroom home. Florida taxes nonresidential cleaning only: 6.5 % on commercial
 * and post-construction work, nothing on a home's.
 */
export const DEFAULT_PRICE_LIST: PriceList = {
  services: [
    service(ServiceType.STANDARD, 15_000, [120, 30, 30], [2_500, 2_000]),
    service(ServiceType.DEEP, 25_000, [180, 45, 45], [4_000, 3_500]),
    service(ServiceType.MOVEOUT, 35_000, [240, 45, 45], [4_500, 4_000]),
    service(ServiceType.MOVEIN, 15_000, [180, 45, 45], [4_000, 3_500]),
    service(ServiceType.POST_CONSTRUCTION, 15_000, [240, 60, 60], [5_000, 4_500], 650),
    service(ServiceType.COMMERCIAL, 15_000, [120, 30, 30], [2_500, 2_000], 650),
  ],
  extras: [
    {
      key: 'inside-fridge',
      label: 'Inside fridge',
      priceCents: 3_500,
      durationMinutes: 30,
      firstVisitOnly: false,
      services: HOME_SERVICES,
    },
    {
      key: 'inside-oven',
      label: 'Inside oven',
      priceCents: 3_500,
      durationMinutes: 30,
      firstVisitOnly: false,
      services: HOME_SERVICES,
    },
    {
      key: 'interior-windows',
      label: 'Interior windows',
      priceCents: 5_000,
      durationMinutes: 45,
      firstVisitOnly: false,
      services: ALL_SERVICES,
    },
    {
      key: 'laundry',
      label: 'Laundry',
      priceCents: 2_500,
      durationMinutes: 30,
      firstVisitOnly: false,
      services: [ServiceType.STANDARD, ServiceType.DEEP],
    },
    {
      key: 'baseboards',
      label: 'Baseboards',
      priceCents: 3_000,
      durationMinutes: 30,
      firstVisitOnly: true,
      services: ALL_SERVICES,
    },
  ],
  frequencyDiscounts: [
    { frequency: Recurrence.WEEKLY, basisPoints: 1_500, notOnFirstVisit: true },
    { frequency: Recurrence.BIWEEKLY, basisPoints: 1_000, notOnFirstVisit: true },
    { frequency: Recurrence.MONTHLY, basisPoints: 500, notOnFirstVisit: true },
    { frequency: Recurrence.CUSTOM, basisPoints: 1_000, notOnFirstVisit: true },
  ],
  minimumCents: 12_000,
};

export function serviceLabel(type: ServiceType): string {
  return SERVICE_LABELS[type];
}

/** `amount × basisPoints / 10 000`, rounded half up once (amount and rate are whole numbers, so this is exact). */
export function percentOf(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

function isWhole(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function requireWhole(field: string, value: unknown, min: number, max: number, what: string): void {
  if (!isWhole(value, min, max)) throw new PricingInputError(field, `${what} must be a whole number from ${min} to ${max}`);
}

/** Refuses a spec this price list cannot price, naming the field: service, bedrooms, bathrooms, extras or frequency. */
export function validateQuoteSpec(priceList: PriceList, spec: QuoteSpec): ServicePricing {
  const pricing = priceList.services.find((s) => s.service === spec.service);
  if (!pricing) throw new PricingInputError('service', 'Unknown service');
  requireWhole('bedrooms', spec.bedrooms, 0, MAX_ROOMS, 'Bedrooms');
  requireWhole('bathrooms', spec.bathrooms, 0, MAX_ROOMS, 'Bathrooms');
  if (!Object.values(Recurrence).includes(spec.frequency)) throw new PricingInputError('frequency', 'Unknown frequency');
  if (!Array.isArray(spec.extras)) throw new PricingInputError('extras', 'Extras must be a list');
  const seen = new Set<string>();
  for (const key of spec.extras) {
    const extra = priceList.extras.find((e) => e.key === key);
    if (!extra) throw new PricingInputError('extras', `Unknown extra: ${String(key).slice(0, 40)}`);
    if (!extra.services.includes(spec.service)) {
      throw new PricingInputError('extras', `${extra.label} is not offered with ${serviceLabel(spec.service)}`);
    }
    if (seen.has(key)) throw new PricingInputError('extras', `${extra.label} is listed twice`);
    seen.add(key);
  }
  return pricing;
}

function validateAdjustments(adjustments: QuoteAdjustments): void {
  if (adjustments.tripChargeCents !== undefined) {
    requireWhole('tripChargeCents', adjustments.tripChargeCents, 0, 10_000_000, 'A trip charge');
  }
  const coupon = adjustments.coupon;
  if (coupon) {
    if (coupon.kind === 'percent') requireWhole('couponCode', coupon.amount, 0, BASIS_POINTS, 'A percent coupon');
    else if (coupon.kind === 'fixed') requireWhole('couponCode', coupon.amount, 0, 100_000_000, 'A fixed coupon');
    else throw new PricingInputError('couponCode', 'Unknown coupon kind');
  }
}

function priceVisit(
  priceList: PriceList,
  pricing: ServicePricing,
  spec: QuoteSpec,
  adjustments: QuoteAdjustments,
  firstVisit: boolean,
): VisitPrice {
  const charges: QuoteLine[] = [];
  const serviceName = serviceLabel(spec.service);
  charges.push({ kind: QuoteLineKind.BASE, label: serviceName, amountCents: pricing.basePriceCents });
  const extraBedrooms = Math.max(0, spec.bedrooms - pricing.bedroomsIncluded);
  const extraBathrooms = Math.max(0, spec.bathrooms - pricing.bathroomsIncluded);
  if (extraBedrooms > 0) {
    charges.push({
      kind: QuoteLineKind.BEDROOMS,
      label: `${extraBedrooms} more bedroom${extraBedrooms === 1 ? '' : 's'}`,
      amountCents: extraBedrooms * pricing.perBedroomCents,
    });
  }
  if (extraBathrooms > 0) {
    charges.push({
      kind: QuoteLineKind.BATHROOMS,
      label: `${extraBathrooms} more bathroom${extraBathrooms === 1 ? '' : 's'}`,
      amountCents: extraBathrooms * pricing.perBathroomCents,
    });
  }
  let durationMinutes =
    pricing.baseMinutes + extraBedrooms * pricing.perBedroomMinutes + extraBathrooms * pricing.perBathroomMinutes;
  // In the price list's order, so a quote reads the same whichever order the extras were ticked in.
  for (const extra of priceList.extras) {
    if (!spec.extras.includes(extra.key) || (extra.firstVisitOnly && !firstVisit)) continue;
    charges.push({ kind: QuoteLineKind.EXTRA, label: extra.label, amountCents: extra.priceCents });
    durationMinutes += extra.durationMinutes;
  }
  const cleaningCents = charges.reduce((sum, line) => sum + line.amountCents, 0);
  if (cleaningCents < priceList.minimumCents) {
    charges.push({
      kind: QuoteLineKind.MINIMUM,
      label: 'Minimum per visit',
      amountCents: priceList.minimumCents - cleaningCents,
    });
  }
  // The cleaning's price, which the discounts apply to; the trip charge is not discounted.
  const discountable = Math.max(cleaningCents, priceList.minimumCents);
  const tripCharge = adjustments.tripChargeCents ?? 0;
  if (tripCharge > 0) charges.push({ kind: QuoteLineKind.TRIP_CHARGE, label: 'Trip charge', amountCents: tripCharge });

  const discounts: QuoteLine[] = [];
  let remaining = discountable;
  const frequencyDiscount = priceList.frequencyDiscounts.find((d) => d.frequency === spec.frequency);
  if (
    spec.frequency !== Recurrence.ONETIME &&
    frequencyDiscount &&
    frequencyDiscount.basisPoints > 0 &&
    (!firstVisit || !frequencyDiscount.notOnFirstVisit)
  ) {
    const amount = Math.min(remaining, percentOf(remaining, frequencyDiscount.basisPoints));
    if (amount > 0) {
      discounts.push({
        kind: QuoteLineKind.FREQUENCY_DISCOUNT,
        label: `${FREQUENCY_LABELS[spec.frequency]} discount (${formatPercent(frequencyDiscount.basisPoints)})`,
        amountCents: -amount,
      });
      remaining -= amount;
    }
  }
  const coupon = adjustments.coupon;
  if (coupon && (firstVisit || coupon.appliesTo === 'every')) {
    // A coupon discounts what is left after the frequency discount, and never more than that.
    const amount = Math.min(remaining, coupon.kind === 'percent' ? percentOf(remaining, coupon.amount) : coupon.amount);
    if (amount > 0) {
      discounts.push({ kind: QuoteLineKind.COUPON, label: `Coupon ${coupon.code}`, amountCents: -amount });
      remaining -= amount;
    }
  }

  const subtotalCents = charges.reduce((sum, line) => sum + line.amountCents, 0);
  const discountCents = discountable - remaining;
  const taxCents = percentOf(subtotalCents - discountCents, pricing.taxRateBasisPoints);
  const lines = [...charges, ...discounts];
  if (taxCents > 0) {
    lines.push({
      kind: QuoteLineKind.TAX,
      label: `Sales tax (${formatPercent(pricing.taxRateBasisPoints)})`,
      amountCents: taxCents,
    });
  }
  return { lines, subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents, durationMinutes };
}

/** "6.5%", "10%": a rate in basis points as people write it. */
export function formatPercent(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/**
 * Prices a home: the first visit, and for a series each later visit (`recurring`). Throws PricingInputError naming
 * the field for a spec the price list cannot price.
 */
export function computeQuote(priceList: PriceList, input: QuoteSpec, adjustments: QuoteAdjustments = {}): PricedQuote {
  const pricing = validateQuoteSpec(priceList, input);
  validateAdjustments(adjustments);
  const first = priceVisit(priceList, pricing, input, adjustments, true);
  const recurring = input.frequency === Recurrence.ONETIME ? null : priceVisit(priceList, pricing, input, adjustments, false);
  return { ...first, recurring };
}

/**
 * A visit's agreed price before tax, from a stored quote: the visit's own override if the owner set one, else the
 * first-visit or later-visit price the quote was accepted at. Tax is added on the invoice per service.
 */
export function agreedVisitPrice(
  quote: Pick<PricedQuote, 'subtotalCents' | 'discountCents'> & {
    recurring: Pick<VisitPrice, 'subtotalCents' | 'discountCents'> | null;
  },
  visit: { firstVisit: boolean; overrideCents?: number | null },
): number {
  if (visit.overrideCents != null) return visit.overrideCents;
  const priced = visit.firstVisit || !quote.recurring ? quote : quote.recurring;
  return priced.subtotalCents - priced.discountCents;
}

/**
 * The extras agreed for one visit of a request, as labels: the first visit's quote lines (first-visit-only extras
 * included), the series' for every later visit. Empty for a request from before quotes were stored.
 */
export function visitExtraLabels(
  request: Pick<RequestToPrice, 'quote' | 'date' | 'continuesAnother'>,
  visit: Pick<VisitToPrice, 'date'>,
): string[] {
  const quote = request.quote;
  if (!quote) return [];
  const firstVisit = !request.continuesAnother && visit.date === request.date;
  const priced = firstVisit || !quote.recurring ? quote : quote.recurring;
  return priced.lines.filter((line) => line.kind === QuoteLineKind.EXTRA).map((line) => line.label);
}

/** A request's visit, as much as its agreed price needs. */
export interface VisitToPrice {
  date: string;
  serviceOverride: ServiceType | null;
  priceCentsOverride: number | null;
}

/** A request, as much as its visits' agreed prices need. */
export interface RequestToPrice {
  service: ServiceType;
  date: string;
  recurring: Recurrence;
  /** The owner's price per visit for this series (approve, or "change one series' price"). */
  priceCents: number | null;
  quote: AgreedQuote | null;
  /** A series split off another ("This and following"): none of its visits is the first. */
  continuesAnother: boolean;
}

/**
 * A visit's agreed price before tax, in cents: the visit's own price if changed for it alone, else the series' price
 * the owner set, else the request's stored quote (first visit or later visit). A visit whose service was changed for
 * it alone, and a request from before quotes were stored, are priced for the same home on today's price list.
 */
export function visitPriceCents(priceList: PriceList, request: RequestToPrice, visit: VisitToPrice): number {
  if (visit.priceCentsOverride != null) return visit.priceCentsOverride;
  if (request.priceCents != null) return request.priceCents;
  const firstVisit = !request.continuesAnother && visit.date === request.date;
  const service = visit.serviceOverride ?? request.service;
  if (request.quote && service === request.quote.spec.service) return agreedVisitPrice(request.quote, { firstVisit });
  return agreedVisitPrice(computeQuote(priceList, fallbackSpec(priceList, request, service)), { firstVisit });
}

/**
 * The price a series' first visit keeps when it is moved off the request's date: the quote's first-visit price
 * (first-visit-only extras, no frequency discount), which otherwise goes by that date. Null when nothing needs keeping:
 * not the first visit, a one-time quote, a price already set by the owner, or another service than the quoted one.
 */
export function firstVisitPriceToKeep(request: RequestToPrice, visit: VisitToPrice, newDate: string): number | null {
  const { quote } = request;
  if (!quote?.recurring || visit.priceCentsOverride != null || request.priceCents != null) return null;
  if (request.continuesAnother || visit.date !== request.date || newDate === request.date) return null;
  if ((visit.serviceOverride ?? request.service) !== quote.spec.service) return null;
  return agreedVisitPrice(quote, { firstVisit: true });
}

/**
 * The home a request without a stored quote (or a visit of another service) is priced as: the quote's home with the
 * extras that service offers; for a request from before quotes, the base price of its service, as it was then.
 */
export function fallbackSpec(priceList: PriceList, request: RequestToPrice, service: ServiceType): QuoteSpec {
  const pricing = priceList.services.find((s) => s.service === service);
  const spec = request.quote?.spec;
  if (!spec) {
    return {
      service,
      bedrooms: pricing?.bedroomsIncluded ?? 0,
      bathrooms: pricing?.bathroomsIncluded ?? 0,
      extras: [],
      frequency: Recurrence.ONETIME,
    };
  }
  const offered = new Set(priceList.extras.filter((e) => e.services.includes(service)).map((e) => e.key));
  return { ...spec, service, extras: spec.extras.filter((key) => offered.has(key)) };
}

/**
 * A visit's estimated minutes from its request's stored quote (the first visit's or a later one's); null when the
 * request has none, or the visit's service was changed away from the quoted one.
 */
export function agreedDurationMinutes(
  request: Pick<RequestToPrice, 'service' | 'date' | 'quote' | 'continuesAnother'>,
  visit: Pick<VisitToPrice, 'date' | 'serviceOverride'>,
): number | null {
  const service = visit.serviceOverride ?? request.service;
  if (!request.quote || service !== request.quote.spec.service) return null;
  const firstVisit = !request.continuesAnother && visit.date === request.date;
  return (firstVisit || !request.quote.recurring ? request.quote : request.quote.recurring).durationMinutes;
}

/** A visit's estimated minutes: the stored quote's, else its service's base minutes on today's price list. */
export function visitDurationMinutes(
  priceList: PriceList,
  request: RequestToPrice,
  visit: Pick<VisitToPrice, 'date' | 'serviceOverride'>,
) {
  const agreed = agreedDurationMinutes(request, visit);
  if (agreed !== null) return agreed;
  const service = visit.serviceOverride ?? request.service;
  const firstVisit = !request.continuesAnother && visit.date === request.date;
  const quote = computeQuote(priceList, fallbackSpec(priceList, request, service));
  return (firstVisit || !quote.recurring ? quote : quote.recurring).durationMinutes;
}

/** The tax on an amount of a service: the service's rate, rounded once. */
export function taxFor(priceList: PriceList, serviceType: ServiceType, amountCents: number): number {
  const rate = priceList.services.find((s) => s.service === serviceType)?.taxRateBasisPoints ?? 0;
  return percentOf(amountCents, rate);
}

/** Refuses a price list an owner could not mean, naming the field (e.g. `services.deep.basePriceCents`). */
export function validatePriceList(list: PriceList): void {
  const MONEY = 100_000_000;
  const seenServices = new Set<ServiceType>();
  for (const s of list.services) {
    if (!ALL_SERVICES.includes(s.service)) throw new PricingInputError('services', 'Unknown service');
    if (seenServices.has(s.service)) throw new PricingInputError(`services.${s.service}`, 'A service is listed twice');
    seenServices.add(s.service);
    const at = (name: string) => `services.${s.service}.${name}`;
    requireWhole(at('basePriceCents'), s.basePriceCents, 0, MONEY, 'A base price');
    requireWhole(at('bedroomsIncluded'), s.bedroomsIncluded, 0, MAX_ROOMS, 'Bedrooms included');
    requireWhole(at('bathroomsIncluded'), s.bathroomsIncluded, 0, MAX_ROOMS, 'Bathrooms included');
    requireWhole(at('perBedroomCents'), s.perBedroomCents, 0, MONEY, 'A price per bedroom');
    requireWhole(at('perBathroomCents'), s.perBathroomCents, 0, MONEY, 'A price per bathroom');
    requireWhole(at('baseMinutes'), s.baseMinutes, 1, 24 * 60, 'A visit’s minutes');
    requireWhole(at('perBedroomMinutes'), s.perBedroomMinutes, 0, 600, 'Minutes per bedroom');
    requireWhole(at('perBathroomMinutes'), s.perBathroomMinutes, 0, 600, 'Minutes per bathroom');
    requireWhole(at('taxRateBasisPoints'), s.taxRateBasisPoints, 0, 5_000, 'A tax rate (basis points)');
  }
  for (const type of ALL_SERVICES) {
    if (!seenServices.has(type)) throw new PricingInputError('services', `${serviceLabel(type)} needs a price`);
  }
  const seenExtras = new Set<string>();
  list.extras.forEach((e, i) => {
    const at = (name: string) => `extras.${i}.${name}`;
    if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(e.key)) {
      throw new PricingInputError(at('key'), 'An extra’s key is 1 to 40 lower-case letters, digits or dashes');
    }
    if (seenExtras.has(e.key)) throw new PricingInputError(at('key'), 'Two extras have the same key');
    seenExtras.add(e.key);
    if (!e.label.trim() || e.label.length > 60) throw new PricingInputError(at('label'), 'An extra’s name is 1 to 60 characters');
    requireWhole(at('priceCents'), e.priceCents, 0, MONEY, 'An extra’s price');
    requireWhole(at('durationMinutes'), e.durationMinutes, 0, 600, 'An extra’s minutes');
    if (e.services.some((s) => !ALL_SERVICES.includes(s))) throw new PricingInputError(at('services'), 'Unknown service');
  });
  const seenFrequencies = new Set<Recurrence>();
  list.frequencyDiscounts.forEach((d, i) => {
    if (d.frequency === Recurrence.ONETIME || !Object.values(Recurrence).includes(d.frequency)) {
      throw new PricingInputError(`frequencyDiscounts.${i}.frequency`, 'A discount is for weekly, biweekly, monthly or custom');
    }
    if (seenFrequencies.has(d.frequency)) {
      throw new PricingInputError(`frequencyDiscounts.${i}.frequency`, 'A frequency is listed twice');
    }
    seenFrequencies.add(d.frequency);
    requireWhole(`frequencyDiscounts.${i}.basisPoints`, d.basisPoints, 0, BASIS_POINTS, 'A discount (basis points)');
  });
  requireWhole('minimumCents', list.minimumCents, 0, MONEY, 'A minimum per visit');
}
