import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { endSessionsOf } from '../../auth/session.js';
import { badInput } from '../../shared/errors.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { optionalText } from '../client/client.service.js';
import { AccountRecordService } from '../user/account-record.service.js';
import { Helper } from './helper.entity.js';
import type { CreateHelperInput, UpdateHelperInput } from './helper.inputs.js';
import { helperPolicy } from './helper.policy.js';
import { type HelperRow, helpersPage } from './helpers.query.js';

/** The admin's cleaning staff records: rates in cents, weekly hour limits, linked sign-ins. Ids are database ids. */
export class HelperService extends AccountRecordService<Helper, HelperRow> {
  constructor() {
    super(helperPolicy, Helper, Role.HELPER, 'helper', helpersPage);
  }

  async create(em: EntityManager, viewer: Viewer, input: CreateHelperInput): Promise<Helper> {
    const helper = em.create(
      Helper,
      {
        hourlyRateCents: input.hourlyRateCents,
        maxHoursPerWeek: input.maxHoursPerWeek ?? null,
        phone: normalizeOptionalPhone(input.phone),
        notes: optionalText(input.notes),
        firstName: optionalText(input.firstName),
        lastName: optionalText(input.lastName),
      },
      { persist: false },
    );
    helperPolicy.authorize(viewer, 'create', helper);
    await em.persist(helper).flush();
    return helper;
  }

  /**
   * Deactivating also ends the helper's sessions at once; from then on the role gate refuses them everything (their
   * record is inactive) and their calendar feed stops, until the owner reactivates them.
   */
  override async setActive(em: EntityManager, viewer: Viewer, id: string, active: boolean): Promise<Helper> {
    const helper = await super.setActive(em, viewer, id, active);
    if (!active && helper.user) await endSessionsOf(em, helper.user.id);
    return helper;
  }

  async update(em: EntityManager, viewer: Viewer, id: string, input: Omit<UpdateHelperInput, 'id'>): Promise<Helper> {
    const helper = await helperPolicy.load(em, viewer, 'update', id);
    if (input.hourlyRateCents === null) throw badInput('hourlyRateCents', 'Hourly rate is required');
    if (input.hourlyRateCents !== undefined) helper.hourlyRateCents = input.hourlyRateCents;
    if (input.maxHoursPerWeek !== undefined) helper.maxHoursPerWeek = input.maxHoursPerWeek;
    if (input.phone !== undefined) helper.phone = normalizeOptionalPhone(input.phone);
    if (input.notes !== undefined) helper.notes = optionalText(input.notes);
    if (input.firstName !== undefined) helper.firstName = optionalText(input.firstName);
    if (input.lastName !== undefined) helper.lastName = optionalText(input.lastName);
    await em.flush();
    return helper;
  }
}
