import { Migration } from '@mikro-orm/migrations';

export class Migration20261122134807_invoicing_public_content_time_tokens extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "gallery_photos" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "caption" varchar(200) not null, "content_type" varchar(64) not null, "size_bytes" int not null, "data" bytea not null, "position" int not null default 0, constraint "gallery_photos_pkey" primary key ("id"));`);
    this.addSql(`create index "gallery_photos_position_index" on "gallery_photos" ("position");`);

    this.addSql(`create table "invoice_counters" ("year" int not null, "last_number" int not null, constraint "invoice_counters_pkey" primary key ("year"));`);

    this.addSql(`create table "public_services" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(100) not null, "description" text not null, "features" jsonb not null, "color" varchar(16) not null default '#0EA5E9', "popular" boolean not null default false, "position" int not null default 0, constraint "public_services_pkey" primary key ("id"));`);
    this.addSql(`create index "public_services_position_index" on "public_services" ("position");`);

    this.addSql(`create table "testimonials" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "text" text not null, "rating" int not null default 5, "years_of_service" int not null default 1, "position" int not null default 0, constraint "testimonials_pkey" primary key ("id"), constraint testimonials_rating_check check (rating >= 1 and rating <= 5), constraint testimonials_years_of_service_check check (years_of_service >= 0));`);
    this.addSql(`create index "testimonials_position_index" on "testimonials" ("position");`);

    this.addSql(`create table "time_entries" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "helper_id" uuid not null, "clock_in_at" timestamptz not null, "clock_out_at" timestamptz null, "clock_in_latitude" double precision null, "clock_in_longitude" double precision null, "clock_out_latitude" double precision null, "clock_out_longitude" double precision null, "adjustment_note" text null, constraint "time_entries_pkey" primary key ("id"));`);
    this.addSql(`create unique index "time_entries_one_open_per_helper" on "time_entries" ("helper_id") where "clock_out_at" is null;`);
    this.addSql(`create index "time_entries_helper_id_clock_in_at_index" on "time_entries" ("helper_id", "clock_in_at");`);

    this.addSql(`create table "pay_periods" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "helper_id" uuid not null, "period_start" date not null, "period_end" date not null, "bonus_cents" int not null default 0, "bonus_note" text null, "approved_minutes" int null, "hourly_rate_cents" int null, "approved_at" timestamptz null, "approved_by_id" uuid null, constraint "pay_periods_pkey" primary key ("id"), constraint pay_periods_bonus_cents_check check (bonus_cents >= 0));`);
    this.addSql(`alter table "pay_periods" add constraint "pay_periods_helper_id_period_start_unique" unique ("helper_id", "period_start");`);

    this.addSql(`create table "api_tokens" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "token_hash" varchar(64) not null, "prefix" varchar(16) not null, "read_only" boolean not null default false, "created_by_id" uuid not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_tokens_pkey" primary key ("id"));`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "time_entries" add constraint "time_entries_helper_id_foreign" foreign key ("helper_id") references "helpers" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "pay_periods" add constraint "pay_periods_helper_id_foreign" foreign key ("helper_id") references "helpers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "pay_periods" add constraint "pay_periods_approved_by_id_foreign" foreign key ("approved_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "api_tokens" add constraint "api_tokens_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gallery_photos" cascade;`);

    this.addSql(`drop table if exists "invoice_counters" cascade;`);

    this.addSql(`drop table if exists "public_services" cascade;`);

    this.addSql(`drop table if exists "testimonials" cascade;`);

    this.addSql(`drop table if exists "time_entries" cascade;`);

    this.addSql(`drop table if exists "pay_periods" cascade;`);

    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }

}
