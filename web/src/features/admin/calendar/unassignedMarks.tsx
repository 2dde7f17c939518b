import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import type { AppTheme } from '../../../theme/tokens';
import { VisuallyHidden, visuallyHidden } from '../../../ui/VisuallyHidden';

interface StaffableVisit {
  date: string;
  status: string;
  helperCount: number;
}

/** A visit still to come with nobody on it: the admin's to-do, marked on the calendar. Past visits are not. */
export function needsHelpers(visit: StaffableVisit, today: string): boolean {
  return visit.status === 'SCHEDULED' && visit.date >= today && visit.helperCount === 0;
}

/**
 * How an unassigned visit is drawn (react-big-calendar's eventPropGetter answer): the theme's surface and text
 * colours, with a dashed outline in the service's colour (see `unassignedCalendarCss`).
 */
export function unassignedEventProps(
  theme: AppTheme,
  serviceClass: string,
  serviceColor: string,
): { className: string; style: CSSProperties } {
  return {
    className: `${serviceClass} sc-unassigned`,
    style: { backgroundColor: theme.colors.surface, color: theme.colors.text, ['--sc-unassigned-color' as string]: serviceColor },
  };
}

/** The calendar frame's rules for the dashed outline; month rows keep their height. */
export const unassignedCalendarCss = css`
  .rbc-event.sc-unassigned {
    border: 2px dashed var(--sc-unassigned-color);
  }
  .rbc-month-view .rbc-event.sc-unassigned {
    line-height: 14px;
  }
  /* A phone's week columns are a few letters wide: the outline says it, the word stays for screen readers. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    .rbc-time-view .sc-unassigned-tag {
      ${visuallyHidden}
    }
  }
`;

/**
 * The word 'Unassigned' in front of a calendar entry's title. Week and day boxes show it; a month cell has no room
 * beside the client's name, so there the dashed outline says it and only screen readers hear the word.
 */
export function UnassignedTag({ compact = false }: { compact?: boolean }) {
  if (compact) return <VisuallyHidden>Unassigned </VisuallyHidden>;
  return (
    <>
      <StyledTag className="sc-unassigned-tag">Unassigned</StyledTag>{' '}
    </>
  );
}

/** The calendar legend's entry for the dashed style. */
export function UnassignedLegendSwatch() {
  return <StyledSwatch aria-hidden="true" />;
}

const StyledTag = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  vertical-align: bottom;
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
