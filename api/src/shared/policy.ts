import type { EntityClass, FilterQuery, FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../auth/role.enum.js';
import { forbidden, notFound, unauthenticated } from './errors.js';
import { isDatabaseId } from './ids.js';

/*
 * Object-level access: one policy per entity (`<entity>.policy.ts`) is the only place that says who may see or do
 * what with one object. The role gate on each operation (`@Auth`) runs first; a policy answers "this viewer, this
 * object". Both halves fail closed: a role (or the signed-out visitor) that a rule does not name gets nothing.
 *
 * - Reading goes through `scope(viewer)`, a MikroORM FilterQuery of the rows the viewer may read (`{}` for all).
 *   Lists and counts filter with `policy.where(viewer, filter)`, one object is `policy.findOne(em, viewer, id)`,
 *   and raw reads run through a QueryBuilder `.where(policy.where(viewer, …))`, so there is one definition. A hot
 *   list written as SQL text takes the same scope as SQL (`policy.scopeSql(em, viewer, alias)`), written out from
 *   that one definition.
 * - Writing asks `policy.authorize(viewer, action, subject)`: NOT_FOUND for a missing subject, FORBIDDEN when the
 *   action's rule for the viewer's role is absent or false; it returns the subject. `policy.load(em, viewer, action,
 *   id)` finds the row by database id (whoever owns it, so a refusal is FORBIDDEN) with the relations the rules read
 *   (`populate`) and authorizes it in one step. Creating is asked of the new object built unsaved
 *   (`em.create(X, data, { persist: false })`, authorize, then persist), or, where it belongs to another, of that
 *   owner (`clientPolicy.authorize(viewer, 'bill', client)` before its invoice is made).
 * - `node(id:)` reaches a type only through the explicit table in modules/policies.ts; add the policy there.
 *
 * A new module adopts it in a few lines:
 *
 *   const own = (viewer: Viewer) => ({ recipient: viewer.id });
 *   const isRecipient = (viewer: Viewer, notification: Notification) => notification.recipient.id === viewer.id;
 *   export const notificationPolicy = definePolicy(Notification, {
 *     label: 'Notification',
 *     read: { [Role.ADMIN]: true, [Role.HELPER]: own, [Role.CLIENT]: own },
 *     actions: { markRead: { [Role.HELPER]: isRecipient, [Role.CLIENT]: isRecipient } },
 *   });
 *   // a list:   findPage(em, Notification, notificationPolicy.where(viewer, { readAt: null }), args, { … })
 *   // a write:  const notification = await notificationPolicy.load(em, viewer, 'markRead', id);
 *   // then:     add `Notification: notificationPolicy` to modules/policies.ts and a row to the authorization matrix.
 */

/** An SQL condition with `?` parameters, for reads written as SQL text. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** Who is asking: what every rule reads of the signed-in user. */
export interface Viewer {
  readonly id: string;
  readonly role: Role;
  /** True when the request came with an API token: a rule may keep account secrets from integrations. */
  readonly viaApiToken?: boolean;
}

/** The rows one role may read: all of them (`true`), or those matching a filter built for the viewer. */
export type ReadRule<T> = true | ((viewer: Viewer) => FilterQuery<T>);

/**
 * Whether one role may take an action on an object: always (`true`), or as the object says. (Declared as a method
 * so a policy of any entity fits the table of all policies.)
 */
export type ActionRule<T> = true | { check(viewer: Viewer, subject: T): boolean }['check'];

export interface PolicyDefinition<T extends object, A extends string> {
  /** How errors name the object: "Invoice not found". */
  label: string;
  /** Read scope per role; `anonymous: true` opens the rows to the signed-out too (public content only). */
  read: Partial<Record<Role, ReadRule<T>>> & { anonymous?: true };
  /** Write rules (`update`, `delete`, domain actions such as `decide`), each per role. */
  actions: Record<A, Partial<Record<Role, ActionRule<T>>>>;
  /** Relations the action rules read; `load` populates them. */
  populate?: readonly string[];
  /** What a refusal says, per action, where the generic "You are not allowed to do that" would not help. */
  refusals?: Partial<Record<A, string>>;
}

export interface Policy<T extends object, A extends string = string> {
  readonly entity: EntityClass<T>;
  readonly label: string;
  readonly definition: PolicyDefinition<T, A>;
  /** The rows this viewer may read; nothing for the signed-out unless the rows are public. */
  scope(viewer: Viewer | null): FilterQuery<T>;
  /** A filter narrowed to the viewer's scope. */
  where(viewer: Viewer | null, filter?: FilterQuery<T>): FilterQuery<T>;
  /** True when the scope holds every row (the admin), so callers may skip a scoped batch. */
  readsAll(viewer: Viewer | null): boolean;
  /**
   * The scope as an SQL condition on this entity's table aliased `alias`, for a read written as SQL text; null for
   * every row. It is written out from `scope`, which must then be nothing, everything, or equalities of the entity's
   * own columns (`{ user: viewer.id }`): any other scope throws, and its reads go through a QueryBuilder.
   */
  scopeSql(em: EntityManager, viewer: Viewer | null, alias: string): SqlCondition | null;
  /** One object by database id, when this viewer may read it; otherwise null, so existence does not leak. */
  findOne<P extends string = never>(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    options?: FindOneOptions<T, P>,
  ): Promise<T | null>;
  can(viewer: Viewer | null, action: A, subject: T): boolean;
  /** The subject when the viewer may take the action; NOT_FOUND when there is none, FORBIDDEN when refused. */
  authorize<S extends T>(viewer: Viewer | null, action: A, subject: S | null | undefined): S;
  /** Finds the row by database id (any owner, so a refusal is FORBIDDEN, not NOT_FOUND) and authorizes the action. */
  load<P extends string = never>(
    em: EntityManager,
    viewer: Viewer | null,
    action: A,
    id: string,
    options?: FindOneOptions<T, P>,
  ): Promise<T>;
}

/** A filter of the rows with these database ids (every policy's entity has an `id`). */
export const withIds = <T extends object>(ids: readonly string[]): FilterQuery<T> =>
  ({ id: { $in: [...ids] } }) as unknown as FilterQuery<T>;

/** The row with this database id, as a primary-key condition (which MikroORM answers from its identity map). */
const withId = <T extends object>(id: string): FilterQuery<T> => ({ id }) as unknown as FilterQuery<T>;

/** A filter no row matches (`1 = 0` in SQL). */
const NOTHING = withIds([]);

const isEmptyFilter = (filter: object) => Object.keys(filter).length === 0;

export function definePolicy<T extends object, A extends string>(
  entity: EntityClass<T>,
  definition: PolicyDefinition<T, A>,
): Policy<T, A> {
  const { label, read, actions, populate = [], refusals = {} as Partial<Record<A, string>> } = definition;

  const scope = (viewer: Viewer | null): FilterQuery<T> => {
    const rule = viewer ? read[viewer.role] : read.anonymous;
    if (rule === true) return {} as FilterQuery<T>;
    if (!rule || !viewer) return NOTHING as FilterQuery<T>;
    return rule(viewer);
  };

  const where = (viewer: Viewer | null, filter: FilterQuery<T> = {} as FilterQuery<T>): FilterQuery<T> => {
    const scoped = scope(viewer);
    if (isEmptyFilter(scoped)) return filter;
    if (isEmptyFilter(filter as object)) return scoped;
    return { $and: [scoped, filter] } as FilterQuery<T>;
  };

  const can = (viewer: Viewer | null, action: A, subject: T): boolean => {
    const rule = viewer ? actions[action]?.[viewer.role] : undefined;
    return rule === true || (typeof rule === 'function' && rule(viewer!, subject));
  };

  const authorize = <S extends T>(viewer: Viewer | null, action: A, subject: S | null | undefined): S => {
    if (!subject) throw notFound(label);
    if (!viewer) throw unauthenticated();
    if (!can(viewer, action, subject)) throw forbidden(refusals[action]);
    return subject;
  };

  const scopeSql = (em: EntityManager, viewer: Viewer | null, alias: string): SqlCondition | null => {
    const scoped = scope(viewer);
    if (isEmptyFilter(scoped)) return null;
    if (scoped === NOTHING) return { sql: '1 = 0', params: [] };
    const { properties } = em.getMetadata().get(entity.name);
    const equalities = Object.entries(scoped).map(([key, value]) => {
      const columns = properties[key as keyof typeof properties]?.fieldNames ?? [];
      if (columns.length !== 1 || !['string', 'number', 'boolean'].includes(typeof value)) {
        throw new Error(`The ${label} read scope on "${key}" has no SQL form: read it through a QueryBuilder`);
      }
      return { sql: `${alias}.${columns[0]} = ?`, value };
    });
    return { sql: equalities.map(({ sql }) => sql).join(' and '), params: equalities.map(({ value }) => value) };
  };

  return {
    entity,
    label,
    definition,
    scope,
    where,
    readsAll: (viewer) => isEmptyFilter(scope(viewer)),
    scopeSql,
    async findOne(em, viewer, id, options) {
      if (!isDatabaseId(id)) return null;
      return (await em.findOne(entity, where(viewer, withId(id)), options)) as T | null;
    },
    can,
    authorize,
    async load(em, viewer, action, id, options = {}) {
      // The rules' relations join the caller's: populate is typed by its literal paths, which a merged list loses.
      const merged = { ...options, populate: [...populate, ...(options.populate || [])] } as unknown as typeof options;
      const found = isDatabaseId(id) ? ((await em.findOne(entity, withId(id), merged)) as T | null) : null;
      return authorize(viewer, action, found);
    },
  };
}
