import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { Button, type ButtonSize } from './Button';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Destructive actions read in the danger colour. */
  destructive?: boolean;
}

export interface ActionsMenuProps {
  actions: MenuAction[];
  /** The button's visible name (default "More actions"). */
  label?: string;
  /** The id of the text that says what the actions act on (e.g. the row's title), read after the name. */
  describedBy?: string;
  $size?: ButtonSize;
}

/**
 * A button that opens a list of actions (Radix DropdownMenu): Enter, Space or the arrow keys open it, the arrows move,
 * Escape closes it and focus goes back to the button. Not modal: an action that opens a dialog takes over focus from
 * here, and a modal menu closing under a modal dialog would leave the page unclickable.
 */
export function ActionsMenu({ actions, label = 'More actions', describedBy, $size = 'sm' }: ActionsMenuProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button $size={$size} $variant="secondary" aria-describedby={describedBy}>
          {label}
          <StyledChevron aria-hidden="true">▾</StyledChevron>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <StyledContent align="end" sideOffset={4} collisionPadding={8}>
          {actions.map((action) => (
            <StyledItem key={action.label} onSelect={action.onSelect} $destructive={action.destructive}>
              {action.label}
            </StyledItem>
          ))}
        </StyledContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const StyledChevron = styled.span`
  margin-left: 0.25rem;
  font-size: 0.75em;
`;

const StyledContent = styled(DropdownMenu.Content)`
  /* Above dialogs (60): the menu may open inside one. */
  z-index: 65;
  min-width: 11rem;
  max-width: calc(100vw - 1rem);
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const StyledItem = styled(DropdownMenu.Item)<{ $destructive?: boolean }>`
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.text)};
  font-size: 0.9375rem;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
