import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132655_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "users" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(254) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "role" text check ("role" in ('admin', 'helper', 'client')) not null default 'client', "profile_image_url" varchar(2048) null, "needs_profile_setup" boolean not null default true, "display_name" varchar(100) null, "phone" varchar(32) null, "session_version" int not null default 0, constraint "users_pkey" primary key ("id"), constraint users_email_lowercase_check check (email = lower(email)));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(`create table "role_requests" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "phone" varchar(32) not null, "reason" text null, "experience" text null, "status" text check ("status" in ('pending', 'approved', 'declined')) not null default 'pending', "decision_reason" text null, "decided_at" timestamptz null, constraint "role_requests_pkey" primary key ("id"));`);
    this.addSql(`create unique index "role_requests_one_pending_per_user" on "role_requests" ("user_id") where "status" = 'pending';`);
    this.addSql(`create index "role_requests_status_created_at_index" on "role_requests" ("status", "created_at");`);

    this.addSql(`create table "messages" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "sender_id" uuid null, "recipient_id" uuid not null, "subject" varchar(200) not null, "body" text not null, "read_at" timestamptz null, constraint "messages_pkey" primary key ("id"));`);
    this.addSql(`create index "messages_recipient_id_created_at_index" on "messages" ("recipient_id", "created_at");`);

    this.addSql(`create table "helpers" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid null, "phone" varchar(32) null, "hourly_rate_cents" int not null default 0, "max_hours_per_week" int null, "notes" text null, "active" boolean not null default true, constraint "helpers_pkey" primary key ("id"), constraint helpers_hourly_rate_cents_check check (hourly_rate_cents >= 0), constraint helpers_max_hours_per_week_check check (max_hours_per_week >= 1 and max_hours_per_week <= 168));`);
    this.addSql(`alter table "helpers" add constraint "helpers_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "helpers_active_created_at_index" on "helpers" ("active", "created_at");`);

    this.addSql(`create table "clients" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid null, "display_name" varchar(100) not null, "phone" varchar(32) null, "address" varchar(300) null, "notes" text null, "active" boolean not null default true, constraint "clients_pkey" primary key ("id"));`);
    this.addSql(`alter table "clients" add constraint "clients_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "clients_active_created_at_index" on "clients" ("active", "created_at");`);

    this.addSql(`create table "service_requests" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "client_id" uuid not null, "requested_by_id" uuid null, "status" text check ("status" in ('pending', 'accepted', 'declined', 'scheduled', 'cancelled')) not null default 'pending', "service" text check ("service" in ('standard', 'deep', 'moveout', 'movein', 'post-construction', 'commercial')) not null, "date" date not null, "time" text check ("time" in ('morning', 'afternoon', 'evening', 'flexible')) not null, "address" varchar(300) not null, "notes" text null, "recurring" text check ("recurring" in ('onetime', 'weekly', 'biweekly', 'monthly', 'custom')) not null default 'onetime', "custom_days" jsonb null, "phone_number" varchar(32) not null, "admin_feedback" text null, "idempotency_key" varchar(64) null, "decided_at" timestamptz null, constraint "service_requests_pkey" primary key ("id"), constraint service_requests_custom_days_check check ((recurring = 'custom') = (custom_days is not null)));`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "service_requests_client_id_date_index" on "service_requests" ("client_id", "date");`);
    this.addSql(`create index "service_requests_status_date_index" on "service_requests" ("status", "date");`);

    this.addSql(`create table "invoices" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "invoice_number" varchar(32) not null, "client_id" uuid not null, "issue_date" date not null, "due_date" date not null, "subtotal_cents" int not null, "tax_amount_cents" int not null default 0, "total_cents" int not null, "status" text check ("status" in ('draft', 'sent', 'paid', 'overdue', 'cancelled', 'void')) not null default 'draft', "notes" text null, "paid_at" timestamptz null, constraint "invoices_pkey" primary key ("id"), constraint invoices_subtotal_cents_check check (subtotal_cents >= 0), constraint invoices_tax_amount_cents_check check (tax_amount_cents >= 0), constraint invoices_total_cents_check check (total_cents = subtotal_cents + tax_amount_cents));`);
    this.addSql(`alter table "invoices" add constraint "invoices_invoice_number_unique" unique ("invoice_number");`);
    this.addSql(`create index "invoices_status_due_date_index" on "invoices" ("status", "due_date");`);
    this.addSql(`create index "invoices_client_id_issue_date_index" on "invoices" ("client_id", "issue_date");`);

    this.addSql(`create table "invoice_items" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "invoice_id" uuid not null, "position" int not null default 0, "description" varchar(300) not null, "quantity" int not null, "unit_price_cents" int not null, constraint "invoice_items_pkey" primary key ("id"), constraint invoice_items_quantity_check check (quantity > 0), constraint invoice_items_unit_price_cents_check check (unit_price_cents >= 0));`);
    this.addSql(`create index "invoice_items_invoice_id_position_index" on "invoice_items" ("invoice_id", "position");`);

    this.addSql(`alter table "role_requests" add constraint "role_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "messages" add constraint "messages_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "helpers" add constraint "helpers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "clients" add constraint "clients_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "service_requests" add constraint "service_requests_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "invoices" add constraint "invoices_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "invoice_items" add constraint "invoice_items_invoice_id_foreign" foreign key ("invoice_id") references "invoices" ("id") on update cascade on delete cascade;`);

    // Sessions, in connect-pg-simple's own layout (it is told not to create the table itself).
    this.addSql(`create table "session" ("sid" varchar not null, "sess" json not null, "expire" timestamp(6) not null, constraint "session_pkey" primary key ("sid"));`);
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);
  }

}
