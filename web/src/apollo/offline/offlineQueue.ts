import type { ApolloClient, DocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorCode, serverMessage } from '../errors';
import { PhotoUploadError, uploadVisitPhoto, type VisitPhotoKindName } from '../../lib/visitPhotos';
import { hasIndexedDb, IdbQueueStorage } from './idbStorage';
import {
  flushQueue,
  MemoryQueueStorage,
  newChange,
  type QueuedChange,
  type QueueStorage,
  type RefusedChange,
  type SendOutcome,
  singleFlight,
  waitingFor,
} from './queue';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Answers that say "not now" rather than "no": the change waits and is sent again. */
const RETRY_LATER = new Set(['SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR', 'UNAUTHENTICATED']);

/** What one send came to, read from the error Apollo Client threw (or none). */
export function outcomeOf(error: unknown): SendOutcome {
  if (error === undefined) return { status: 'sent' };
  if (error instanceof PhotoUploadError) {
    const status = error.status;
    if (status === 0 || status >= 500 || status === 429 || status === 408 || status === 401) return { status: 'unreachable' };
    return { status: 'refused', reason: error.message };
  }
  if (CombinedGraphQLErrors.is(error)) {
    if (RETRY_LATER.has(errorCode(error) ?? '')) return { status: 'unreachable' };
    return { status: 'refused', reason: serverMessage(error) ?? 'The server refused this change.' };
  }
  if (ServerError.is(error)) {
    const status = error.statusCode;
    if (status >= 500 || status === 429 || status === 408 || status === 401) return { status: 'unreachable' };
    return { status: 'refused', reason: serverMessage(error) ?? `The server refused this change (${status}).` };
  }
  return { status: 'unreachable' };
}

export interface QueueSnapshot {
  waiting: number;
  refused: RefusedChange[];
}

export interface QueueableChange {
  kind: string;
  mutation: DocumentNode | null;
  photo?: QueuedChange['photo'];
  variables: Record<string, unknown>;
  label: string;
}

/**
 * The app's one queue: changes made while the phone has no signal wait here (IndexedDB) and are sent in order with
 * their Idempotency-Key on `online`, when the app starts and when the server confirms who is signed in. The helper's
 * screens show its state (OfflineQueueStatus).
 */
export class OfflineQueue {
  private client: ApolloClient | null = null;
  private accountId: string | null = null;
  private snapshot: QueueSnapshot = { waiting: 0, refused: [] };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: QueueStorage) {}

  /**
   * Called when the server (live) or the kept day confirms a helper is signed in: from then on their changes can
   * wait here, and what waits is sent now (live) and whenever the signal returns.
   */
  attach(client: ApolloClient, helperId: string, live: boolean) {
    if (!this.client) window.addEventListener('online', () => void this.flush());
    this.client = client;
    this.setAccount(helperId);
    if (live) void this.flush();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The account whose changes these are, when the server or the kept day said so. */
  setAccount(accountId: string | null) {
    if (accountId === this.accountId) return;
    this.accountId = accountId;
    void this.refresh();
  }

  /** Whether changes can wait here: a helper's session the server (or the kept day) confirmed. */
  canQueue() {
    return Boolean(this.accountId && this.client);
  }

  /**
   * Whether a new change must wait rather than go now: no signal, or older changes still waiting (order holds).
   * When it goes now, the screen sends it with `newIdempotencyKey()`, and queues it under that same key if no answer
   * came (if the first did arrive, the server answers what it did, and nothing happens twice).
   */
  async mustWait(): Promise<boolean> {
    if (!this.canQueue()) return false;
    if (navigator.onLine === false) return true;
    return (await waitingFor(this.storage, this.accountId!)).length > 0;
  }

  async enqueue(change: QueueableChange, id?: string) {
    if (!this.accountId) throw new Error('The offline queue has no signed-in helper');
    const queued = newChange(
      {
        accountId: this.accountId,
        kind: change.kind,
        document: change.mutation,
        ...(change.photo && { photo: change.photo }),
        variables: change.variables,
        label: change.label,
      },
      new Date(),
      id,
    );
    await this.storage.add(queued);
    await this.refresh();
  }

  private async send(change: QueuedChange) {
    if (change.photo) {
      const { visitId, file, kind, caption } = change.photo;
      await uploadVisitPhoto(visitId, file, kind as VisitPhotoKindName, caption, { idempotencyKey: change.id });
      return;
    }
    if (!change.document) throw new Error(`A queued ${change.kind} has nothing to send`);
    await this.client!.mutate({
      mutation: change.document,
      variables: change.variables,
      context: { headers: { [IDEMPOTENCY_HEADER]: change.id } },
    });
  }

  /** Sends what waits, in order; afterwards the screens read the server's state again. */
  flush = singleFlight(async () => {
    const accountId = this.accountId;
    if (!accountId || !this.client || navigator.onLine === false) return;
    const result = await flushQueue(this.storage, accountId, async (change) => {
      try {
        await this.send(change);
        return outcomeOf(undefined);
      } catch (error) {
        return outcomeOf(error);
      }
    });
    await this.refresh();
    if (result.sent.length > 0 || result.refused.length > 0) {
      await this.client.refetchQueries({ include: 'active' }).catch(() => undefined);
    }
  });

  async dismiss(id: string) {
    await this.storage.removeRefused(id);
    await this.refresh();
  }

  private async refresh() {
    const accountId = this.accountId;
    const waiting = accountId ? (await waitingFor(this.storage, accountId)).length : 0;
    const refused = accountId ? (await this.storage.refused()).filter((change) => change.accountId === accountId) : [];
    this.snapshot = { waiting, refused };
    for (const listener of this.listeners) listener();
  }
}

