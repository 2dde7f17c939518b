import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { inDarkTheme } from '../theme/cssTheme';
import type { ThemeMode } from '../theme/tokens';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Text on tinted backgrounds, each pair at least 4.5:1 in its theme (see Badge.test.ts). */
export const BADGE_COLORS: Record<ThemeMode, Record<BadgeTone, { background: string; text: string }>> = {
  light: {
    neutral: { background: '#eef1f5', text: '#2d3748' },
    info: { background: '#e0f0f8', text: '#0b4f6e' },
    success: { background: '#e3f3e8', text: '#1e5b3a' },
    warning: { background: '#fdf0c8', text: '#6f4400' },
    danger: { background: '#fde8e8', text: '#9b1c1c' },
  },
  dark: {
    neutral: { background: '#2a3441', text: '#e2e8f0' },
    info: { background: '#0f3346', text: '#a6def5' },
    success: { background: '#133724', text: '#9ae6b4' },
    warning: { background: '#3d2c05', text: '#fbd38d' },
    danger: { background: '#3f1717', text: '#feb2b2' },
  },
};

/** A short status label, such as "Pending" or "Accepted". The text carries the meaning; colour only helps. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <StyledBadge $tone={tone}>{children}</StyledBadge>;
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ $tone }) => BADGE_COLORS.light[$tone].background};
  color: ${({ $tone }) => BADGE_COLORS.light[$tone].text};
  ${({ $tone }) =>
    inDarkTheme(css`
      background: ${BADGE_COLORS.dark[$tone].background};
      color: ${BADGE_COLORS.dark[$tone].text};
    `)}
`;
