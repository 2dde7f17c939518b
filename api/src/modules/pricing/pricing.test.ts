import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreedVisitPrice,
  computeQuote,
  DEFAULT_PRICE_LIST,
  firstVisitPriceToKeep,
  percentOf,
  type PriceList,
  PricingInputError,
  QuoteLineKind,
  type QuoteAdjustments,
  type QuoteSpec,
  Recurrence,
  ServiceType,
  validatePriceList,
  type VisitPrice,
  visitPriceCents,
} from './pricing.js';

const spec = (over: Partial<QuoteSpec>): QuoteSpec => ({
  service: ServiceType.STANDARD,
  bedrooms: 1,
  bathrooms: 1,
  extras: [],
  frequency: Recurrence.ONETIME,
  ...over,
});

const amounts = (visit: VisitPrice) => visit.lines.map((l) => [l.kind, l.amountCents]);

describe('computeQuote: worked examples (demo price list, computed by hand)', () => {
  it('a 1-bedroom 1-bathroom standard clean is the base price: $150, 120 minutes, no series', () => {
    const quote = computeQuote(DEFAULT_PRICE_LIST, spec({}));
    expect(amounts(quote)).toEqual([[QuoteLineKind.BASE, 15_000]]);
    expect(quote).toMatchObject({
      subtotalCents: 15_000,
      discountCents: 0,
      taxCents: 0,
      totalCents: 15_000,
      durationMinutes: 120,
    });
    expect(quote.recurring).toBeNull();
  });

  it('biweekly deep clean, 3 bd 2 ba, inside oven: first visit full price, later visits 10% off', () => {
    // Base 250.00 + 2 more bedrooms × 40.00 + 1 more bathroom × 35.00 + inside oven 35.00 = 400.00.
    // Minutes: 180 + 2 × 45 + 1 × 45 + 30 = 345. Biweekly 10% is "not on the first visit": later ones 400 − 40 = 360.
    const quote = computeQuote(
      DEFAULT_PRICE_LIST,
      spec({ service: ServiceType.DEEP, bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], frequency: Recurrence.BIWEEKLY }),
    );
    expect(amounts(quote)).toEqual([
      [QuoteLineKind.BASE, 25_000],
      [QuoteLineKind.BEDROOMS, 8_000],
      [QuoteLineKind.BATHROOMS, 3_500],
      [QuoteLineKind.EXTRA, 3_500],
    ]);
    expect(quote).toMatchObject({ subtotalCents: 40_000, discountCents: 0, totalCents: 40_000, durationMinutes: 345 });
    expect(quote.lines.map((l) => l.label)).toEqual(['Deep Cleaning', '2 more bedrooms', '1 more bathroom', 'Inside oven']);
    expect(quote.recurring && amounts(quote.recurring)).toEqual([
      [QuoteLineKind.BASE, 25_000],
      [QuoteLineKind.BEDROOMS, 8_000],
      [QuoteLineKind.BATHROOMS, 3_500],
      [QuoteLineKind.EXTRA, 3_500],
      [QuoteLineKind.FREQUENCY_DISCOUNT, -4_000],
    ]);
    expect(quote.recurring).toMatchObject({
      subtotalCents: 40_000,
      discountCents: 4_000,
      totalCents: 36_000,
      durationMinutes: 345,
    });
    expect(quote.recurring?.lines.at(-1)?.label).toBe('Bi-weekly discount (10%)');
  });

  it('a first-visit coupon of 15% comes off the first visit only', () => {
    // First: 400.00 − 15% (60.00) = 340.00. Later: 400.00 − 10% biweekly = 360.00, no coupon.
    const quote = computeQuote(
      DEFAULT_PRICE_LIST,
      spec({ service: ServiceType.DEEP, bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], frequency: Recurrence.BIWEEKLY }),
      { coupon: { code: 'WELCOME15', kind: 'percent', amount: 1_500, appliesTo: 'first' } },
    );
    expect(quote.lines.at(-1)).toEqual({ kind: QuoteLineKind.COUPON, label: 'Coupon WELCOME15', amountCents: -6_000 });
    expect(quote.totalCents).toBe(34_000);
    expect(quote.recurring?.totalCents).toBe(36_000);
  });

  it('an every-visit coupon applies after the frequency discount, to what is left', () => {
    // Later visit: 400.00 − 10% = 360.00, then 15% of 360.00 = 54.00 → 306.00 (not 15% of 400.00).
    const quote = computeQuote(
      DEFAULT_PRICE_LIST,
      spec({ service: ServiceType.DEEP, bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], frequency: Recurrence.BIWEEKLY }),
      { coupon: { code: 'ALWAYS', kind: 'percent', amount: 1_500, appliesTo: 'every' } },
    );
    expect(quote.recurring?.discountCents).toBe(9_400);
    expect(quote.recurring?.totalCents).toBe(30_600);
  });

  it('commercial work is taxed at 6.5%, a home’s is not', () => {
    // 150.00 + interior windows 50.00 = 200.00; tax 6.5% = 13.00; total 213.00.
    const commercial = computeQuote(DEFAULT_PRICE_LIST, spec({ service: ServiceType.COMMERCIAL, extras: ['interior-windows'] }));
    expect(commercial.lines.at(-1)).toEqual({ kind: QuoteLineKind.TAX, label: 'Sales tax (6.5%)', amountCents: 1_300 });
    expect(commercial).toMatchObject({ subtotalCents: 20_000, taxCents: 1_300, totalCents: 21_300 });
    const home = computeQuote(DEFAULT_PRICE_LIST, spec({ extras: ['interior-windows'] }));
    expect(home).toMatchObject({ taxCents: 0, totalCents: 20_000 });
  });

  it('rounds once: tax on the discounted amount, half up', () => {
    // 200.00 − 3.33% (6.66) = 193.34; 6.5% of 193.34 = 12.5671 → 12.57; total 193.34 + 12.57 = 205.91.
    const quote = computeQuote(DEFAULT_PRICE_LIST, spec({ service: ServiceType.COMMERCIAL, extras: ['interior-windows'] }), {
      coupon: { code: 'ODD', kind: 'percent', amount: 333, appliesTo: 'first' },
    });
    expect(quote).toMatchObject({ subtotalCents: 20_000, discountCents: 666, taxCents: 1_257, totalCents: 20_591 });
    expect(percentOf(5, 5_000)).toBe(3); // 2.5 cents rounds up
    expect(percentOf(4, 5_000)).toBe(2);
  });

  it('a home below the minimum is raised to it', () => {
    // Minimum 200.00, a studio (0 bd 0 ba) standard clean is 150.00: a MINIMUM line of 50.00.
    const list: PriceList = { ...DEFAULT_PRICE_LIST, minimumCents: 20_000 };
    const quote = computeQuote(list, spec({ bedrooms: 0, bathrooms: 0 }));
    expect(amounts(quote)).toEqual([
      [QuoteLineKind.BASE, 15_000],
      [QuoteLineKind.MINIMUM, 5_000],
    ]);
    expect(quote.totalCents).toBe(20_000);
  });

  it('a fixed coupon larger than the cleaning takes it to zero, not below; the trip charge stays', () => {
    // 150.00 cleaning + 25.00 trip charge; a 200.00 coupon takes off 150.00 only: total 25.00.
    const quote = computeQuote(DEFAULT_PRICE_LIST, spec({}), {
      tripChargeCents: 2_500,
      coupon: { code: 'BIG', kind: 'fixed', amount: 20_000, appliesTo: 'first' },
    });
    expect(amounts(quote)).toEqual([
      [QuoteLineKind.BASE, 15_000],
      [QuoteLineKind.TRIP_CHARGE, 2_500],
      [QuoteLineKind.COUPON, -15_000],
    ]);
    expect(quote).toMatchObject({ subtotalCents: 17_500, discountCents: 15_000, totalCents: 2_500 });
  });

  it('a first-visit-only extra is on the first visit and not on the later ones', () => {
    // Weekly standard 2 bd 2 ba + baseboards (first visit only): first 150 + 25 + 20 + 30 = 225.00, 210 minutes;
    // later 195.00 − 15% (29.25) = 165.75, 180 minutes.
    const quote = computeQuote(
      DEFAULT_PRICE_LIST,
      spec({ bedrooms: 2, bathrooms: 2, extras: ['baseboards'], frequency: Recurrence.WEEKLY }),
    );
    expect(quote).toMatchObject({ totalCents: 22_500, durationMinutes: 210 });
    expect(quote.recurring).toMatchObject({
      subtotalCents: 19_500,
      discountCents: 2_925,
      totalCents: 16_575,
      durationMinutes: 180,
    });
    expect(quote.recurring?.lines.some((l) => l.label === 'Baseboards')).toBe(false);
  });

  it('a frequency discount without "not on the first visit" applies to the first visit too', () => {
    const list: PriceList = {
      ...DEFAULT_PRICE_LIST,
      frequencyDiscounts: [{ frequency: Recurrence.MONTHLY, basisPoints: 500, notOnFirstVisit: false }],
    };
    // 150.00 − 5% = 142.50 on every visit.
    const quote = computeQuote(list, spec({ frequency: Recurrence.MONTHLY }));
    expect(quote.totalCents).toBe(14_250);
    expect(quote.recurring?.totalCents).toBe(14_250);
  });

  it('the agreed price of a visit: its override, else the first or the later visit’s price before tax', () => {
    const quote = computeQuote(DEFAULT_PRICE_LIST, spec({ service: ServiceType.COMMERCIAL, frequency: Recurrence.WEEKLY }));
    expect(agreedVisitPrice(quote, { firstVisit: true })).toBe(15_000);
    expect(agreedVisitPrice(quote, { firstVisit: false })).toBe(12_750);
    expect(agreedVisitPrice(quote, { firstVisit: false, overrideCents: 9_900 })).toBe(9_900);
  });
});

