import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueuedChange, QueueStorage, RefusedChange } from './queue';

/** A query's last answer kept for a day without a signal (dayCache.ts). */
export interface SavedAnswer {
  /** operationName + variables. */
  key: string;
  /** The business day (America/New_York) it was fetched on. */
  day: string;
  result: unknown;
}

interface OfflineSchema extends DBSchema {
  queue: { key: string; value: QueuedChange };
  refused: { key: string; value: RefusedChange };
  answers: { key: string; value: SavedAnswer };
}

const DB_NAME = 'sunshine-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The one IndexedDB database of the offline day: the queue, the refused changes and the saved answers. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('queue', { keyPath: 'id' });
      db.createObjectStore('refused', { keyPath: 'id' });
      db.createObjectStore('answers', { keyPath: 'key' });
    },
  });
  return opening;
}

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export class IdbQueueStorage implements QueueStorage {
  async waiting() {
    return (await offlineDb()).getAll('queue');
  }
  async add(change: QueuedChange) {
    await (await offlineDb()).put('queue', change);
  }
  async remove(id: string) {
    await (await offlineDb()).delete('queue', id);
  }
  async refused() {
    return (await offlineDb()).getAll('refused');
  }
  async addRefused(change: RefusedChange) {
    await (await offlineDb()).put('refused', change);
  }
  async removeRefused(id: string) {
    await (await offlineDb()).delete('refused', id);
  }
}

export const answerStore = {
  async get(key: string) {
    return (await offlineDb()).get('answers', key);
  },
  async put(answer: SavedAnswer) {
    await (await offlineDb()).put('answers', answer);
  },
  async all() {
    return (await offlineDb()).getAll('answers');
  },
  async remove(key: string) {
    await (await offlineDb()).delete('answers', key);
  },
  async clear() {
    await (await offlineDb()).clear('answers');
  },
};
