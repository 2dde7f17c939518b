import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import type { Viewer } from '../../shared/policy.js';
import { Helper } from '../helper/helper.entity.js';
import { ClientHelperPreference, HelperPreferenceKind } from './client-helper-preference.entity.js';
import type { Client } from './client.entity.js';
import { clientPolicy } from './client.policy.js';

export interface HelperPreferences {
  preferredHelperIds: readonly string[];
  excluded: readonly { helperId: string; note?: string | null }[];
  sameHelpers: boolean;
}

/**
 * A client's preferred and never-send helpers, and "same helpers every visit": the owner's record, read by the
 * assign dialog (preferred first; a never-send helper only with a reason). Ids are database ids.
 */
export class ClientPreferencesService {
  async set(em: EntityManager, viewer: Viewer, clientId: string, input: HelperPreferences): Promise<Client> {
    const client = await clientPolicy.load(em, viewer, 'update', clientId);
    const preferred = [...new Set(input.preferredHelperIds)];
    const excluded = input.excluded.map((row) => ({ helperId: row.helperId, note: row.note?.trim() || null }));
    const excludedIds = excluded.map((row) => row.helperId);
    if (new Set(excludedIds).size !== excludedIds.length) throw badInput('excluded', 'A helper is listed twice');
    const both = preferred.find((id) => excludedIds.includes(id));
    if (both) throw badInput('excluded', 'A helper cannot be both preferred and never to send');
    const ids = [...preferred, ...excludedIds];
    if (!ids.every(isDatabaseId)) throw notFound('Helper');
    const found = ids.length ? await em.count(Helper, { id: { $in: ids } }) : 0;
    if (found !== ids.length) throw notFound('Helper');
    await em.transactional(async (tx) => {
      await tx.nativeDelete(ClientHelperPreference, { client: client.id });
      // Creation order keeps the owner's order of preferred helpers.
      const base = Date.now();
      preferred.forEach((helperId, index) =>
        tx.create(ClientHelperPreference, {
          client: client.id,
          helper: helperId,
          kind: HelperPreferenceKind.PREFERRED,
          createdAt: new Date(base + index),
        }),
      );
      for (const row of excluded) {
        tx.create(ClientHelperPreference, {
          client: client.id,
          helper: row.helperId,
          kind: HelperPreferenceKind.EXCLUDED,
          note: row.note,
        });
      }
      client.sameHelpers = input.sameHelpers;
      tx.persist(client);
      await tx.flush();
    });
    return client;
  }

  /** The client's preferences of one kind, in the owner's order. */
  list(em: EntityManager, clientId: string, kind: HelperPreferenceKind): Promise<ClientHelperPreference[]> {
    return em.find(
      ClientHelperPreference,
      { client: clientId, kind },
      { populate: ['helper'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }
}
