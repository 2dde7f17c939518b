import type { ReactNode, TdHTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from './VisuallyHidden';

/**
 * A data table that stays a real <table> on wide screens and becomes a stack of cards below the mobile breakpoint,
 * each cell labelled with its column (give every `Td` its `label`). Explicit ARIA roles keep the table semantics
 * for screen readers when the cards change the CSS display.
 */
export function Table({ caption, children, busy }: { caption: ReactNode; children: ReactNode; busy?: boolean }) {
  return (
    <StyledScroller>
      <StyledTable role="table" aria-busy={busy || undefined}>
        <StyledCaption>{caption}</StyledCaption>
        {children}
      </StyledTable>
    </StyledScroller>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <StyledHead role="rowgroup">
      <tr role="row">{children}</tr>
    </StyledHead>
  );
}

export const TBody = styled.tbody.attrs({ role: 'rowgroup' })``;

export const Th = styled.th.attrs({ scope: 'col', role: 'columnheader' })<{ $align?: 'left' | 'right' }>`
  text-align: ${({ $align = 'left' }) => $align};
  vertical-align: bottom;
  padding: 0.75rem 0.75rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  &:first-child {
    padding-left: 1rem;
  }
  &:last-child {
    padding-right: 1rem;
  }
`;

export const Tr = styled.tr.attrs({ role: 'row' })<{ $muted?: boolean }>`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $muted, theme }) => ($muted ? `background: ${theme.colors.surfaceMuted};` : '')}

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
    padding: 0.75rem 1rem;
    &:first-child {
      border-top: 0;
    }
  }
`;

export interface TdProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column's name, shown before the value in the card layout. */
  label: string;
  align?: 'left' | 'right';
  /** The cell that names the row (first line of a card, without a label). */
  primary?: boolean;
  /** The row's buttons: the last line of a card, without a label. */
  actions?: boolean;
  /** A longer text (a name) that may take two lines, so the row's buttons keep their room. */
  wrap?: boolean;
}

export function Td({ label, align = 'left', primary = false, actions = false, wrap = false, children, ...rest }: TdProps) {
  return (
    <StyledTd role="cell" data-label={label} $align={align} $primary={primary} $actions={actions} $wrap={wrap} {...rest}>
      {children}
    </StyledTd>
  );
}

const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  transition: opacity 150ms ease;
  /* While a new search loads, the previous rows stay but read as stale. */
  &[aria-busy='true'] {
    opacity: 0.6;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
    tbody {
      display: block;
    }
  }
`;

const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

const StyledHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceMuted};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    ${visuallyHidden}
  }
`;

const StyledTd = styled.td<{ $align: 'left' | 'right'; $primary: boolean; $actions: boolean; $wrap: boolean }>`
  padding: 0.75rem 0.75rem;
  vertical-align: middle;
  text-align: ${({ $align }) => $align};
  /* Short values stay on one line; the row's name may wrap, and so may its buttons when the table runs out of room. */
  white-space: ${({ $primary, $actions, $wrap }) => ($primary || $actions || $wrap ? 'normal' : 'nowrap')};
  &:first-child {
    padding-left: 1rem;
  }
  &:last-child {
    padding-right: 1rem;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    padding: 0.25rem 0;
    text-align: right;
    min-height: 2rem;
    white-space: normal;
    &:first-child,
    &:last-child {
      padding-left: 0;
      padding-right: 0;
    }

    &::before {
      content: ${({ $primary, $actions }) => ($primary || $actions ? 'none' : 'attr(data-label)')};
      flex: none;
      font-size: 0.8125rem;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }

    ${({ $primary }) => ($primary ? 'display: block; text-align: left; font-size: 1rem; padding-bottom: 0.375rem;' : '')}
    ${({ $actions }) => ($actions ? 'display: block; padding-top: 0.5rem;' : '')}
  }
`;

/**
 * A row's buttons: side by side at the end of the row. They wrap rather than scroll out of sight when a wide table runs
 * out of room; `$together` keeps them on one line where the row has text that can wrap instead (a name).
 */
export const RowActions = styled.div<{ $together?: boolean }>`
  display: flex;
  flex-wrap: ${({ $together }) => ($together ? 'nowrap' : 'wrap')};
  justify-content: flex-end;
  gap: 0.375rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`;
