import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_PRICE_LIST } from '../../modules/pricing/pricing.js';

/**
 * One price list (issue 24) instead of one number per service and a tax rate on every invoice. Each service keeps the
 * owner's base price; the old default rate moves to the services Florida taxes (commercial and post-construction)
 * and stops landing on a home's invoices, so it is cleared. A request now stores the quote it was accepted at.
 */
const sqlJson = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;

export class Migration20261127180000_price_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "business_settings" add column "price_list" jsonb null;`);
    // The demo list, with each service's base price the owner had set and the old rate on the taxed services.
    this.addSql(
      `update "business_settings" set "price_list" = jsonb_set(${sqlJson(DEFAULT_PRICE_LIST)}, '{services}', (
        select jsonb_agg(
          s || jsonb_build_object(
            'basePriceCents', coalesce(("service_prices_cents" ->> (s ->> 'service'))::int, (s ->> 'basePriceCents')::int),
            'taxRateBasisPoints', case when s ->> 'service' in ('commercial', 'post-construction')
              then coalesce("default_tax_rate_basis_points", 0) else 0 end
          ) order by ord)
        from jsonb_array_elements(${sqlJson(DEFAULT_PRICE_LIST)} -> 'services') with ordinality as t(s, ord)
      ));`,
    );
    this.addSql(`update "business_settings" set "default_tax_rate_basis_points" = null;`);
    this.addSql(`alter table "business_settings" alter column "price_list" set not null;`);
    this.addSql(`alter table "business_settings" drop column "service_prices_cents";`);
    this.addSql(`alter table "service_requests" add column "quote" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_requests" drop column "quote";`);
    this.addSql(`alter table "business_settings" add column "service_prices_cents" jsonb null;`);
    this.addSql(
      `update "business_settings" set "service_prices_cents" = (
        select jsonb_object_agg(s ->> 'service', (s ->> 'basePriceCents')::int) from jsonb_array_elements("price_list" -> 'services') s
      );`,
    );
    this.addSql(`alter table "business_settings" alter column "service_prices_cents" set not null;`);
    this.addSql(`alter table "business_settings" drop column "price_list";`);
  }
}
