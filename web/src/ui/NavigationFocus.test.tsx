import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { NavigationFocusProvider } from './NavigationFocus';
import { PageHeader } from './PageHeader';

function Focused({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return <NavigationFocusProvider pathname={pathname}>{children}</NavigationFocusProvider>;
}

function renderApp() {
  const user = userEvent.setup();
  render(
    <ThemeModeProvider>
      <MemoryRouter initialEntries={['/clients']}>
        <Focused>
          <nav>
            <Link to="/clients">Clients</Link>
            <Link to="/helpers">Helpers</Link>
          </nav>
          <main>
            <Routes>
              <Route path="/clients" element={<PageHeader title="Clients" />} />
              <Route path="/helpers" element={<PageHeader title="Helpers" />} />
            </Routes>
            <input aria-label="Notes" />
          </main>
        </Focused>
      </MemoryRouter>
    </ThemeModeProvider>,
  );
  return user;
}

describe('NavigationFocusProvider', () => {
  it("leaves the first load's focus alone, then brings focus to each new screen's h1 and announces its title", async () => {
    const user = renderApp();
    expect(document.activeElement).toBe(document.body);
    expect(document.title).toBe('Clients · Sunshine Clean');

    await user.click(screen.getByRole('link', { name: 'Helpers' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Helpers' });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe('Helpers · Sunshine Clean');
    expect(screen.getByRole('status').textContent).toBe('Helpers · Sunshine Clean');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('takes nothing from someone who has started typing on the new screen', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'Helpers' }));
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('side gate');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Notes' }));
  });
});
