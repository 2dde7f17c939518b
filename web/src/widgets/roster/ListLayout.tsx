import styled from 'styled-components';
import type { ActiveStatusFilter } from '../../gql/graphql';
import { SearchField } from '../../ui/SearchField';
import { Select } from '../../ui/Select';
import { visuallyHidden } from '../../ui/VisuallyHidden';

/** The roster screens' search box and status filter, and the small pieces of their rows. */
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
    ${visuallyHidden}
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex: 1 1 100%;
  }
`;
