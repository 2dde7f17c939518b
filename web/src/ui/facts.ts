import styled, { css } from 'styled-components';

/** Inside a `<dl>`: each term a small muted label just above its value (a job's details, a period's pay figures). */
export const factTerms = css`
  dt {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.125rem 0 0;
  }
`;

/** Inside a `<dl>` laid out as a grid: each muted term on the row of its value (an invoice's dates). */
export const factRows = css`
  margin: 0;
  row-gap: 0.25rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/**
 * A `<dl>` of facts two to a row, each `<div>` a term over its value (a request's or a visit's date, time, address).
 * Extend it for another rhythm; `FactWide` spans the row for long values.
 */
export const FactGrid = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 1rem;

  div {
    min-width: 0;
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 0.9375rem;
    overflow-wrap: anywhere;
  }
`;

/** A fact of a `FactGrid` that takes the whole row. */
export const FactWide = styled.div`
  grid-column: 1 / -1;
`;
