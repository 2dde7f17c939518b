import styled from 'styled-components';

/**
 * A dashboard card that lists work for the owner (visits needing helpers, past visits to confirm): its edge is the
 * accent while there is work, and turns to success once the list is empty.
 */
export const StyledWorkList = styled.section<{ $empty: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.125rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $empty }) => ($empty ? theme.colors.success : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The card's lead and notes, quieter than its items. */
export const StyledWorkListNote = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An item's visit: its first line the client, then quieter lines (service, day) that wrap anywhere on a phone. */
export const StyledWorkItemWhat = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
