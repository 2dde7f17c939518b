import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { addDays } from 'date-fns';
import { Calendar, type CalendarProps, type NavigateAction, type View } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import styled, { useTheme } from 'styled-components';
import { graphql } from '../../../gql';
import type { TimeSlot } from '../../../gql/graphql';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useNarrowerThan } from '../../../lib/useNarrowerThan';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { useAccessibleCalendarMarkup } from './accessibleMarkup';
import { toVisitEvent, type VisitEvent } from './CalendarEvent';
import { AGENDA_DAYS, dropTarget, isOffSchedule, SERVICE_COLORS, visibleWindow, type CalendarView } from './calendarEvents';
import { toLocalDate } from '../../../lib/businessTime';
import { Select } from '../../../ui/Select';
import { COMPACT_CALENDAR_PX, StyledCalendarFrame } from './calendarTheme';
import {
  AGENDA_LENGTH,
  calendarComponents,
  DAY_END,
  DAY_START,
  FORMATS,
  localizer,
  MESSAGES,
  PHONE_FORMATS,
  SCROLL_TO,
  VIEWS,
} from './calendarSetup';
import type { DayEvents } from './DayEventsDialog';
import { needsHelpers, UnassignedLegendSwatch, unassignedEventProps } from './unassignedMarks';
import { businessToday } from '../../../lib/businessTime';
import { serverMessage } from '../../../apollo/errors';
import { SERVICE_NAMES, SERVICE_OPTIONS } from '../../../lib/serviceLabels';
import { PageHeader } from '../../../ui/PageHeader';
import { Button } from '../../../ui/Button';
import { appViewerQuery } from '../../../viewerQuery';
import { CalendarHelperColumns_Query, helperColumns, visitColumns } from './helperColumns';
import { useHelperUnavailable } from './helperUnavailable';

// The visit's details (and the helper assignment inside them) load when a visit is opened: the route's first load stays
// within its 250 KB budget (npm run size).
const VisitDetailsDialog = lazy(() => import('./VisitDetailsDialog').then((m) => ({ default: m.VisitDetailsDialog })));
// "+N more" is rare: its day list (and the dialog code) loads when first opened, keeping the route within budget.
const DayEventsDialog = lazy(() => import('./DayEventsDialog').then((m) => ({ default: m.DayEventsDialog })));
const RescheduleVisitDialog = lazy(() =>
  import('../../../widgets/schedule/RescheduleVisitDialog').then((m) => ({ default: m.RescheduleVisitDialog })),
);

/** Visits the owner can drag in week and day views: the ones the Reschedule button is offered on. */
const canMove = (visit: VisitEvent['visit']) => visit.status === 'SCHEDULED' && visit.date >= businessToday();

const DragAndDropCalendar = lazy(() => import('./DragAndDropCalendar').then((m) => ({ default: m.DragAndDropCalendar })));

/** A visit dropped on a new day or time, awaiting the person's confirmation in the Reschedule dialog. */
interface Drop {
  event: VisitEvent;
  date: string;
  timeSlot: TimeSlot;
}

/**
 * The API's calendar page ceiling: it reads up to 200 visits a day of the window, so a busy month's grid arrives in
 * one request (a busier one pages on, below).
 */
export const VISITS_PAGE_SIZE = 12_600;

export const CalendarPage_Query = graphql(`
  query CalendarPage_Query($from: LocalDate!, $to: LocalDate!, $first: Int!, $after: String) {
    visits(from: $from, to: $to, first: $first, after: $after) {
      edges {
        node {
          id
          ...CalendarEvent_visit
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    closuresBetween(from: $from, to: $to) {
      id
      startDate
      endDate
      reason
    }
  }
`);

/**
 * The schedule at /calendar and /admin/calendar (spec §2): visits of accepted and scheduled requests in Month,
 * Week and Day views and a List (react-big-calendar's agenda, the first view on a phone, whose week grid cannot show
 * names), fetched for the visible window only, coloured by service, each opening its details. The owner's Day view
 * can show one column per helper.
 */
