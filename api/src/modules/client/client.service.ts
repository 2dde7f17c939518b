import type { EntityManager } from '@mikro-orm/postgresql';
import { isEmail } from 'class-validator';
import { Role } from '../../auth/role.enum.js';
import { badInput, isUniqueViolation } from '../../shared/errors.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import type { AccountLinkRequest } from '../user/account-link.js';
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

/** A client's email as stored: trimmed and lower-cased, null when blank; a malformed one is refused. */
export function clientEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase();
  if (!email) return null;
  if (!isEmail(email)) throw badInput('email', 'Enter a valid email address');
  return email;
}

export const EMAIL_TAKEN = 'Another active client already has this email';
export const LINKED_EMAIL_FIXED =
  "This client signs in with their own account: the email is the account's and cannot be changed here";

/**
 * Flushes, turning the unique index on active clients' emails into a refusal naming the field (the request's
 * transaction then changes nothing).
 */
export async function flushClientEmail(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (isUniqueViolation(error) && String((error as { constraint?: string }).constraint) === 'clients_active_email_unique') {
      throw badInput('email', EMAIL_TAKEN);
    }
    throw error;
  }
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
        email: clientEmail(input.email),
        address: optionalText(input.address),
        notes: optionalText(input.notes),
      },
      { persist: false },
    );
    clientPolicy.authorize(viewer, 'create', client);
    em.persist(client);
    await flushClientEmail(em);
    return client;
  }

  async update(em: EntityManager, viewer: Viewer, id: string, input: Omit<UpdateClientInput, 'id'>): Promise<Client> {
    const client = await clientPolicy.load(em, viewer, 'update', id);
    if (input.displayName !== undefined) client.displayName = requiredName(input.displayName);
    if (input.phone !== undefined) client.phone = normalizeOptionalPhone(input.phone);
    if (input.email !== undefined) {
      const email = clientEmail(input.email);
      // The account's email wins and cannot be changed (spec: Account Settings), so a linked record's copy stays in
      // step with it; sending the same address back (a form sends every field) is no change.
      if (client.user && email !== client.email) throw badInput('email', LINKED_EMAIL_FIXED);
      client.email = email;
    }
    if (input.address !== undefined) client.address = optionalText(input.address);
    if (input.notes !== undefined) client.notes = optionalText(input.notes);
    if (input.billingPreference != null) client.billingPreference = input.billingPreference;
    await flushClientEmail(em);
    return client;
  }

  /** Reactivating a client whose email another active client took since is refused the same way. */
  override async setActive(em: EntityManager, viewer: Viewer, id: string, active: boolean): Promise<Client> {
    const record = await clientPolicy.load(em, viewer, 'update', id);
    record.active = active;
    await flushClientEmail(em);
    return record;
  }

  /**
   * Linking an account copies its email onto the record: from then on the account's email is the client's. One
   * transaction, so an email another active client holds refuses the link as a whole.
   */
  override linkAccount(em: EntityManager, viewer: Viewer, id: string, request: AccountLinkRequest): Promise<Client> {
    return em.transactional(async (tx) => {
      const client = await super.linkAccount(tx, viewer, id, request);
      await tx.populate(client, ['user']);
      if (client.user && client.email !== client.user.email) {
        client.email = client.user.email;
        await flushClientEmail(tx);
      }
      return client;
    });
  }
}
