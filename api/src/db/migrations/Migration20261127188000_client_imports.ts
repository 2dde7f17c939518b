import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded client CSVs waiting for their preview and commit (issue 28), shared by every app instance; and the
 * first-run setup's finished steps on the business settings.
 */
export class Migration20261127188000_client_imports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "client_imports" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "uploaded_by_id" uuid not null, "file_name" varchar(255) not null, "encoding" varchar(16) not null, "content" text not null, "expires_at" timestamptz not null, "committed_at" timestamptz null, "outcome" jsonb null, constraint "client_imports_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "client_imports_uploaded_by_id_index" on "client_imports" ("uploaded_by_id");`);
    this.addSql(`create index "client_imports_expires_at_index" on "client_imports" ("expires_at");`);
    this.addSql(
      `alter table "client_imports" add constraint "client_imports_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "business_settings" add column "setup_steps" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "business_settings" drop column "setup_steps";`);
    this.addSql(`drop table if exists "client_imports" cascade;`);
  }
}
