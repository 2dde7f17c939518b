/** Spec §9: the desktop sidebar's expanded/collapsed state lives in the `sidebar_state` cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

export function readSidebarExpanded(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SEVEN_DAYS_SECONDS}; samesite=lax`;
}
