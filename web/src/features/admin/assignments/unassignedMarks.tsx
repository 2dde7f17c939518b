import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { AppTheme } from '../../../theme/tokens';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

interface StaffableVisit {
  date: string;
  status: string;
  helpers: readonly { id: string }[];
}

/** A visit still to come with nobody on it: the admin's to-do, marked on the calendar. Past visits are not. */
export function needsHelpers(visit: StaffableVisit, today: string): boolean {
  return visit.status === 'SCHEDULED' && visit.date >= today && visit.helpers.length === 0;
}

/** How an unassigned visit is drawn: the theme's surface with a dashed outline in the service's colour. */
export function unassignedEventStyle(theme: AppTheme, serviceColor: string): CSSProperties {
  return {
    backgroundColor: theme.colors.surface,
    color: theme.colors.text,
    border: `2px dashed ${serviceColor}`,
  };
}

/** The visible 'Unassigned' word in front of a calendar entry's title (screen readers hear it too). */
export function UnassignedTag() {
  return (
    <StyledTag className="sc-unassigned-tag">
      Unassigned<VisuallyHidden>:</VisuallyHidden>
    </StyledTag>
  );
}

/** The calendar legend's entry for the dashed style. */
export function UnassignedLegendSwatch() {
  return <StyledSwatch aria-hidden="true" />;
}

const StyledTag = styled.span`
  display: inline-block;
  margin-right: 0.25rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: 0.75em;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

const StyledSwatch = styled.span`
  display: inline-block;
  width: 1.25rem;
  height: 0.75rem;
  border: 2px dashed ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
