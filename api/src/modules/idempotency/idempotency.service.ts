import type { EntityManager } from '@mikro-orm/postgresql';
import { IdempotentMutation } from './idempotent-mutation.entity.js';

/** How long a key is kept: far longer than a phone stays offline, short enough that the table stays small. */
export const IDEMPOTENCY_KEEP_DAYS = 30;

/** The Idempotency-Key records' upkeep (the middleware writes and reads them). */
export class IdempotencyService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /**
   * The daily job: records older than IDEMPOTENCY_KEEP_DAYS are deleted. A change sent again after that would run
   * again, but no queue holds a change that long (the phone's day is cleared after the day).
   */
  async purgeOld(em: EntityManager): Promise<number> {
    const cutoff = new Date(this.now().getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000);
    return em.nativeDelete(IdempotentMutation, { createdAt: { $lt: cutoff } });
  }
}
