import styled from 'styled-components';

/** The rounded square that holds a section's icon at the head of a settings card; `$danger` for a destructive one. */
export const IconTile = styled.span<{ $danger?: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSurface : theme.colors.surfaceMuted)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
`;
