import { graphql } from '../../../gql';
import { helperName } from '../../../lib/people';
import type { VisitEvent } from './CalendarEvent';

/** The owner's day view by helper: the active helpers, fetched when the columns are first asked for. */
export const CalendarHelperColumns_Query = graphql(`
  query CalendarHelperColumns_Query {
    helpers(status: ACTIVE, first: 500) {
      edges {
        node {
          id
          name
          databaseId
          user {
            id
            name
          }
        }
      }
    }
  }
`);

/** One column of the day view (a react-big-calendar resource). */
export interface HelperColumn {
  id: string;
  title: string;
}

/** The column of visits nobody is assigned to yet. */
export const UNASSIGNED_COLUMN: HelperColumn = { id: 'unassigned', title: 'Unassigned' };

interface ActiveHelper {
  id: string;
  databaseId: string;
  user?: { name: string } | null;
}

/**
 * The day view's columns: every active helper by name (a free one shows an empty column), then any other helper with
 * a visit in `events` (one since made inactive: their visits must not vanish), then 'Unassigned'.
 */
export function helperColumns(active: readonly ActiveHelper[], events: readonly VisitEvent[]): HelperColumn[] {
  const columns = active
    .map((helper) => ({ id: helper.id, title: helperName(helper) }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const known = new Set(columns.map((column) => column.id));
  for (const event of events) {
    for (const helper of event.visit.helpers ?? []) {
      if (known.has(helper.id)) continue;
      known.add(helper.id);
      columns.push({ id: helper.id, title: helper.user?.name ?? 'Helper without an account' });
    }
  }
  return [...columns, UNASSIGNED_COLUMN];
}

/** The columns a visit shows in: each of its helpers', or 'Unassigned'. */
export function visitColumns(event: VisitEvent): string | string[] {
  const helpers = event.visit.helpers ?? [];
  return helpers.length ? helpers.map((helper) => helper.id) : UNASSIGNED_COLUMN.id;
}
