import * as Dialog from '@radix-ui/react-dialog';
import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { SIDEBARS } from './navigation';
import { SIDEBAR_BADGES } from './screens';

export const ShellSidebar_viewer = graphql(`
  fragment ShellSidebar_viewer on User {
    role
  }
`);

/**
 * The role's menu (spec §2 table) and the way back to the public site. In the mobile sheet (`inSheet`) its title
 * also names the dialog.
 */
export function ShellSidebar(props: { viewer: FragmentType<typeof ShellSidebar_viewer>; inSheet?: boolean }) {
  const { role } = useFragment(ShellSidebar_viewer, props.viewer);
  const sidebar = SIDEBARS[role];
  const title = <StyledTitle>{sidebar.title}</StyledTitle>;

  return (
    <StyledSidebar>
      {props.inSheet ? <Dialog.Title asChild>{title}</Dialog.Title> : title}
      <nav aria-label={sidebar.title}>
        <StyledList>
          {sidebar.items.map((item) => {
            const Badge = SIDEBAR_BADGES[item.to];
            return (
              <li key={item.to}>
                <StyledNavLink to={item.to} end>
                  {item.label}
                  {Badge ? <Badge /> : null}
                </StyledNavLink>
              </li>
            );
          })}
        </StyledList>
      </nav>
      <StyledFooter>
        <StyledFooterLink to="/public">View Public Site</StyledFooterLink>
      </StyledFooter>
    </StyledSidebar>
  );
}

const StyledSidebar = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: 1rem 0.75rem;
  gap: 0.5rem;
`;

const StyledTitle = styled.h2`
  margin: 0 0.5rem 0.5rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

/** A row of the sidebar: a full-width link with room to tap. */
const sidebarLinkStyles = css`
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const StyledNavLink = styled(NavLink)`
  ${sidebarLinkStyles}
  font-weight: 500;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const StyledFooter = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledFooterLink = styled(Link)`
  ${sidebarLinkStyles}
`;
