import { css } from 'styled-components';

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
