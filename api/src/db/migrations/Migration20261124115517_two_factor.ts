import { Migration } from '@mikro-orm/migrations';

export class Migration20261124115517_two_factor extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "two_factor_credentials" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "secret_ciphertext" text not null, "enabled_at" timestamptz null, "last_used_step" int null, "failed_attempts" int not null default 0, "failed_window_started_at" timestamptz null, constraint "two_factor_credentials_pkey" primary key ("id"));`);
    this.addSql(`alter table "two_factor_credentials" add constraint "two_factor_credentials_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "two_factor_recovery_codes" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, constraint "two_factor_recovery_codes_pkey" primary key ("id"));`);
    this.addSql(`create index "two_factor_recovery_codes_user_id_code_hash_index" on "two_factor_recovery_codes" ("user_id", "code_hash");`);

    this.addSql(`alter table "two_factor_credentials" add constraint "two_factor_credentials_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "business_settings" add column "require_admin_two_factor" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "two_factor_credentials" cascade;`);

    this.addSql(`drop table if exists "two_factor_recovery_codes" cascade;`);

    this.addSql(`alter table "business_settings" drop column "require_admin_two_factor";`);
  }

}
