import { Migration } from '@mikro-orm/migrations';

/**
 * Reports (issue 26) read a range of days across every client and helper: payments by receipt day, tips by day and
 * time entries by clock-in, so their time follows the period asked for, not the years of history behind it.
 */
export class Migration20261127212000_report_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "payments_received_on_index" on "payments" ("received_on");`);
    this.addSql(`create index "tips_received_on_index" on "tips" ("received_on");`);
    this.addSql(`create index "time_entries_clock_in_at_index" on "time_entries" ("clock_in_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "time_entries_clock_in_at_index";`);
    this.addSql(`drop index "tips_received_on_index";`);
    this.addSql(`drop index "payments_received_on_index";`);
  }
}
