import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { clearKeptDay } from '../../apollo/offline/dayCache';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { Avatar } from '../../ui/Avatar';
import { BrandName, brandStyles } from '../../ui/Brand';
import { ButtonLink, IconButton } from '../../ui/Button';
import { LogOutIcon, MoonIcon, SidebarIcon, SunIcon, UserIcon } from '../../ui/Icon';
import { Tooltip } from '../../ui/Tooltip';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import { NotificationBell } from '../../widgets/notifications/NotificationBell';

export const ShellHeader_viewer = graphql(`
  fragment ShellHeader_viewer on User {
    id
    name
    profileImageUrl
  }
`);

interface ShellHeaderProps {
  viewer: FragmentType<typeof ShellHeader_viewer>;
  sidebarOpen: boolean;
  sidebarId: string;
  onToggleSidebar: () => void;
}

/** Ctrl+B on most systems, ⌘B on Apple's. */
const shortcutLabel = () => (typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B');

/**
 * Spec §2: the sidebar toggle, the product title, the notification bell, the theme toggle, the signed-in person
 * (picture or initials, and name), the account-settings button and log out (a navigation to /api/logout).
 */
export function ShellHeader({ viewer: viewerRef, sidebarOpen, sidebarId, onToggleSidebar }: ShellHeaderProps) {
  const viewer = useFragment(ShellHeader_viewer, viewerRef);
  const { mode, toggle } = useThemeMode();
  const theme = useTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.mobile})`);

  return (
    <StyledHeader>
      <Tooltip content={`${sidebarOpen ? 'Hide' : 'Show'} the menu (${shortcutLabel()})`}>
        <IconButton aria-label="Toggle sidebar" aria-expanded={sidebarOpen} aria-controls={sidebarId} onClick={onToggleSidebar}>
          <SidebarIcon />
        </IconButton>
      </Tooltip>
      <StyledBrand to="/">
        <BrandName />
      </StyledBrand>
      <StyledActions>
        <NotificationBell />
        <Tooltip content={mode === 'dark' ? 'Use the light theme' : 'Use the dark theme'}>
          <IconButton aria-label="Toggle theme" aria-pressed={mode === 'dark'} onClick={toggle}>
            {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
          </IconButton>
        </Tooltip>
        {isPhone ? null : (
          <StyledPerson>
            <Avatar name={viewer.name} imageUrl={viewer.profileImageUrl} size={32} />
            <StyledName>{viewer.name}</StyledName>
          </StyledPerson>
        )}
        <Tooltip content="Account settings">
          <StyledIconLink to="/account-settings" aria-label="Account settings">
            {/* On a phone the person's picture or initials is the account button: the header keeps room for the bell. */}
            {isPhone ? <Avatar name={viewer.name} imageUrl={viewer.profileImageUrl} size={30} /> : <UserIcon />}
          </StyledIconLink>
        </Tooltip>
        <StyledLogOut href="/api/logout" $variant="secondary" $size="sm" onClick={signOut}>
          <LogOutIcon size={16} />
          <StyledLogOutText>Log out</StyledLogOutText>
        </StyledLogOut>
      </StyledActions>
    </StyledHeader>
  );
}

/** Log out leaves nothing of a helper's day on the phone: the kept answers go before the navigation does. */
function signOut(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void clearKeptDay().finally(() => window.location.assign(href));
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3.5rem;
  padding: 0.5rem 1rem 0.5rem 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 0.5rem;
    gap: 0.25rem;
  }
`;

const StyledBrand = styled(Link)`
  ${brandStyles}

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    font-size: 1rem;
    span {
      display: none;
    }
  }
`;

const StyledActions = styled.div`
  flex: none;
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 0.375rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: 0.125rem;
  }
`;

const StyledPerson = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  padding: 0 0.25rem 0 0.5rem;
`;

const StyledName = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 12rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const StyledIconLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 2.25rem;
  }
`;

const StyledLogOut = styled(ButtonLink)`
  margin-left: 0.25rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 2.25rem;
    padding: 0;
  }
`;

/** Always the link's name; hidden on phones, where the icon stands alone. */
const StyledLogOutText = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    ${visuallyHidden}
  }
`;
