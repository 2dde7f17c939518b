import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22: a client record has an email (lower-cased, unique among active clients) that emails go to when the client
 * has no account, so a notification is for an account or for a client record (exactly one); a client's first portal
 * visit is noted on its account.
 */
export class Migration20261127150328_client_email extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "portal_seen_at" timestamptz null;`);

    this.addSql(`alter table "clients" add column "email" varchar(254) null;`);
    this.addSql(`create unique index "clients_active_email_unique" on "clients" ("email") where "active" and "email" is not null;`);
    this.addSql(`alter table "clients" add constraint clients_email_lowercase_check check(email = lower(email));`);
    // A linked client's email is its account's (account emails are unique, and so is each account's client).
    this.addSql(`update "clients" c set "email" = u.email from "users" u where u.id = c.user_id;`);

    this.addSql(`alter table "notifications" add column "recipient_client_id" uuid null;`);
    this.addSql(`alter table "notifications" alter column "recipient_id" drop not null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_recipient_client_id_foreign" foreign key ("recipient_client_id") references "clients" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_event_dedupe_key_recipient_client_id_unique" unique ("event", "dedupe_key", "recipient_client_id");`);
    this.addSql(`alter table "notifications" add constraint notifications_one_recipient_check check((recipient_id is null) <> (recipient_client_id is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "notifications" where "recipient_id" is null;`);
    this.addSql(`alter table "notifications" drop constraint notifications_one_recipient_check;`);
    this.addSql(`alter table "notifications" drop constraint "notifications_event_dedupe_key_recipient_client_id_unique";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_recipient_client_id_foreign";`);
    this.addSql(`alter table "notifications" drop column "recipient_client_id";`);
    this.addSql(`alter table "notifications" alter column "recipient_id" set not null;`);

    this.addSql(`drop index "clients_active_email_unique";`);
    this.addSql(`alter table "clients" drop constraint clients_email_lowercase_check;`);
    this.addSql(`alter table "clients" drop column "email";`);

    this.addSql(`alter table "users" drop column "portal_seen_at";`);
  }

}
