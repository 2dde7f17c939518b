import { Migration } from '@mikro-orm/migrations';

/**
 * The team's week (issue 28): each helper's usual weekly hours, time off asked and decided, what approving it does to
 * visits already assigned, and a client's preferred and never-send helpers.
 */
export class Migration20261127187000_availability_time_off_preferences extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "helpers" add column "weekly_availability" jsonb null;`);
    this.addSql(`alter table "clients" add column "same_helpers" boolean not null default false;`);
    this.addSql(
      `alter table "business_settings" add column "time_off_assigned_visits" text check ("time_off_assigned_visits" in ('keep', 'unassign')) not null default 'keep';`,
    );

    this.addSql(
      `create table "time_off_requests" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "helper_id" uuid not null, "start_date" date not null, "end_date" date not null, "start_time" varchar(5) null, "end_time" varchar(5) null, "reason" varchar(1000) null, "status" text check ("status" in ('pending', 'approved', 'declined', 'canceled')) not null default 'pending', "decision_note" varchar(1000) null, "decided_by_id" uuid null, "decided_at" timestamptz null, constraint "time_off_requests_pkey" primary key ("id"), constraint time_off_requests_range_check check (end_date >= start_date));`,
    );
    this.addSql(`create index "time_off_requests_status_created_at_index" on "time_off_requests" ("status", "created_at");`);
    this.addSql(
      `create index "time_off_requests_helper_id_start_date_end_date_index" on "time_off_requests" ("helper_id", "start_date", "end_date");`,
    );
    this.addSql(
      `alter table "time_off_requests" add constraint "time_off_requests_helper_id_foreign" foreign key ("helper_id") references "helpers" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "time_off_requests" add constraint "time_off_requests_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "client_helper_preferences" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "client_id" uuid not null, "helper_id" uuid not null, "kind" text check ("kind" in ('preferred', 'excluded')) not null, "note" varchar(1000) null, constraint "client_helper_preferences_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "client_helper_preferences" add constraint "client_helper_preferences_client_id_helper_id_unique" unique ("client_id", "helper_id");`,
    );
    this.addSql(`create index "client_helper_preferences_helper_id_index" on "client_helper_preferences" ("helper_id");`);
    this.addSql(
      `alter table "client_helper_preferences" add constraint "client_helper_preferences_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "client_helper_preferences" add constraint "client_helper_preferences_helper_id_foreign" foreign key ("helper_id") references "helpers" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "client_helper_preferences" cascade;`);
    this.addSql(`drop table if exists "time_off_requests" cascade;`);
    this.addSql(`alter table "business_settings" drop column "time_off_assigned_visits";`);
    this.addSql(`alter table "clients" drop column "same_helpers";`);
    this.addSql(`alter table "helpers" drop column "weekly_availability";`);
  }
}
