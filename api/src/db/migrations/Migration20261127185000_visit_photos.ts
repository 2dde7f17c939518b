import { Migration } from '@mikro-orm/migrations';

/**
 * Job photos (issue 27): the row says what a photo shows and who took it; the bytes live in the file storage under
 * its keys. A visit's photos go with it when it is deleted; an uploader's account removed leaves the photo, unsigned.
 */
export class Migration20261127185000_visit_photos extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "visit_photos" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "visit_id" uuid not null, "kind" text check ("kind" in ('before', 'after', 'issue')) not null, "caption" varchar(200) not null default '', "taken_by_id" uuid null, "storage_key" varchar(200) not null, "thumbnail_key" varchar(200) not null, "content_type" varchar(32) not null, "width" int not null, "height" int not null, "size_bytes" int not null, constraint "visit_photos_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "visit_photos_visit_id_created_at_index" on "visit_photos" ("visit_id", "created_at");`);
    this.addSql(
      `alter table "visit_photos" add constraint "visit_photos_visit_id_foreign" foreign key ("visit_id") references "visits" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "visit_photos" add constraint "visit_photos_taken_by_id_foreign" foreign key ("taken_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "visit_photos" cascade;`);
  }
}
