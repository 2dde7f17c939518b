import { type ReactNode, type TdHTMLAttributes, useCallback, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from './VisuallyHidden';

export interface TableProps {
  caption: ReactNode;
  children: ReactNode;
  busy?: boolean;
  /**
   * Columns (1-based positions) that matter less, least first: when the table does not fit the room it has, they
   * are hidden one by one before the table turns into cards. Never name the row's name or its actions.
   */
  collapse?: readonly number[];
}

/**
 * A data table that chooses its layout by the room it has, not by the window: a real <table> while every column fits,
 * then without its less important columns (`collapse`), then a stack of cards, each cell labelled with its column
 * (give every `Td` its `label`), before anything would be cut off or scroll sideways. The room is measured (the
 * table's own width against its box's), so a long name or a collapsed sidebar counts too. Explicit ARIA roles keep
 * the table semantics for screen readers when the cards change the CSS display.
 */
export function Table({ caption, children, busy, collapse = [] }: TableProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // 0: every column; k: the first k of `collapse` hidden; collapse.length + 1: cards.
  const [level, setLevel] = useState(0);
  const cardsLevel = collapse.length + 1;
  // The width each level needed when it last did not fit, to know when there is room to go back to it.
  const needed = useRef<number[]>([]);

  const fit = useCallback(() => {
    const box = boxRef.current;
    const table = tableRef.current;
    if (!box || !table) return;
    const room = box.clientWidth;
    setLevel((current) => {
      if (current < cardsLevel && table.offsetWidth > room + 1) {
        needed.current[current] = table.offsetWidth;
        return current + 1;
      }
      const wider = current - 1;
      if (wider >= 0 && room >= (needed.current[wider] ?? 0)) return wider;
      return current;
    });
  }, [cardsLevel]);

  // Before the first paint and after every change of level (each step is measured again until one fits).
  useLayoutEffect(fit, [fit, level]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const table = tableRef.current;
    if (!box || !table || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(table);
    return () => observer.disconnect();
  }, [fit]);

  const cards = level === cardsLevel;
  return (
    <StyledBox ref={boxRef}>
      <StyledTable
        ref={tableRef}
        role="table"
        aria-busy={busy || undefined}
        data-layout={cards ? 'cards' : 'table'}
        $hidden={cards ? [] : collapse.slice(0, level)}
      >
        <StyledCaption>{caption}</StyledCaption>
        {children}
      </StyledTable>
    </StyledBox>
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
  const kind = primary ? 'primary' : actions ? 'actions' : undefined;
  return (
    <StyledTd role="cell" data-label={label} data-kind={kind} $align={align} $wraps={primary || wrap} {...rest}>
      {children}
    </StyledTd>
  );
}

/** Never engaged while the layout fits (the browser test proves it); a last resort against a cut-off cell. */
const StyledBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

const StyledHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledTd = styled.td<{ $align: 'left' | 'right'; $wraps: boolean }>`
  padding: 0.75rem 0.75rem;
  vertical-align: middle;
  text-align: ${({ $align }) => $align};
  /* Short values stay on one line; the row's name may wrap. The buttons never do: the layout changes instead. */
  white-space: ${({ $wraps }) => ($wraps ? 'normal' : 'nowrap')};
  &:first-child {
    padding-left: 1rem;
  }
  &:last-child {
    padding-right: 1rem;
  }
`;

const cardLayout = css`
  display: block;
  tbody {
    display: block;
  }
  thead {
    ${visuallyHidden}
  }
  tr {
    display: block;
    padding: 0.75rem 1rem;
  }
  tbody tr:first-child {
    border-top: 0;
  }
  td {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    padding: 0.25rem 0;
    text-align: right;
    min-height: 2rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  td:first-child,
  td:last-child {
    padding-left: 0;
    padding-right: 0;
  }
  td::before {
    content: attr(data-label);
    flex: none;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  td[data-kind='primary'],
  td[data-kind='actions'] {
    display: block;
    text-align: left;
  }
  td[data-kind='primary']::before,
  td[data-kind='actions']::before {
    content: none;
  }
  td[data-kind='primary'] {
    font-size: 1rem;
    padding-bottom: 0.375rem;
  }
  td[data-kind='actions'] {
    padding-top: 0.5rem;
  }
  /* A row with nothing to do (an Outbox email that did not fail) leaves no blank band at the card's foot. */
  td[data-kind='actions']:empty {
    display: none;
  }
`;

const StyledTable = styled.table<{ $hidden: readonly number[] }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  transition: opacity 150ms ease;
  /* While a new search loads, the previous rows stay but read as stale. */
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  ${({ $hidden }) => $hidden.map((column) => `tr > :nth-child(${column}) { display: none; }`).join('\n')}

  &[data-layout='cards'] {
    ${cardLayout}
  }
`;

/**
 * A row's buttons: side by side at the end of the row, on one line while the table is a table (it changes layout
 * rather than let them wrap or scroll out of sight); in a card they wrap onto the card's last line.
 */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 0.375rem;

  table[data-layout='cards'] & {
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`;
