import { Migration } from '@mikro-orm/migrations';

export class Migration20261124115450_idempotency_per_account extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "service_requests" drop constraint "service_requests_idempotency_key_unique";`);

    this.addSql(`alter table "service_requests" add column "idempotency_fingerprint" varchar(64) null;`);
    this.addSql(`alter table "service_requests" add constraint "service_requests_requested_by_idempotency_key_unique" unique ("requested_by_id", "idempotency_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "service_requests" drop constraint "service_requests_requested_by_idempotency_key_unique";`);
    this.addSql(`alter table "service_requests" drop column "idempotency_fingerprint";`);

    this.addSql(`alter table "service_requests" add constraint "service_requests_idempotency_key_unique" unique ("idempotency_key");`);
  }

}