describe('computeQuote: refusals name the field', () => {
  const cases: [string, Partial<QuoteSpec>, string][] = [
    ['unknown service', { service: 'castle' as ServiceType }, 'service'],
    ['negative bedrooms', { bedrooms: -1 }, 'bedrooms'],
    ['over 20 bedrooms', { bedrooms: 21 }, 'bedrooms'],
    ['half a bathroom', { bathrooms: 1.5 }, 'bathrooms'],
    ['bathrooms as text', { bathrooms: '2' as unknown as number }, 'bathrooms'],
    ['unknown extra', { extras: ['sauna'] }, 'extras'],
    ['extra the service does not offer', { service: ServiceType.COMMERCIAL, extras: ['laundry'] }, 'extras'],
    ['an extra twice', { extras: ['laundry', 'laundry'] }, 'extras'],
    ['unknown frequency', { frequency: 'daily' as Recurrence }, 'frequency'],
  ];
  it.each(cases)('%s', (_name, over, field) => {
    expect(() => computeQuote(DEFAULT_PRICE_LIST, spec(over))).toThrowError(
      expect.objectContaining({ name: 'PricingInputError', field }) as Error,
    );
  });

  it('20 rooms each is still a home it prices', () => {
    expect(computeQuote(DEFAULT_PRICE_LIST, spec({ bedrooms: 20, bathrooms: 20 })).totalCents).toBe(
      15_000 + 19 * 2_500 + 19 * 2_000,
    );
  });

  it('a price list with a negative price or a duplicate extra is refused with its field', () => {
    const negative = structuredClone(DEFAULT_PRICE_LIST);
    negative.services[1].basePriceCents = -1;
    expect(() => validatePriceList(negative)).toThrow(
      expect.objectContaining({ field: 'services.deep.basePriceCents' }) as Error,
    );
    const twice = structuredClone(DEFAULT_PRICE_LIST);
    twice.extras.push({ ...twice.extras[0] });
    expect(() => validatePriceList(twice)).toThrow(expect.objectContaining({ field: 'extras.5.key' }) as Error);
    expect(() => validatePriceList(DEFAULT_PRICE_LIST)).not.toThrow();
    expect(new PricingInputError('x', 'y')).toBeInstanceOf(Error);
  });
});

