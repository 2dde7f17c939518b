import { format, getDay, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { dateFnsLocalizer, type Components, type Formats, type Messages } from 'react-big-calendar';
import { CalendarToolbar } from './CalendarToolbar';
import { AgendaEvent, AgendaTime, DayHeader, MonthDateHeader, MonthEvent, TimeGridEvent, type VisitEvent } from './CalendarEvent';
import { AGENDA_DAYS, timeRange, WEEK_STARTS_ON, type CalendarView } from './calendarEvents';

/** How the schedule's react-big-calendar is set up: localizer, views, hours, words and the pieces it draws with. */

// No `parse`: react-big-calendar 1.20's date-fns localizer never calls it, and date-fns' parser was ~5 KB of the route.
export const localizer = dateFnsLocalizer({
  format,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { 'en-US': enUS },
});

export const VIEWS: CalendarView[] = ['month', 'week', 'day', 'agenda'];
/** react-big-calendar's agenda shows the days from the date through date + length, both included. */
export const AGENDA_LENGTH = AGENDA_DAYS - 1;
/** Spec §2: hourly grids from 12 AM to 11 PM, scrolled to the working morning. */
export const DAY_START = new Date(1970, 0, 1, 0, 0, 0);
export const DAY_END = new Date(1970, 0, 1, 23, 59, 59);
export const SCROLL_TO = new Date(1970, 0, 1, 7, 0, 0);

/** A week's heading, and the list's: "March 12 – 18, 2031", "Mar 29 – Apr 4, 2031". */
function dayRange({ start, end }: { start: Date; end: Date }): string {
  return start.getMonth() === end.getMonth()
    ? `${format(start, 'MMMM d')} – ${format(end, 'd, yyyy')}`
    : `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
}

export const FORMATS: Formats = {
  timeGutterFormat: 'h a',
  dateFormat: 'd',
  dayFormat: 'EEE M/d',
  weekdayFormat: 'EEE',
  dayHeaderFormat: 'EEEE, MMMM d, yyyy',
  monthHeaderFormat: 'MMMM yyyy',
  // "8:00 AM–12:00 PM" was cut to "8:00 AM–12:00 P" in a week column: "8 AM–12 PM", "12–4 PM", minutes when set.
  eventTimeRangeFormat: ({ start, end }) => timeRange(start, end),
  dayRangeHeaderFormat: dayRange,
  agendaHeaderFormat: dayRange,
  agendaDateFormat: 'EEE, MMM d',
};

/** Seven columns in 375 px: "S 22", "M 23"... */
export const PHONE_FORMATS: Formats = { ...FORMATS, dayFormat: 'EEEEE d' };

export const MESSAGES: Messages<VisitEvent> = {
  today: 'Today',
  previous: 'Back',
  next: 'Next',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  agenda: 'List',
  date: 'Date',
  time: 'Time',
  event: 'Visit',
  noEventsInRange: 'No visits in this range.',
  showMore: (total) => `+${total} more`,
};

/**
 * Fresh objects for each calendar: react-big-calendar writes its default wrappers into the view's own object (lodash
 * `defaults` mutates it), so a shared one would carry the plain grid's no-op event wrapper into the drag-and-drop grid
 * and shadow the addon's: no drag would ever start (seen in Chromium: web/e2e/schedule-changes.e2e.ts).
 */
export const calendarComponents = (): Components<VisitEvent> => ({
  toolbar: CalendarToolbar,
  month: { event: MonthEvent, dateHeader: MonthDateHeader },
  week: { event: TimeGridEvent, header: DayHeader },
  day: { event: TimeGridEvent, header: DayHeader },
  agenda: { event: AgendaEvent, time: AgendaTime },
});
