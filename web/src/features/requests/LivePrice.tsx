import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { QuoteInput } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { visuallyHidden } from '../../ui/VisuallyHidden';

export const LivePrice_Query = graphql(`
  query LivePrice_Query($input: QuoteInput!) {
    quote(input: $input) {
      lines {
        kind
        label
        amountCents
      }
      subtotalCents
      discountCents
      taxCents
      totalCents
      durationMinutes
      recurring {
        totalCents
        durationMinutes
        lines {
          kind
          label
          amountCents
        }
      }
    }
  }
`);

const minutes = (total: number) => {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
};

/**
 * The price of the home as the client fills the form, line by line, from the server's pricing (the `quote` query), so
 * what they see is what the request will be made at. The total is announced politely when it changes.
 */
export function LivePrice({ input }: { input: QuoteInput | null }) {
  // A pause in typing or clicking asks once, not at every change.
  const asked = useDebouncedValue(input, 250);
  const { data, previousData, loading, error } = useQuery(LivePrice_Query, {
    variables: { input: asked! },
    skip: !asked,
  });
  const quote = (data ?? previousData)?.quote;

  return (
    <StyledPrice aria-labelledby="live-price-title">
      <StyledTitle id="live-price-title">Your price</StyledTitle>
      {!input ? (
        <StyledNote>Choose a service to see the price.</StyledNote>
      ) : error && !loading ? (
        <StyledNote role="alert">{error.message || 'The price could not be loaded. Please try again.'}</StyledNote>
      ) : !quote ? (
        <StyledNote>Pricing…</StyledNote>
      ) : (
        <>
          <StyledLines aria-label="Price of the first visit" aria-busy={loading}>
            {quote.lines.map((line, index) => (
              <li key={`${line.kind}-${index}`}>
                <span>{line.label}</span>
                <span>{formatCents(line.amountCents)}</span>
              </li>
            ))}
          </StyledLines>
          <StyledTotal>
            <span>{quote.recurring ? 'First visit' : 'Total'}</span>
            <strong>{formatCents(quote.totalCents)}</strong>
          </StyledTotal>
          {quote.recurring ? (
            <StyledTotal>
              <span>Each later visit</span>
              <strong>{formatCents(quote.recurring.totalCents)}</strong>
            </StyledTotal>
          ) : null}
          <StyledNote>About {minutes(quote.durationMinutes)} per visit.</StyledNote>
        </>
      )}
      {/* Read out after each change of the total, without moving focus. */}
      <StyledVisuallyHidden aria-live="polite" role="status">
        {quote && input
          ? `Total ${formatCents(quote.totalCents)}${quote.recurring ? `, then ${formatCents(quote.recurring.totalCents)} a visit` : ''}`
          : ''}
      </StyledVisuallyHidden>
    </StyledPrice>
  );
}

const StyledPrice = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

const StyledLines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;

  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
`;

const StyledTotal = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  padding-top: 0.375rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledVisuallyHidden = styled.div`
  ${visuallyHidden}
`;
