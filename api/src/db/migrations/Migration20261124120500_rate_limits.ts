import { Migration } from '@mikro-orm/migrations';

/**
 * rate-limiter-flexible's PostgreSQL table (its own layout: key, points, expire in epoch ms), so sign-in, sign-up,
 * password-check and API token limits are shared by every app instance on the database. Not an entity: the schema
 * generator skips it (orm.ts).
 */
export class Migration20261124120500_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
