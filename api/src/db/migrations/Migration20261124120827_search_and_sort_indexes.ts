import { Migration } from '@mikro-orm/migrations';

/**
 * Search that scales (issue 15): pg_trgm GIN indexes for the name, phone, notes and invoice-number searches (ILIKE and
 * LIKE '%text%' use them), and b-tree indexes in each list's own order (created_at, id / date, id / issue_date,
 * invoice_number), with the status or role filter first where a list filters on it.
 */
export class Migration20261124120827_search_and_sort_indexes extends Migration {

  override async up(): Promise<void> {
    // A trusted extension since PostgreSQL 13: the database's owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    // The helper search's text of an account: lower(concat_ws(' ', first_name, last_name, display_name, email)), the
    // non-null parts joined by a space. concat_ws is only STABLE, which an index expression cannot be; this body is
    // the same result from immutable operators, so PostgreSQL may index it and inline it (an inlined call is ~10x
    // cheaper per row than a function call, which the index recheck makes for every candidate row).
    this.addSql(
      `create or replace function user_search_text(first_name text, last_name text, display_name text, email text) returns text
         language sql immutable parallel safe
         as $$ select lower(substr(coalesce(' ' || first_name, '') || coalesce(' ' || last_name, '') || coalesce(' ' || display_name, '') || coalesce(' ' || email, ''), 2)) $$;`,
    );

    this.addSql(`drop index "users_role_index";`);

    this.addSql(`create index "users_search_text_trgm_index" on "users" using gin (user_search_text("first_name", "last_name", "display_name", "email") gin_trgm_ops);`);
    this.addSql(`create index "users_created_at_id_index" on "users" ("created_at", "id");`);
    this.addSql(`create index "users_role_created_at_id_index" on "users" ("role", "created_at", "id");`);

    this.addSql(`drop index "messages_recipient_id_created_at_index";`);

    this.addSql(`create index "messages_recipient_id_created_at_id_index" on "messages" ("recipient_id", "created_at", "id");`);

    this.addSql(`drop index "helpers_active_created_at_index";`);

    this.addSql(`create index "helpers_phone_trgm_index" on "helpers" using gin ("phone" gin_trgm_ops);`);
    this.addSql(`create index "helpers_notes_trgm_index" on "helpers" using gin (lower("notes") gin_trgm_ops);`);
    this.addSql(`create index "helpers_created_at_id_index" on "helpers" ("created_at", "id");`);
    this.addSql(`create index "helpers_active_created_at_id_index" on "helpers" ("active", "created_at", "id");`);

    this.addSql(`drop index "clients_active_created_at_index";`);

    this.addSql(`create index "clients_phone_trgm_index" on "clients" using gin ("phone" gin_trgm_ops);`);
    this.addSql(`create index "clients_display_name_trgm_index" on "clients" using gin ("display_name" gin_trgm_ops);`);
    this.addSql(`create index "clients_created_at_id_index" on "clients" ("created_at", "id");`);
    this.addSql(`create index "clients_active_created_at_id_index" on "clients" ("active", "created_at", "id");`);

    this.addSql(`drop index "service_requests_status_date_index";`);

    this.addSql(`create index "service_requests_date_id_index" on "service_requests" ("date", "id");`);
    this.addSql(`create index "service_requests_status_date_id_index" on "service_requests" ("status", "date", "id");`);

    this.addSql(`create index "invoices_invoice_number_trgm_index" on "invoices" using gin ("invoice_number" gin_trgm_ops);`);
    this.addSql(`create index "invoices_issue_date_invoice_number_index" on "invoices" ("issue_date", "invoice_number");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "clients_phone_trgm_index";`);
    this.addSql(`drop index "clients_display_name_trgm_index";`);
    this.addSql(`drop index "clients_created_at_id_index";`);
    this.addSql(`drop index "clients_active_created_at_id_index";`);

    this.addSql(`create index "clients_active_created_at_index" on "clients" ("active", "created_at");`);

    this.addSql(`drop index "helpers_phone_trgm_index";`);
    this.addSql(`drop index "helpers_notes_trgm_index";`);
    this.addSql(`drop index "helpers_created_at_id_index";`);
    this.addSql(`drop index "helpers_active_created_at_id_index";`);

    this.addSql(`create index "helpers_active_created_at_index" on "helpers" ("active", "created_at");`);

    this.addSql(`drop index "invoices_invoice_number_trgm_index";`);
    this.addSql(`drop index "invoices_issue_date_invoice_number_index";`);

    this.addSql(`drop index "messages_recipient_id_created_at_id_index";`);

    this.addSql(`create index "messages_recipient_id_created_at_index" on "messages" ("recipient_id", "created_at");`);

    this.addSql(`drop index "service_requests_date_id_index";`);
    this.addSql(`drop index "service_requests_status_date_id_index";`);

    this.addSql(`create index "service_requests_status_date_index" on "service_requests" ("status", "date");`);

    this.addSql(`drop index "users_search_text_trgm_index";`);
    this.addSql(`drop index "users_created_at_id_index";`);
    this.addSql(`drop index "users_role_created_at_id_index";`);

    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(`drop function user_search_text(text, text, text, text);`);
  }

}
