import type { ToolbarProps, View } from 'react-big-calendar';
import styled, { css } from 'styled-components';
import { Button } from '../../../ui/Button';
import type { VisitEvent } from './CalendarEvent';

const VIEW_LABELS: Partial<Record<View, string>> = { month: 'Month', week: 'Week', day: 'Day', agenda: 'List' };
const UNIT: Partial<Record<View, string>> = { month: 'month', week: 'week', day: 'day', agenda: 'week' };

/** Today, Back and Next, the visible range, and the Month / Week / Day / List switch (the pressed one is the current). */
export function CalendarToolbar({ label, view, views, onNavigate, onView }: ToolbarProps<VisitEvent>) {
  const names = (Array.isArray(views) ? views : (Object.keys(views) as View[])).filter((name) => VIEW_LABELS[name]);
  const unit = UNIT[view] ?? 'period';
  return (
    <StyledToolbar>
      <StyledGroup role="group" aria-label="Move through the calendar">
        <Button $variant="secondary" $size="sm" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <Button $variant="secondary" $size="sm" title={`Previous ${unit}`} onClick={() => onNavigate('PREV')}>
          <span aria-hidden="true">‹</span> Back
        </Button>
        <Button $variant="secondary" $size="sm" title={`Next ${unit}`} onClick={() => onNavigate('NEXT')}>
          Next <span aria-hidden="true">›</span>
        </Button>
      </StyledGroup>
      <StyledLabel aria-live="polite">{label}</StyledLabel>
      <StyledGroup role="group" aria-label="View">
        {names.map((name) => (
          <StyledViewButton
            key={name}
            $variant="secondary"
            $size="sm"
            $active={name === view}
            aria-pressed={name === view}
            onClick={() => onView(name)}
          >
            {VIEW_LABELS[name]}
          </StyledViewButton>
        ))}
      </StyledGroup>
    </StyledToolbar>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    justify-content: center;
  }
`;

const StyledGroup = styled.div`
  display: inline-flex;
  gap: 0.375rem;
`;

const StyledLabel = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  text-align: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    order: -1;
    flex-basis: 100%;
    font-size: 1.125rem;
  }
`;

const StyledViewButton = styled(Button)<{ $active: boolean }>`
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover:not(:disabled) {
        background: ${theme.colors.primaryHover};
      }
    `}
`;
