import type { DocumentNode } from 'graphql';

/**
 * The phone's queue of changes made without a signal (Start/Complete Job, clock in/out, checklist ticks, notes): each
 * waits in storage with an id made on the phone, is sent in the order it was made when the signal returns, and the
 * server keys on that id (the Idempotency-Key header) so sending one twice changes nothing. A change the server
 * refuses moves to a list the helper sees with its reason; nothing is dropped in silence.
 *
 * The logic here knows nothing of IndexedDB: it works over `QueueStorage`, which the app implements with idb
 * (idbQueueStorage.ts) and tests with `MemoryQueueStorage`.
 */

export interface QueuedChange {
  /** Made on the phone; sent as the Idempotency-Key. */
  id: string;
  /** The account that made it: only that account's session sends it. */
  accountId: string;
  /** Which change (startVisit, completeVisit, clockIn, clockOut, ...), for the list of refused ones. */
  kind: string;
  /**
   * The mutation's document (plain JSON, as codegen writes it), kept with the change so one made before a reload can
   * still be sent after it, whatever screens have loaded.
   */
  document: DocumentNode | null;
  /** A photo taken without a signal (kind `uploadVisitPhoto`): its bytes wait here too, sent over REST. */
  photo?: { visitId: string; file: Blob; kind: string; caption: string };
  variables: Record<string, unknown>;
  /** What the helper did, in their words ("Complete Job: Maria Lopez"). */
  label: string;
  /** When it was made (ISO); the queue sends oldest first. */
  queuedAt: string;
  /** Added in order, so two changes made in the same millisecond keep their order. */
  seq: number;
}

export interface RefusedChange extends QueuedChange {
  reason: string;
  refusedAt: string;
}

/** Where the queue lives: IndexedDB in the app, memory in tests. */
export interface QueueStorage {
  waiting(): Promise<QueuedChange[]>;
  add(change: QueuedChange): Promise<void>;
  remove(id: string): Promise<void>;
  refused(): Promise<RefusedChange[]>;
  addRefused(change: RefusedChange): Promise<void>;
  removeRefused(id: string): Promise<void>;
}

/** What sending one change came to. */
export type SendOutcome =
  /** The server applied it (or had, and answered the stored result). */
  | { status: 'sent' }
  /** The server said no, for a reason that sending again will not change. */
  | { status: 'refused'; reason: string }
  /** No answer (no signal, server down, busy): it stays, and so does everything after it. */
  | { status: 'unreachable' };

export type Sender = (change: QueuedChange) => Promise<SendOutcome>;

export interface FlushResult {
  sent: QueuedChange[];
  refused: RefusedChange[];
  /** How many still wait (the first unreachable one and everything after it). */
  left: number;
}

let counter = 0;

/** A new change for the queue (its id from crypto.randomUUID, its seq after every change made so far). */
export function newChange(
  fields: Pick<QueuedChange, 'accountId' | 'kind' | 'document' | 'variables' | 'label' | 'photo'>,
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): QueuedChange {
  counter += 1;
  return { ...fields, id, queuedAt: now.toISOString(), seq: now.getTime() * 1000 + (counter % 1000) };
}

const inOrder = (a: QueuedChange, b: QueuedChange) => a.seq - b.seq || a.queuedAt.localeCompare(b.queuedAt);

/** The account's waiting changes, oldest first. */
export async function waitingFor(storage: QueueStorage, accountId: string): Promise<QueuedChange[]> {
  return (await storage.waiting()).filter((change) => change.accountId === accountId).sort(inOrder);
}

/**
 * Sends the account's waiting changes one at a time, oldest first. A sent one leaves the queue; a refused one moves to
 * the refused list with its reason, and the next is tried (a refused tick must not hold up the job's completion); an
 * unreachable one stops the run, keeping it and all after it in order for the next run.
 */
export async function flushQueue(
  storage: QueueStorage,
  accountId: string,
  send: Sender,
  now: () => Date = () => new Date(),
): Promise<FlushResult> {
  const waiting = await waitingFor(storage, accountId);
  const result: FlushResult = { sent: [], refused: [], left: 0 };
  for (const [index, change] of waiting.entries()) {
    let outcome: SendOutcome;
    try {
      outcome = await send(change);
    } catch {
      outcome = { status: 'unreachable' };
    }
    if (outcome.status === 'unreachable') {
      result.left = waiting.length - index;
      break;
    }
    if (outcome.status === 'refused') {
      const refused: RefusedChange = { ...change, reason: outcome.reason, refusedAt: now().toISOString() };
      await storage.addRefused(refused);
      result.refused.push(refused);
    } else {
      result.sent.push(change);
    }
    await storage.remove(change.id);
  }
  return result;
}

/**
 * One flush at a time per storage: `online`, the app's start and a new change can all ask at once, and two runs
 * would send the same change twice (harmless with the server's key, but a waste) or out of order.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}

/** The queue in memory: for tests, and for a browser without IndexedDB (changes then last as long as the tab). */
export class MemoryQueueStorage implements QueueStorage {
  private readonly queue = new Map<string, QueuedChange>();
  private readonly refusedChanges = new Map<string, RefusedChange>();

  async waiting() {
    return [...this.queue.values()];
  }
  async add(change: QueuedChange) {
    this.queue.set(change.id, change);
  }
  async remove(id: string) {
    this.queue.delete(id);
  }
  async refused() {
    return [...this.refusedChanges.values()].sort(inOrder);
  }
  async addRefused(change: RefusedChange) {
    this.refusedChanges.set(change.id, change);
  }
  async removeRefused(id: string) {
    this.refusedChanges.delete(id);
  }
}
