import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

export const unreadMessagesBadgeQuery = graphql(`
  query UnreadMessagesBadge_Query {
    unreadMessageCount
  }
`);

/**
 * The unread count beside 'Messages' in the sidebar. It is read again whenever the person moves to another screen,
 * so a message sent while they work shows up without a reload (and without polling).
 */
export function UnreadMessagesBadge() {
  const { data, refetch } = useQuery(unreadMessagesBadgeQuery, { fetchPolicy: 'cache-and-network' });
  const { pathname } = useLocation();
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);

  const count = data?.unreadMessageCount ?? 0;
  if (count === 0) return null;
  return (
    <>
      <StyledCount aria-hidden="true">{count > 99 ? '99+' : count}</StyledCount>
      <VisuallyHidden>{` (${count} unread)`}</VisuallyHidden>
    </>
  );
}

const StyledCount = styled.span`
  margin-left: auto;
  min-width: 1.5rem;
  padding: 0 0.4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.5rem;
  text-align: center;
`;
