import styled from 'styled-components';
import { formatCents } from '../../lib/money';

interface InvoiceLinesProps {
  lines: readonly { id: string; description: string; quantity: number; unitPriceCents: number; amountCents: number }[];
  subtotalCents: number;
  taxAmountCents: number;
  totalCents: number;
}

/** The invoice's lines as a printable table, and the subtotal, tax and total under them. */
export function InvoiceLines({ lines, subtotalCents, taxAmountCents, totalCents }: InvoiceLinesProps) {
  return (
    <>
      <StyledItems>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <StyledNum as="th" scope="col">
              Qty
            </StyledNum>
            <StyledNum as="th" scope="col">
              Unit price
            </StyledNum>
            <StyledNum as="th" scope="col">
              Amount
            </StyledNum>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{line.description}</td>
              <StyledNum>{line.quantity}</StyledNum>
              <StyledNum>{formatCents(line.unitPriceCents)}</StyledNum>
              <StyledNum>{formatCents(line.amountCents)}</StyledNum>
            </tr>
          ))}
        </tbody>
      </StyledItems>

      <StyledTotals>
        <dt>Subtotal</dt>
        <dd>{formatCents(subtotalCents)}</dd>
        <dt>Tax</dt>
        <dd>{formatCents(taxAmountCents)}</dd>
        <StyledGrand as="dt">Total</StyledGrand>
        <StyledGrand>{formatCents(totalCents)}</StyledGrand>
      </StyledTotals>
    </>
  );
}

const StyledItems = styled.table`
  width: 100%;
  border-collapse: collapse;

  th {
    text-align: left;
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: 0 0.5rem 0.5rem;
    border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
  }
  td {
    padding: 0.625rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    padding-left: 0;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  tr {
    break-inside: avoid;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    font-size: 0.875rem;
    th {
      font-size: 0.6875rem;
      letter-spacing: 0.02em;
      padding: 0 0.25rem 0.5rem;
    }
    td {
      padding: 0.5rem 0.25rem;
    }
  }

  @media print {
    th {
      color: #333;
      border-color: #000;
    }
    td {
      border-color: #bbb;
    }
  }
`;

const StyledNum = styled.td`
  && {
    text-align: right;
  }
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const StyledTotals = styled.dl`
  align-self: flex-end;
  display: grid;
  grid-template-columns: auto minmax(7rem, auto);
  row-gap: 0.375rem;
  margin: -0.75rem 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    padding-right: 2rem;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  @media print {
    dt {
      color: #333;
    }
  }
`;

const StyledGrand = styled.dd`
  && {
    padding-top: 0.5rem;
    border-top: 2px solid ${({ theme }) => theme.colors.borderStrong};
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  @media print {
    && {
      color: #000;
      border-color: #000;
    }
  }
`;
