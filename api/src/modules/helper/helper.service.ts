import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { endSessionsOf } from '../../auth/session.js';
import { badInput, isUniqueViolation } from '../../shared/errors.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { clientEmail, optionalText } from '../client/client.service.js';
import { AccountRecordService } from '../user/account-record.service.js';
import { Helper } from './helper.entity.js';
import type { CreateHelperInput, UpdateHelperInput } from './helper.inputs.js';
import { helperPolicy } from './helper.policy.js';
import { type HelperRow, helpersPage } from './helpers.query.js';
import { normalizeWeek, type TimeRange } from './weekly-availability.js';

export const HELPER_EMAIL_TAKEN = 'Another active helper already has this email';
const LINKED_EMAIL_FIXED = "This helper signs in with their own account: the email is the account's and cannot be changed here";

/** Flushes, turning the unique index on active helpers' emails into a refusal naming the field. */
export async function flushHelperEmail(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (isUniqueViolation(error) && String((error as { constraint?: string }).constraint) === 'helpers_active_email_unique') {
      throw badInput('email', HELPER_EMAIL_TAKEN);
    }
    throw error;
  }
}

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
        // The same rule as a client's email: trimmed, lower-cased, a real address.
        email: clientEmail(input.email),
      },
      { persist: false },
    );
    helperPolicy.authorize(viewer, 'create', helper);
    em.persist(helper);
    await flushHelperEmail(em);
    return helper;
  }

  /**
   * Deactivating also ends the helper's sessions at once; from then on the role gate refuses them everything (their
   * record is inactive) and their calendar feed stops, until the owner reactivates them.
   */
  override async setActive(em: EntityManager, viewer: Viewer, id: string, active: boolean): Promise<Helper> {
    let helper: Helper;
    try {
      helper = await super.setActive(em, viewer, id, active);
    } catch (error) {
      // Reactivating a helper whose email another active helper took since.
      if (isUniqueViolation(error) && String((error as { constraint?: string }).constraint) === 'helpers_active_email_unique') {
        throw badInput('email', HELPER_EMAIL_TAKEN);
      }
      throw error;
    }
    if (!active && helper.user) await endSessionsOf(em, helper.user.id);
    return helper;
  }

  /** The helper's usual week (null clears it); the policy lets a helper set only their own. */
  async setAvailability(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    days: readonly { weekday: number; ranges: readonly TimeRange[] }[] | null,
  ): Promise<Helper> {
    const helper = await helperPolicy.load(em, viewer, 'setAvailability', id);
    helper.weeklyAvailability = days === null ? null : normalizeWeek(days);
    await em.flush();
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
    if (input.email !== undefined) {
      const email = clientEmail(input.email);
      if (helper.user && email !== null && email !== helper.email) throw badInput('email', LINKED_EMAIL_FIXED);
      helper.email = email;
    }
    await flushHelperEmail(em);
    return helper;
  }
}
