import { Migration } from '@mikro-orm/migrations';

/**
 * Who completed a visit (issue 22): the owner may now confirm a visit no helper could complete, and the visit keeps
 * whose word it was. Visits completed before this have no record of it.
 */
export class Migration20261127150000_visit_completed_by extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "visits" add column "completed_by_id" uuid null;`);
    this.addSql(
      `alter table "visits" add constraint "visits_completed_by_id_foreign" foreign key ("completed_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visits" drop constraint "visits_completed_by_id_foreign";`);
    this.addSql(`alter table "visits" drop column "completed_by_id";`);
  }
}
