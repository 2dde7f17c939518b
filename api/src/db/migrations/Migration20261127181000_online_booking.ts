import { Migration } from '@mikro-orm/migrations';

/**
 * Online booking (issue 24, part B): the ZIP codes served with their trip charges, coupons, the booking settings and
 * the leads of visitors who left. The demo's service area is Southwest Florida's, so a fresh install can take
 * bookings at once; the owner edits it at Settings → Online booking.
 */
export class Migration20261127181000_online_booking extends Migration {
  override async up(): Promise<void> {
    const base = `"id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now()`;
    this.addSql(
      `create table "service_area_zips" (${base}, "zip" varchar(5) not null, "place" varchar(100) null, "trip_charge_cents" int not null default 0, constraint "service_area_zips_pkey" primary key ("id"), constraint service_area_zips_zip_check check (zip ~ '^[0-9]{5}$'), constraint service_area_zips_trip_check check (trip_charge_cents >= 0));`,
    );
    this.addSql(`alter table "service_area_zips" add constraint "service_area_zips_zip_unique" unique ("zip");`);

    this.addSql(
      `create table "coupons" (${base}, "code" varchar(40) not null, "code_key" varchar(40) not null, "kind" text check ("kind" in ('percent', 'fixed')) not null, "amount" int not null, "applies_to" text check ("applies_to" in ('first', 'every')) not null default 'first', "new_clients_only" boolean not null default false, "valid_from" date null, "valid_through" date null, "usage_limit" int null, "used_count" int not null default 0, "active" boolean not null default true, constraint "coupons_pkey" primary key ("id"), constraint coupons_amount_check check (amount > 0 and (kind <> 'percent' or amount <= 10000)), constraint coupons_used_check check (used_count >= 0 and (usage_limit is null or used_count <= usage_limit)));`,
    );
    this.addSql(`alter table "coupons" add constraint "coupons_code_key_unique" unique ("code_key");`);

    this.addSql(
      `create table "booking_settings" (${base}, "key" varchar(16) not null default 'default', "window_weeks" int not null default 8, "visits_per_slot" int not null default 2, "accept_at_once" boolean not null default false, constraint "booking_settings_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "booking_settings" add constraint "booking_settings_key_unique" unique ("key");`);

    this.addSql(
      `create table "booking_leads" (${base}, "email" varchar(254) not null, "step" text check ("step" in ('zip', 'service', 'home', 'extras', 'frequency', 'slot', 'details', 'summary', 'account')) not null, "zip" varchar(5) null, "outside_area" boolean not null default false, "quote" jsonb null, "summary" varchar(300) null, "total_cents" int null, "reminded_at" timestamptz null, "booked_at" timestamptz null, constraint "booking_leads_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "booking_leads" add constraint "booking_leads_email_unique" unique ("email");`);
    this.addSql(`create index "booking_leads_created_at_index" on "booking_leads" ("created_at");`);

    // A lead's reminder goes through the outbox like every email: a notification addressed to the lead.
    this.addSql(`alter table "notifications" add column "recipient_lead_id" uuid null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_recipient_lead_id_foreign" foreign key ("recipient_lead_id") references "booking_leads" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "notifications_recipient_lead_id_index" on "notifications" ("recipient_lead_id");`);
    this.addSql(`alter table "notifications" drop constraint notifications_one_recipient_check;`);
    this.addSql(`alter table "notifications" add constraint notifications_one_recipient_check check (num_nonnulls(recipient_id, recipient_client_id, recipient_lead_id) = 1);`);

    // A request booked online by an account whose address is not confirmed yet: the owner sees it on the request.
    this.addSql(`alter table "service_requests" add column "awaiting_email_confirmation" boolean not null default false;`);

    // Southwest Florida: Naples, Bonita Springs, Estero, Fort Myers, Cape Coral, Marco Island (a trip charge).
    const zips: [string, string, number][] = [
      ['34102', 'Naples', 0],
      ['34103', 'Naples', 0],
      ['34104', 'Naples', 0],
      ['34105', 'Naples', 0],
      ['34108', 'Naples', 0],
      ['34109', 'Naples', 0],
      ['34110', 'Naples', 0],
      ['34112', 'Naples', 0],
      ['34113', 'Naples', 0],
      ['34119', 'Naples', 0],
      ['34120', 'Naples', 1500],
      ['34134', 'Bonita Springs', 0],
      ['34135', 'Bonita Springs', 0],
      ['33928', 'Estero', 0],
      ['33901', 'Fort Myers', 1000],
      ['33907', 'Fort Myers', 1000],
      ['33908', 'Fort Myers', 1000],
      ['33912', 'Fort Myers', 1000],
      ['33919', 'Fort Myers', 1000],
      ['33904', 'Cape Coral', 2000],
      ['33914', 'Cape Coral', 2000],
      ['33990', 'Cape Coral', 2000],
      ['33991', 'Cape Coral', 2000],
      ['34145', 'Marco Island', 2500],
    ];
    const values = zips.map(([zip, place, cents]) => `(gen_random_uuid(), '${zip}', '${place}', ${cents})`).join(', ');
    this.addSql(`insert into "service_area_zips" ("id", "zip", "place", "trip_charge_cents") values ${values};`);
    this.addSql(`insert into "booking_settings" ("id") values (gen_random_uuid());`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_requests" drop column "awaiting_email_confirmation";`);
    this.addSql(`delete from "notifications" where "recipient_lead_id" is not null;`);
    this.addSql(`alter table "notifications" drop constraint notifications_one_recipient_check;`);
    this.addSql(`alter table "notifications" add constraint notifications_one_recipient_check check ((recipient_id is null) <> (recipient_client_id is null));`);
    this.addSql(`alter table "notifications" drop column "recipient_lead_id";`);
    this.addSql(`drop table if exists "booking_leads" cascade;`);
    this.addSql(`drop table if exists "booking_settings" cascade;`);
    this.addSql(`drop table if exists "coupons" cascade;`);
    this.addSql(`drop table if exists "service_area_zips" cascade;`);
  }
}
