import { useEffect, type RefObject } from 'react';

/** Table roles react-big-calendar puts on divs without the structure ARIA requires around them. */
const TABLE_ROLES = new Set(['rowgroup', 'row', 'cell', 'gridcell', 'columnheader', 'rowheader']);

/**
 * react-big-calendar 1.20 marks parts of its month and week grids as table, rowgroup, row, cell and columnheader,
 * but not in a valid tree: rows hold plain divs and buttons, a rowgroup sits inside the table with non-row
 * siblings, and the week header's columnheaders have no row or table at all. Screen readers then announce a
 * broken table, and axe fails aria-required-children and aria-required-parent.
 *
 * The fix here makes those divs plain layout again: the half-table roles (and the aria-sort they carry) come off,
 * and the month's role=table becomes a labelled group ("Month View"). Each visit is then a button whose name says
 * who, what and when, and each day number a button naming the day, which is what a keyboard or screen-reader user
 * needs. The scrolling hour grid is made a focusable, labelled region so it can be scrolled from the keyboard
 * even on a day without visits. The list (agenda) view draws its column headings as a table of their own, apart from
 * the rows': both become layout, the headings hidden from screen readers, since each visit's button already says
 * when it is.
 *
 * It runs after every render of the calendar (a MutationObserver on the container), because the library re-renders
 * its rows when the view, date or events change.
 */
export function fixCalendarMarkup(root: ParentNode): void {
  root.querySelectorAll('[role]').forEach((element) => {
    const role = element.getAttribute('role');
    if (role === 'table') element.setAttribute('role', 'group');
    else if (role && TABLE_ROLES.has(role)) element.removeAttribute('role');
  });
  root.querySelectorAll('[aria-sort]').forEach((element) => element.removeAttribute('aria-sort'));
  root.querySelectorAll('.rbc-time-content').forEach((element) => {
    if (element.getAttribute('role') !== 'region') element.setAttribute('role', 'region');
    if (element.getAttribute('aria-label') !== 'Hours of the day') element.setAttribute('aria-label', 'Hours of the day');
    if (element.getAttribute('tabindex') !== '0') element.setAttribute('tabindex', '0');
  });
  root.querySelectorAll('.rbc-agenda-view table').forEach((table) => {
    setOnce(table, 'role', 'presentation');
    if (table.querySelector('thead')) setOnce(table, 'aria-hidden', 'true');
  });
}

/** Sets an attribute only when it differs: setting it again would wake the observer below, forever. */
function setOnce(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function useAccessibleCalendarMarkup(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    fixCalendarMarkup(root);
    const observer = new MutationObserver(() => fixCalendarMarkup(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-sort'] });
    return () => observer.disconnect();
  }, [ref]);
}
