import { Migration } from '@mikro-orm/migrations';

export class Migration20261124115516_audit_trail extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_events" ("id" uuid not null, "occurred_at" timestamptz not null, "action" text check ("action" in ('created', 'updated', 'deleted')) not null, "actor_kind" varchar(16) not null, "actor_user_id" uuid null, "actor_token_id" uuid null, "actor_name" varchar(200) not null, "subject_type" varchar(64) not null, "subject_id" uuid not null, "subject_label" varchar(200) null, "parent_type" varchar(64) null, "parent_id" uuid null, "changes" jsonb not null, "ip" varchar(64) null, "request_id" varchar(64) null, constraint "audit_events_pkey" primary key ("id"));`);
    this.addSql(`create index "audit_events_actor_token_id_occurred_at_index" on "audit_events" ("actor_token_id", "occurred_at");`);
    this.addSql(`create index "audit_events_actor_user_id_occurred_at_index" on "audit_events" ("actor_user_id", "occurred_at");`);
    this.addSql(`create index "audit_events_parent_id_occurred_at_index" on "audit_events" ("parent_id", "occurred_at");`);
    this.addSql(`create index "audit_events_subject_id_occurred_at_index" on "audit_events" ("subject_id", "occurred_at");`);
    this.addSql(`create index "audit_events_occurred_at_id_index" on "audit_events" ("occurred_at", "id");`);

    // Append-only, whatever the app (or a bug in it) asks: rows are never updated or deleted. A restore from backup
    // (db/backup.ts) is the one operator action that replaces them, and says so for its own transaction.
    this.addSql(`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' and current_setting('sunshine.restoring_backup', true) = 'on' then
          return null;
        end if;
        raise exception 'audit_events is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    this.addSql(`create trigger "audit_events_no_update_or_delete" before update or delete on "audit_events" for each row execute function audit_events_append_only();`);
    this.addSql(`create trigger "audit_events_no_truncate" before truncate on "audit_events" for each statement execute function audit_events_append_only();`);
    this.addSql(`revoke update, delete, truncate on "audit_events" from public;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop function if exists audit_events_append_only();`);
  }

}
