import styled from 'styled-components';
import { Button } from './Button';

interface ListFooterProps {
  shown: number;
  total: number;
  /** Singular, lower case: 'Showing 3 of 12 invoices'. */
  noun: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Under a paged list: how many of how many are shown (announced as it changes), and 'Load more' while there are more. */
export function ListFooter(props: ListFooterProps) {
  return (
    <StyledFooter>
      <StyledCount role="status">
        Showing {props.shown} of {props.total} {props.total === 1 ? props.noun : `${props.noun}s`}
      </StyledCount>
      {props.hasMore ? (
        <Button $variant="secondary" onClick={props.onLoadMore} disabled={props.loadingMore}>
          {props.loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </StyledFooter>
  );
}

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;
