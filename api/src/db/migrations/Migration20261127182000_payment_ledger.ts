import { Migration } from '@mikro-orm/migrations';

/**
 * The payment ledger (issue 25): payments applied to invoices, refunds, write-offs and tips, from which an invoice's
 * balance and paid state follow; PARTLY_PAID beside PAID; a client's billing preference; "apply credit automatically".
 * An invoice already marked paid gets a MARKED_PAID payment of its total, so the ledger and the status agree from
 * the start.
 */
export class Migration20261127182000_payment_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoices" drop constraint if exists "invoices_status_check";`);
    this.addSql(
      `alter table "invoices" add constraint "invoices_status_check" check ("status" in ('draft', 'sent', 'paid', 'partly_paid', 'overdue', 'cancelled', 'void'));`,
    );
    this.addSql(
      `alter table "clients" add column "billing_preference" text check ("billing_preference" in ('monthly', 'per_visit')) not null default 'monthly';`,
    );
    this.addSql(`alter table "business_settings" add column "auto_apply_credit" boolean not null default false;`);

    this.addSql(
      `create table "payments" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "client_id" uuid not null, "method" text check ("method" in ('cash', 'check', 'bank_transfer', 'card', 'other', 'marked_paid')) not null, "amount_cents" int not null, "received_on" date not null, "reference" varchar(100) null, "note" text null, "external_id" varchar(255) null, "created_by_id" uuid null, constraint "payments_pkey" primary key ("id"), constraint payments_amount_cents_check check (amount_cents > 0));`,
    );
    this.addSql(`alter table "payments" add constraint "payments_external_id_unique" unique ("external_id");`);
    this.addSql(`create index "payments_client_id_received_on_index" on "payments" ("client_id", "received_on");`);
    this.addSql(
      `alter table "payments" add constraint "payments_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "payment_allocations" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "payment_id" uuid not null, "invoice_id" uuid not null, "amount_cents" int not null, constraint "payment_allocations_pkey" primary key ("id"), constraint payment_allocations_amount_cents_check check (amount_cents > 0));`,
    );
    this.addSql(`create index "payment_allocations_invoice_id_index" on "payment_allocations" ("invoice_id");`);
    this.addSql(`create index "payment_allocations_payment_id_index" on "payment_allocations" ("payment_id");`);
    this.addSql(
      `alter table "payment_allocations" add constraint "payment_allocations_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_allocations" add constraint "payment_allocations_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `create table "refunds" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "payment_id" uuid not null, "invoice_id" uuid null, "amount_cents" int not null, "reason" text not null, "status" text check ("status" in ('pending', 'succeeded', 'failed')) not null default 'succeeded', "external_id" varchar(255) null, "created_by_id" uuid null, constraint "refunds_pkey" primary key ("id"), constraint refunds_amount_cents_check check (amount_cents > 0));`,
    );
    this.addSql(`alter table "refunds" add constraint "refunds_external_id_unique" unique ("external_id");`);
    this.addSql(`create index "refunds_payment_id_index" on "refunds" ("payment_id");`);
    this.addSql(`create index "refunds_invoice_id_index" on "refunds" ("invoice_id");`);
    this.addSql(
      `alter table "refunds" add constraint "refunds_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "write_offs" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "invoice_id" uuid not null, "amount_cents" int not null, "reason" text not null, "created_by_id" uuid null, constraint "write_offs_pkey" primary key ("id"), constraint write_offs_amount_cents_check check (amount_cents > 0));`,
    );
    this.addSql(`create index "write_offs_invoice_id_index" on "write_offs" ("invoice_id");`);
    this.addSql(
      `alter table "write_offs" add constraint "write_offs_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "write_offs" add constraint "write_offs_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "tips" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "client_id" uuid not null, "payment_id" uuid null, "visit_id" uuid null, "amount_cents" int not null, "received_on" date not null, constraint "tips_pkey" primary key ("id"), constraint tips_amount_cents_check check (amount_cents > 0));`,
    );
    this.addSql(`create index "tips_visit_id_index" on "tips" ("visit_id");`);
    this.addSql(`create index "tips_client_id_received_on_index" on "tips" ("client_id", "received_on");`);
    this.addSql(
      `alter table "tips" add constraint "tips_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "tips" add constraint "tips_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tips" add constraint "tips_visit_id_foreign" foreign key ("visit_id") references "visits" ("id") on update cascade on delete set null;`,
    );

    // Invoices already paid by hand: one MARKED_PAID payment each, dated by when they were paid (else issued).
    this.addSql(`with paid as (
        select gen_random_uuid() as payment_id, "id" as invoice_id, "client_id", "total_cents",
               coalesce(("paid_at" at time zone 'America/New_York')::date, "issue_date") as received_on
          from "invoices" where "status" = 'paid' and "total_cents" > 0
      ), inserted as (
        insert into "payments" ("id", "client_id", "method", "amount_cents", "received_on", "note")
        select payment_id, "client_id", 'marked_paid', "total_cents", received_on, 'Marked paid before the ledger' from paid
        returning "id"
      )
      insert into "payment_allocations" ("id", "payment_id", "invoice_id", "amount_cents")
      select gen_random_uuid(), paid.payment_id, paid.invoice_id, paid."total_cents"
        from paid join inserted on inserted."id" = paid.payment_id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tips" cascade;`);
    this.addSql(`drop table if exists "write_offs" cascade;`);
    this.addSql(`drop table if exists "refunds" cascade;`);
    this.addSql(`drop table if exists "payment_allocations" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`alter table "business_settings" drop column "auto_apply_credit";`);
    this.addSql(`alter table "clients" drop column "billing_preference";`);
    this.addSql(`update "invoices" set "status" = 'sent' where "status" = 'partly_paid';`);
    this.addSql(`alter table "invoices" drop constraint if exists "invoices_status_check";`);
    this.addSql(
      `alter table "invoices" add constraint "invoices_status_check" check ("status" in ('draft', 'sent', 'paid', 'overdue', 'cancelled', 'void'));`,
    );
  }
}
