import styled from 'styled-components';
import type { ActiveStatusFilter } from '../../gql/graphql';

/** The roster screens' status filter choices, and the small pieces of their rows. */
export const statusOptions = (noun: string): { value: ActiveStatusFilter; label: string }[] => [
  { value: 'ALL', label: `All ${noun}s` },
  { value: 'ACTIVE', label: 'Active only' },
  { value: 'INACTIVE', label: 'Inactive only' },
];

export const MutedLine = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  /* break-word, not anywhere: a table column must not shrink until an email breaks mid-word. */
  overflow-wrap: break-word;
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
