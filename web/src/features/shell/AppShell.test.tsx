import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildViewer, expectLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';
import type { Role } from '../../gql/graphql';
import { SIDEBARS } from './navigation';
import { isActiveItem, SIDEBAR_COOKIE_MAX_AGE_SECONDS, writeSidebarExpanded } from './sidebarState';

interface HappyDOMWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function setViewportWidth(width: number) {
  act(() => (window as unknown as HappyDOMWindow).happyDOM.setViewport({ width, height: 800 }));
}

afterEach(() => setViewportWidth(1280));

/** The shell is its own lazily loaded chunk: on a busy test run its first render can take more than a second. */
const SHELL_LOADED = { timeout: 10_000 };

const sidebar = () => document.getElementById('app-sidebar') as HTMLElement;

describe('AppShell', () => {
  describe('at 1280 px', () => {
    it('collapses the sidebar to a rail of icons and back with its button and Ctrl+B, remembering it in a cookie', async () => {
      setViewportWidth(1280);
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('ADMIN'))] });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' }, SHELL_LOADED);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(sidebar().dataset.state).toBe('expanded');
      expect(screen.getByRole('heading', { name: 'Admin Console' })).toBeTruthy();

      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(sidebar().dataset.state).toBe('collapsed');
      expect(document.cookie).toContain('sidebar_state=false');
      // The rail keeps every item, named by its label for screen readers.
      const nav = screen.getByRole('navigation', { name: 'Admin Console' });
      expect(within(nav).getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/clients');

      await user.keyboard('{Control>}b{/Control}');
      expect(sidebar().dataset.state).toBe('expanded');
      expect(document.cookie).toContain('sidebar_state=true');

      await user.keyboard('{Meta>}b{/Meta}');
      expect(sidebar().dataset.state).toBe('collapsed');
      expect(document.cookie).toContain('sidebar_state=false');
    });

    it('starts collapsed when the cookie says so', async () => {
      setViewportWidth(1280);
      document.cookie = 'sidebar_state=false; path=/';
      renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('CLIENT'))] });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' }, SHELL_LOADED);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(sidebar().dataset.state).toBe('collapsed');
    });

    it('shows the label of a collapsed item in a tooltip at once', async () => {
      setViewportWidth(1280);
      document.cookie = 'sidebar_state=false; path=/';
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('HELPER'))] });
      const nav = await screen.findByRole('navigation', { name: 'Helper Portal' }, SHELL_LOADED);
      await user.hover(within(nav).getByRole('link', { name: 'Payouts' }));
      expect((await screen.findByRole('tooltip')).textContent).toBe('Payouts');
    });
  });

  describe('at 375 px', () => {
    it('keeps the sidebar out of the way until the menu button opens it as a sheet', async () => {
      setViewportWidth(375);
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('HELPER'))] });
      const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' }, SHELL_LOADED);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('navigation', { name: 'Helper Portal' })).toBeNull();

      await user.click(toggle);
      const sheet = await screen.findByRole('dialog', { name: 'Helper Portal' });
      await user.click(within(sheet).getByRole('link', { name: 'Payouts' }));
      await expectLocation('/payouts');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
    });

    it('opens and closes the sheet with Ctrl+B and closes it with Escape', async () => {
      setViewportWidth(375);
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('CLIENT'))] });
      await screen.findByRole('button', { name: 'Toggle sidebar' }, SHELL_LOADED);
      // The page first: its heading takes the focus when it mounts (a change of screen), which on a slow run came after
      // the sheet had opened and pulled the focus out of it.
      await screen.findByRole('heading', { level: 1, name: 'Portal' }, SHELL_LOADED);
      await user.keyboard('{Control>}b{/Control}');
      const sheet = await screen.findByRole('dialog', { name: 'Client Menu' });
      // The sheet listens for Escape once it has taken focus (an effect after its first render): wait for that, as a
      // person would see the focus ring before pressing a key.
      await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
      await user.keyboard('{Escape}');
      // Closing waits for the sheet's exit animation, which a loaded CI machine can stretch past waitFor's 1 s default.
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SHELL_LOADED);
      // The sheet is not the desktop state: the cookie is left alone.
      expect(document.cookie).not.toContain('sidebar_state');
    });
  });

  describe('the sidebar by role (spec §2)', () => {
    it.each<[Role, string, string[]]>([
      ['ADMIN', 'Admin Console', ['Dashboard', 'Calendar', 'Clients', 'Helpers', 'Invoices', 'Settings']],
      ['HELPER', 'Helper Portal', ["Today's Jobs", 'My Jobs', 'Payouts']],
      ['CLIENT', 'Client Menu', ['Portal', 'Request Service', 'Invoices']],
    ])('%s sees %s with its items and the public site link', async (role, title, items) => {
      renderWithProviders(<App />, { mocks: [viewerMock(buildViewer(role))] });
      const nav = await screen.findByRole('navigation', { name: title }, SHELL_LOADED);
      const labels = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      for (const item of items) expect(labels).toContain(item);
      expect(labels).toEqual(SIDEBARS[role].items.map((item) => item.label));
      expect(screen.getByRole('link', { name: 'View Public Site' }).getAttribute('href')).toBe('/public');
    });

    it("highlights the home screen's item at /, and an item reached through its /admin alias", async () => {
      renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('HELPER'))] });
      const nav = await screen.findByRole('navigation', { name: 'Helper Portal' }, SHELL_LOADED);
      expect(within(nav).getByRole('link', { name: "Today's Jobs" }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Payouts' }).getAttribute('aria-current')).toBeNull();
      expect(isActiveItem('/', '/', 'ADMIN')).toBe(true);
      expect(isActiveItem('/', '/admin', 'ADMIN')).toBe(true);
      expect(isActiveItem('/clients', '/admin/clients', 'ADMIN')).toBe(true);
      expect(isActiveItem('/portal', '/', 'CLIENT')).toBe(true);
      expect(isActiveItem('/calendar', '/clients', 'ADMIN')).toBe(false);
    });
  });

  describe('routes a role may not use', () => {
    it.each<[Role, string, string]>([
      ['CLIENT', '/clients', 'Clients'],
      ['CLIENT', '/admin/invoices', 'Invoices'],
      ['HELPER', '/invoices', 'Invoices'],
      ['CLIENT', '/today', "Today's Jobs"],
      ['ADMIN', '/portal', 'Portal'],
      ['HELPER', '/settings', 'Settings'],
    ])('%s opening %s sees "Not allowed here" with the way home', async (role, route, title) => {
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer(role))], route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed here' }, SHELL_LOADED)).toBeTruthy();
      expect(screen.getByText(new RegExp(`The ${title} screen is for`))).toBeTruthy();
      await user.click(screen.getByRole('link', { name: 'Go to your home page' }));
      await expectLocation('/');
    });

    it("shows 'Page Not Found' for a path outside the route table", async () => {
      renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('CLIENT'))], route: '/no/such/page' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, SHELL_LOADED)).toBeTruthy();
    });
  });

  describe('the header', () => {
    it('shows the product title, the initials and name, account settings and log out', async () => {
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('CLIENT', { name: 'Clara Sunshine' }))] });
      const header = await screen.findByRole('banner', {}, SHELL_LOADED);
      expect(within(header).getByRole('link', { name: 'Sunshine Clean' }).getAttribute('href')).toBe('/');
      expect(within(header).getByText('Clara Sunshine')).toBeTruthy();
      expect(within(header).getByText('CS')).toBeTruthy();
      expect(within(header).getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/api/logout');
      await user.click(within(header).getByRole('link', { name: 'Account settings' }));
      await expectLocation('/account-settings');
    });

    it("shows the person's picture when they have one", async () => {
      renderWithProviders(<App />, {
        mocks: [viewerMock(buildViewer('ADMIN', { profileImageUrl: 'https://example.com/olivia.png' }))],
      });
      const header = await screen.findByRole('banner', {}, SHELL_LOADED);
      expect(header.querySelector('img')?.getAttribute('src')).toBe('https://example.com/olivia.png');
    });
  });

  describe('the theme', () => {
    it("switches from the header and is kept in localStorage under 'theme' across a reload", async () => {
      const first = renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('ADMIN'))] });
      await first.user.click(await screen.findByRole('button', { name: 'Toggle theme' }, SHELL_LOADED));
      const stored = window.localStorage.getItem('theme');
      expect(stored === 'dark' || stored === 'light').toBe(true);
      expect(document.documentElement.dataset.theme).toBe(stored);
      first.unmount();

      renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('ADMIN'))] });
      await screen.findByRole('button', { name: 'Toggle theme' }, SHELL_LOADED);
      expect(document.documentElement.dataset.theme).toBe(stored);
    });

    it('follows the system preference while nothing is stored', async () => {
      const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: query === '(prefers-color-scheme: dark)',
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
      try {
        renderWithProviders(<App />, { mocks: [viewerMock(buildViewer('ADMIN'))] });
        const toggle = await screen.findByRole('button', { name: 'Toggle theme' }, SHELL_LOADED);
        expect(document.documentElement.dataset.theme).toBe('dark');
        expect(toggle.getAttribute('aria-pressed')).toBe('true');
        expect(window.localStorage.getItem('theme')).toBeNull();
      } finally {
        matchMedia.mockRestore();
      }
    });
  });
});

describe('the sidebar_state cookie', () => {
  it('lasts 7 days for the whole site', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    try {
      writeSidebarExpanded(false);
      expect(set).toHaveBeenCalledWith(`sidebar_state=false; path=/; max-age=${7 * 24 * 60 * 60}; samesite=lax`);
      expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    } finally {
      set.mockRestore();
    }
  });
});
