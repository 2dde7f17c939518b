import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120123_notifications extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notification_preferences" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "category" text check ("category" in ('account', 'requests', 'schedule', 'invoices', 'messages')) not null, "email_enabled" boolean not null, constraint "notification_preferences_pkey" primary key ("id"));`);
    this.addSql(`alter table "notification_preferences" add constraint "notification_preferences_user_id_category_unique" unique ("user_id", "category");`);

    this.addSql(`create table "notifications" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "recipient_id" uuid not null, "event" varchar(64) not null, "dedupe_key" varchar(200) not null, "category" text check ("category" in ('account', 'requests', 'schedule', 'invoices', 'messages')) not null, "title" varchar(200) not null, "body" text not null, "link" varchar(500) null, "data" jsonb not null, "in_app" boolean not null default true, "read_at" timestamptz null, constraint "notifications_pkey" primary key ("id"));`);
    this.addSql(`create index "notifications_recipient_id_created_at_index" on "notifications" ("recipient_id", "created_at");`);
    this.addSql(`alter table "notifications" add constraint "notifications_event_dedupe_key_recipient_id_unique" unique ("event", "dedupe_key", "recipient_id");`);

    this.addSql(`create table "notification_deliveries" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "notification_id" uuid not null, "channel" text check ("channel" in ('email')) not null default 'email', "to_address" varchar(254) not null, "status" text check ("status" in ('pending', 'sending', 'retrying', 'sent', 'kept', 'failed')) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "subject" varchar(300) null, "html" text null, "text" text null, "sent_at" timestamptz null, "claimed_at" timestamptz null, constraint "notification_deliveries_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_deliveries_created_at_index" on "notification_deliveries" ("created_at");`);
    this.addSql(`create index "notification_deliveries_status_created_at_index" on "notification_deliveries" ("status", "created_at");`);
    this.addSql(`alter table "notification_deliveries" add constraint "notification_deliveries_notification_id_channel_unique" unique ("notification_id", "channel");`);

    this.addSql(`create table "conversations" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "participant_id" uuid not null, "last_message_at" timestamptz not null default now(), constraint "conversations_pkey" primary key ("id"));`);
    this.addSql(`alter table "conversations" add constraint "conversations_participant_id_unique" unique ("participant_id");`);
    this.addSql(`create index "conversations_last_message_at_index" on "conversations" ("last_message_at");`);

    this.addSql(`create table "calendar_feeds" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "token_hash" varchar(64) not null, constraint "calendar_feeds_pkey" primary key ("id"));`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "account_tokens" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "purpose" text check ("purpose" in ('password-reset', 'email-verification')) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "account_tokens_pkey" primary key ("id"));`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "account_tokens_user_id_purpose_index" on "account_tokens" ("user_id", "purpose");`);

    this.addSql(`alter table "notification_preferences" add constraint "notification_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notification_deliveries" add constraint "notification_deliveries_notification_id_foreign" foreign key ("notification_id") references "notifications" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "conversations" add constraint "conversations_participant_id_foreign" foreign key ("participant_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "business_settings" add column "brand_color" varchar(7) not null default '#0b6e99';`);

    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null, add column "email_problem" text null, add column "email_problem_at" timestamptz null;`);

    this.addSql(`alter table "messages" add column "conversation_id" uuid null;`);
    this.addSql(`alter table "messages" alter column "recipient_id" drop default;`);
    this.addSql(`alter table "messages" alter column "recipient_id" type uuid using ("recipient_id"::text::uuid);`);
    this.addSql(`alter table "messages" alter column "recipient_id" drop not null;`);
    this.addSql(`alter table "messages" add constraint "messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "messages_sender_id_created_at_index" on "messages" ("sender_id", "created_at");`);
    this.addSql(`create index "messages_conversation_id_created_at_index" on "messages" ("conversation_id", "created_at");`);

    // Accounts made before verification existed keep booking: their addresses count as confirmed.
    this.addSql(`update "users" set "email_verified_at" = "created_at" where "email_verified_at" is null;`);
    // Every person who already had messages from the owner gets their conversation, holding those messages.
    this.addSql(`insert into "conversations" ("id", "participant_id", "last_message_at")
      select gen_random_uuid(), m."recipient_id", max(m."created_at") from "messages" m join "users" u on u."id" = m."recipient_id"
       where u."role" <> 'admin' group by m."recipient_id";`);
    this.addSql(`update "messages" m set "conversation_id" = c."id" from "conversations" c where c."participant_id" = m."recipient_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notification_deliveries" drop constraint "notification_deliveries_notification_id_foreign";`);

    this.addSql(`alter table "messages" drop constraint "messages_conversation_id_foreign";`);

    this.addSql(`drop table if exists "notification_preferences" cascade;`);

    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`drop table if exists "notification_deliveries" cascade;`);

    this.addSql(`drop table if exists "conversations" cascade;`);

    this.addSql(`drop table if exists "calendar_feeds" cascade;`);

    this.addSql(`drop table if exists "account_tokens" cascade;`);

    this.addSql(`alter table "business_settings" drop column "brand_color";`);

    this.addSql(`drop index "messages_sender_id_created_at_index";`);
    this.addSql(`drop index "messages_conversation_id_created_at_index";`);
    this.addSql(`alter table "messages" drop column "conversation_id";`);

    this.addSql(`alter table "messages" alter column "recipient_id" drop default;`);
    this.addSql(`alter table "messages" alter column "recipient_id" type uuid using ("recipient_id"::text::uuid);`);
    this.addSql(`delete from "messages" where "recipient_id" is null;`);
    this.addSql(`alter table "messages" alter column "recipient_id" set not null;`);

    this.addSql(`alter table "users" drop column "email_verified_at", drop column "email_problem", drop column "email_problem_at";`);
  }

}
