import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { type ConnectionArgs, cursorOptions, toConnection } from '../../graphql/relay/connection.js';
import { CREATED_AT_CURSOR } from '../../graphql/relay/cursor.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput, notFound } from '../../shared/errors.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import { linkRecordToAccount } from '../user/account-link.js';
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
      .findByCursor(Client, where, { ...cursorOptions(args, CREATED_AT_CURSOR), orderBy: { createdAt: 'desc', id: 'desc' } })
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

  /** Links an existing client account that has no client record yet to this record (see linkRecordToAccount). */
  async linkAccount(em: EntityManager, input: LinkClientAccountInput): Promise<Client> {
    const client = await this.get(em, input.clientId);
    return linkRecordToAccount(em, client, Client, Role.CLIENT, 'client', input);
  }
}
