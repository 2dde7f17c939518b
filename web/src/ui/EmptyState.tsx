import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What a list shows when it has nothing: a short title, an optional line of help and an optional action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <StyledEmpty role="status">
      <StyledTitle>{title}</StyledTitle>
      {children ? <StyledText>{children}</StyledText> : null}
      {action ? <StyledAction>{action}</StyledAction> : null}
    </StyledEmpty>
  );
}

const StyledEmpty = styled.div`
  padding: 3rem 1.5rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
`;

const StyledText = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledAction = styled.div`
  margin-top: 1.25rem;
`;
