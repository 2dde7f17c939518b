import { Migration } from '@mikro-orm/migrations';

/**
 * Cards through Stripe: a client's customer and saved card (brand and last four only), the one off-session charge
 * of an invoice (its idempotency key unique, so it is made once), and every Stripe event received, once by its id.
 */
export class Migration20261127183000_card_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "stripe_events" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "event_id" varchar(255) not null, "type" varchar(100) not null, "payload" jsonb not null, "received_at" timestamptz not null default now(), "processed_at" timestamptz null, "outcome" text null, "review_reason" text null, "invoice_id" uuid null, "reviewed_at" timestamptz null, constraint "stripe_events_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "stripe_events" add constraint "stripe_events_event_id_unique" unique ("event_id");`);
    this.addSql(
      `create index "stripe_events_review_reason_received_at_index" on "stripe_events" ("review_reason", "received_at");`,
    );

    this.addSql(
      `create table "card_charges" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "invoice_id" uuid not null, "attempt" int not null default 1, "idempotency_key" varchar(255) not null, "payment_intent_id" varchar(255) null, "amount_cents" int not null, "status" text check ("status" in ('pending', 'processing', 'succeeded', 'declined', 'authentication_required')) not null default 'pending', "failure_message" text null, "failed_at" timestamptz null, constraint "card_charges_pkey" primary key ("id"), constraint card_charges_amount_cents_check check (amount_cents > 0));`,
    );
    this.addSql(`alter table "card_charges" add constraint "card_charges_invoice_id_unique" unique ("invoice_id");`);
    this.addSql(`alter table "card_charges" add constraint "card_charges_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "card_charges_status_updated_at_index" on "card_charges" ("status", "updated_at");`);

    this.addSql(
      `create table "client_cards" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "client_id" uuid not null, "stripe_customer_id" varchar(255) null, "payment_method_id" varchar(255) null, "brand" varchar(32) null, "last4" varchar(4) null, "saved_at" timestamptz null, "charge_after_visit" boolean not null default false, constraint "client_cards_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "client_cards" add constraint "client_cards_client_id_unique" unique ("client_id");`);
    this.addSql(
      `alter table "client_cards" add constraint "client_cards_stripe_customer_id_unique" unique ("stripe_customer_id");`,
    );

    this.addSql(
      `alter table "stripe_events" add constraint "stripe_events_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "card_charges" add constraint "card_charges_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "client_cards" add constraint "client_cards_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stripe_events" cascade;`);

    this.addSql(`drop table if exists "card_charges" cascade;`);

    this.addSql(`drop table if exists "client_cards" cascade;`);
  }
}
