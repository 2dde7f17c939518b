import { createHash } from 'node:crypto';
import { helper, Utils } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MiddlewareFn } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { badInput, DomainError } from '../../shared/errors.js';

/** The header a client sends with a mutation it may send again (a phone's offline queue: one id per change). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** How an object of the answer is stored: its entity name and id, read again on a replay. */
interface StoredReference {
  $entity: string;
  id: string;
}
type Stored = StoredReference | Stored[] | { [key: string]: Stored } | string | number | boolean | null;

function store(value: unknown): Stored {
  if (value === null || value === undefined) return null;
  if (Utils.isEntity<object>(value)) {
    const wrapped = helper(value);
    return { $entity: wrapped.__meta.className, id: String(wrapped.getPrimaryKey()) };
  }
  if (Array.isArray(value)) return (value as unknown[]).map(store);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, store(inner)]));
  }
  return value as string | number | boolean;
}

async function restore(em: EntityManager, value: Stored): Promise<unknown> {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Promise.all(value.map((inner) => restore(em, inner)));
  if (typeof value.$entity === 'string' && typeof value.id === 'string' && Object.keys(value).length === 2) {
    return em.findOneOrFail(value.$entity, value.id);
  }
  const entries = await Promise.all(
    Object.entries(value as Record<string, Stored>).map(async ([key, inner]) => [key, await restore(em, inner)] as const),
  );
  return Object.fromEntries(entries);
}

/** The key the request carries, checked; undefined when it carries none. */
export function idempotencyKeyOf(context: Pick<AppContext, 'req'>): string | undefined {
  const key = context.req?.get?.(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw badInput(IDEMPOTENCY_HEADER, `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits or - _ . :`);
  }
  return key;
}

/**
 * `@UseMiddleware(Idempotent)` on a mutation: sent with an `Idempotency-Key`, it runs at most once per account and
 * key. The mutation runs in a transaction that first inserts (account, key); its answer is stored in that same
 * transaction, so the change and the record commit together. A replay finds the record and answers what was stored
 * (its objects read again) without running anything. A second request with the key while the first is still running
 * waits on the unique index until the first commits (then answers the stored result) or rolls back (then runs
 * itself): never a double apply. A refused mutation rolls back its record too, so sending it again is judged afresh.
 * The same key with other arguments is IDEMPOTENCY_KEY_REUSED. The role gate (@Auth) runs before this.
 */
export const Idempotent: MiddlewareFn<AppContext> = async ({ context, args, info }, next) => {
  const key = idempotencyKeyOf(context);
  if (!key || !context.viewer) return next();
  const outer = context.em;
  try {
    const { result } = await onceForKey(
      outer,
      context.viewer.id,
      key,
      info.fieldName,
      fingerprintOf(info.fieldName, args),
      (tx) => {
        // The resolver reads `em` from the context: give it the transaction for the length of this field.
        context.em = tx;
        return next();
      },
    );
    return result;
  } finally {
    context.em = outer;
  }
};

/** SHA-256 of an operation's name and its arguments: the same key with other arguments is refused. */
export const fingerprintOf = (operation: string, args: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([operation, args]))
    .digest('hex');

/**
 * Runs `run` at most once per account and key, in a transaction that first inserts (account, key) and stores the
 * answer (its objects as references): the mutation middleware above and the photo upload route share it. A replay
 * answers what was stored, its objects read again through `tx`, and `replayed` says so.
 */
export async function onceForKey(
  em: EntityManager,
  accountId: string,
  key: string,
  operation: string,
  fingerprint: string,
  run: (tx: EntityManager) => Promise<unknown>,
): Promise<{ result: unknown; replayed: boolean }> {
  return em.transactional(async (tx) => {
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into idempotent_mutations (id, account_id, key, mutation, fingerprint)
       values (gen_random_uuid(), ?, ?, ?, ?) on conflict (account_id, key) do nothing returning id`,
      [accountId, key, operation, fingerprint],
    );
    if (inserted.length === 0) {
      const [previous] = await tx.execute<{ fingerprint: string; answer: Stored }[]>(
        'select fingerprint, answer from idempotent_mutations where account_id = ? and key = ?',
        [accountId, key],
      );
      if (previous.fingerprint !== fingerprint) {
        throw new DomainError('IDEMPOTENCY_KEY_REUSED', `This ${IDEMPOTENCY_HEADER} was already used for another change`, {
          field: IDEMPOTENCY_HEADER,
        });
      }
      return { result: await restore(tx, previous.answer), replayed: true };
    }
    const result: unknown = await run(tx);
    await tx.execute('update idempotent_mutations set answer = ? where id = ?', [JSON.stringify(store(result)), inserted[0].id]);
    return { result, replayed: false };
  });
}