/**
 * Sends a change now, or keeps it in the queue when it must wait (no signal, older changes waiting) or got no answer;
 * `keep` then shows it made on the screen. A refusal throws, for the screen to show as it always has.
 */
export async function sendOrKeep(options: {
  send: (key: string) => Promise<unknown>;
  change: QueueableChange;
  keep: () => void;
}): Promise<'sent' | 'kept'> {
  const key = newIdempotencyKey();
  const keep = async () => {
    await offlineQueue.enqueue(options.change, key);
    options.keep();
    return 'kept' as const;
  };
  if (await offlineQueue.mustWait()) return keep();
  try {
    await options.send(key);
    return 'sent';
  } catch (error) {
    if (offlineQueue.canQueue() && outcomeOf(error).status === 'unreachable') return keep();
    throw error;
  }
}

/** What a photo's form shows when the photo waits on the phone (the form's error line, which a screen reader reads). */
export const PHOTO_KEPT = 'Saved on this phone: the photo is sent when the signal returns.';

/**
 * uploadVisitPhoto, or without a signal the photo kept in the queue (its bytes in IndexedDB) to upload when the signal
 * returns; the form then says so. One Idempotency-Key per photo, kept with it in the queue: an upload whose answer was
 * lost and is sent again is stored once.
 */
export async function uploadOrKeepPhoto(...args: Parameters<typeof uploadVisitPhoto>) {
  const [visitId, file, kind, caption = '', options = {}] = args;
  const key = newIdempotencyKey();
  const keep = async (): Promise<never> => {
    await offlineQueue.enqueue(
      {
        kind: 'uploadVisitPhoto',
        mutation: null,
        photo: { visitId, file, kind, caption },
        variables: {},
        label: `Photo (${kind.toLowerCase()})${caption ? `: ${caption}` : ''}`,
      },
      key,
    );
    throw new PhotoUploadError(PHOTO_KEPT, 0, 'KEPT_OFFLINE');
  };
  if (await offlineQueue.mustWait()) return keep();
  try {
    return await uploadVisitPhoto(visitId, file, kind, caption, { ...options, idempotencyKey: key });
  } catch (error) {
    if (
      offlineQueue.canQueue() &&
      error instanceof PhotoUploadError &&
      error.code !== 'ABORTED' &&
      outcomeOf(error).status === 'unreachable'
    ) {
      return keep();
    }
    throw error;
  }
}

/** The header that makes a send safe to repeat; one per change. */
export const newIdempotencyKey = () => crypto.randomUUID();
export const idempotencyContext = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

export const offlineQueue = new OfflineQueue(hasIndexedDb() ? new IdbQueueStorage() : new MemoryQueueStorage());
