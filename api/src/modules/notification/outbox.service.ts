import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_SCHEMA, QUEUES } from '../../jobs/queue.js';
import { conflict } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { OutboxEmail } from './notification-delivery.entity.js';
import { DeliveryStatus } from './notification.enums.js';
import { outboxEmailPolicy } from './notification.policy.js';

import type { Enqueuer } from '../../jobs/queue.js';

export interface OutboxCounts {
  waiting: number;
  failed: number;
  sent: number;
  kept: number;
}

/** The owner's view of the outbox (Settings → Outbox): every email, its state, its error, and Retry. */
export class OutboxService {
  constructor(private readonly queue: Enqueuer) {}

  list(em: EntityManager, viewer: Viewer, args: PageArgs, status?: DeliveryStatus | null): Promise<Page<OutboxEmail>> {
    return findPage(em, OutboxEmail, outboxEmailPolicy.where(viewer, status ? { status } : {}), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
      populate: ['notification', 'notification.recipient'],
    });
  }

  async counts(em: EntityManager, viewer: Viewer): Promise<OutboxCounts> {
    const rows = await em
      .createQueryBuilder(OutboxEmail, 'd')
      .select(raw('d.status, count(*) as count'))
      .where(outboxEmailPolicy.where(viewer))
      .groupBy('d.status')
      .execute<{ status: DeliveryStatus; count: string }[]>('all', false);
    const of = (...statuses: DeliveryStatus[]) =>
      rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
    return {
      waiting: of(DeliveryStatus.PENDING, DeliveryStatus.SENDING, DeliveryStatus.RETRYING),
      failed: of(DeliveryStatus.FAILED),
      sent: of(DeliveryStatus.SENT),
      kept: of(DeliveryStatus.KEPT),
    };
  }

  /** The owner's Retry on a failed email: back to pending, with a new job. */
  async retry(em: EntityManager, viewer: Viewer, databaseId: string): Promise<OutboxEmail> {
    const delivery = await outboxEmailPolicy.load(em, viewer, 'retry', databaseId);
    // One transaction: the answer is the row as Retry left it, read before a worker can see the new job and send it.
    return em.transactional(async (tx) => {
      const updated = await tx.nativeUpdate(
        OutboxEmail,
        { id: databaseId, status: DeliveryStatus.FAILED },
        { status: DeliveryStatus.PENDING },
      );
      if (updated === 0) throw conflict(`This email is ${delivery.status}; only a failed email can be retried`);
      await this.queue.enqueueDeliveryNow(tx, databaseId);
      return tx.findOneOrFail(OutboxEmail, databaseId, {
        populate: ['notification', 'notification.recipient'],
        refresh: true,
      });
    });
  }

  /**
   * Rows waiting with no live job (the job schema was emptied, a job was archived before its row finished, a
   * database restore) get a job again. Sending stays once-only: the delivery's claim decides, not the job.
   */
  async sweep(em: EntityManager): Promise<number> {
    const orphans = await em.execute<{ id: string }[]>(
      `select d.id from notification_deliveries d
        where ((d.status in ('pending', 'retrying') and d.updated_at < now() - interval '10 minutes')
            or (d.status = 'sending' and d.claimed_at < now() - interval '15 minutes'))
          and not exists (
            select 1 from ${JOB_SCHEMA}.job j
             where j.name = '${QUEUES.deliver}' and j.data->>'deliveryId' = d.id::text and j.state < 'completed')
        limit 500`,
    );
    for (const { id } of orphans) await this.queue.enqueueDeliveryNow(em, id);
    return orphans.length;
  }
}
