import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceType } from '../service-request/service-request.enums.js';
import { BusinessSettings, DEFAULT_SERVICE_PRICES_CENTS } from './settings.entity.js';

export class SettingsService {
  /** The single settings row, created with the defaults on first read. */
  async get(em: EntityManager): Promise<BusinessSettings> {
    const existing = await em.findOne(BusinessSettings, { key: 'default' });
    if (existing) return existing;
    // Two first reads racing: the unique key keeps one row; the loser reads it back.
    await em.getConnection().execute(
      `insert into business_settings (id, key, service_prices_cents) values (gen_random_uuid(), 'default', ?) on conflict (key) do nothing`,
      [JSON.stringify(DEFAULT_SERVICE_PRICES_CENTS)],
    );
    return em.findOneOrFail(BusinessSettings, { key: 'default' });
  }

  async servicePrice(em: EntityManager, service: ServiceType): Promise<number> {
    const settings = await this.get(em);
    return settings.servicePricesCents[service] ?? DEFAULT_SERVICE_PRICES_CENTS[service];
  }
}
