import { Migration } from '@mikro-orm/migrations';
import type { CustomDays, Recurrence } from '../../modules/service-request/service-request.enums.js';
import { buildRule } from '../../modules/visit/recurrence.js';

/** Schedule changes (issue 13): closures, client change requests, skipped visits, and series kept as RRULE sets. */
export class Migration20261124142755_schedule_changes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "closures" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "start_date" date not null, "end_date" date not null, "reason" varchar(200) not null, "created_by_id" uuid null, constraint "closures_pkey" primary key ("id"), constraint closures_range_check check (end_date >= start_date));`);
    this.addSql(`create index "closures_start_date_end_date_index" on "closures" ("start_date", "end_date");`);

    this.addSql(`create table "visit_change_requests" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "visit_id" uuid null, "client_id" uuid not null, "requested_by_id" uuid null, "kind" text check ("kind" in ('skip', 'move', 'end-plan')) not null, "proposed_date" date null, "proposed_time_slot" text check ("proposed_time_slot" in ('morning', 'afternoon', 'evening', 'flexible')) null, "note" varchar(1000) null, "status" text check ("status" in ('pending', 'approved', 'declined')) not null default 'pending', "decision_reason" varchar(1000) null, "decided_by_id" uuid null, "decided_at" timestamptz null, "visit_date" date not null, constraint "visit_change_requests_pkey" primary key ("id"));`);
    this.addSql(`create index "visit_change_requests_visit_id_index" on "visit_change_requests" ("visit_id");`);
    this.addSql(`create index "visit_change_requests_client_id_created_at_index" on "visit_change_requests" ("client_id", "created_at");`);
    this.addSql(`create index "visit_change_requests_status_created_at_index" on "visit_change_requests" ("status", "created_at");`);

    this.addSql(`alter table "closures" add constraint "closures_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "visit_change_requests" add constraint "visit_change_requests_visit_id_foreign" foreign key ("visit_id") references "visits" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "visit_change_requests" add constraint "visit_change_requests_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "visit_change_requests" add constraint "visit_change_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "visit_change_requests" add constraint "visit_change_requests_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "visits" drop constraint if exists "visits_status_check";`);

    this.addSql(`alter table "business_settings" add column "change_cutoff_hours" int not null default 48, add column "auto_approve_skips" boolean not null default false;`);

    this.addSql(`alter table "service_requests" add column "recurrence_rule" text null, add column "price_cents" int null, add column "previous_request_id" uuid null;`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_previous_request_id_foreign" foreign key ("previous_request_id") references "service_requests" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "visits" add column "status_reason" varchar(500) null, add column "service_override" text check ("service_override" in ('standard', 'deep', 'moveout', 'movein', 'post-construction', 'commercial')) null, add column "address_override" varchar(300) null, add column "price_cents_override" int null;`);
    this.addSql(`alter table "visits" add constraint "visits_status_check" check("status" in ('scheduled', 'in-progress', 'completed', 'canceled', 'skipped'));`);

    // Existing series get their rule, written from the fields it replaces as the schedule's source of truth.
    const requests = (await this.execute(`select id, date::text as date, recurring, custom_days from service_requests`)) as {
      id: string;
      date: string | Date;
      recurring: Recurrence;
      custom_days: CustomDays | null;
    }[];
    for (const request of requests) {
      const start = typeof request.date === 'string' ? request.date : request.date.toISOString().slice(0, 10);
      const rule = buildRule({ start, recurring: request.recurring, customDays: request.custom_days });
      // The rule holds only [A-Z0-9:;=,-] and newlines, so it needs no escaping beyond the quotes.
      if (rule) this.addSql(`update "service_requests" set "recurrence_rule" = '${rule}' where "id" = '${request.id}';`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "closures" cascade;`);

    this.addSql(`drop table if exists "visit_change_requests" cascade;`);

    this.addSql(`alter table "service_requests" drop constraint "service_requests_previous_request_id_foreign";`);

    this.addSql(`alter table "visits" drop constraint if exists "visits_status_check";`);

    this.addSql(`alter table "business_settings" drop column "change_cutoff_hours", drop column "auto_approve_skips";`);

    this.addSql(`alter table "service_requests" drop column "recurrence_rule", drop column "price_cents", drop column "previous_request_id";`);

    this.addSql(`alter table "visits" drop column "status_reason", drop column "service_override", drop column "address_override", drop column "price_cents_override";`);

    this.addSql(`alter table "visits" add constraint "visits_status_check" check("status" in ('scheduled', 'in-progress', 'completed', 'canceled'));`);
  }

}
