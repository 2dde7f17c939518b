import { Migration } from '@mikro-orm/migrations';

/**
 * The helper search (issue 15) matches the linked account's names and email on the helper's own row: a copy of
 * user_search_text(...) of the account, with a trigram index, kept by triggers (a helper inserted or relinked, an
 * account's names or email changed, an account deleted: its helper's user_id is set null, which the helpers trigger
 * sees). Matching the accounts first and probing helpers by user_id grew with every matching account.
 */
export class Migration20261124211702_helper_account_search_text extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "helpers" add column "account_search_text" text null;`);
    this.addSql(
      `create function helpers_account_search_text() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' or new.user_id is distinct from old.user_id or new.account_search_text is distinct from old.account_search_text then
           new.account_search_text := (select user_search_text(u.first_name, u.last_name, u.display_name, u.email)
                                         from users u where u.id = new.user_id);
         end if;
         return new;
       end $$;`,
    );
    this.addSql(
      `create trigger helpers_account_search_text before insert or update on "helpers"
         for each row execute function helpers_account_search_text();`,
    );
    this.addSql(
      `create function users_helper_search_text() returns trigger language plpgsql as $$
       begin
         update helpers set account_search_text = user_search_text(new.first_name, new.last_name, new.display_name, new.email)
          where user_id = new.id;
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger users_helper_search_text after update of first_name, last_name, display_name, email on "users"
         for each row when (user_search_text(old.first_name, old.last_name, old.display_name, old.email)
                            is distinct from user_search_text(new.first_name, new.last_name, new.display_name, new.email))
         execute function users_helper_search_text();`,
    );
    this.addSql(
      `update "helpers" h set "account_search_text" = user_search_text(u.first_name, u.last_name, u.display_name, u.email)
         from "users" u where u.id = h.user_id;`,
    );
    this.addSql(`create index "helpers_account_search_text_trgm_index" on "helpers" using gin ("account_search_text" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger users_helper_search_text on "users";`);
    this.addSql(`drop function users_helper_search_text();`);
    this.addSql(`drop trigger helpers_account_search_text on "helpers";`);
    this.addSql(`drop function helpers_account_search_text();`);
    this.addSql(`drop index "helpers_account_search_text_trgm_index";`);
    this.addSql(`alter table "helpers" drop column "account_search_text";`);
  }

}
