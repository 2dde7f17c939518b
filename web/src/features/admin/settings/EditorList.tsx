import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/Button';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from '../../../ui/Icon';

/** A list of editable items (service cards, testimonials), one row each. */
export const EditorList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

export function EditorRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <StyledRow>
      <StyledBody>{children}</StyledBody>
      <StyledActions>{actions}</StyledActions>
    </StyledRow>
  );
}

/**
 * Move up / Move down, Edit and Delete for one row, each named after the item ('Move Deep Cleaning up') so a screen
 * reader's list of buttons makes sense.
 */
export function RowActions(props: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  earlier?: string;
  later?: string;
}) {
  const { name, index, count, busy } = props;
  return (
    <>
      <IconButton
        aria-label={`Move ${name} ${props.earlier ?? 'up'}`}
        disabled={busy || index === 0}
        onClick={() => props.onMove(index - 1)}
      >
        <ArrowUpIcon size={18} />
      </IconButton>
      <IconButton
        aria-label={`Move ${name} ${props.later ?? 'down'}`}
        disabled={busy || index === count - 1}
        onClick={() => props.onMove(index + 1)}
      >
        <ArrowDownIcon size={18} />
      </IconButton>
      <Button $variant="secondary" $size="sm" aria-label={`Edit ${name}`} onClick={props.onEdit}>
        <PencilIcon size={16} />
        Edit
      </Button>
      <Button $variant="ghost" $size="sm" aria-label={`Delete ${name}`} onClick={props.onDelete}>
        <TrashIcon size={16} />
        Delete
      </Button>
    </>
  );
}

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 0.875rem 1rem;
  background: ${({ theme }) => theme.colors.surface};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledBody = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

const StyledActions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
`;
