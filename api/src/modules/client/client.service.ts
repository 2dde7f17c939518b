import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { badInput } from '../../shared/errors.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { AccountRecordService } from '../user/account-record.service.js';
import { Client } from './client.entity.js';
import type { CreateClientInput, UpdateClientInput } from './client.inputs.js';
import { clientPolicy } from './client.policy.js';
import { type ClientRow, clientsPage } from './clients.query.js';

/** Trimmed text, or null when blank: for optional fields such as notes. */
export const optionalText = (value: string | null | undefined): string | null => value?.trim() || null;

function requiredName(value: string | null | undefined): string {
  const name = value?.trim().replace(/\s+/g, ' ');
  if (!name) throw badInput('displayName', 'Name is required');
  return name;
}

/** The admin's client records: who the business cleans for, with or without a sign-in. Ids are database ids. */
export class ClientService extends AccountRecordService<Client, ClientRow> {
  constructor() {
    super(clientPolicy, Client, Role.CLIENT, 'client', clientsPage);
  }

  async create(em: EntityManager, viewer: Viewer, input: CreateClientInput): Promise<Client> {
    const client = em.create(
      Client,
      {
        displayName: requiredName(input.displayName),
        phone: normalizeOptionalPhone(input.phone),
        address: optionalText(input.address),
        notes: optionalText(input.notes),
      },
      { persist: false },
    );
    clientPolicy.authorize(viewer, 'create', client);
    await em.persist(client).flush();
    return client;
  }

  async update(em: EntityManager, viewer: Viewer, id: string, input: Omit<UpdateClientInput, 'id'>): Promise<Client> {
    const client = await clientPolicy.load(em, viewer, 'update', id);
    if (input.displayName !== undefined) client.displayName = requiredName(input.displayName);
    if (input.phone !== undefined) client.phone = normalizeOptionalPhone(input.phone);
    if (input.address !== undefined) client.address = optionalText(input.address);
    if (input.notes !== undefined) client.notes = optionalText(input.notes);
    await em.flush();
    return client;
  }
}
