import { Calendar } from 'react-big-calendar';
import withDragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { VisitEvent } from './CalendarEvent';

/**
 * The calendar with react-big-calendar's drag-and-drop addon, for the week and day views only. Its own chunk: the
 * addon ships as CommonJS beside the calendar's ES build, and inside the route's first load it broke /calendar's
 * 250 KB budget (npm run size); month view, the first one shown, never drags.
 */
export const DragAndDropCalendar = withDragAndDrop<VisitEvent>(Calendar);
