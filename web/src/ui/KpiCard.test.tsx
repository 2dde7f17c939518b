import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { darkTheme, lightTheme } from '../theme/tokens';
import { BADGE_COLORS } from './Badge';
import { KpiCard } from './KpiCard';

function renderCard(ui: React.ReactElement, theme = lightTheme) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('KpiCard', () => {
  it('shows title, value, a decorative icon and the description, as a group named by its title', () => {
    renderCard(<KpiCard title="Pending Approvals" value={4} icon={<span>⏳</span>} description="Waiting for you" />);
    const card = screen.getByRole('group', { name: 'Pending Approvals' });
    expect(within(card).getByText('4')).toBeTruthy();
    expect(within(card).getByText('Waiting for you')).toBeTruthy();
    expect(within(card).getByText('⏳').closest('[aria-hidden="true"]')).toBeTruthy();
    expect(card.querySelector('[data-direction]')).toBeNull();
  });

  it('shows an upward, positive trend in the success colour and says "Up"', () => {
    renderCard(
      <KpiCard
        title="Monthly Revenue"
        value="$3,850.00"
        icon="$"
        trend={{ direction: 'up', positive: true, label: '11.6% vs last month' }}
      />,
    );
    const trend = screen.getByText(/11.6% vs last month/);
    expect(trend.dataset.direction).toBe('up');
    expect(trend.dataset.positive).toBe('true');
    expect(trend.textContent).toContain('▲');
    expect(trend.textContent).toMatch(/Up\s+11.6%/);
    expect(getComputedStyle(trend).color).toBe(lightTheme.colors.success);
  });

  it('shows a downward, negative trend in the danger colour and says "Down"', () => {
    renderCard(
      <KpiCard
        title="Monthly Revenue"
        value="$900.00"
        icon="$"
        trend={{ direction: 'down', positive: false, label: '40% vs last month' }}
      />,
      darkTheme,
    );
    const trend = screen.getByText(/40% vs last month/);
    expect(trend.dataset.direction).toBe('down');
    expect(trend.textContent).toContain('▼');
    expect(trend.textContent).toMatch(/Down\s+40%/);
    expect(getComputedStyle(trend).color).toBe(darkTheme.colors.danger);
  });

  it('can show a fall as good news (down and positive)', () => {
    renderCard(
      <KpiCard title="Cancellations" value={1} icon="×" trend={{ direction: 'down', positive: true, label: '2 fewer' }} />,
    );
    const trend = screen.getByText(/2 fewer/);
    expect(trend.dataset.direction).toBe('down');
    expect(getComputedStyle(trend).color).toBe(lightTheme.colors.success);
  });
});

describe('Badge colours', () => {
  it.each(['light', 'dark'] as const)('keep text at 4.5:1 or more in %s mode', (mode) => {
    for (const [tone, { background, text }] of Object.entries(BADGE_COLORS[mode])) {
      expect(contrastRatio(text, background), tone).toBeGreaterThanOrEqual(4.5);
    }
  });
});
