import { Recurrence, ServiceType } from '../src/modules/service-request/service-request.enums.js';
import type { PriceList } from '../src/modules/pricing/pricing.js';

/** GraphQL spells enums by their names (DEEP, POST_CONSTRUCTION), the database by their values (deep, post-construction). */
const nameOf = <T extends Record<string, string>>(values: T, value: string) =>
  Object.entries(values).find(([, v]) => v === value)?.[0] ?? value;

/** A price list as updatePriceList's input takes it. */
export function priceListInput(list: PriceList) {
  return {
    services: list.services.map((s) => ({ ...s, service: nameOf(ServiceType, s.service) })),
    extras: list.extras.map((e) => ({ ...e, services: e.services.map((s) => nameOf(ServiceType, s)) })),
    frequencyDiscounts: list.frequencyDiscounts.map((d) => ({ ...d, frequency: nameOf(Recurrence, d.frequency) })),
    minimumCents: list.minimumCents,
  };
}
