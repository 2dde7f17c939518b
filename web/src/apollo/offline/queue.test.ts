import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { type DocumentNode, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PhotoUploadError } from '../../lib/visitPhotos';
import { outcomeOf } from './offlineQueue';
import {
  flushQueue,
  MemoryQueueStorage,
  newChange,
  type QueuedChange,
  type SendOutcome,
  singleFlight,
  waitingFor,
} from './queue';

const HELPER = 'helper-1';
const MUTATION: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };

function change(kind: string, label: string, at: string, accountId = HELPER): QueuedChange {
  return newChange({ accountId, kind, document: MUTATION, variables: { label }, label }, new Date(at));
}

async function queueOf(...changes: QueuedChange[]) {
  const storage = new MemoryQueueStorage();
  for (const queued of changes) await storage.add(queued);
  return storage;
}

/** A sender that answers from a script, recording the order it was asked in. */
function scripted(answers: Record<string, SendOutcome>) {
  const asked: string[] = [];
  const send = async (queued: QueuedChange) => {
    asked.push(queued.label);
    return answers[queued.label] ?? { status: 'sent' as const };
  };
  return { asked, send };
}

describe('the offline queue', () => {
  it('sends the waiting changes oldest first, each once, and empties', async () => {
    const tick = change('tickChecklistItem', 'Tick: Kitchen counters', '2026-11-22T15:01:00Z');
    const start = change('startVisit', 'Start Job', '2026-11-22T15:00:00Z');
    const complete = change('completeVisit', 'Complete Job', '2026-11-22T15:02:00Z');
    const storage = await queueOf(complete, tick, start);
    const { asked, send } = scripted({});

    const result = await flushQueue(storage, HELPER, send);
    expect(asked).toEqual(['Start Job', 'Tick: Kitchen counters', 'Complete Job']);
    expect(result).toMatchObject({ left: 0, refused: [] });
    expect(result.sent.map((sent) => sent.id)).toEqual([start.id, tick.id, complete.id]);
    expect(await storage.waiting()).toEqual([]);

    // A second run has nothing to send again.
    expect((await flushQueue(storage, HELPER, send)).sent).toEqual([]);
    expect(asked).toHaveLength(3);
  });

  it('keeps two changes made in the same millisecond in the order they were made', async () => {
    const at = '2026-11-22T15:00:00Z';
    const first = change('tickChecklistItem', 'first', at);
    const second = change('tickChecklistItem', 'second', at);
    const { asked, send } = scripted({});
    await flushQueue(await queueOf(second, first), HELPER, send);
    expect(asked).toEqual(['first', 'second']);
  });

  it('stops at the first change that gets no answer and keeps it and every later one, in order, for the next run', async () => {
    const a = change('startVisit', 'a', '2026-11-22T15:00:00Z');
    const b = change('tickChecklistItem', 'b', '2026-11-22T15:01:00Z');
    const c = change('completeVisit', 'c', '2026-11-22T15:02:00Z');
    const storage = await queueOf(a, b, c);
    const offline = scripted({ b: { status: 'unreachable' } });
    const result = await flushQueue(storage, HELPER, offline.send);
    expect(offline.asked).toEqual(['a', 'b']);
    expect(result.left).toBe(2);
    expect((await waitingFor(storage, HELPER)).map((w) => w.label)).toEqual(['b', 'c']);

    // A sender that throws (fetch failed) counts as no answer too.
    const throwing = await flushQueue(storage, HELPER, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(throwing.left).toBe(2);

    const back = scripted({});
    await flushQueue(storage, HELPER, back.send);
    expect(back.asked).toEqual(['b', 'c']);
    expect(await storage.waiting()).toEqual([]);
  });

  it('moves a refused change to the refused list with its reason, never drops it, and goes on with the next', async () => {
    const tick = change('tickChecklistItem', 'Tick: Oven', '2026-11-22T15:00:00Z');
    const complete = change('completeVisit', 'Complete Job', '2026-11-22T15:01:00Z');
    const storage = await queueOf(tick, complete);
    const { asked, send } = scripted({ 'Tick: Oven': { status: 'refused', reason: 'This visit is not yours' } });
    const result = await flushQueue(storage, HELPER, send, () => new Date('2026-11-22T16:00:00Z'));
    expect(asked).toEqual(['Tick: Oven', 'Complete Job']);
    expect(result.sent.map((s) => s.label)).toEqual(['Complete Job']);
    expect(await storage.refused()).toEqual([
      { ...tick, reason: 'This visit is not yours', refusedAt: '2026-11-22T16:00:00.000Z' },
    ]);
    expect(await storage.waiting()).toEqual([]);
    await storage.removeRefused(tick.id);
    expect(await storage.refused()).toEqual([]);
  });

  it("sends only the signed-in account's changes; another account's wait for them", async () => {
    const mine = change('clockIn', 'mine', '2026-11-22T15:00:00Z');
    const theirs = change('clockIn', 'theirs', '2026-11-22T14:00:00Z', 'helper-2');
    const storage = await queueOf(mine, theirs);
    const { asked, send } = scripted({});
    await flushQueue(storage, HELPER, send);
    expect(asked).toEqual(['mine']);
    expect((await storage.waiting()).map((w) => w.label)).toEqual(['theirs']);
  });

  it('runs one flush at a time: a second call while one runs joins it', async () => {
    let runs = 0;
    let release!: () => void;
    const flush = singleFlight(async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return runs;
    });
    const first = flush();
    const second = flush();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    const third = flush();
    release();
    expect(await third).toBe(2);
  });

  it('gives each change its own id, the key the server stores it under', () => {
    const a = change('startVisit', 'a', '2026-11-22T15:00:00Z');
    const b = change('startVisit', 'a', '2026-11-22T15:00:00Z');
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("reading the server's answer to a sent change", () => {
  const graphQLError = (code: string, message: string) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

  it('is a refusal with its message for a "no" (wrong visit, already done, bad input)', () => {
    expect(outcomeOf(graphQLError('FORBIDDEN', 'You are not allowed to do that'))).toEqual({
      status: 'refused',
      reason: 'You are not allowed to do that',
    });
    expect(outcomeOf(graphQLError('CONFLICT', 'This job is COMPLETED'))).toMatchObject({ status: 'refused' });
  });

  it('is "try again later" for no signal, a busy or down server, or a lapsed session', () => {
    expect(outcomeOf(new TypeError('Failed to fetch'))).toEqual({ status: 'unreachable' });
    expect(outcomeOf(graphQLError('SERVICE_UNAVAILABLE', 'down'))).toEqual({ status: 'unreachable' });
    expect(outcomeOf(graphQLError('UNAUTHENTICATED', 'You must be signed in'))).toEqual({ status: 'unreachable' });
    const response = new Response('', { status: 503 });
    expect(outcomeOf(new ServerError('busy', { response, bodyText: '' }))).toEqual({
      status: 'unreachable',
    });
  });

  it("reads a photo upload's answer the same way: no answer waits, a refusal is shown with the server's words", () => {
    expect(outcomeOf(new PhotoUploadError('Could not reach the server.', 0))).toEqual({ status: 'unreachable' });
    expect(outcomeOf(new PhotoUploadError('busy', 503))).toEqual({ status: 'unreachable' });
    expect(outcomeOf(new PhotoUploadError('A photo can be at most 15 MB', 413, 'PAYLOAD_TOO_LARGE'))).toEqual({
      status: 'refused',
      reason: 'A photo can be at most 15 MB',
    });
  });

  it('is sent when nothing was thrown', () => {
    expect(outcomeOf(undefined)).toEqual({ status: 'sent' });
  });
});
