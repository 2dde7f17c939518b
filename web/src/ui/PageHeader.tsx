import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { useDocumentTitle, useNavigationFocus } from './NavigationFocus';

/**
 * A screen's title (its one h1, also the document title), a line about it, and an optional action beside them. The
 * h1 is where focus lands after a navigation (ui/NavigationFocus).
 */
export function PageHeader({ title, lead, action }: { title: string; lead?: ReactNode; action?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`${title} · Sunshine Clean`);
  useNavigationFocus(heading);
  return (
    <StyledHeader>
      <div>
        <StyledTitle ref={heading} tabIndex={-1}>
          {title}
        </StyledTitle>
        {lead ? <StyledLead>{lead}</StyledLead> : null}
      </div>
      {action}
    </StyledHeader>
  );
}

/** A container, so that an action toolbar can lay out by the room the header has (beside a sidebar on a tablet). */
const StyledHeader = styled.div`
  container-type: inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const StyledTitle = styled.h1`
  font-size: 1.75rem;
  margin: 0 0 0.375rem;
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
