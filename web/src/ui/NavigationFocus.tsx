import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { VisuallyHidden } from './VisuallyHidden';

interface NavigationFocus {
  /** A screen's main heading mounted: it takes the focus if a navigation is waiting for one. */
  claim: (heading: HTMLElement) => void;
  release: (heading: HTMLElement) => void;
}

const NavigationFocusContext = createContext<NavigationFocus | null>(null);

/**
 * After every change of screen (`pathname`, signing in included), focus moves to the new screen's main heading and its document title is
 * announced, as a page load would do for a screen reader: otherwise focus stays on the link that was followed (or
 * falls to <body> when that link's screen unmounts). A screen whose code or data is still loading claims the focus
 * when its heading mounts, until the person presses a key or the pointer, so nothing is taken from someone already
 * typing; focus already inside the new screen's <main> (a field that focuses itself) is left where it is.
 */
export function NavigationFocusProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  // Not on the page's first load: the browser starts a reader and the Tab key at the top of the document then.
  const waiting = useRef(false);
  const shownPath = useRef(pathname);
  const headings = useRef<HTMLElement[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const focusHeading = useCallback((heading: HTMLElement) => {
    if (!waiting.current || !heading.isConnected) return;
    const active = document.activeElement;
    const main = heading.closest('main');
    const settledInside = active && active !== document.body && active !== heading && main?.contains(active);
    if (settledInside && !(active instanceof HTMLHeadingElement)) return;
    heading.focus({ preventScroll: false });
    // The title is set by the same screen's header just before (its effect runs first).
    setAnnouncement(document.title);
  }, []);

  // Layout effects run before any screen's passive effect, so a heading mounting in this commit sees the wait.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    waiting.current = true;
  }, [pathname]);

  // The same heading may stay mounted across two paths of one screen (/clients and /admin/clients).
  useEffect(() => {
    const current = headings.current.at(-1);
    if (current) focusHeading(current);
  }, [pathname, focusHeading]);

  useEffect(() => {
    const stop = () => {
      waiting.current = false;
    };
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return () => {
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
  }, []);

  const value = useMemo<NavigationFocus>(
    () => ({
      claim: (heading) => {
        headings.current.push(heading);
        focusHeading(heading);
      },
      release: (heading) => {
        headings.current = headings.current.filter((one) => one !== heading);
      },
    }),
    [focusHeading],
  );

  return (
    <NavigationFocusContext.Provider value={value}>
      {children}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </NavigationFocusContext.Provider>
  );
}

/** Makes `heading` (an h1 with tabIndex -1) the place focus goes when its screen is navigated to. */
export function useNavigationFocus(heading: RefObject<HTMLElement | null>) {
  const focus = useContext(NavigationFocusContext);
  useEffect(() => {
    const element = heading.current;
    if (!focus || !element) return;
    focus.claim(element);
    return () => focus.release(element);
  }, [focus, heading]);
}

/** Sets the document's one <title> (index.html's) while the screen is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
