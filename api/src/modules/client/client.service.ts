import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { type ConnectionArgs, cursorOptions, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput, conflict, notFound } from '../../shared/errors.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import { User } from '../user/user.entity.js';
import { Client } from './client.entity.js';
import type { CreateClientInput, LinkClientAccountInput, UpdateClientInput } from './client.inputs.js';
import { ActiveStatusFilter } from './client.types.js';
import { searchTerms } from './search.js';

/** Trimmed text, or null when blank: for optional fields such as notes. */
export const optionalText = (value: string | null | undefined): string | null => value?.trim() || null;

export function activeCondition(status: ActiveStatusFilter | undefined): { active?: boolean } {
  if (status === ActiveStatusFilter.ACTIVE) return { active: true };
  if (status === ActiveStatusFilter.INACTIVE) return { active: false };
  return {};
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

function requiredName(value: string | null | undefined): string {
  const name = value?.trim().replace(/\s+/g, ' ');
  if (!name) throw badInput('displayName', 'Name is required');
  return name;
}

/** The admin's client records: who the business cleans for, with or without a sign-in. */
export class ClientService {
  /** Newest first; search on the name (any case) and the phone's digits. */
  list(em: EntityManager, args: ConnectionArgs, search?: string | null, status?: ActiveStatusFilter) {
    const { pattern, digitsPattern } = searchTerms(search);
    const where: FilterQuery<Client> = { ...activeCondition(status) };
    if (pattern) {
      where.$or = [{ displayName: { $ilike: pattern } }, ...(digitsPattern ? [{ phone: { $like: digitsPattern } }] : [])];
    }
    return em
      .findByCursor(Client, where, { ...cursorOptions(args), orderBy: { createdAt: 'desc', id: 'desc' } })
      .then(toConnection);
  }

  async get(em: EntityManager, id: string): Promise<Client> {
    const client = await em.findOne(Client, databaseIdOf(id, 'Client'));
    if (!client) throw notFound('Client');
    return client;
  }

  async create(em: EntityManager, input: CreateClientInput): Promise<Client> {
    const client = em.create(Client, {
      displayName: requiredName(input.displayName),
      phone: normalizeOptionalPhone(input.phone),
      address: optionalText(input.address),
      notes: optionalText(input.notes),
    });
    await em.flush();
    return client;
  }

  async update(em: EntityManager, input: UpdateClientInput): Promise<Client> {
    const client = await this.get(em, input.id);
    if (input.displayName !== undefined) client.displayName = requiredName(input.displayName);
    if (input.phone !== undefined) client.phone = normalizeOptionalPhone(input.phone);
    if (input.address !== undefined) client.address = optionalText(input.address);
    if (input.notes !== undefined) client.notes = optionalText(input.notes);
    await em.flush();
    return client;
  }

  /** Spec §4: deleting a client is a deactivation; the record and its history stay. Repeating it is harmless. */
  async setActive(em: EntityManager, id: string, active: boolean): Promise<Client> {
    const client = await this.get(em, id);
    client.active = active;
    await em.flush();
    return client;
  }

  /**
   * Links an existing client account that has no client record yet to this record, e.g. when someone the admin
   * entered by hand signs up later. The account's profile setup then completes this record instead of a new one.
   */
  async linkAccount(em: EntityManager, input: LinkClientAccountInput): Promise<Client> {
    const client = await this.get(em, input.clientId);
    const email = input.email?.trim().toLowerCase();
    if (!input.userId && !email) throw badInput('email', 'Give the email (or id) of the account to link');
    const user = input.userId
      ? await em.findOne(User, databaseIdOf(input.userId, 'User', 'Account'))
      : await em.findOne(User, { email });
    if (!user) throw notFound('Account');
    if (user.role !== Role.CLIENT) throw badInput(input.userId ? 'userId' : 'email', 'Only a client account can be linked to a client');
    if (client.user) {
      if (client.user.id === user.id) return client;
      throw conflict('This client is already linked to another account');
    }
    if (await em.count(Client, { user: user.id })) throw conflict('This account already belongs to another client');
    client.user = user;
    try {
      await em.flush();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This account already belongs to another client');
      throw error;
    }
    return client;
  }
}
