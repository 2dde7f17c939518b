import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

/** Above this many the list gets a search box, so a long client list stays usable. */
export const CLIENT_LIST_LIMIT = 200;

interface ClientPickerProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  clients: readonly { id: string; displayName: string }[];
  loading: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  error?: string | null;
  /** Shown when there is nothing to choose from, e.g. 'No accepted requests'. */
  emptyLabel?: string;
}

/**
 * Choose a client: a native select of names (register it like any field), with 'Find client' above it once the list
 * is long or a search is under way. New Invoice and Invoice from a request share it.
 */
export const ClientPicker = forwardRef<HTMLSelectElement, ClientPickerProps>(function ClientPicker(
  { clients, loading, search, onSearchChange, error, emptyLabel = 'Select a client', ...selectProps },
  ref,
) {
  return (
    <StyledPicker>
      {clients.length >= CLIENT_LIST_LIMIT || search ? (
        <TextField
          label="Find client"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          hint="Type part of a name to narrow the list."
        />
      ) : null}
      <Select
        ref={ref}
        label="Client"
        required
        placeholder={loading && !clients.length ? 'Loading clients…' : clients.length ? 'Select a client' : emptyLabel}
        options={clients.map((client) => ({ value: client.id, label: client.displayName }))}
        error={error}
        {...selectProps}
      />
    </StyledPicker>
  );
});

const StyledPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;
