import * as Dialog from '@radix-ui/react-dialog';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { GlobeIcon } from '../../ui/Icon';
import { Tooltip, TooltipProvider } from '../../ui/Tooltip';
import { VisuallyHidden, visuallyHidden } from '../../ui/VisuallyHidden';
import { navIconFor } from './navIcons';
import { SIDEBARS } from './navigation';
import type { SidebarBadges } from './AppShell';
import { isActiveItem } from './sidebarState';
import { StackList } from '../../ui/StackList';

export const ShellSidebar_viewer = graphql(`
  fragment ShellSidebar_viewer on User {
    role
  }
`);

/** Spec §9: tooltips in the sidebar open at once. */
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;

interface ShellSidebarProps {
  viewer: FragmentType<typeof ShellSidebar_viewer>;
  badges: SidebarBadges;
  /** In the mobile sheet its title also names the dialog. */
  inSheet?: boolean;
  /** The desktop rail: icons only, each label in a tooltip (and still the link's accessible name). */
  collapsed?: boolean;
}

/** The role's menu (spec §2 table) and the way back to the public site; the current screen is highlighted. */
export function ShellSidebar(props: ShellSidebarProps) {
  const { role } = useFragment(ShellSidebar_viewer, props.viewer);
  const { pathname } = useLocation();
  const sidebar = SIDEBARS[role];
  const collapsed = Boolean(props.collapsed);
  const title = collapsed ? <VisuallyHidden as="h2">{sidebar.title}</VisuallyHidden> : <StyledTitle>{sidebar.title}</StyledTitle>;

  return (
    <TooltipProvider delayDuration={SIDEBAR_TOOLTIP_DELAY_MS}>
      <StyledSidebar $collapsed={collapsed}>
        {props.inSheet ? <Dialog.Title asChild>{title}</Dialog.Title> : title}
        <nav aria-label={sidebar.title}>
          <StyledList>
            {sidebar.items.map((item) => {
              const Badge = props.badges[item.to];
              const Icon = navIconFor(item.to);
              const active = isActiveItem(item.to, pathname, role);
              return (
                <li key={item.to}>
                  <Tooltip content={item.label} side="right" enabled={collapsed}>
                    <StyledNavLink to={item.to} aria-current={active ? 'page' : undefined} $collapsed={collapsed}>
                      <Icon size={20} />
                      <StyledLabel $collapsed={collapsed}>{item.label}</StyledLabel>
                      {Badge ? (
                        <StyledBadgeSlot $collapsed={collapsed}>
                          <Badge />
                        </StyledBadgeSlot>
                      ) : null}
                    </StyledNavLink>
                  </Tooltip>
                </li>
              );
            })}
          </StyledList>
        </nav>
        <StyledFooter>
          <Tooltip content="View Public Site" side="right" enabled={collapsed}>
            <StyledFooterLink to="/public" $collapsed={collapsed}>
              <GlobeIcon size={20} />
              <StyledLabel $collapsed={collapsed}>View Public Site</StyledLabel>
            </StyledFooterLink>
          </Tooltip>
        </StyledFooter>
      </StyledSidebar>
    </TooltipProvider>
  );
}

const StyledSidebar = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ $collapsed }) => ($collapsed ? '0.75rem 0.375rem' : '1rem 0.75rem')};
  gap: 0.5rem;
`;

const StyledTitle = styled.h2`
  margin: 0 0.5rem 0.5rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const StyledList = styled(StackList)`
  gap: 0.125rem;
`;

/** A row of the sidebar: a full-width link with room to tap; on the rail, a square around its icon. */
const sidebarLinkStyles = css<{ $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.5rem;
  padding: ${({ $collapsed }) => ($collapsed ? '0' : '0 0.75rem')};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledNavLink = styled(Link)<{ $collapsed: boolean }>`
  ${sidebarLinkStyles}
  font-weight: 500;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    svg {
      color: inherit;
    }
  }
`;

/** The label is always the link's name; on the rail it is read by screen readers only (the tooltip shows it). */
const StyledLabel = styled.span<{ $collapsed: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      ${visuallyHidden}
    `}
`;

const StyledBadgeSlot = styled.span<{ $collapsed: boolean }>`
  display: contents;

  ${({ $collapsed }) =>
    $collapsed &&
    css`
      & > span[aria-hidden='true'] {
        position: absolute;
        top: -0.25rem;
        right: -0.25rem;
        min-width: 1.125rem;
        padding: 0 0.25rem;
        font-size: 0.6875rem;
        line-height: 1.125rem;
      }
    `}
`;

const StyledFooter = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledFooterLink = styled(Link)<{ $collapsed: boolean }>`
  ${sidebarLinkStyles}
`;
