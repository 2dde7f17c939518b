import { type FilterQuery, type QueryOrderMap, raw, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { recordNames } from '../modules/describe/audit-names.js';
import type { Helper } from '../modules/helper/helper.entity.js';
import { helperPolicy } from '../modules/helper/helper.policy.js';
import type { ServiceRequestStatus } from '../modules/service-request/service-request.enums.js';
import {
  countOf,
  type FirstPageKey,
  firstPagesByStatus,
  requestCountsByStatus,
  type ServiceRequestRow,
  serviceRequestsPage,
} from '../modules/service-request/service-requests.query.js';
import { VisitAssignment } from '../modules/visit/visit-assignment.entity.js';
import { forbidden } from '../shared/errors.js';
import { DEFAULT_PAGE_SIZE, type Page, type PageArgs } from '../shared/paging.js';
import { type Policy, type Viewer, withIds } from '../shared/policy.js';

type Row = { id: string } & Record<string, unknown>;

export interface HelperNamesRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  account_first_name: string | null;
  account_last_name: string | null;
  account_display_name: string | null;
}

/** The id a row's relation points at (a reference or a loaded entity). */
const idOf = (row: object, key: string) => ((row as Record<string, { id: string } | null>)[key] as { id: string } | null)?.id;

/**
 * Per-request batch loaders for nested fields, each reading through the viewer's policy scope: a list of N parents
 * costs one query per field, and a nested field never shows what the type's own scope would not.
 */
