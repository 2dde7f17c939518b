import styled from 'styled-components';
import { SearchField } from './SearchField';
import { Select } from './Select';
import { visuallyHidden } from './VisuallyHidden';

export interface ListToolbarProps<Filter extends string> {
  /** The search box's accessible name, e.g. "Search clients". */
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  /** The filter's accessible name, e.g. "Show clients"; the chosen option is what a sighted reader sees. */
  filterLabel: string;
  filterOptions: readonly { value: Filter; label: string }[];
  filter: Filter;
  onFilterChange: (value: Filter) => void;
}

/** A list screen's search box (with its magnifier) and one filter beside it; on a phone the filter takes a row. */
export function ListToolbar<Filter extends string>(props: ListToolbarProps<Filter>) {
  return (
    <StyledToolbar>
      <SearchField
        label={props.searchLabel}
        placeholder={props.placeholder}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
      />
      <StyledFilter>
        <Select
          label={props.filterLabel}
          options={props.filterOptions}
          value={props.filter}
          // The options are the Filter values, so the chosen value is one of them.
          onChange={(event) => props.onFilterChange(event.target.value as Filter)}
        />
      </StyledFilter>
    </StyledToolbar>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const StyledFilter = styled.div`
  flex: 0 0 10rem;
  label {
    ${visuallyHidden}
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex: 1 1 100%;
  }
`;
