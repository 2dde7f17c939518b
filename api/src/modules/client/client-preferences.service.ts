import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import type { Viewer } from '../../shared/policy.js';
import { recordBulkUpdates } from '../audit/audit-bulk.js';
import type { AuditFieldChange } from '../audit/audit-event.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { helperName } from '../helper/helper-name.js';
import { ClientHelperPreference, HelperPreferenceKind } from './client-helper-preference.entity.js';
import type { Client } from './client.entity.js';
import { clientPolicy } from './client.policy.js';

export interface HelperPreferences {
  preferredHelperIds: readonly string[];
  excluded: readonly { helperId: string; note?: string | null }[];
  sameHelpers: boolean;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * What a change of preferences changes, as the activity log keeps it: the preferred and never-send helpers by id (named
 * when read), a never-send note changed for a helper kept on the list (with their name), and the same-helpers flag.
 */
function preferenceChanges(
  before: readonly ClientHelperPreference[],
  preferred: readonly string[],
  excluded: readonly { helperId: string; note: string | null }[],
  sameBefore: boolean,
  sameAfter: boolean,
  helpers: readonly Helper[],
): AuditFieldChange[] {
  const changes: AuditFieldChange[] = [];
  const preferredBefore = before.filter((row) => row.kind === HelperPreferenceKind.PREFERRED).map((row) => row.helper.id);
  const excludedBefore = before.filter((row) => row.kind === HelperPreferenceKind.EXCLUDED);
  if (!sameIds(preferredBefore, preferred)) {
    changes.push({ field: 'preferredHelpers', from: preferredBefore, to: [...preferred] });
  }
  const excludedIdsBefore = excludedBefore.map((row) => row.helper.id).sort();
  const excludedIds = excluded.map((row) => row.helperId).sort();
  if (!sameIds(excludedIdsBefore, excludedIds)) {
    changes.push({
      field: 'neverSendHelpers',
      from: excludedBefore.map((row) => row.helper.id),
      to: excluded.map((row) => row.helperId),
    });
  }
  for (const row of excluded) {
    const old = excludedBefore.find((kept) => kept.helper.id === row.helperId);
    if (old && (old.note ?? null) !== row.note) {
      const name = helperName(helpers.find((helper) => helper.id === row.helperId)!);
      changes.push({
        field: 'neverSendNote',
        from: old.note ? `${name}: ${old.note}` : null,
        to: row.note ? `${name}: ${row.note}` : null,
      });
    }
  }
  if (sameBefore !== sameAfter) changes.push({ field: 'sameHelpers', from: sameBefore, to: sameAfter });
  return changes;
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
    const named = ids.length ? await em.find(Helper, { id: { $in: ids } }, { populate: ['user'] }) : [];
    if (named.length !== ids.length) throw notFound('Helper');
    await em.transactional(async (tx) => {
      const before = await tx.find(ClientHelperPreference, { client: client.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      const changes = preferenceChanges(before, preferred, excluded, client.sameHelpers, input.sameHelpers, named);
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
      // The preference rows are replaced wholesale, which the audit subscriber does not see: one entry in words.
      if (changes.length) {
        await recordBulkUpdates(tx, 'Client', [{ subjectId: client.id, label: client.displayName, parent: null, changes }]);
      }
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
