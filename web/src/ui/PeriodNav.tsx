import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

interface PeriodNavProps {
  /** The landmark's name, e.g. 'Choose a week'. */
  label: string;
  /** What one step is called: 'week' gives 'Previous week' and 'Next week'. */
  unit: string;
  /** The period shown, e.g. 'Nov 15 – 21, 2026' (announced when it changes). */
  title: ReactNode;
  /** A line under the title: 'This week · 3 jobs', 'Past period'. */
  note?: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
  /** Shown under the bar when away from the current period, e.g. 'Back to this week'. */
  backLabel?: string;
  onBack?: () => void;
}

/**
 * A bar to step through periods (weeks, pay periods): previous and next, the period in the middle, and a way back to
 * the current one. Where the bar is narrow (a phone, or a tablet's main area beside the sidebar) the period sits above
 * the two buttons: squeezed between them it broke onto one word a line.
 */
export function PeriodNav(props: PeriodNavProps) {
  return (
    <StyledFrame>
      <StyledBar aria-label={props.label}>
        <Button $variant="secondary" disabled={props.previousDisabled} onClick={props.onPrevious}>
          <span aria-hidden="true">‹</span> Previous {props.unit}
        </Button>
        <StyledPeriod>
          <StyledTitle aria-live="polite">{props.title}</StyledTitle>
          {props.note !== undefined ? <StyledNote>{props.note}</StyledNote> : null}
        </StyledPeriod>
        <Button $variant="secondary" disabled={props.nextDisabled} onClick={props.onNext}>
          Next {props.unit} <span aria-hidden="true">›</span>
        </Button>
      </StyledBar>
      {props.backLabel && props.onBack ? (
        <StyledBack>
          <Button $variant="ghost" $size="sm" onClick={props.onBack}>
            {props.backLabel}
          </Button>
        </StyledBack>
      ) : null}
    </StyledFrame>
  );
}

/** The bar chooses its layout by the room it has, not by the window's width. */
const StyledFrame = styled.div`
  container-type: inline-size;
`;

const StyledBar = styled.nav`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @container (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > button {
      padding: 0 0.5rem;
      font-size: 0.9375rem;
    }
    grid-template-areas: 'period period' 'prev next';
    & > :nth-child(1) {
      grid-area: prev;
    }
    & > :nth-child(2) {
      grid-area: period;
    }
    & > :nth-child(3) {
      grid-area: next;
    }
  }
`;

const StyledPeriod = styled.div`
  text-align: center;
  min-width: 0;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.0625rem;
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBack = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 0.25rem;
`;
