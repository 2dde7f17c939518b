import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133627_visits_and_settings extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "business_settings" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "key" varchar(16) not null default 'default', "business_name" varchar(100) not null default 'Sunshine Clean', "phone" varchar(32) null, "email" varchar(254) null, "address" varchar(300) null, "service_prices_cents" jsonb not null, "default_tax_rate_basis_points" int null, "payment_instructions" text null, "pay_period_days" int not null default 7, constraint "business_settings_pkey" primary key ("id"));`);
    this.addSql(`alter table "business_settings" add constraint "business_settings_key_unique" unique ("key");`);

    this.addSql(`create table "visits" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "request_id" uuid not null, "client_id" uuid not null, "date" date not null, "time_slot" text check ("time_slot" in ('morning', 'afternoon', 'evening', 'flexible')) not null, "start_time" varchar(5) null, "status" text check ("status" in ('scheduled', 'in-progress', 'completed', 'canceled')) not null default 'scheduled', "started_at" timestamptz null, "completed_at" timestamptz null, constraint "visits_pkey" primary key ("id"));`);
    this.addSql(`create index "visits_client_id_date_index" on "visits" ("client_id", "date");`);
    this.addSql(`create index "visits_date_status_index" on "visits" ("date", "status");`);
    this.addSql(`alter table "visits" add constraint "visits_request_id_date_unique" unique ("request_id", "date");`);

    this.addSql(`create table "visit_assignments" ("visit_id" uuid not null, "helper_id" uuid not null, "assigned_at" timestamptz not null default now(), constraint "visit_assignments_pkey" primary key ("visit_id", "helper_id"));`);
    this.addSql(`create index "visit_assignments_helper_id_visit_id_index" on "visit_assignments" ("helper_id", "visit_id");`);

    this.addSql(`alter table "visits" add constraint "visits_request_id_foreign" foreign key ("request_id") references "service_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "visits" add constraint "visits_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "visit_assignments" add constraint "visit_assignments_visit_id_foreign" foreign key ("visit_id") references "visits" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "visit_assignments" add constraint "visit_assignments_helper_id_foreign" foreign key ("helper_id") references "helpers" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "service_requests" add column "scheduled_through" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visit_assignments" drop constraint "visit_assignments_visit_id_foreign";`);

    this.addSql(`drop table if exists "business_settings" cascade;`);

    this.addSql(`drop table if exists "visits" cascade;`);

    this.addSql(`drop table if exists "visit_assignments" cascade;`);

    this.addSql(`alter table "service_requests" drop column "scheduled_through";`);
  }

}
