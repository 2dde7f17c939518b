import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue, uploadOrKeepPhoto } from './offlineQueue';

/** An XMLHttpRequest that records each request's headers and answers as the test says: no signal, or stored. */
const sent: Record<string, string>[] = [];
let signal = true;
class FakeXhr {
  upload = { onprogress: null };
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private readonly headers: Record<string, string> = {};
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    sent.push(this.headers);
    queueMicrotask(() => {
      if (!signal) return this.onerror?.();
      this.status = 201;
      this.responseText = JSON.stringify({ id: 'p1', kind: 'after' });
      this.onload?.();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
  signal = true;
});

describe('a photo taken on the job', () => {
  it('keeps its Idempotency-Key from the first try to the upload after the signal returns', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const client = { mutate: vi.fn(), refetchQueries: vi.fn(async () => []) } as unknown as ApolloClient;
    offlineQueue.attach(client, 'helper-1', false);

    // The answer is lost (a dead zone): the photo waits on the phone under the key it was first sent with.
    signal = false;
    await expect(uploadOrKeepPhoto('v1', new Blob(['x'], { type: 'image/jpeg' }), 'AFTER', 'Kitchen')).rejects.toMatchObject({
      code: 'KEPT_OFFLINE',
    });
    expect(offlineQueue.getSnapshot().waiting).toBe(1);

    signal = true;
    await offlineQueue.flush();
    expect(offlineQueue.getSnapshot().waiting).toBe(0);
    expect(sent).toHaveLength(2);
    const key = sent[0]['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The same key both times: had the first reached the server, the second answers that photo and stores nothing.
    expect(sent[1]['Idempotency-Key']).toBe(key);
  });
});
