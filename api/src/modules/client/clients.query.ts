import type { EntityManager } from '@mikro-orm/postgresql';
import { leanPage } from '../../shared/lean-page.js';
import { CREATED_AT_CURSOR, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { type AccountRow, linkedAccountColumns, linkedAccountOf } from '../user/account-row.js';
import { clientPolicy } from './client.policy.js';
import { type ActiveStatusFilter, activeSql } from './client.types.js';
import { searchTerms } from './search.js';

/** A client as the list shows it: plain data from one row (the `Client` type's fields, and maybe its account). */
export interface ClientRow {
  id: string;
  createdAt: Date;
  displayName: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  notes: string | null;
  active: boolean;
  /**
   * The linked account: the account itself when it was read in the row (`linkedAccountColumns`), else the reference
   * the `user` field loads.
   */
  user: AccountRow | { id: string } | null;
}

/** The columns of a ClientRow, selected from the clients aliased `alias`, each named `<prefix><column>`. */
export const clientColumns = (alias: string, prefix = ''): string[] =>
  ['id', 'created_at', 'display_name', 'phone', 'email', 'address', 'notes', 'active', 'user_id'].map(
    (column) => `${alias}.${column}${prefix ? ` as ${prefix}${column}` : ''}`,
  );

/** A ClientRow from the columns `clientColumns` (and `linkedAccountColumns`) selected. */
export function toClientRow(em: EntityManager, row: Record<string, unknown>, prefix = ''): ClientRow {
  const value = (column: string) => row[`${prefix}${column}`];
  return {
    id: value('id') as string,
    createdAt: em.getPlatform().parseDate(value('created_at') as string),
    displayName: value('display_name') as string,
    phone: value('phone') as string | null,
    email: value('email') as string | null,
    address: value('address') as string | null,
    notes: value('notes') as string | null,
    active: value('active') as boolean,
    user: linkedAccountOf(value('account'), value('user_id')),
  };
}

/**
 * The clients list, newest first, searched on the name (any case) and the phone's digits: a hot read path, so one
 * SQL statement a page of plain rows (and a count only when `totalCount` is asked for), through the client policy's
 * scope like every other read.
 */
export function clientsPage(
  em: EntityManager,
  viewer: Viewer,
  args: PageArgs,
  search?: string | null,
  status?: ActiveStatusFilter,
): Promise<Page<ClientRow>> {
  const { pattern, digitsPattern } = searchTerms(search);
  const searched = pattern
    ? {
        sql: digitsPattern ? 'c.display_name ilike ? or c.phone like ?' : 'c.display_name ilike ?',
        params: digitsPattern ? [pattern, digitsPattern] : [pattern],
      }
    : null;
  return leanPage(args, {
    // The hottest list: SQL text under the client policy's scope, no QueryBuilder to compile each time.
    matching: { em, from: 'clients c', where: [clientPolicy.scopeSql(em, viewer, 'c'), activeSql('c', status), searched] },
    select: [...clientColumns('c'), ...linkedAccountColumns(viewer, 'c.user_id', 'account')],
    orderBy: ['c.created_at', 'c.id'],
    direction: 'desc',
    shape: CREATED_AT_CURSOR,
    countColumn: 'c.id',
    toRow: (row) => toClientRow(em, row),
    cursorOf: (row) => [row.createdAt, row.id],
  });
}
