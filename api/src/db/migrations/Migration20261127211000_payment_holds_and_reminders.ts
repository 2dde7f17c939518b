import { Migration } from '@mikro-orm/migrations';

/**
 * Getting paid, the rest: the payment-aware hold (settings, the client's hold and its release, each visit's mark), the
 * overdue reminders' settings and their log on each invoice (unique per invoice and reminder number, so two runs of
 * the daily job at once send one).
 */
export class Migration20261127211000_payment_holds_and_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "business_settings" add column "hold_when_unpaid" boolean not null default false, add column "hold_overdue_days" int not null default 14, add column "reminder_first_days" int not null default 3, add column "reminder_every_days" int not null default 7, add column "reminder_max_count" int not null default 3;`,
    );
    this.addSql(
      `alter table "clients" add column "payment_hold_since" timestamptz null, add column "payment_hold_reason" varchar(500) null, add column "payment_hold_released_at" timestamptz null;`,
    );
    this.addSql(`alter table "visits" add column "on_hold" boolean not null default false;`);
    this.addSql(`create index "visits_client_id_on_hold_index" on "visits" ("client_id") where "on_hold";`);

    this.addSql(
      `create table "invoice_reminders" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "invoice_id" uuid not null, "number" int not null, "sent_on" date not null, "balance_cents" int not null, constraint "invoice_reminders_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "invoice_reminders" add constraint "invoice_reminders_invoice_id_number_unique" unique ("invoice_id", "number");`,
    );
    this.addSql(
      `alter table "invoice_reminders" add constraint "invoice_reminders_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice_reminders" cascade;`);
    this.addSql(`drop index if exists "visits_client_id_on_hold_index";`);
    this.addSql(`alter table "visits" drop column "on_hold";`);
    this.addSql(
      `alter table "clients" drop column "payment_hold_since", drop column "payment_hold_reason", drop column "payment_hold_released_at";`,
    );
    this.addSql(
      `alter table "business_settings" drop column "hold_when_unpaid", drop column "hold_overdue_days", drop column "reminder_first_days", drop column "reminder_every_days", drop column "reminder_max_count";`,
    );
  }
}
