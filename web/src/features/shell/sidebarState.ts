import { matchPath } from 'react-router-dom';
import type { Role } from '../../gql/graphql';
import { HOME_SCREEN, SCREEN_ROUTES, type ScreenKey } from './navigation';

/** Spec §9: the desktop sidebar's expanded/collapsed state lives in the `sidebar_state` cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function readSidebarExpanded(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The screen a path shows for a role: `/` is the role's home (spec §2), aliases such as /admin/clients resolve too. */
export function screenAt(pathname: string, role: Role): ScreenKey | null {
  if (pathname === '/' || pathname === '') return HOME_SCREEN[role];
  const route = SCREEN_ROUTES.find(({ path }) => matchPath({ path, end: true }, pathname));
  return route?.screen ?? null;
}

/** Whether a sidebar item is the current screen: the same screen, reached by its own path, an alias or `/`. */
export function isActiveItem(itemPath: string, pathname: string, role: Role): boolean {
  if (itemPath === pathname) return true;
  const current = screenAt(pathname, role);
  return current !== null && current === screenAt(itemPath, role);
}
