import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../theme/tokens';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function Trigger({ title, description }: { title: string; description?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title, description, variant: 'destructive' })}>
      {`show ${title}`}
    </button>
  );
}

function renderToasts() {
  render(
    <ThemeProvider theme={lightTheme}>
      <ToastProvider>
        <Trigger title="First" description="one" />
        <Trigger title="Second" description="two" />
      </ToastProvider>
    </ThemeProvider>,
  );
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

describe('Toast', () => {
  it('shows one toast at a time: a new one replaces the current one', async () => {
    const user = userEvent.setup();
    const viewport = renderToasts();
    await user.click(screen.getByRole('button', { name: 'show First' }));
    expect(viewport.getByText('First')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'show Second' }));
    expect(viewport.getByText('Second')).toBeTruthy();
    expect(viewport.queryByText('First')).toBeNull();
    expect(viewport.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    const viewport = renderToasts();
    await user.click(screen.getByRole('button', { name: 'show First' }));
    await user.click(viewport.getByRole('button', { name: 'Close notification' }));
    expect(viewport.queryByText('First')).toBeNull();
  });

  it(`disappears after ${TOAST_DURATION_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const viewport = renderToasts();
      await user.click(screen.getByRole('button', { name: 'show First' }));
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
      expect(viewport.getByText('First')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1000));
      expect(viewport.queryByText('First')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
