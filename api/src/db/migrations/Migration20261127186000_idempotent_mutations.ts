import { Migration } from '@mikro-orm/migrations';

/**
 * Mutations run with an Idempotency-Key (a phone's offline queue replays its changes): one row per account and key,
 * written in the mutation's transaction with its answer, so a replay changes nothing and answers the same.
 */
export class Migration20261127186000_idempotent_mutations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotent_mutations" ("id" uuid not null, "account_id" uuid not null, "key" varchar(100) not null, "mutation" varchar(100) not null, "fingerprint" varchar(64) not null, "answer" jsonb null, "created_at" timestamptz not null default now(), constraint "idempotent_mutations_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "idempotent_mutations" add constraint "idempotent_mutations_account_id_key_unique" unique ("account_id", "key");`,
    );
    this.addSql(
      `alter table "idempotent_mutations" add constraint "idempotent_mutations_account_id_foreign" foreign key ("account_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "idempotent_mutations_created_at_index" on "idempotent_mutations" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotent_mutations" cascade;`);
  }
}
