import { format } from 'date-fns';
import styled, { useTheme } from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import type { VisitEvent } from './CalendarEvent';
import { SERVICE_COLORS } from './calendarEvents';
import { TIME_SLOT_LABELS } from '../../../lib/serviceLabels';
import { businessToday, toLocalDate } from '../../../lib/businessTime';
import { CompleteVisitsButton } from '../../../widgets/schedule/VisitCompletion';

export interface DayEvents {
  date: Date;
  events: VisitEvent[];
}

interface DayEventsDialogProps {
  day: DayEvents | null;
  onClose: () => void;
  onPick: (event: VisitEvent) => void;
  onOpenDay: (date: Date) => void;
}

/**
 * What '+N more' opens: every visit of that day, each opening its details, and a way to the day view; on a day gone by
 * (or today) with visits still scheduled, Complete day marks them all completed at once.
 */
export function DayEventsDialog({ day, onClose, onPick, onOpenDay }: DayEventsDialogProps) {
  const theme = useTheme();
  const events = [...(day?.events ?? [])].sort((a, b) => a.start.getTime() - b.start.getTime());
  const date = day ? toLocalDate(day.date) : '';
  const scheduled = events.filter((event) => event.visit.status === 'SCHEDULED').length;
  return (
    <Dialog
      open={Boolean(day)}
      onOpenChange={(open) => !open && onClose()}
      title={day ? format(day.date, 'EEEE, MMMM d') : ''}
      description={`${events.length} ${events.length === 1 ? 'visit' : 'visits'}`}
      footer={
        day ? (
          <>
            {scheduled > 0 && date <= businessToday() ? (
              <CompleteVisitsButton
                from={date}
                through={date}
                count={scheduled}
                label="Complete day"
                what={`on ${format(day.date, 'EEEE, MMMM d')}`}
              />
            ) : null}
            <Button $variant="secondary" onClick={() => onOpenDay(day.date)}>
              Open day view
            </Button>
          </>
        ) : null
      }
    >
      <StyledList>
        {events.map((event) => {
          const colors = SERVICE_COLORS[theme.mode][event.visit.service];
          return (
            <li key={event.id}>
              <StyledEventButton type="button" onClick={() => onPick(event)}>
                <StyledSwatch aria-hidden="true" style={{ background: colors.background }} />
                <span>
                  <strong>{event.title}</strong>
                  <StyledWhen>
                    {event.visit.startTime ? format(event.start, 'h:mm a') : TIME_SLOT_LABELS[event.visit.timeSlot]}
                  </StyledWhen>
                </span>
              </StyledEventButton>
            </li>
          );
        })}
      </StyledList>
    </Dialog>
  );
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const StyledEventButton = styled.button`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledSwatch = styled.span`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  margin-top: 0.3rem;
  border-radius: 50%;
`;

const StyledWhen = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