export function createLoaders(em: EntityManager, viewer: Viewer | null) {
  const byId = new Map<Policy<object>, DataLoader<string, object | null>>();
  const byParent = new Map<string, DataLoader<string, object[]>>();

  // The request counts by status, read once for every list total and dashboard figure of this request.
  let requestCounts: Promise<Map<ServiceRequestStatus, number>> | undefined;
  const serviceRequestCounts = () => (requestCounts ??= requestCountsByStatus(em, viewer));
  const countRequests = async (status?: ServiceRequestStatus | null) => countOf(await serviceRequestCounts(), status);
  const firstRequestPages = new DataLoader<FirstPageKey, Page<ServiceRequestRow>, string>(
    (keys) => firstPagesByStatus(em, viewer, keys, countRequests),
    { cacheKeyFn: (key) => `${key.status}:${key.first}` },
  );

  return {
    serviceRequestCounts,

    /**
     * A page of the service requests list: the first pages of one status each, as the dashboard asks for three, in one
     * statement together; any other page on its own. Totals from the shared counts.
     */
    serviceRequestPage(viewer: Viewer, args: PageArgs, status?: ServiceRequestStatus | null) {
      if (status && args.after == null && args.before == null && args.last == null) {
        return firstRequestPages.load({ status, first: args.first ?? DEFAULT_PAGE_SIZE });
      }
      return serviceRequestsPage(em, viewer, args, status, () => countRequests(status));
    },

    /** One object by database id, when this viewer may read it; otherwise null. */
    read<T extends object>(policy: Policy<T>, id: string): Promise<T | null> {
      let loader = byId.get(policy as Policy<object>);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          // A viewer who reads every row may have what this request already loaded (a joined relation) from the
          // identity map; anyone else has each row read through the scope.
          const known = new Map<string, object>();
          if (policy.readsAll(viewer)) {
            for (const id of ids) {
              const loaded = em.getUnitOfWork().getById<object>(policy.entity.name, id);
              if (loaded && wrap(loaded, true).isInitialized()) known.set(id, loaded);
            }
          }
          const missing = ids.filter((id) => !known.has(id));
          const rows = missing.length ? ((await em.find(policy.entity, policy.where(viewer, withIds<T>(missing)))) as Row[]) : [];
          for (const row of rows) known.set(row.id, row);
          return ids.map((key) => known.get(key) ?? null);
        });
        byId.set(policy as Policy<object>, loader);
      }
      return loader.load(id) as Promise<T | null>;
    },

    /** The same for a field that cannot be null: an object out of the viewer's scope is FORBIDDEN, not a silent null. */
    async readRequired<T extends object>(policy: Policy<T>, id: string): Promise<T> {
      const found = await this.read(policy, id);
      if (!found) throw forbidden(`You may not see this ${policy.label.toLowerCase()}`);
      return found;
    },

    /** The objects whose `key` relation points at `parentId` (an invoice's lines), as far as this viewer may read them. */
    readChildren<T extends object>(
      policy: Policy<T>,
      key: keyof T & string,
      parentId: string,
      orderBy: QueryOrderMap<T>,
    ): Promise<T[]> {
      const name = `${policy.label}:${key}`;
      let loader = byParent.get(name);
      if (!loader) {
        loader = new DataLoader(async (parentIds) => {
          const filter = { [key]: { $in: [...parentIds] } } as FilterQuery<T>;
          const rows = await em.find(policy.entity, policy.where(viewer, filter), { orderBy });
          return parentIds.map((parent) => rows.filter((row) => idOf(row, key) === parent));
        });
        byParent.set(name, loader);
      }
      return loader.load(parentId) as Promise<T[]>;
    },

    /** The names of records the audit trail points at (the admin's reading of it), by database id. */
    auditNames: new DataLoader<string, string | null>(async (ids) => {
      const names = await recordNames(em, ids);
      return ids.map((id) => names.get(id) ?? null);
    }),

    /** A visit's helpers, in the order they were assigned, as far as this viewer may read them. */
    helpersByVisit: new DataLoader<string, Helper[]>(async (visitIds) => {
      const readable = helperPolicy.readsAll(viewer) ? {} : { helper: helperPolicy.scope(viewer) };
      const assignments = await em.find(
        VisitAssignment,
        { visit: { $in: [...visitIds] }, ...readable },
        { populate: ['helper'], orderBy: { assignedAt: 'asc', helper: 'asc' } },
      );
      return visitIds.map((id) => assignments.filter((row) => row.visit.id === id).map((row) => row.helper));
    }),

    /**
     * How many helpers each visit has. A count of assignments, no helper's record: how many cleaners come is part
     * of the visit, readable by whoever reads the visit.
     */
    /**
     * Who comes to each visit, as the client may know them: the first names of its helpers' accounts, in the order
     * they were assigned; no surname, phone or id. A helper without an account has no name to give.
     */
    helperFirstNamesByVisit: new DataLoader<string, string[]>(async (visitIds) => {
      const rows: { visit_id: string; first_name: string }[] = await em.execute(
        `select a.visit_id, u.first_name
           from visit_assignments a
           join helpers h on h.id = a.helper_id
           join users u on u.id = h.user_id
          where a.visit_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
          order by a.assigned_at, a.helper_id`,
        [JSON.stringify(visitIds)],
      );
      return visitIds.map((id) => rows.filter((row) => row.visit_id === id).map((row) => row.first_name));
    }),

    /**
     * Each helper's names: the linked account's first, last and display name and the record's own, one query for a
     * list. Asked only for helpers the viewer already reads (the field's parent), so it shows nothing new.
     */
    helperNames: new DataLoader<string, HelperNamesRow | null>(async (helperIds) => {
      const rows: HelperNamesRow[] = await em.execute(
        `select h.id, h.first_name, h.last_name, u.first_name as account_first_name, u.last_name as account_last_name,
                u.display_name as account_display_name
           from helpers h left join users u on u.id = h.user_id
          where h.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(helperIds)],
      );
      return helperIds.map((id) => rows.find((row) => row.id === id) ?? null);
    }),

    helperCountByVisit: new DataLoader<string, number>(async (visitIds) => {
      const rows: { visit_id: string; helpers: number }[] = await em
        .createQueryBuilder(VisitAssignment, 'a')
        .select(['a.visit', raw('count(*)::int as helpers')])
        .where({ visit: { $in: [...visitIds] } })
        .groupBy('a.visit')
        .execute('all', false);
      const counts = new Map(rows.map((row) => [row.visit_id, row.helpers]));
      return visitIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
