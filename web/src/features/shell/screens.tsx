import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenKey } from './navigation';

/**
 * The page component behind each screen of the route table, loaded on demand so each route is its own chunk.
 * A feature registers its route module here (one line); screens not listed show a placeholder.
 */
export const SCREEN_PAGES: Partial<Record<ScreenKey, LazyExoticComponent<ComponentType>>> = {
  // e.g. calendar: lazy(() => import('../admin/calendar/CalendarPage').then((m) => ({ default: m.CalendarPage }))),
};

