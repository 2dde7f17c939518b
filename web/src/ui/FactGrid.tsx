import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * A `<dl>` of facts in a grid, each a small muted term above its value: two columns (`columns="fit"`: as many of 8rem
 * as fit), `spacing="roomy"` in a dialog (more air, the value's own line breaks kept). Items are `<Fact>`s.
 */
export function FactGrid({
  columns = 'two',
  spacing = 'compact',
  children,
}: {
  columns?: 'two' | 'fit';
  spacing?: 'compact' | 'roomy';
  children: ReactNode;
}) {
  return (
    <StyledGrid $columns={columns} $spacing={spacing}>
      {children}
    </StyledGrid>
  );
}

/** One term and its value; `wide` gives it a row of its own (an address squeezed into a column broke onto three lines). */
export function Fact({ label, wide = false, children }: { label: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <StyledFact $wide={wide}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </StyledFact>
  );
}

const StyledGrid = styled.dl<{ $columns: 'two' | 'fit'; $spacing: 'compact' | 'roomy' }>`
  margin: 0;
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns === 'fit' ? 'repeat(auto-fit, minmax(8rem, 1fr))' : 'repeat(2, minmax(0, 1fr))')};
  gap: ${({ $spacing }) => ($spacing === 'roomy' ? '0.875rem' : '0.5rem')} 1rem;

  div {
    min-width: 0;
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    overflow-wrap: anywhere;
    ${({ $spacing }) =>
      $spacing === 'roomy'
        ? css`
            margin: 0.125rem 0 0;
            white-space: pre-line;
          `
        : css`
            margin: 0;
            font-size: 0.9375rem;
          `}
  }
`;

const StyledFact = styled.div<{ $wide: boolean }>`
  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: 1 / -1;
    `}
`;
