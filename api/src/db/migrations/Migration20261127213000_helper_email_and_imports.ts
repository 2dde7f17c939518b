import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28: a helper record has an email (lower-cased, unique among active helpers), which the helper import matches
 * rows by; an upload remembers whether it was committed as clients or as helpers.
 */
export class Migration20261127213000_helper_email_and_imports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "helpers" add column "email" varchar(254) null;`);
    this.addSql(`alter table "helpers" add constraint helpers_email_lowercase_check check(email = lower(email));`);
    this.addSql(`create unique index "helpers_active_email_unique" on "helpers" ("email") where "active" and "email" is not null;`);
    this.addSql(`alter table "client_imports" add column "kind" varchar(16) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "client_imports" drop column "kind";`);
    this.addSql(`drop index "helpers_active_email_unique";`);
    this.addSql(`alter table "helpers" drop constraint helpers_email_lowercase_check;`);
    this.addSql(`alter table "helpers" drop column "email";`);
  }
}
