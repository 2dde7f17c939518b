import type { ReactNode } from 'react';
import styled from 'styled-components';

/** An inline message that is announced when it appears (role=alert). */
export function Alert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <StyledAlert role="alert" id={id}>
      {children}
    </StyledAlert>
  );
}

const StyledAlert = styled.div`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  white-space: pre-line;
`;
