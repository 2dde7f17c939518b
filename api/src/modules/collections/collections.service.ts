import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, businessToday, daysBetween } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import { auditActorOf, bindAuditActor } from '../audit/audit-actor.js';
import type { Viewer } from '../../shared/policy.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { SettingsService } from '../settings/settings.service.js';

/** An invoice balance SQL over the invoices aliased `i` (as the ledger computes it). */
const BALANCE_SQL = `(i.total_cents
  - coalesce((select sum(a.amount_cents) from payment_allocations a where a.invoice_id = i.id), 0)
  + coalesce((select sum(r.amount_cents) from refunds r where r.invoice_id = i.id and r.status = 'succeeded'), 0)
  - coalesce((select sum(w.amount_cents) from write_offs w where w.invoice_id = i.id), 0))`;
const OPEN_SQL = `i.status in ('sent', 'overdue', 'partly_paid')`;
const PAYMENT_HOLD_ACTOR = { kind: 'system', name: 'Payment hold' } as const;
/** Reminders are raised in batches, each its own short transaction. */
const BATCH = 200;

interface TriggerRow {
  client_id: string;
  invoice_id: string;
  invoice_number: string;
  due_date: string;
  balance: string | number;
  failed_at: Date | null;
}

/** Why a client is held: the invoice to pay first and the words the client reads. */
interface HoldTrigger {
  invoiceId: string;
  invoiceNumber: string;
  balanceCents: number;
  reason: string;
}

const dateText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/**
 * Getting paid when a client has not: the payment-aware hold and the overdue reminders.
 *
 * The hold (off by default, Settings): a client with an invoice overdue more than N days, or whose card charge failed,
 * has their future visits marked "On hold: unpaid" (they stay on the schedule) and is emailed why and how to pay.
 * The daily job holds; the decline path holds at once; any change to the ledger (a payment, credit, a write-off)
 * looks again and lifts the hold once nothing unpaid is left; the owner's Release lifts it at once, and what was
 * already overdue or declined then does not hold the client again. Hold and release change the client through the
 * unit of work, so the audit trail records both.
 */
