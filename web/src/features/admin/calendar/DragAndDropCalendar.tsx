import { Calendar } from 'react-big-calendar';
import * as dragAndDropAddon from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { VisitEvent } from './CalendarEvent';

type WithDragAndDrop = typeof dragAndDropAddon.default;

/**
 * The addon ships only as CommonJS (`exports.default`). Vitest hands its default export over as the function, the
 * production bundle as the module object that holds it: take the function wherever it sits, or the calendar would
 * crash in production while every unit test passed.
 */
function resolveWithDragAndDrop(addon: unknown): WithDragAndDrop {
  let candidate = addon;
  for (let depth = 0; depth < 3 && typeof candidate !== 'function'; depth += 1) {
    candidate = (candidate as { default?: unknown } | null)?.default;
  }
  if (typeof candidate !== 'function') throw new Error('react-big-calendar drag-and-drop addon not found');
  return candidate as WithDragAndDrop;
}

/**
 * The calendar with react-big-calendar's drag-and-drop addon, for the week and day views only. Its own chunk: the
 * addon ships as CommonJS beside the calendar's ES build, and inside the route's first load it broke /calendar's
 * 250 KB budget (npm run size); month view, the first one shown, never drags.
 */
export const DragAndDropCalendar = resolveWithDragAndDrop(dragAndDropAddon)<VisitEvent>(Calendar);