export function CalendarPage() {
  const theme = useTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.mobile})`);
  const [view, setView] = useState<CalendarView>(isPhone ? 'agenda' : 'month');
  // The role as the shell read it: the columns by helper need the admin's list of helpers.
  const { data: app } = useQuery(appViewerQuery, { fetchPolicy: 'cache-only' });
  const isAdmin = app?.viewer?.role === 'ADMIN';
  const [byHelper, setByHelper] = useState(false);
  const showColumns = isAdmin && byHelper && view === 'day';
  const [date, setDate] = useState(() => new Date());
  const [selected, setSelected] = useState<VisitEvent | null>(null);
  // The visit last opened: switching views keeps its day in sight instead of jumping to the navigation date.
  const [focusDate, setFocusDate] = useState<Date | null>(null);
  const [helperFilter, setHelperFilter] = useState('');
  const [moreDay, setMoreDay] = useState<DayEvents | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  useAccessibleCalendarMarkup(frameRef);
  // A phone, or a tablet beside the open sidebar: the week's columns are too narrow for whole titles.
  const compact = useNarrowerThan(frameRef, COMPACT_CALENDAR_PX);

  const { from, to } = visibleWindow(view, date);
  const { data, previousData, error, loading, networkStatus, fetchMore } = useQuery(CalendarPage_Query, {
    variables: { from, to, first: VISITS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  // More visits than one page in the window: fetch the rest (merged into the window's list by the type policy).
  const pageInfo = data?.visits.pageInfo;
  useEffect(() => {
    if (!pageInfo?.hasNextPage || !pageInfo.endCursor || networkStatus !== NetworkStatus.ready) return;
    void fetchMore({ variables: { after: pageInfo.endCursor } });
  }, [pageInfo?.hasNextPage, pageInfo?.endCursor, networkStatus, fetchMore]);

  const shown = data ?? previousData;
  const allEvents = useMemo(() => shown?.visits.edges.map((edge) => toVisitEvent(edge.node)) ?? [], [shown]);
  const helperOptions = useMemo(() => {
    const names = new Map<string, string>();
    for (const event of allEvents)
      for (const helper of event.visit.helpers ?? []) names.set(helper.id, helper.user?.name ?? 'Helper without an account');
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [allEvents]);
  const events = useMemo(
    () =>
      helperFilter
        ? allEvents.filter((event) => (event.visit.helpers ?? []).some((helper) => helper.id === helperFilter))
        : allEvents,
    [allEvents, helperFilter],
  );
  const helpersAnswer = useQuery(CalendarHelperColumns_Query, { skip: !showColumns });
  const columns = useMemo(
    () => (showColumns ? helperColumns(helpersAnswer.data?.helpers.edges.map((edge) => edge.node) ?? [], events) : undefined),
    [showColumns, helpersAnswer.data, events],
  );
  const closures = shown?.closuresBetween;
  const { slotUnavailable, dayUnavailable } = useHelperUnavailable(helperFilter);
  const dayPropGetter = useCallback(
    (day: Date) => {
      const iso = toLocalDate(day);
      const closure = closures?.find((closed) => closed.startDate <= iso && iso <= closed.endDate);
      if (closure) return { className: 'sc-closed-day', title: `Closed: ${closure.reason}` };
      return dayUnavailable(day) ? { className: 'sc-unavailable', title: 'Time off' } : {};
    },
    [closures, dayUnavailable],
  );
  // The chosen helper's hours outside their usual week, or in their time off, are shaded.
  const slotPropGetter = useCallback(
    (slot: Date) => (slotUnavailable(slot) ? { className: 'sc-unavailable' } : {}),
    [slotUnavailable],
  );
  const openVisit = useCallback((event: VisitEvent) => {
    setSelected(event);
    setFocusDate(event.start);
  }, []);
  const changeView = (next: View) => {
    const { from: shownFrom, to: shownTo } = visibleWindow(view, date);
    const focus = focusDate ? toLocalDate(focusDate) : null;
    if (focus && focusDate && shownFrom <= focus && focus <= shownTo) setDate(focusDate);
    setView(next as CalendarView);
  };

  const eventPropGetter = useCallback(
    (event: VisitEvent) => {
      const colors = SERVICE_COLORS[theme.mode][event.visit.service];
      // A list row is not filled with the service's colour: a bar at the visit's edge says it (calendarTheme).
      if (view === 'agenda') {
        return {
          className: `sc-service-${event.visit.service.toLowerCase()}${isOffSchedule(event.visit) ? ' sc-off-schedule' : ''}`,
          style: { ['--sc-service' as string]: colors.background },
        };
      }
      if (isOffSchedule(event.visit)) {
        return {
          className: `sc-service-${event.visit.service.toLowerCase()} sc-off-schedule`,
          style: { backgroundColor: theme.colors.surfaceMuted, color: theme.colors.textMuted, borderColor: colors.background },
        };
      }
      if (needsHelpers(event.visit, businessToday())) {
        return unassignedEventProps(theme, `sc-service-${event.visit.service.toLowerCase()}`, colors.background);
      }
      return {
        className: `sc-service-${event.visit.service.toLowerCase()}`,
        style: { backgroundColor: colors.background, color: colors.text, borderColor: colors.background },
      };
    },
    [theme, view],
  );

  const plainComponents = useMemo(() => calendarComponents(), []);
  const dragComponents = useMemo(() => calendarComponents(), []);
  const draggableAccessor = useCallback((event: VisitEvent) => canMove(event.visit), []);
  // Dropping saves nothing: it opens the Reschedule dialog with the drop's day and slot, where the API's checks run.
  const onEventDrop = useCallback(({ event, start }: EventInteractionArgs<VisitEvent>) => {
    const target = dropTarget(new Date(start));
    if (target.date === event.visit.date && target.timeSlot === event.visit.timeSlot) return;
    setDrop({ event, ...target });
  }, []);

  const onKeyPressEvent = useCallback((event: VisitEvent, keyEvent: SyntheticEvent<HTMLElement>) => {
    const { key, target, currentTarget } = keyEvent as KeyboardEvent<HTMLElement>;
    // In week and day views the event box itself is the button; in month view a real <button> inside handles keys.
    if (target !== currentTarget || (key !== 'Enter' && key !== ' ')) return;
    keyEvent.preventDefault();
    setSelected(event);
    setFocusDate(event.start);
  }, []);

  const calendarProps: CalendarProps<VisitEvent> = {
    localizer,
    culture: 'en-US',
    events,
    views: VIEWS,
    view,
    onView: changeView,
    date,
    // The list moves by its own week (react-big-calendar's agenda would move by `length`, a day short).
    onNavigate: (next: Date, _view: View, action: NavigateAction) =>
      setDate(
        view === 'agenda' && (action === 'PREV' || action === 'NEXT')
          ? addDays(date, action === 'NEXT' ? AGENDA_DAYS : -AGENDA_DAYS)
          : next,
      ),
    length: AGENDA_LENGTH,
    min: DAY_START,
    max: DAY_END,
    step: 60,
    timeslots: 1,
    scrollToTime: SCROLL_TO,
    popup: false,
    doShowMoreDrillDown: false,
    onShowMore: (dayEvents: VisitEvent[], day: Date) => setMoreDay({ date: day, events: dayEvents }),
    onSelectEvent: openVisit,
    dayPropGetter,
    slotPropGetter,
    onKeyPressEvent,
    eventPropGetter,
    tooltipAccessor: null,
    components: plainComponents,
    formats: compact ? PHONE_FORMATS : FORMATS,
    messages: MESSAGES,
    resources: columns,
    resourceAccessor: columns ? visitColumns : undefined,
  };

  const busy = loading || networkStatus === NetworkStatus.fetchMore || Boolean(pageInfo?.hasNextPage);

  return (
    <>
      <PageHeader
        title="Calendar"
        lead="Accepted and scheduled cleanings. Select a visit for its details."
        action={
          <StyledStatus>
            {busy ? (
              <Spinner label="Loading visits…" size={20} />
            ) : shown ? (
              <span role="status">
                {/* Every page is loaded before this shows, so the edges are the whole window (no count query needed). */}
                {shown.visits.edges.length} {shown.visits.edges.length === 1 ? 'visit' : 'visits'} shown
              </span>
            ) : null}
          </StyledStatus>
        }
      />
      <StyledFilters>
        <Select
          label="Helper"
          value={helperFilter}
          onChange={(event) => setHelperFilter(event.target.value)}
          options={[{ value: '', label: 'All helpers' }, ...helperOptions]}
        />
        {isAdmin && view === 'day' ? (
          <StyledToggle $variant="secondary" aria-pressed={byHelper} onClick={() => setByHelper((on) => !on)}>
            By helper
          </StyledToggle>
        ) : null}
      </StyledFilters>
      {showColumns && helpersAnswer.error ? (
        <Alert>{serverMessage(helpersAnswer.error) ?? 'Failed to load the helpers'}</Alert>
      ) : null}
      {error && !loading ? <Alert>{serverMessage(error) ?? 'Failed to load the calendar'}</Alert> : null}
      <StyledCalendarFrame ref={frameRef} data-view={view} data-compact={compact || undefined}>
        {/* A phone never drags: its week columns are about 40 px and a touch drag would fight scrolling; the details'
            Reschedule is the touch and keyboard path everywhere. Nor do the helper columns: a drop into another
            helper's column would look like a reassignment while only moving the time (Assign is in the details). */}
        {view === 'month' || view === 'agenda' || isPhone || showColumns ? (
          <Calendar<VisitEvent> {...calendarProps} />
        ) : (
          // Week and day views drag (admin only: this is the owner's calendar); the plain grid shows while the addon loads.
          <Suspense fallback={<Calendar<VisitEvent> {...calendarProps} />}>
            <DragAndDropCalendar
              {...calendarProps}
              components={dragComponents}
              draggableAccessor={draggableAccessor}
              resizable={false}
              onEventDrop={onEventDrop}
            />
          </Suspense>
        )}
      </StyledCalendarFrame>
      <StyledLegend aria-label="Colours by service">
        {SERVICE_OPTIONS.map(({ value }) => (
          <li key={value}>
            <StyledSwatch aria-hidden="true" style={{ background: SERVICE_COLORS[theme.mode][value].background }} />
            {SERVICE_NAMES[value]}
          </li>
        ))}
        <li>
          <UnassignedLegendSwatch />
          Unassigned (no helper yet)
        </li>
        <li>
          <StyledSwatch
            aria-hidden="true"
            style={{ background: theme.colors.surfaceMuted, border: `1px solid ${theme.colors.borderStrong}` }}
          />
          <s>Canceled or skipped</s>
        </li>
        <li>
          <StyledClosedSwatch aria-hidden="true" />
          Closed day
        </li>
      </StyledLegend>
      {moreDay ? (
        <Suspense fallback={null}>
          <DayEventsDialog
            day={moreDay}
            onClose={() => setMoreDay(null)}
            onPick={(event) => {
              setMoreDay(null);
              openVisit(event);
            }}
            onOpenDay={(day) => {
              setMoreDay(null);
              setDate(day);
              setView('day');
            }}
          />
        </Suspense>
      ) : null}
      {drop ? (
        <Suspense fallback={null}>
          <RescheduleVisitDialog
            visit={drop.event.visit}
            proposal={{ date: drop.date, timeSlot: drop.timeSlot }}
            onClose={() => setDrop(null)}
          />
        </Suspense>
      ) : null}
      {selected ? (
        <Suspense fallback={null}>
          <VisitDetailsDialog event={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

const StyledStatus = styled.div`
  min-height: 1.5rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

const StyledSwatch = styled.span`
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
`;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;

  > :first-child {
    flex: 0 1 16rem;
  }
`;

const StyledToggle = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &[aria-pressed='true']:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const StyledClosedSwatch = styled.span`
  width: 0.75rem;
  height: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: repeating-linear-gradient(
    45deg,
    ${({ theme }) => theme.colors.surfaceMuted},
    ${({ theme }) => theme.colors.surfaceMuted} 2px,
    ${({ theme }) => theme.colors.border} 2px,
    ${({ theme }) => theme.colors.border} 4px
  );
`;
