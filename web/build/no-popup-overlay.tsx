/**
 * Stands in for react-overlays (and the Popper.js it bundles, ~10 KB gzip) in the build: react-big-calendar imports
 * it only for its own "+N more" popup, which the calendar turns off (`popup={false}`, DayEventsDialog instead).
 * Rendering it is a mistake the message names.
 */
export function Overlay(): never {
  throw new Error("react-big-calendar's popup is not in this build: keep popup={false} (see web/vite.config.ts)");
}
