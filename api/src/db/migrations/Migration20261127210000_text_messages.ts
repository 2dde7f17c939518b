import { Migration } from '@mikro-orm/migrations';

/**
 * Text messages (issue 29): the outbox gains an SMS channel (with Twilio's message id and status, and the time a held
 * text may go), messages say whether they came by text, the business sets quiet hours and a daily cap, each person's
 * texting choices and consent are recorded, numbers that texted STOP are kept, and received texts are recorded once
 * by their MessageSid.
 */
export class Migration20261127210000_text_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notification_deliveries" drop constraint if exists "notification_deliveries_channel_check";`);
    this.addSql(
      `alter table "notification_deliveries" add constraint "notification_deliveries_channel_check" check ("channel" in ('email', 'sms'));`,
    );
    this.addSql(
      `alter table "notification_deliveries" add column "provider_id" varchar(64) null, add column "provider_status" varchar(32) null, add column "send_after" timestamptz null;`,
    );
    this.addSql(
      `alter table "notification_deliveries" add constraint "notification_deliveries_provider_id_unique" unique ("provider_id");`,
    );
    this.addSql(
      `create index "notification_deliveries_channel_to_address_sent_at_index" on "notification_deliveries" ("channel", "to_address", "sent_at");`,
    );
    this.addSql(`alter table "messages" add column "channel" text check ("channel" in ('app', 'text')) not null default 'app';`);
    this.addSql(
      `alter table "business_settings" add column "text_quiet_start_hour" int not null default 21, add column "text_quiet_end_hour" int not null default 8, add column "text_daily_limit" int not null default 5;`,
    );
    this.addSql(
      `create table "text_preferences" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid null, "client_id" uuid null, "phone" varchar(16) not null, "categories" jsonb not null default '[]', "consent_at" timestamptz null, "consent_method" varchar(200) null, constraint "text_preferences_pkey" primary key ("id"), constraint "text_preferences_one_owner_check" check (num_nonnulls(user_id, client_id) = 1));`,
    );
    this.addSql(`alter table "text_preferences" add constraint "text_preferences_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "text_preferences" add constraint "text_preferences_client_id_unique" unique ("client_id");`);
    this.addSql(`create index "text_preferences_phone_index" on "text_preferences" ("phone");`);
    this.addSql(
      `alter table "text_preferences" add constraint "text_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "text_preferences" add constraint "text_preferences_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "text_opt_outs" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "phone" varchar(16) not null, constraint "text_opt_outs_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "text_opt_outs" add constraint "text_opt_outs_phone_unique" unique ("phone");`);
    this.addSql(
      `create table "inbound_texts" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "message_sid" varchar(64) not null, "from_phone" varchar(32) not null, "body" text not null, "kind" varchar(16) not null, "sender_id" uuid null, "message_id" uuid null, constraint "inbound_texts_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "inbound_texts" add constraint "inbound_texts_message_sid_unique" unique ("message_sid");`);
    this.addSql(`create index "inbound_texts_from_phone_created_at_index" on "inbound_texts" ("from_phone", "created_at");`);
    this.addSql(
      `alter table "inbound_texts" add constraint "inbound_texts_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "inbound_texts" add constraint "inbound_texts_message_id_foreign" foreign key ("message_id") references "messages" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inbound_texts" cascade;`);
    this.addSql(`drop table if exists "text_opt_outs" cascade;`);
    this.addSql(`drop table if exists "text_preferences" cascade;`);
    this.addSql(
      `alter table "business_settings" drop column "text_quiet_start_hour", drop column "text_quiet_end_hour", drop column "text_daily_limit";`,
    );
    this.addSql(`alter table "messages" drop column "channel";`);
    this.addSql(`drop index if exists "notification_deliveries_channel_to_address_sent_at_index";`);
    this.addSql(
      `alter table "notification_deliveries" drop constraint if exists "notification_deliveries_provider_id_unique", drop column "provider_id", drop column "provider_status", drop column "send_after";`,
    );
    this.addSql(`delete from "notification_deliveries" where "channel" = 'sms';`);
    this.addSql(`alter table "notification_deliveries" drop constraint if exists "notification_deliveries_channel_check";`);
    this.addSql(
      `alter table "notification_deliveries" add constraint "notification_deliveries_channel_check" check ("channel" in ('email'));`,
    );
  }
}
