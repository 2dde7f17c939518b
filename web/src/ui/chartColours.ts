import type { AppTheme } from '../theme/tokens';

/**
 * Chart series colours per theme: each at least 3:1 against the card's surface (WCAG 1.4.11 for graphics), and told
 * apart by the legend's labels and by dashes too, not by colour alone (ui/Chart.tsx).
 */
export const SERIES_COLOURS: Record<AppTheme['mode'], readonly string[]> = {
  light: ['#0b6e99', '#b45309', '#276749', '#6b46c1'],
  dark: ['#5cc0eb', '#f6ad55', '#68d391', '#b794f4'],
};