export class CollectionsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly notifications: NotificationService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return businessToday(this.now());
  }

  /** Each client's unpaid triggers (overdue more than N days, or a failed card charge) on open invoices. */
  private async triggers(em: EntityManager, overdueDays: number, clientId?: string): Promise<Map<string, TriggerRow[]>> {
    const before = addDays(this.today(), -overdueDays);
    const rows = await em.execute<TriggerRow[]>(
      `select i.client_id, i.id as invoice_id, i.invoice_number, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
              ${BALANCE_SQL} as balance,
              (select max(ch.failed_at) from card_charges ch
                where ch.invoice_id = i.id and ch.status in ('declined', 'authentication_required')) as failed_at
         from invoices i
        where ${OPEN_SQL} ${clientId ? 'and i.client_id = ?' : ''}
          and (i.due_date < ? or exists (select 1 from card_charges ch where ch.invoice_id = i.id
                                           and ch.status in ('declined', 'authentication_required')))
        order by i.due_date, i.invoice_number`,
      clientId ? [clientId, before] : [before],
    );
    const byClient = new Map<string, TriggerRow[]>();
    for (const row of rows) {
      if (Number(row.balance) <= 0) continue;
      byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row]);
    }
    return byClient;
  }

  /** The first trigger the owner's last Release did not excuse, in the client's words; null: nothing holds them. */
  private firstTrigger(client: Client, rows: TriggerRow[], overdueDays: number): HoldTrigger | null {
    const released = client.paymentHoldReleasedAt;
    const releasedDay = released ? businessToday(released) : null;
    const today = this.today();
    for (const row of rows) {
      const due = dateText(row.due_date);
      const late = daysBetween(due, today);
      const overdue = late > overdueDays && !(releasedDay && addDays(due, overdueDays + 1) <= releasedDay);
      const failedAt = row.failed_at ? new Date(row.failed_at) : null;
      const declined = failedAt !== null && !(released && failedAt <= released);
      if (!overdue && !declined) continue;
      return {
        invoiceId: row.invoice_id,
        invoiceNumber: row.invoice_number,
        balanceCents: Number(row.balance),
        reason: declined
          ? `We could not charge your card for invoice ${row.invoice_number}`
          : `Invoice ${row.invoice_number} is ${late} days overdue`,
      };
    }
    return null;
  }

  /**
   * Looks at one client again, inside the caller's transaction: holds them (when the setting is on and something
   * unpaid calls for it) or lifts their hold (once nothing does). The decline path and every ledger change call it.
   */
  async review(tx: EntityManager, clientId: string): Promise<void> {
    // Changes of the caller's unit of work (a charge just failed, a payment just applied) count.
    await tx.flush();
    // The daily job and a card's decline have no person behind them: the audit trail names the app.
    if (!auditActorOf(tx)) bindAuditActor(tx, PAYMENT_HOLD_ACTOR);
    const settings = await this.settings.get(tx);
    const client = await tx.findOne(Client, clientId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) return;
    if (!settings.holdWhenUnpaid) {
      if (client.paymentHoldSince) await this.lift(tx, client);
      return;
    }
    const rows = (await this.triggers(tx, settings.holdOverdueDays, client.id)).get(client.id) ?? [];
    const trigger = this.firstTrigger(client, rows, settings.holdOverdueDays);
    if (trigger) await this.hold(tx, client, trigger);
    else if (client.paymentHoldSince) await this.lift(tx, client);
  }

  /** The daily job: every client with something unpaid, or on hold, looked at again (each in its own transaction). */
  async dailyHolds(em: EntityManager): Promise<number> {
    const settings = await this.settings.get(em);
    const triggered = settings.holdWhenUnpaid ? [...(await this.triggers(em, settings.holdOverdueDays)).keys()] : [];
    const held = await em.find(Client, { paymentHoldSince: { $ne: null } }, { fields: ['id'] });
    const clientIds = [...new Set([...triggered, ...held.map((client) => client.id)])].sort();
    let holding = 0;
    for (const clientId of clientIds) {
      await em.transactional(async (tx) => {
        await this.review(tx, clientId);
        const client = await tx.findOneOrFail(Client, clientId);
        if (client.paymentHoldSince) holding++;
      });
    }
    return holding;
  }

  private async markFutureVisits(tx: EntityManager, clientId: string): Promise<void> {
    await tx.execute(
      `update visits set on_hold = true, updated_at = now()
        where client_id = ? and status = 'scheduled' and date >= ? and not on_hold`,
      [clientId, this.today()],
      'run',
    );
  }

  private async hold(tx: EntityManager, client: Client, trigger: HoldTrigger): Promise<void> {
    await this.markFutureVisits(tx, client.id);
    if (client.paymentHoldSince) return;
    client.paymentHoldSince = this.now();
    client.paymentHoldReason = trigger.reason.slice(0, 500);
    await tx.flush();
    const [{ held }] = await tx.execute<{ held: string }[]>(
      `select count(*) as held from visits where client_id = ? and on_hold`,
      [client.id],
    );
    await this.notifications.raise(tx, {
      event: 'payment.hold',
      recipientClientId: client.id,
      dedupeKey: `${client.id}:${client.paymentHoldSince.toISOString()}`,
      data: { ...trigger, heldVisits: Number(held) },
    });
  }

  private async lift(tx: EntityManager, client: Client, byOwner = false): Promise<void> {
    client.paymentHoldSince = null;
    client.paymentHoldReason = null;
    if (byOwner) client.paymentHoldReleasedAt = this.now();
    await tx.flush();
    await tx.execute(`update visits set on_hold = false, updated_at = now() where client_id = ? and on_hold`, [client.id], 'run');
  }

  /** The owner's Release: the hold lifts at once, and what is unpaid now does not hold the client again. */
  async releaseHold(em: EntityManager, viewer: Viewer, clientId: string): Promise<Client> {
    await em.transactional(async (tx) => {
      await tx.findOne(Client, clientId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const client = await clientPolicy.load(tx, viewer, 'bill', clientId);
      if (!client.paymentHoldSince) throw badInput('clientId', `${client.displayName} is not on hold`);
      await this.lift(tx, client, true);
    });
    return em.findOneOrFail(Client, clientId, { refresh: true });
  }

  /**
   * Overdue reminders (daily): the first `reminderFirstDays` after the due date, then every `reminderEveryDays`, at
   * most `reminderMaxCount`, for the balance of each open invoice (sent, overdue or partly paid). Each is logged on
   * the invoice under a unique (invoice, number): a second run, or a second instance, sends none again. A missed day
   * catches up with the reminder now due, never a burst of the ones before it.
   */
  async overdueReminders(em: EntityManager): Promise<number> {
    const settings = await this.settings.get(em);
    if (settings.reminderMaxCount <= 0) return 0;
    const today = this.today();
    const rows = await em.execute<
      { id: string; invoice_number: string; total_cents: number; due_date: string; client_id: string; balance: string }[]
    >(
      `select i.id, i.invoice_number, i.total_cents, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.client_id,
              ${BALANCE_SQL} as balance
         from invoices i join clients c on c.id = i.client_id
        where ${OPEN_SQL} and i.due_date <= ? and (c.user_id is not null or c.email is not null
              or exists (select 1 from text_preferences tp where tp.client_id = c.id and tp.consent_at is not null))
        order by i.due_date, i.id`,
      [addDays(today, -settings.reminderFirstDays)],
    );
    let raised = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      await em.transactional(async (tx) => {
        for (const row of rows.slice(start, start + BATCH)) {
          const balanceCents = Number(row.balance);
          if (balanceCents <= 0) continue;
          const late = daysBetween(row.due_date, today);
          const reminder = Math.floor((late - settings.reminderFirstDays) / settings.reminderEveryDays) + 1;
          if (reminder < 1 || reminder > settings.reminderMaxCount) continue;
          const logged = await tx.execute<{ id: string }[]>(
            `insert into invoice_reminders (id, invoice_id, number, sent_on, balance_cents, created_at, updated_at)
               values (gen_random_uuid(), ?, ?, ?, ?, now(), now())
               on conflict (invoice_id, number) do nothing returning id`,
            [row.id, reminder, today, balanceCents],
          );
          if (logged.length === 0) continue;
          await this.notifications.raise(tx, {
            event: 'invoice.overdue',
            recipientClientId: row.client_id,
            dedupeKey: `${row.id}:${reminder}`,
            data: {
              invoiceId: row.id,
              invoiceNumber: row.invoice_number,
              totalCents: Number(row.total_cents),
              balanceCents,
              dueDate: row.due_date,
              reminder,
            },
          });
          raised++;
        }
      });
    }
    return raised;
  }
}