describe('computeQuote: properties', () => {
  const SERVICES = Object.values(ServiceType);
  const money = fc.integer({ min: 0, max: 200_000 });
  const priceList: fc.Arbitrary<PriceList> = fc
    .record({
      services: fc.tuple(
        ...SERVICES.map((service) =>
          fc.record({
            service: fc.constant(service),
            basePriceCents: money,
            bedroomsIncluded: fc.integer({ min: 0, max: 4 }),
            bathroomsIncluded: fc.integer({ min: 0, max: 3 }),
            perBedroomCents: money,
            perBathroomCents: money,
            baseMinutes: fc.integer({ min: 1, max: 600 }),
            perBedroomMinutes: fc.integer({ min: 0, max: 90 }),
            perBathroomMinutes: fc.integer({ min: 0, max: 90 }),
            taxRateBasisPoints: fc.integer({ min: 0, max: 2_000 }),
          }),
        ),
      ),
      extras: fc.array(
        fc.record({
          label: fc.constantFrom('Fridge', 'Oven', 'Windows'),
          priceCents: money,
          durationMinutes: fc.integer({ min: 0, max: 120 }),
          firstVisitOnly: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
      frequencyDiscounts: fc.tuple(
        ...[Recurrence.WEEKLY, Recurrence.BIWEEKLY, Recurrence.MONTHLY, Recurrence.CUSTOM].map((frequency) =>
          fc.record({
            frequency: fc.constant(frequency),
            basisPoints: fc.integer({ min: 0, max: 10_000 }),
            notOnFirstVisit: fc.boolean(),
          }),
        ),
      ),
      minimumCents: money,
    })
    .map((list) => ({
      ...list,
      services: [...list.services],
      frequencyDiscounts: [...list.frequencyDiscounts],
      extras: list.extras.map((e, i) => ({ ...e, key: `extra-${i}`, services: SERVICES })),
    }));
  const case_ = priceList.chain((list) =>
    fc.record({
      list: fc.constant(list),
      spec: fc.record({
        service: fc.constantFrom(...SERVICES),
        bedrooms: fc.integer({ min: 0, max: 20 }),
        bathrooms: fc.integer({ min: 0, max: 20 }),
        extras: fc.subarray(list.extras.map((e) => e.key)),
        frequency: fc.constantFrom(...Object.values(Recurrence)),
      }),
      adjustments: fc.record(
        {
          tripChargeCents: fc.integer({ min: 0, max: 10_000 }),
          coupon: fc.oneof(
            fc.record({
              code: fc.constant('P'),
              kind: fc.constant('percent' as const),
              amount: fc.integer({ min: 0, max: 10_000 }),
              appliesTo: fc.constantFrom('first' as const, 'every' as const),
            }),
            fc.record({
              code: fc.constant('F'),
              kind: fc.constant('fixed' as const),
              amount: fc.integer({ min: 0, max: 500_000 }),
              appliesTo: fc.constantFrom('first' as const, 'every' as const),
            }),
          ),
        },
        { requiredKeys: [] },
      ) as fc.Arbitrary<QuoteAdjustments>,
    }),
  );
  const visitsOf = (list: PriceList, s: QuoteSpec, a: QuoteAdjustments) => {
    const quote = computeQuote(list, s, a);
    return quote.recurring ? [quote, quote.recurring] : [quote];
  };
  const runs = { numRuns: 300, seed: 20_261_127 };

  it('is never negative: no charge line, discount amount, tax or total below zero', () => {
    fc.assert(
      fc.property(case_, ({ list, spec: s, adjustments }) => {
        for (const visit of visitsOf(list, s, adjustments)) {
          for (const line of visit.lines) {
            const discount = line.kind === QuoteLineKind.FREQUENCY_DISCOUNT || line.kind === QuoteLineKind.COUPON;
            expect(discount ? line.amountCents < 0 : line.amountCents >= 0).toBe(true);
          }
          expect(visit.discountCents).toBeGreaterThanOrEqual(0);
          expect(visit.taxCents).toBeGreaterThanOrEqual(0);
          expect(visit.totalCents).toBeGreaterThanOrEqual(0);
        }
      }),
      runs,
    );
  });

  it('a discount never exceeds what it discounts (the cleaning, not the trip charge)', () => {
    fc.assert(
      fc.property(case_, ({ list, spec: s, adjustments }) => {
        for (const visit of visitsOf(list, s, adjustments)) {
          const trip = adjustments.tripChargeCents ?? 0;
          expect(visit.discountCents).toBeLessThanOrEqual(visit.subtotalCents - trip);
        }
      }),
      runs,
    );
  });

  it('the lines always add up to the total, and subtotal − discount + tax is the total', () => {
    fc.assert(
      fc.property(case_, ({ list, spec: s, adjustments }) => {
        for (const visit of visitsOf(list, s, adjustments)) {
          expect(visit.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(visit.totalCents);
          expect(visit.subtotalCents - visit.discountCents + visit.taxCents).toBe(visit.totalCents);
          for (const line of visit.lines) expect(Number.isInteger(line.amountCents)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('rounds once: the tax is the exact rate of the taxed amount, rounded half up a single time', () => {
    fc.assert(
      fc.property(case_, ({ list, spec: s, adjustments }) => {
        const rate = list.services.find((x) => x.service === s.service)!.taxRateBasisPoints;
        for (const visit of visitsOf(list, s, adjustments)) {
          const exact = ((visit.subtotalCents - visit.discountCents) * rate) / 10_000;
          expect(Math.abs(visit.taxCents - exact)).toBeLessThanOrEqual(0.5);
        }
      }),
      runs,
    );
  });

  it('never prices a visit below the minimum before discounts, and later visits never cost more than the first', () => {
    fc.assert(
      fc.property(case_, ({ list, spec: s, adjustments }) => {
        const quote = computeQuote(list, s, adjustments);
        const trip = adjustments.tripChargeCents ?? 0;
        expect(quote.subtotalCents - trip).toBeGreaterThanOrEqual(list.minimumCents);
        if (quote.recurring) expect(quote.recurring.subtotalCents).toBeLessThanOrEqual(quote.subtotalCents);
      }),
      runs,
    );
  });
});

describe('firstVisitPriceToKeep: a moved first visit stays at its agreed price', () => {
  const home = spec({ service: ServiceType.DEEP, bedrooms: 3, bathrooms: 2, frequency: Recurrence.BIWEEKLY });
  const quote = { ...computeQuote(DEFAULT_PRICE_LIST, home), spec: home };
  const request = {
    service: ServiceType.DEEP,
    date: '2026-12-01',
    recurring: Recurrence.BIWEEKLY,
    priceCents: null,
    quote,
    continuesAnother: false,
  };
  const first = { date: '2026-12-01', serviceOverride: null, priceCentsOverride: null };
  const firstPrice = agreedVisitPrice(quote, { firstVisit: true });

  it('keeps the first-visit price, which differs from a later visit’s, when the first visit leaves the request’s date', () => {
    expect(firstPrice).not.toBe(agreedVisitPrice(quote, { firstVisit: false }));
    expect(visitPriceCents(DEFAULT_PRICE_LIST, request, first)).toBe(firstPrice);
    const keep = firstVisitPriceToKeep(request, first, '2026-11-28');
    expect(keep).toBe(firstPrice);
    const moved = { ...first, date: '2026-11-28', priceCentsOverride: keep };
    expect(visitPriceCents(DEFAULT_PRICE_LIST, request, moved)).toBe(firstPrice);
  });

  it.each([
    ['a later visit', request, { ...first, date: '2026-12-15' }, '2026-12-16'],
    ['a move back onto the request’s date', request, first, '2026-12-01'],
    ['a one-time quote', { ...request, quote: { ...quote, recurring: null } }, first, '2026-11-28'],
    ['a price the owner set for the series', { ...request, priceCents: 15_000 }, first, '2026-11-28'],
    ['a price the owner set for the visit', request, { ...first, priceCentsOverride: 15_000 }, '2026-11-28'],
    ['a series continuing another', { ...request, continuesAnother: true }, first, '2026-11-28'],
    ['another service than the quoted one', request, { ...first, serviceOverride: ServiceType.STANDARD }, '2026-11-28'],
  ])('keeps nothing for %s', (_, req, visit, to) => {
    expect(firstVisitPriceToKeep(req, visit, to)).toBeNull();
  });
});
