import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, ThemeModeProvider, useThemeMode } from './ThemeModeProvider';

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' ? dark : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function Probe() {
  const { mode, toggle } = useThemeMode();
  return (
    <button type="button" onClick={toggle}>
      {mode}
    </button>
  );
}

function renderProbe() {
  render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );
  return screen.getByRole('button');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ThemeModeProvider', () => {
  it("stores the theme under 'theme'", () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it.each([
    [true, 'dark'],
    [false, 'light'],
  ])('follows the system preference (dark: %s) when nothing is stored', (dark, expected) => {
    prefersDark(dark);
    expect(renderProbe().textContent).toBe(expected);
    expect(document.documentElement.dataset.theme).toBe(expected);
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('prefers the stored choice over the system', () => {
    prefersDark(true);
    window.localStorage.setItem('theme', 'light');
    expect(renderProbe().textContent).toBe('light');
  });

  it('ignores a stored value that is not a theme', () => {
    prefersDark(true);
    window.localStorage.setItem('theme', 'purple');
    expect(renderProbe().textContent).toBe('dark');
  });

  it('toggles and remembers the choice in localStorage', async () => {
    prefersDark(false);
    const user = userEvent.setup();
    const button = renderProbe();
    await user.click(button);
    expect(button.textContent).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    await user.click(button);
    expect(button.textContent).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
