import styled from 'styled-components';
import { formatCents } from '../../lib/money';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

export interface QuoteLine {
  kind: string;
  label: string;
  amountCents: number;
}
export interface QuoteView {
  lines: QuoteLine[];
  totalCents: number;
  recurring?: { lines: QuoteLine[]; totalCents: number } | null;
}

/**
 * The itemized price, always in view: a column beside the steps on wide screens, a bar stuck to the bottom on a phone
 * (the lines open under it). Every change of the total is announced politely to screen readers.
 */
export function PriceSummary({ quote, loading, problem }: { quote: QuoteView | null; loading: boolean; problem: string | null }) {
  const total = quote ? formatCents(quote.totalCents) : null;
  return (
    <StyledSummary aria-labelledby="price-title">
      <StyledHeading id="price-title">
        Your price {loading ? <Spinner label="Updating the price…" size={16} /> : null}
      </StyledHeading>
      <StyledLive aria-live="polite" aria-atomic="true">
        {total ? (
          <>
            <VisuallyHidden>Price updated: </VisuallyHidden>
            <StyledTotal data-testid="price-total">{total}</StyledTotal>
            {quote?.recurring ? (
              <StyledLater> first visit, then {formatCents(quote.recurring.totalCents)} each</StyledLater>
            ) : null}
          </>
        ) : (
          <StyledLater>{problem ?? 'Choose a cleaning to see its price.'}</StyledLater>
        )}
      </StyledLive>
      {quote ? (
        <StyledDetails>
          <summary>Price details</summary>
          <StyledLines aria-label="First visit">
            {quote.lines.map((line) => (
              <div key={`${line.kind}-${line.label}`} data-testid="price-line">
                <dt>{line.label}</dt>
                <dd>{formatCents(line.amountCents)}</dd>
              </div>
            ))}
            <StyledTotalRow>
              <dt>Total</dt>
              <dd>{formatCents(quote.totalCents)}</dd>
            </StyledTotalRow>
          </StyledLines>
          {quote.recurring ? (
            <>
              <StyledSub>Each later visit</StyledSub>
              <StyledLines aria-label="Each later visit">
                {quote.recurring.lines.map((line) => (
                  <div key={`${line.kind}-${line.label}`}>
                    <dt>{line.label}</dt>
                    <dd>{formatCents(line.amountCents)}</dd>
                  </div>
                ))}
                <StyledTotalRow>
                  <dt>Total</dt>
                  <dd>{formatCents(quote.recurring.totalCents)}</dd>
                </StyledTotalRow>
              </StyledLines>
            </>
          ) : null}
        </StyledDetails>
      ) : null}
    </StyledSummary>
  );
}

const StyledSummary = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 1rem 1.25rem;

  @media (min-width: 900px) {
    position: sticky;
    top: 1rem;
  }

  /* On a phone the price stays on screen: a bar at the bottom, its details opening upwards over the page. */
  @media (max-width: 899px) {
    position: sticky;
    bottom: 0;
    z-index: 10;
    border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
    box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.12);
    max-height: 70vh;
    overflow-y: auto;
  }
`;

const StyledHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1rem;
  margin: 0 0 0.25rem;
`;

const StyledLive = styled.p`
  margin: 0;
`;

const StyledTotal = styled.strong`
  font-size: 1.5rem;
`;

const StyledLater = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDetails = styled.details`
  margin-top: 0.5rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.25rem 0;
  }
`;

const StyledSub = styled.h3`
  font-size: 0.9375rem;
  margin: 0.75rem 0 0.25rem;
`;

const StyledLines = styled.dl`
  margin: 0.5rem 0 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.25rem 0;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

const StyledTotalRow = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;
