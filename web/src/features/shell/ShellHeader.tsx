import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { Avatar } from '../../ui/Avatar';
import { BrandName, brandStyles } from '../../ui/Brand';
import { ButtonLink, IconButton } from '../../ui/Button';

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

/** Product title, sidebar and theme toggles, the signed-in person, account settings and log out (spec §2). */
export function ShellHeader({ viewer: viewerRef, sidebarOpen, sidebarId, onToggleSidebar }: ShellHeaderProps) {
  const viewer = useFragment(ShellHeader_viewer, viewerRef);
  const { mode, toggle } = useThemeMode();

  return (
    <StyledHeader>
      <IconButton
        aria-label="Toggle sidebar"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        title="Toggle sidebar (Ctrl+B)"
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </IconButton>
      <StyledBrand to="/">
        <BrandName />
      </StyledBrand>
      <StyledActions>
        <IconButton aria-label="Toggle theme" title={mode === 'dark' ? 'Use light theme' : 'Use dark theme'} onClick={toggle}>
          <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
        </IconButton>
        <StyledAccount to="/account-settings" aria-label={`Account settings for ${viewer.name}`}>
          <Avatar name={viewer.name} imageUrl={viewer.profileImageUrl} size={32} />
          <StyledName>{viewer.name}</StyledName>
        </StyledAccount>
        <StyledLogOut href="/api/logout" $variant="secondary" $size="sm">
          Log out
        </StyledLogOut>
      </StyledActions>
    </StyledHeader>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3.5rem;
  padding: 0.5rem 1rem;
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
    span { display: none; }
  }
`;

const StyledActions = styled.div`
  flex: none;
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 0.5rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: 0.125rem;
  }
`;

const StyledAccount = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  min-height: 2.5rem;
  padding: 0 0.5rem 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 0 0.25rem;
  }
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const StyledLogOut = styled(ButtonLink)`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 0 0.5rem;
  }
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
