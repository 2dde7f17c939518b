import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildViewer, currentLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';

interface HappyDOMWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function setViewportWidth(width: number) {
  act(() => (window as unknown as HappyDOMWindow).happyDOM.setViewport({ width, height: 800 }));
}

afterEach(() => setViewportWidth(1280));

describe('AppShell', () => {
  describe('at 1280 px', () => {
    it('collapses and expands the sidebar with its button and with Ctrl+B, remembering it in a cookie', async () => {
      setViewportWidth(1280);
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('ADMIN'))] });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('navigation', { name: 'Admin Console' })).toBeTruthy();

      await user.click(toggle);
      expect(screen.queryByRole('navigation', { name: 'Admin Console' })).toBeNull();
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.cookie).toContain('sidebar_state=false');

      await user.keyboard('{Control>}b{/Control}');
      expect(screen.getByRole('navigation', { name: 'Admin Console' })).toBeTruthy();
      expect(document.cookie).toContain('sidebar_state=true');
    });

    it('starts collapsed when the cookie says so', async () => {
      setViewportWidth(1280);
      document.cookie = 'sidebar_state=false; path=/';
      renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('CLIENT'))] });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('navigation', { name: 'Client Menu' })).toBeNull();
    });
  });

  describe('at 375 px', () => {
    it('keeps the sidebar out of the way until the menu button opens it as a sheet', async () => {
      setViewportWidth(375);
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('HELPER'))] });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('navigation', { name: 'Helper Portal' })).toBeNull();

      await user.click(toggle);
      const sheet = await screen.findByRole('dialog', { name: 'Helper Portal' });
      await user.click(within(sheet).getByRole('link', { name: 'Payouts' }));
      expect(currentLocation()).toBe('/payouts');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
    });

    it('closes the sheet with Escape', async () => {
      setViewportWidth(375);
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('CLIENT'))] });
      await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
      expect(await screen.findByRole('dialog', { name: 'Client Menu' })).toBeTruthy();
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('switches the theme from the header', async () => {
    const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('ADMIN'))] });
    await user.click(await screen.findByRole('button', { name: 'Toggle theme' }));
    const stored = window.localStorage.getItem('theme');
    expect(stored === 'dark' || stored === 'light').toBe(true);
    expect(document.documentElement.dataset.theme).toBe(stored);
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(window.localStorage.getItem('theme')).not.toBe(stored);
  });
});
