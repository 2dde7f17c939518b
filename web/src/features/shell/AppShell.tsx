import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentType, Suspense, useCallback, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle, keyframes, useTheme } from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { PageLoader } from '../../ui/Spinner';
import { TooltipProvider } from '../../ui/Tooltip';
import type { Role } from '../../gql/graphql';
import { canOpenScreen, HOME_SCREEN, SCREEN_ROUTES, SCREENS, type ScreenKey } from './navigation';
import { NotAllowedPage, NotFoundPage, PlaceholderPage } from './PlaceholderPage';
import { ShellHeader } from './ShellHeader';
import { ShellSidebar } from './ShellSidebar';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebarState';
import { SkipLink } from '../../ui/SkipLink';
import { CloseButton } from '../../ui/Button';

export const AppShell_viewer = graphql(`
  fragment AppShell_viewer on User {
    role
    firstName
    ...ShellHeader_viewer
    ...ShellSidebar_viewer
    ...VerifyEmailBanner_viewer
  }
`);

const SIDEBAR_ID = 'app-sidebar';

/** The page behind each screen; screens without one show their placeholder. */
export type ScreenPages = Partial<Record<ScreenKey, ComponentType>>;
/** Small live counts beside a sidebar item, by the item's path (e.g. unread messages). */
export type SidebarBadges = Partial<Record<string, ComponentType>>;

interface AppShellProps {
  viewer: FragmentType<typeof AppShell_viewer>;
  pages: ScreenPages;
  badges: SidebarBadges;
}

/**
 * The signed-in layout: header, the role's sidebar and the routed screen. On wide screens the sidebar is a 16rem
 * column that collapses to a 3rem rail of icons (remembered in a cookie); below 768 px it is an 18rem slide-in sheet.
 * Ctrl/Cmd + B toggles either.
 */
export function AppShell(props: AppShellProps) {
  const viewer = useFragment(AppShell_viewer, props.viewer);
  const theme = useTheme();
  const isMobile = useMediaQuery(`(max-width: ${theme.breakpoints.mobile})`);
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const [sheetOpen, setSheetOpen] = useState(false);
  const location = useLocation();

  const toggleSidebar = useCallback(() => {
    if (isMobile) {
      setSheetOpen((open) => !open);
      return;
    }
    setExpanded((current) => {
      writeSidebarExpanded(!current);
      return !current;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  // Following a link in the sheet closes it (state adjusted while rendering, not in an effect after it).
  const [sheetPath, setSheetPath] = useState(location.pathname);
  if (sheetPath !== location.pathname) {
    setSheetPath(location.pathname);
    setSheetOpen(false);
  }

  const home = HOME_SCREEN[viewer.role];

  return (
    <TooltipProvider>
      <ShellScrollPadding />
      <StyledLayout>
        <SkipLink href="#main">Skip to main content</SkipLink>
        <ShellHeader
          viewer={viewer}
          sidebarId={SIDEBAR_ID}
          sidebarOpen={isMobile ? sheetOpen : expanded}
          onToggleSidebar={toggleSidebar}
        />
        <VerifyEmailBanner viewer={viewer} />
        <StyledBody>
          {isMobile ? (
            <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
              <Dialog.Portal>
                <StyledOverlay />
                <StyledSheet
                  id={SIDEBAR_ID}
                  aria-describedby={undefined}
                  // Escape pressed inside the sheet closes it even when another layer (a tooltip, a toast) mounted
                  // after it and Radix's own handler leaves the key to that layer.
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') setSheetOpen(false);
                  }}
                >
                  <ShellSidebar viewer={viewer} badges={props.badges} inSheet />
                  <Dialog.Close asChild>
                    <StyledSheetClose aria-label="Close menu">×</StyledSheetClose>
                  </Dialog.Close>
                </StyledSheet>
              </Dialog.Portal>
            </Dialog.Root>
          ) : (
            <StyledAside id={SIDEBAR_ID} data-state={expanded ? 'expanded' : 'collapsed'} $expanded={expanded}>
              <ShellSidebar viewer={viewer} badges={props.badges} collapsed={!expanded} />
            </StyledAside>
          )}
          <StyledMain id="main" tabIndex={-1}>
            <Routes>
              <Route
                path="/"
                element={
                  <Screen screen={home} pages={props.pages} role={viewer.role} greeting={`Welcome back, ${viewer.firstName}.`} />
                }
              />
              {SCREEN_ROUTES.map(({ path, screen }) => (
                <Route key={path} path={path} element={<Screen screen={screen} pages={props.pages} role={viewer.role} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </StyledMain>
        </StyledBody>
      </StyledLayout>
    </TooltipProvider>
  );
}

/**
 * A registered page for the screen, or its placeholder until the screen is built; 'Not allowed here' when the
 * viewer's role may not use it (the server refuses its data too), instead of a screen full of errors.
 */
function Screen({ screen, pages, role, greeting }: { screen: ScreenKey; pages: ScreenPages; role: Role; greeting?: string }) {
  if (!canOpenScreen(screen, role)) return <NotAllowedPage screen={SCREENS[screen]} role={role} />;
  const Page = pages[screen];
  if (!Page) return <PlaceholderPage screen={SCREENS[screen]} greeting={greeting} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

/**
 * A field scrolled to by focus (the first wrong field after a refused submit) stops below the sticky header and the
 * toast that explains it (ui/Toast sits over the header band), not under them.
 */
const ShellScrollPadding = createGlobalStyle`
  html {
    scroll-padding-top: 6.5rem;
  }
`;

const StyledLayout = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const StyledBody = styled.div`
  flex: 1;
  display: flex;
  min-width: 0;
`;

/** Spec §9: 3rem wide when collapsed to icons. */
export const SIDEBAR_COLLAPSED_WIDTH = '3rem';

const StyledAside = styled.aside<{ $expanded: boolean }>`
  flex: none;
  width: ${({ theme, $expanded }) => ($expanded ? theme.sidebarWidth : SIDEBAR_COLLAPSED_WIDTH)};
  transition: width 200ms ease;
  overflow-x: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 3.5rem;
  height: calc(100vh - 3.5rem);
  overflow-y: auto;
`;

// A named container: a screen can lay out by the room it has beside the sidebar (`@container main (…)`), not by
// the window's width (a 768 px tablet leaves it about 450 px).
const StyledMain = styled.main`
  container: main / inline-size;
  flex: 1;
  min-width: 0;
  padding: 2rem;
  max-width: 72rem;
  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1.25rem 1rem;
  }
`;

/** Spec §9: the mobile sheet is 18rem wide. */
export const SHEET_WIDTH = '18rem';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const StyledOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

const StyledSheet = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 41;
  width: min(${SHEET_WIDTH}, 85vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  display: flex;
  flex-direction: column;
  animation: ${slideIn} 200ms ease-out;
  &:focus {
    outline: none;
  }
`;

const StyledSheetClose = styled(CloseButton)`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  line-height: normal;
`;
