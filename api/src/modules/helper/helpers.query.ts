import type { EntityManager } from '@mikro-orm/postgresql';
import { leanPage } from '../../shared/lean-page.js';
import { CREATED_AT_CURSOR, type Page, type PageArgs } from '../../shared/paging.js';
import type { SqlCondition, Viewer } from '../../shared/policy.js';
import { type ActiveStatusFilter, activeSql } from '../client/client.types.js';
import { searchTerms } from '../client/search.js';
import { type AccountRow, linkedAccountColumns, linkedAccountOf } from '../user/account-row.js';
import { helperPolicy } from './helper.policy.js';

/** A helper as the list shows it: plain data from one row (the `Helper` type's fields, and maybe its account). */
export interface HelperRow {
  id: string;
  createdAt: Date;
  phone: string | null;
  hourlyRateCents: number;
  maxHoursPerWeek: number | null;
  notes: string | null;
  active: boolean;
  /**
   * The linked account: the account itself when it was read in the row (`linkedAccountColumns`), else the reference
   * the `user` field loads.
   */
  user: AccountRow | { id: string } | null;
}

/**
 * A helper is shown as 'Helper' plus the first 8 characters of its id, so a search such as "Helper 1a2b" or
 * "1a2b3c4d" finds it: the id range that starts with those hex digits (an index range scan, no cast).
 */
export function idPrefixRange(search: string | null | undefined): { $gte: string; $lte: string } | null {
  const match = /^(?:helper\s*)?([0-9a-f]{4,32})$/i.exec((search ?? '').trim().replace(/-/g, ''));
  if (!match) return null;
  const hex = match[1].toLowerCase();
  const uuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { $gte: uuid(hex.padEnd(32, '0')), $lte: uuid(hex.padEnd(32, 'f')) };
}

/** The search's condition on the helpers aliased `h`; none when blank. */
function searchCondition(search: string | null | undefined): SqlCondition | null {
  const text = (search ?? '').trim().replace(/^helper\b\s*/i, '');
  const { pattern, digitsPattern } = searchTerms(text);
  if (!pattern) return null;
  const range = idPrefixRange(text);
  const lowered = pattern.toLowerCase();
  // Each way a helper can match is a condition on the helper's own row, so PostgreSQL ORs their indexes (trigram
  // indexes on notes, phone and the account's search text, the id range) in one bitmap when it counts, and walks the
  // list's order when matches are common. The account's names and email are a trigger-kept copy on the helper
  // (account_search_text): matching the accounts first and probing helpers by user_id grew with every matching
  // account. A phone-like search looks at the digits only; names and emails hold none worth matching.
  const branches: SqlCondition[] = [
    { sql: 'lower(h.notes) like ?', params: [lowered] },
    ...(range ? [{ sql: 'h.id between ? and ?', params: [range.$gte, range.$lte] }] : []),
    digitsPattern
      ? { sql: 'h.phone like ?', params: [digitsPattern] }
      : { sql: 'h.account_search_text like ?', params: [lowered] },
  ];
  return {
    sql: `(${branches.map((branch) => branch.sql).join(' or ')})`,
    params: branches.flatMap((branch) => branch.params),
  };
}

/**
 * The helpers list, newest first, searched on the label, the linked account's name and email, the notes and the
 * phone's digits: one SQL statement a page of plain rows (and a count only when `totalCount` is asked for), through
 * the helper policy's scope like every other read.
 */
export function helpersPage(
  em: EntityManager,
  viewer: Viewer,
  args: PageArgs,
  search?: string | null,
  status?: ActiveStatusFilter,
): Promise<Page<HelperRow>> {
  const searched = searchCondition(search);
  const platform = em.getPlatform();
  return leanPage(args, {
    // A hot list: SQL text under the helper policy's scope, no QueryBuilder to compile each time.
    matching: { em, from: 'helpers h', where: [helperPolicy.scopeSql(em, viewer, 'h'), activeSql('h', status), searched] },
    select: [
      'h.id',
      'h.created_at',
      'h.phone',
      'h.hourly_rate_cents',
      'h.max_hours_per_week',
      'h.notes',
      'h.active',
      'h.user_id',
      ...linkedAccountColumns(viewer, 'h.user_id', 'account'),
    ],
    orderBy: ['h.created_at', 'h.id'],
    direction: 'desc',
    shape: CREATED_AT_CURSOR,
    countColumn: 'h.id',
    toRow: (row) => ({
      id: row.id as string,
      createdAt: platform.parseDate(row.created_at as string),
      phone: row.phone as string | null,
      hourlyRateCents: row.hourly_rate_cents as number,
      maxHoursPerWeek: row.max_hours_per_week as number | null,
      notes: row.notes as string | null,
      active: row.active as boolean,
      user: linkedAccountOf(row.account, row.user_id),
    }),
    cursorOf: (row) => [row.createdAt, row.id],
  });
}
