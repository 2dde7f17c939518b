import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReplyBox } from './ReplyBox';

/** A device whose pointer hovers and is fine (a mouse or trackpad: a keyboard is at hand), or a touch screen. */
function device(keyboard: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: keyboard && query === '(hover: hover) and (pointer: fine)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ReplyBox', () => {
  it("says 'Ctrl + Enter sends' where there is a keyboard, and Ctrl + Enter sends", async () => {
    device(true);
    const onSend = vi.fn(async () => true);
    const { user } = renderWithProviders(<ReplyBox label="Message" onSend={onSend} sending={false} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Plain text. Ctrl + Enter sends.').id).toBe(box.getAttribute('aria-describedby'));
    await user.type(box, 'See you Tuesday');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith('See you Tuesday');
  });

  it('does not mention the shortcut on a touch screen (a phone has no Ctrl key)', () => {
    device(false);
    renderWithProviders(<ReplyBox label="Message" onSend={async () => true} sending={false} />);
    expect(screen.getByText('Plain text.')).toBeTruthy();
    expect(screen.queryByText(/Ctrl/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});
