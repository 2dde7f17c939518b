import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from './Card';
import { VisuallyHidden } from './VisuallyHidden';

export interface KpiTrend {
  direction: 'up' | 'down';
  /** Whether the change is good news (green) or bad news (red); a fall in costs is up-is-bad, for instance. */
  positive: boolean;
  /** What the change is, e.g. "12.5% vs last month". */
  label: ReactNode;
}

export interface KpiCardProps {
  title: string;
  value: ReactNode;
  /** Decorative: the title names the figure. */
  icon: ReactNode;
  trend?: KpiTrend | null;
  description?: ReactNode;
}

/** One headline figure: its title, value, an icon, and optionally how it moved and how it is made up. */
export function KpiCard({ title, value, icon, trend, description }: KpiCardProps) {
  const titleId = useId();
  return (
    <StyledCard role="group" aria-labelledby={titleId}>
      <StyledTop>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      </StyledTop>
      <StyledValue>{value}</StyledValue>
      {trend ? (
        <StyledTrend $positive={trend.positive} data-direction={trend.direction} data-positive={trend.positive}>
          <span aria-hidden="true">{trend.direction === 'up' ? '▲' : '▼'}</span>
          <VisuallyHidden>{trend.direction === 'up' ? 'Up' : 'Down'}</VisuallyHidden> {trend.label}
        </StyledTrend>
      ) : null}
      {description ? <StyledDescription>{description}</StyledDescription> : null}
    </StyledCard>
  );
}

const StyledCard = styled.div`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
  padding: 1.25rem;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledIcon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.125rem;
  font-weight: 700;

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const StyledValue = styled.p`
  margin: 0;
  font-size: 1.875rem;
  font-weight: 800;
  line-height: 1.15;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const StyledTrend = styled.p<{ $positive: boolean }>`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.success : theme.colors.danger)};
`;

const StyledDescription = styled.div`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
