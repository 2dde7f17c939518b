import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { useToast } from '../../ui/Toast';

export const unknownTextNumbersQuery = graphql(`
  query UnknownTextNumbers_Query {
    unknownTextNumbers {
      phone
      lastBody
      lastAt
      count
    }
  }
`);

export const linkClientChoicesQuery = graphql(`
  query UnknownTextNumbers_Clients {
    clients(first: 500, status: ACTIVE) {
      edges {
        node {
          id
          displayName
        }
      }
    }
  }
`);

export const linkTextNumberMutation = graphql(`
  mutation UnknownTextNumbers_Link($input: LinkTextNumberInput!) {
    linkTextNumberToClient(input: $input) {
      movedTexts
      client {
        id
        phone
      }
    }
  }
`);

/**
 * Texts from numbers on no client or helper: leads until the owner links one to a client, when its texts join that
 * client's conversation. Shows nothing when there are none (or the list cannot be read: the inbox is the page's point).
 */
export function UnknownTextNumbers() {
  const { data } = useQuery(unknownTextNumbersQuery);
  const numbers = data?.unknownTextNumbers ?? [];
  if (numbers.length === 0) return null;
  return (
    <StyledBox aria-labelledby="unknown-texts-title">
      <StyledTitle id="unknown-texts-title">Texts from numbers not on a client</StyledTitle>
      <StyledList>
        {numbers.map((number) => (
          <UnknownNumber key={number.phone} {...number} />
        ))}
      </StyledList>
    </StyledBox>
  );
}

function UnknownNumber(props: { phone: string; lastBody: string; lastAt: string; count: number }) {
  const [linking, setLinking] = useState(false);
  const [clientId, setClientId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [loadClients, clients] = useLazyQuery(linkClientChoicesQuery);
  const [link, linkState] = useMutation(linkTextNumberMutation, {
    refetchQueries: ['UnknownTextNumbers_Query', 'MessagesInbox_Query'],
  });
  const { toast } = useToast();
  const shown = formatPhone(props.phone);

  async function onLink() {
    setFailure(null);
    try {
      const result = await link({ variables: { input: { phone: props.phone, clientId } } });
      const moved = result.data?.linkTextNumberToClient.movedTexts ?? 0;
      toast({
        title: 'Number Linked',
        description:
          moved > 0
            ? `${moved} ${moved === 1 ? 'text' : 'texts'} moved to the conversation.`
            : 'The number is on the client now.',
      });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const options = (clients.data?.clients.edges ?? []).map((edge) => ({ value: edge.node.id, label: edge.node.displayName }));
  return (
    <li>
      <StyledHead>
        <strong>{shown}</strong>
        <span>
          {props.count} {props.count === 1 ? 'text' : 'texts'} · {formatDayAndTime(props.lastAt)}
        </span>
      </StyledHead>
      <StyledBody>{props.lastBody}</StyledBody>
      {linking ? (
        <StyledLinkRow>
          <Select
            label={`Client for ${shown}`}
            placeholder={clients.loading ? 'Loading clients…' : 'Choose a client'}
            options={options}
            value={clientId}
            onChange={(event) => setClientId(event.target.value)}
          />
          <Button $size="sm" disabled={!clientId || linkState.loading} onClick={() => void onLink()}>
            {linkState.loading ? 'Linking…' : 'Link'}
          </Button>
        </StyledLinkRow>
      ) : (
        <Button
          $variant="secondary"
          $size="sm"
          aria-label={`Link ${shown} to a client`}
          onClick={() => {
            setLinking(true);
            void loadClients();
          }}
        >
          Link to client
        </Button>
      )}
      {failure ? <Alert>{failure}</Alert> : null}
    </li>
  );
}

const StyledBox = styled.section`
  margin-bottom: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTitle = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1rem;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    display: grid;
    gap: 0.5rem;
    min-width: 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const StyledBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
`;
