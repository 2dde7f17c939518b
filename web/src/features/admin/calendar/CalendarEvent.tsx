import { format, isToday } from 'date-fns';
import type { AgendaTimeProps, DateHeaderProps, EventProps, HeaderProps } from 'react-big-calendar';
import { graphql, type FragmentType, useFragment as readFragment } from '../../../gql';
import type { CalendarEvent_VisitFragment } from '../../../gql/graphql';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { businessToday } from '../../../lib/businessTime';
import { needsHelpers, UnassignedTag } from './unassignedMarks';
import { helperNames, initialsOf, isOffSchedule, shortTitle, toCalendarEvent, type CalendarEvent } from './calendarEvents';
import { TIME_SLOT_LABELS } from '../../../lib/serviceLabels';
import { whenLabel } from '../../../lib/visits';
import { HoldBadge, ON_HOLD_LABEL } from '../../../widgets/payments/HoldBadge';

/** The flat fields the calendar list needs: no nested client or request (the hot path stays one SQL query). */
export const CalendarEvent_visit = graphql(`
  fragment CalendarEvent_visit on CalendarVisit {
    id
    date
    timeSlot
    startTime
    service
    clientName
    status
    statusReason
    onHold
    helperCount
    helpers {
      id
      name
      user {
        id
        name
      }
    }
  }
`);

export type VisitEvent = CalendarEvent<CalendarEvent_VisitFragment>;

export function toVisitEvent(ref: FragmentType<typeof CalendarEvent_visit>): VisitEvent {
  return toCalendarEvent(readFragment(CalendarEvent_visit, ref));
}

/** When, for screen readers: "Thursday, June 12, Morning 8AM-12PM" (read after the title: "… on Thursday, …"). */
export function spokenWhen(event: VisitEvent): string {
  const slot = event.visit.startTime ? `starting ${format(event.start, 'h:mm a')}` : TIME_SLOT_LABELS[event.visit.timeSlot];
  return `${format(event.start, 'EEEE, MMMM d')}, ${slot}`;
}

/** Who goes, at a glance: the helpers' initials before the title (their names are in the details and tooltip). */
function Initials({ event }: { event: VisitEvent }) {
  const helpers = event.visit.helpers ?? [];
  return helpers.length ? (
    <span className="sc-initials" aria-hidden="true">
      {helpers.map((helper) => initialsOf(helper.user?.name)).join(' ')}
    </span>
  ) : null;
}

/** The same for screen readers, after the title: the helpers' names, and whether it is off the schedule. */
function SpokenStaffing({ event }: { event: VisitEvent }) {
  const names = helperNames(event.visit);
  const off = isOffSchedule(event.visit) ? `, ${event.visit.status === 'SKIPPED' ? 'skipped' : 'canceled'}` : '';
  return names.length || off ? (
    <VisuallyHidden>
      {names.length ? `, with ${names.join(' and ')}` : ''}
      {off}
    </VisuallyHidden>
  ) : null;
}

/** The tooltip of an event: its title, its helpers' names and, when off the schedule, why. */
export function eventTooltip(event: VisitEvent): string {
  const names = helperNames(event.visit);
  const off = isOffSchedule(event.visit)
    ? ` (${event.visit.status === 'SKIPPED' ? 'skipped' : 'canceled'}${event.visit.statusReason ? `: ${event.visit.statusReason}` : ''})`
    : '';
  const held = event.visit.onHold ? ` · ${ON_HOLD_LABEL}` : '';
  return `${event.title}${names.length ? ` · ${names.join(', ')}` : ''}${off}${held}`;
}

/**
 * A month-cell entry: a real button (keyboard and screen readers reach it), named by what is shown plus when.
 * Its click bubbles to react-big-calendar's own handler, which opens the details.
 */
export function MonthEvent({ event, title }: EventProps<VisitEvent>) {
  return (
    <button type="button" className="sc-event-button" title={eventTooltip(event)}>
      {needsHelpers(event.visit, businessToday()) ? <UnassignedTag compact /> : null}
      <HoldBadge onHold={event.visit.onHold} />
      <Initials event={event} />
      <span className="sc-event-title">{title}</span>
      {/* A phone shows this instead; the full title above stays for screen readers (see calendarTheme). */}
      <span className="sc-event-short" aria-hidden="true">
        {shortTitle(event.visit)}
      </span>
      <VisuallyHidden> on {spokenWhen(event)}</VisuallyHidden>
      <SpokenStaffing event={event} />
    </button>
  );
}

/** A week or day grid entry; react-big-calendar makes its box the button (role=button, Enter opens it). */
export function TimeGridEvent({ event, title }: EventProps<VisitEvent>) {
  return (
    <span className="sc-event-title" title={eventTooltip(event)}>
      {needsHelpers(event.visit, businessToday()) ? <UnassignedTag /> : null}
      <HoldBadge onHold={event.visit.onHold} />
      <Initials event={event} />
      <span className="sc-event-name">{title}</span>
      {/* A phone's week column shows this instead, as its month cell does (see calendarTheme). */}
      <span className="sc-event-short" aria-hidden="true">
        {shortTitle(event.visit)}
      </span>
      <VisuallyHidden> on {spokenWhen(event)}</VisuallyHidden>
      <SpokenStaffing event={event} />
    </span>
  );
}

/**
 * A visit in the list (agenda) view, a phone's default: a real button (its click bubbles to the row's handler, which
 * opens the details) with the whole title and, under it, who goes or 'Unassigned'; named by those and when.
 */
export function AgendaEvent({ event, title }: EventProps<VisitEvent>) {
  const names = helperNames(event.visit);
  const staff = needsHelpers(event.visit, businessToday()) ? <UnassignedTag /> : names.length ? `with ${names.join(', ')}` : null;
  const off = isOffSchedule(event.visit) ? (event.visit.status === 'SKIPPED' ? 'Skipped' : 'Canceled') : null;
  return (
    <button type="button" className="sc-event-button sc-agenda-event" title={eventTooltip(event)}>
      <span className="sc-event-title">{title}</span>
      <VisuallyHidden>
        {' '}
        on {spokenWhen(event)}
        {staff || off ? ',' : ''}
      </VisuallyHidden>
      {staff || off ? (
        <span className="sc-agenda-staff">
          {staff}
          {off ? `${staff ? ' · ' : ''}${off}` : null}
        </span>
      ) : null}
      <HoldBadge onHold={event.visit.onHold} />
    </button>
  );
}

/** The list's time column: the slot as the spec words it ('Morning 8AM-12PM'), or the agreed start time. */
export function AgendaTime({ event }: AgendaTimeProps) {
  return <>{whenLabel((event as VisitEvent).visit)}</>;
}

/** The day number in a month cell: opens that day, and says which day it is. */
export function MonthDateHeader({ date, label, onDrillDown }: DateHeaderProps) {
  const today = isToday(date);
  return (
    <button
      type="button"
      className="rbc-button-link"
      onClick={onDrillDown}
      aria-label={`${format(date, 'EEEE, MMMM d')}${today ? ', today' : ''}`}
      aria-current={today ? 'date' : undefined}
    >
      {label}
    </button>
  );
}

/** Week and day column headings, marking today. */
export function DayHeader({ date, label }: HeaderProps) {
  const today = isToday(date);
  return (
    <span aria-current={today ? 'date' : undefined}>
      {label}
      {today ? <VisuallyHidden>, today</VisuallyHidden> : null}
    </span>
  );
}
