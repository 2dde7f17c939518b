import { Migration } from '@mikro-orm/migrations';

/**
 * The invoice that billed a visit, so "invoice from request" bills each visit once: two runs over the same dates, or
 * two at once, used to bill the same visits twice. Visits billed before this are not linked (their invoices' lines
 * name dates, not visits).
 */
export class Migration20261127170000_visit_billed_on extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "visits" add column "billed_on_id" uuid null;`);
    this.addSql(
      `alter table "visits" add constraint "visits_billed_on_id_foreign" foreign key ("billed_on_id") references "invoices" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "visits_billed_on_id_index" on "visits" ("billed_on_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "visits_billed_on_id_index";`);
    this.addSql(`alter table "visits" drop constraint "visits_billed_on_id_foreign";`);
    this.addSql(`alter table "visits" drop column "billed_on_id";`);
  }
}
