import { Migration } from '@mikro-orm/migrations';

/**
 * The helper's job page (issue 27): a helper's own name when they have no account; the client's access notes and
 * checklist additions, kept apart from the record's other fields so no list or shim reads them by accident; the
 * checklist of each service; and on each visit the checklist's ticks, the job notes, why it was completed with
 * required tasks open, and when "On my way" / "Running late" went out (once each).
 */
export class Migration20261127184000_job_page extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "helpers" add column "first_name" varchar(60) null, add column "last_name" varchar(60) null;`);
    this.addSql(
      `alter table "clients" add column "access_notes" jsonb null, add column "checklist_additions" jsonb not null default '[]';`,
    );
    this.addSql(`create table "checklist_templates" (
      "service" text not null, "rooms" jsonb not null default '[]', "updated_at" timestamptz not null default now(),
      constraint "checklist_templates_pkey" primary key ("service"));`);
    this.addSql(`alter table "visits"
      add column "checklist_states" jsonb not null default '{}',
      add column "job_notes" jsonb not null default '[]',
      add column "completion_reason" varchar(500) null,
      add column "on_my_way_at" timestamptz null,
      add column "running_late_at" timestamptz null,
      add column "late_minutes" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visits" drop column "checklist_states", drop column "job_notes", drop column "completion_reason",
      drop column "on_my_way_at", drop column "running_late_at", drop column "late_minutes";`);
    this.addSql(`drop table if exists "checklist_templates";`);
    this.addSql(`alter table "clients" drop column "access_notes", drop column "checklist_additions";`);
    this.addSql(`alter table "helpers" drop column "first_name", drop column "last_name";`);
  }
}
