import { Migration } from '@mikro-orm/migrations';

/**
 * Texts from unknown numbers (issue 29): the owner's replies to a number on no record are kept (the thread shows
 * them) and go out as notifications addressed to the bare number (texts only); a number the owner keeps as a lead is
 * remembered with a name and note until it is linked to a client.
 */
export class Migration20261127214000_text_leads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" add column "recipient_phone" varchar(16) null;`);
    this.addSql(`alter table "notifications" drop constraint if exists notifications_one_recipient_check;`);
    this.addSql(
      `alter table "notifications" add constraint notifications_one_recipient_check check (num_nonnulls(recipient_id, recipient_client_id, recipient_lead_id, recipient_phone) = 1);`,
    );
    this.addSql(
      `create table "text_leads" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "phone" varchar(16) not null, "name" varchar(100) null, "note" varchar(500) null, "client_id" uuid null, "linked_at" timestamptz null, constraint "text_leads_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "text_leads" add constraint "text_leads_phone_unique" unique ("phone");`);
    this.addSql(
      `alter table "text_leads" add constraint "text_leads_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create table "text_replies" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "phone" varchar(16) not null, "body" text not null, "author_id" uuid null, "notification_id" uuid null, constraint "text_replies_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "text_replies_phone_created_at_index" on "text_replies" ("phone", "created_at");`);
    this.addSql(
      `alter table "text_replies" add constraint "text_replies_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "text_replies" add constraint "text_replies_notification_id_foreign" foreign key ("notification_id") references "notifications" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "text_replies" cascade;`);
    this.addSql(`drop table if exists "text_leads" cascade;`);
    this.addSql(`delete from "notifications" where "recipient_phone" is not null;`);
    this.addSql(`alter table "notifications" drop constraint if exists notifications_one_recipient_check;`);
    this.addSql(
      `alter table "notifications" add constraint notifications_one_recipient_check check (num_nonnulls(recipient_id, recipient_client_id, recipient_lead_id) = 1);`,
    );
    this.addSql(`alter table "notifications" drop column "recipient_phone";`);
  }
}
