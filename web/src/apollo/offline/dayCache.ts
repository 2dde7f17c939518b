import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { addDays, businessToday } from '../../lib/businessTime';

/** IndexedDB (idb) loads only once a helper's day is kept: the owner's and clients' pages never carry it. */
const answers = () => import('./idbStorage').then((module) => module.answerStore);
const hasIndexedDb = () => typeof indexedDB !== 'undefined';
/** Set while something of a helper's day is on the phone, so a non-helper's start need not open IndexedDB to clear. */
const KEPT_FLAG = 'sunshine-offline-day';
const flagged = () => {
  try {
    return localStorage.getItem(KEPT_FLAG) === '1';
  } catch {
    return false;
  }
};
const flag = (on: boolean) => {
  try {
    if (on) localStorage.setItem(KEPT_FLAG, '1');
    else localStorage.removeItem(KEPT_FLAG);
  } catch {
    // Private mode: the flag only saves a look into IndexedDB.
  }
};

/**
 * The helper's day kept on the phone: the last answers of the queries a helper's day needs (who is signed in, today's
 * jobs, the week's jobs, each job's page) are saved in IndexedDB when they arrive, and answered from there when the
 * network cannot answer, so the app opens in a parking garage to the last synced day. Only a helper's answers are
 * kept (App_Viewer says who), they are cleared at sign-out, and an answer is served only on the day it was fetched
 * (the viewer until the next day, so yesterday's sync still opens the app to this week's jobs).
 * Apollo Client 4 runs on RxJS, where Apollo-3 persistence links do not fit: this link is the app's own.
 */
export const DAY_QUERIES = new Set(['App_Viewer', 'TodayPage_Query', 'MyJobsPage_Query', 'JobPage_Query']);
const VIEWER = 'App_Viewer';

const keyOf = (operation: ApolloLink.Operation) => `${operation.operationName}:${JSON.stringify(operation.variables ?? {})}`;

interface ViewerAnswer {
  data?: { viewer?: { id: string; role: string } | null };
}
/** Whose day is kept: the helper of the last App_Viewer answer, or nobody. */
let keptFor: string | null = null;

/** A network failure (no signal, nothing listening), as opposed to an answer: only then is the saved day served. */
export function isUnreachable(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

async function remember(operation: ApolloLink.Operation, result: ApolloLink.Result) {
  if (result.errors?.length) return;
  const today = businessToday();
  if (operation.operationName === VIEWER) {
    const viewer = (result as ViewerAnswer).data?.viewer;
    const helper = viewer?.role === 'HELPER' ? viewer.id : null;
    // Signed out, someone else, or not a helper: nothing of the previous helper's day stays on the phone.
    if (helper !== keptFor || !helper) await clearKeptDay();
    keptFor = helper;
    if (!helper) return;
    onViewer?.(helper, true);
  }
  if (!keptFor) return;
  flag(true);
  await (await answers()).put({ key: keyOf(operation), day: today, result });
}

async function recall(operation: ApolloLink.Operation): Promise<ApolloLink.Result | null> {
  if (!flagged()) return null;
  const store = await answers();
  const saved = await store.get(keyOf(operation));
  if (!saved) return null;
  const today = businessToday();
  const fresh = saved.day === today || (operation.operationName === VIEWER && saved.day === addDays(today, -1));
  if (!fresh) {
    await store.remove(saved.key);
    return null;
  }
  if (operation.operationName === VIEWER) {
    keptFor = (saved.result as ViewerAnswer).data?.viewer?.id ?? null;
    if (keptFor) onViewer?.(keptFor, false);
  }
  return saved.result as ApolloLink.Result;
}

/** Everything of the kept day, at sign-out and when another account signs in. */
export async function clearKeptDay() {
  keptFor = null;
  if (!hasIndexedDb() || !flagged()) return;
  flag(false);
  await (await answers()).clear().catch(() => undefined);
}

let onViewer: ((helperId: string, live: boolean) => void) | null = null;
/**
 * Told the helper's id whenever the server confirms who is signed in (`live`: the queue then sends what waits), or
 * the kept day does (offline: the queue then shows what waits).
 */
export function onHelperConfirmed(listener: (helperId: string, live: boolean) => void) {
  onViewer = listener;
}

/** The viewer the server inlined in the page (no request went through the link): kept as if it had. */
export function keepInlinedViewer(data: unknown) {
  if (!hasIndexedDb() || !data) return;
  const operation = { operationName: VIEWER, variables: {} } as ApolloLink.Operation;
  void remember(operation, { data } as ApolloLink.Result).catch(() => undefined);
}

export function createDayCacheLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!hasIndexedDb() || !DAY_QUERIES.has(operation.operationName ?? '')) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      const subscription = forward(operation).subscribe({
        next(result) {
          void remember(operation, result).catch(() => undefined);
          observer.next(result);
        },
        error(error: unknown) {
          if (!isUnreachable(error)) {
            observer.error(error);
            return;
          }
          recall(operation)
            .catch(() => null)
            .then((saved) => {
              if (!saved) return observer.error(error);
              observer.next(saved);
              observer.complete();
            });
        },
        complete() {
          observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    });
  });
}
