import { type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { badInput } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { activeCondition, optionalText } from '../client/client.service.js';
import type { ActiveStatusFilter } from '../client/client.types.js';
import { searchTerms } from '../client/search.js';
import { type AccountLinkRequest, linkRecordToAccount } from '../user/account-link.js';
import { Helper } from './helper.entity.js';
import type { CreateHelperInput, UpdateHelperInput } from './helper.inputs.js';
import { helperPolicy } from './helper.policy.js';

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

/** The admin's cleaning staff records: rates in cents, weekly hour limits, linked sign-ins. Ids are database ids. */
export class HelperService {
  /**
   * The helpers the viewer may read, newest first; search on the label, the linked account's name and email, the
   * notes and the phone's digits.
   */
  list(
    em: EntityManager,
    viewer: Viewer,
    args: PageArgs,
    search?: string | null,
    status?: ActiveStatusFilter,
  ): Promise<Page<Helper>> {
    const text = (search ?? '').trim().replace(/^helper\b\s*/i, '');
    const { pattern, digitsPattern } = searchTerms(text);
    const where: FilterQuery<Helper> = { ...activeCondition(status) };
    if (pattern) {
      const range = idPrefixRange(text);
      const lowered = pattern.toLowerCase();
      // Each way a helper can match is its own indexed sub-select (trigram indexes on notes, phone and the account's
      // name and email, the id range); their union is one `id in (...)`, which PostgreSQL answers as a semi-join both
      // when it reads a page in order and when it counts. A phone-like search looks at the digits only; names and
      // emails hold none worth matching.
      const branches: { sql: string; params: string[] }[] = [
        { sql: 'select id from helpers where lower(notes) like ?', params: [lowered] },
        ...(range ? [{ sql: 'select id from helpers where id between ? and ?', params: [range.$gte, range.$lte] }] : []),
        digitsPattern
          ? { sql: 'select id from helpers where phone like ?', params: [digitsPattern] }
          : {
              sql: `select h.id from helpers h join users u on u.id = h.user_id
                     where user_search_text(u.first_name, u.last_name, u.display_name, u.email) like ?`,
              params: [lowered],
            },
      ];
      where.$and = [
        {
          [raw(
            (alias) => `${alias}.id in (${branches.map((branch) => branch.sql).join(' union all ')})`,
            branches.flatMap((branch) => branch.params),
          )]: [],
        },
      ];
    }
    return findPage(em, Helper, helperPolicy.where(viewer, where), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
    });
  }

  async create(em: EntityManager, viewer: Viewer, input: CreateHelperInput): Promise<Helper> {
    const helper = em.create(
      Helper,
      {
        hourlyRateCents: input.hourlyRateCents,
        maxHoursPerWeek: input.maxHoursPerWeek ?? null,
        phone: normalizeOptionalPhone(input.phone),
        notes: optionalText(input.notes),
      },
      { persist: false },
    );
    helperPolicy.authorize(viewer, 'create', helper);
    await em.persist(helper).flush();
    return helper;
  }

  async update(em: EntityManager, viewer: Viewer, id: string, input: Omit<UpdateHelperInput, 'id'>): Promise<Helper> {
    const helper = await helperPolicy.load(em, viewer, 'update', id);
    if (input.hourlyRateCents === null) throw badInput('hourlyRateCents', 'Hourly rate is required');
    if (input.hourlyRateCents !== undefined) helper.hourlyRateCents = input.hourlyRateCents;
    if (input.maxHoursPerWeek !== undefined) helper.maxHoursPerWeek = input.maxHoursPerWeek;
    if (input.phone !== undefined) helper.phone = normalizeOptionalPhone(input.phone);
    if (input.notes !== undefined) helper.notes = optionalText(input.notes);
    await em.flush();
    return helper;
  }

  /** Deleting a helper is a deactivation (spec §4); the record, its hours and pay stay. */
  async setActive(em: EntityManager, viewer: Viewer, id: string, active: boolean): Promise<Helper> {
    const helper = await helperPolicy.load(em, viewer, 'update', id);
    helper.active = active;
    await em.flush();
    return helper;
  }

  /** Links an existing helper account that has no helper record yet to this record (see linkRecordToAccount). */
  async linkAccount(em: EntityManager, viewer: Viewer, id: string, request: AccountLinkRequest): Promise<Helper> {
    const helper = await helperPolicy.load(em, viewer, 'update', id);
    return linkRecordToAccount(em, helper, Helper, Role.HELPER, 'helper', request);
  }
}
