import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../auth/role.enum.js';
import type { Page, PageArgs } from '../../shared/paging.js';
import type { Policy, Viewer } from '../../shared/policy.js';
import type { ActiveStatusFilter } from '../client/client.types.js';
import { type AccountLinkable, type AccountLinkRequest, linkRecordToAccount } from './account-link.js';

/** A roster's list read (modules/client/clients.query.ts, modules/helper/helpers.query.ts). */
export type RosterPageRead<Row> = (
  em: EntityManager,
  viewer: Viewer,
  args: PageArgs,
  search?: string | null,
  status?: ActiveStatusFilter,
) => Promise<Page<Row>>;

/**
 * What the client and helper services share: a record the admin keeps (a client or a helper) that is deactivated
 * rather than deleted and may be linked to a sign-in of its role. Ids are database ids; the record's policy decides
 * who may `update` it.
 */
export abstract class AccountRecordService<T extends AccountLinkable & { active: boolean }, Row> {
  protected constructor(
    private readonly policy: Policy<T, 'update'>,
    private readonly recordClass: EntityClass<T>,
    private readonly role: Role,
    private readonly noun: 'client' | 'helper',
    private readonly page: RosterPageRead<Row>,
  ) {}

  /** The records the viewer may read, newest first, searched and filtered by status (plain rows: a hot read path). */
  list(
    em: EntityManager,
    viewer: Viewer,
    args: PageArgs,
    search?: string | null,
    status?: ActiveStatusFilter,
  ): Promise<Page<Row>> {
    return this.page(em, viewer, args, search, status);
  }

  /** Deleting the record is a deactivation (spec §4): it, and its history, stay. Repeating it is harmless. */
  async setActive(em: EntityManager, viewer: Viewer, id: string, active: boolean): Promise<T> {
    const record = await this.policy.load(em, viewer, 'update', id);
    record.active = active;
    await em.flush();
    return record;
  }

  /** Links an existing account of the record's role that has no record yet to this one (see linkRecordToAccount). */
  async linkAccount(em: EntityManager, viewer: Viewer, id: string, request: AccountLinkRequest): Promise<T> {
    const record = await this.policy.load(em, viewer, 'update', id);
    return linkRecordToAccount(em, record, this.recordClass, this.role, this.noun, request);
  }
}
