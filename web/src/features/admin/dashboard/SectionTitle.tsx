import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A dashboard list's heading with its count after it, e.g. "Pending Requests (3)". */
export function SectionTitle(props: { id: string; count: ReactNode; children: ReactNode }) {
  return (
    <StyledHeading id={props.id}>
      {props.children} <StyledCount>({props.count})</StyledCount>
    </StyledHeading>
  );
}

const StyledHeading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const StyledCount = styled.span`
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;
