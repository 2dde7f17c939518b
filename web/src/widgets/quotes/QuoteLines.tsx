import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatCents } from '../../lib/money';

export const QuoteLines_quote = graphql(`
  fragment QuoteLines_quote on AgreedQuoteType {
    lines {
      kind
      label
      amountCents
    }
    totalCents
    recurring {
      totalCents
    }
  }
`);

/**
 * A request's agreed quote, line by line: each charge, discount and tax, then the first visit's total (just "Total" for
 * a one-time cleaning) and, for a series, what each later visit costs. The same words on the owner's and the client's
 * screens, so both read the price the same way.
 */
export function QuoteLines({ quote: ref, label }: { quote: FragmentType<typeof QuoteLines_quote>; label?: string }) {
  const quote = useFragment(QuoteLines_quote, ref);
  const rows = (
    <StyledLines>
      {quote.lines.map((line, index) => (
        <div key={`${line.kind}-${index}`}>
          <dt>{line.label}</dt>
          <dd>{formatCents(line.amountCents)}</dd>
        </div>
      ))}
      <div>
        <dt>
          <strong>{quote.recurring ? 'First visit' : 'Total'}</strong>
        </dt>
        <dd>
          <strong>{formatCents(quote.totalCents)}</strong>
        </dd>
      </div>
      {quote.recurring ? (
        <div>
          <dt>Each later visit</dt>
          <dd>{formatCents(quote.recurring.totalCents)}</dd>
        </div>
      ) : null}
    </StyledLines>
  );
  // A named group only where the quote stands apart from a labelled fact (the approve dialog).
  return label ? (
    <div role="group" aria-label={label}>
      {rows}
    </div>
  ) : (
    rows
  );
}

const StyledLines = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  dt,
  dd {
    margin: 0;
  }
  dt {
    overflow-wrap: anywhere;
  }
  dd {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
