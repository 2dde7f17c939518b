import { act, screen } from '@testing-library/react';
import { Kind } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { QueueSnapshot } from '../../apollo/offline/offlineQueue';
import type { RefusedChange } from '../../apollo/offline/queue';
import { OfflineQueueStatus } from './OfflineQueueStatus';

/** A queue whose state the test sets, recording what the widget asked of it. */
function fakeQueue(initial: QueueSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    flush: vi.fn(async () => undefined),
    dismiss: vi.fn(async (id: string) => {
      snapshot = { ...snapshot, refused: snapshot.refused.filter((change) => change.id !== id) };
      listeners.forEach((listener) => listener());
    }),
    set(next: QueueSnapshot) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const refusedTick: RefusedChange = {
  id: 'c1',
  accountId: 'h1',
  kind: 'tickChecklistItem',
  document: { kind: Kind.DOCUMENT, definitions: [] },
  variables: {},
  label: 'Tick: Oven',
  queuedAt: '2026-11-22T15:04:00.000Z',
  seq: 1,
  reason: 'This visit is no longer assigned to you',
  refusedAt: '2026-11-22T16:00:00.000Z',
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineQueueStatus', () => {
  it('shows nothing while online with nothing waiting or refused', () => {
    const queue = fakeQueue({ waiting: 0, refused: [] });
    const { container } = renderWithProviders(<OfflineQueueStatus queue={queue} />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('says "N waiting to send" without a signal, and offers Send now once it is back', async () => {
    setOnline(false);
    const queue = fakeQueue({ waiting: 0, refused: [] });
    const { user } = renderWithProviders(<OfflineQueueStatus queue={queue} />);
    expect(screen.getByRole('heading', { name: 'No signal' })).toBeTruthy();
    act(() => queue.set({ waiting: 3, refused: [] }));
    expect(screen.getByRole('status').textContent).toBe('3 waiting to send');
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();

    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(queue.flush).toHaveBeenCalledTimes(1);
    act(() => queue.set({ waiting: 0, refused: [] }));
    expect(screen.queryByRole('heading', { name: 'Sending your changes' })).toBeNull();
  });

  it('lists each refused change with its reason until the helper dismisses it', async () => {
    setOnline(true);
    const queue = fakeQueue({ waiting: 0, refused: [refusedTick] });
    const { user } = renderWithProviders(<OfflineQueueStatus queue={queue} />);
    expect(screen.getByRole('heading', { name: 'Not accepted by the office' })).toBeTruthy();
    expect(screen.getByText('Tick: Oven')).toBeTruthy();
    expect(screen.getByText('This visit is no longer assigned to you')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss: Tick: Oven' }));
    expect(queue.dismiss).toHaveBeenCalledWith('c1');
    expect(screen.queryByText('Tick: Oven')).toBeNull();
  });
});
