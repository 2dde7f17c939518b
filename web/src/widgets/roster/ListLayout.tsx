import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ActiveStatusFilter } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { SearchField } from '../../ui/SearchField';
import { Select } from '../../ui/Select';

/**
 * The frame the clients and helpers screens share: title and main action, a search box and a status filter,
 * the table, a live count and 'Load more'.
 */
export function ListHeader({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  return (
    <StyledHeader>
      <div>
        <StyledHeading>{title}</StyledHeading>
        <StyledLead>{description}</StyledLead>
      </div>
      {action}
    </StyledHeader>
  );
}

export const statusOptions = (noun: string): { value: ActiveStatusFilter; label: string }[] => [
  { value: 'ALL', label: `All ${noun}s` },
  { value: 'ACTIVE', label: 'Active only' },
  { value: 'INACTIVE', label: 'Inactive only' },
];

export function ListToolbar(props: {
  noun: string;
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  status: ActiveStatusFilter;
  onStatusChange: (status: ActiveStatusFilter) => void;
}) {
  return (
    <StyledToolbar>
      <SearchField
        label={props.searchLabel}
        placeholder={props.placeholder}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
      />
      <StyledStatus>
        <Select
          label={`Show ${props.noun}s`}
          options={statusOptions(props.noun)}
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value as ActiveStatusFilter)}
        />
      </StyledStatus>
    </StyledToolbar>
  );
}

export function ListFooter(props: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
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

/** The row's action buttons: side by side in the table, wrapping in the card layout. */
export const RowActions = styled.div`
  display: flex;
  /* Side by side when there is room; on a laptop with a wide table they wrap rather than scroll out of sight. */
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.375rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`;

export const MutedLine = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const StrongName = styled.span`
  font-weight: 600;
`;

/** 'Helper 1a2b3c4d' reads as one word. */
export const StrongLabel = styled(StrongName)`
  white-space: nowrap;
`;

export const PhoneLink = styled.a`
  color: inherit;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
`;

const StyledHeading = styled.h1`
  font-size: 1.75rem;
  margin: 0 0 0.25rem;
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const StyledStatus = styled.div`
  flex: 0 0 10rem;
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex: 1 1 100%;
  }
`;

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
