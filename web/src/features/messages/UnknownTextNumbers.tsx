import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';

// The thread and the lead form load when first opened: the inbox is what the Messages page is for.
const TextNumberThread = lazy(() => import('./TextNumberThread').then((module) => ({ default: module.TextNumberThread })));
const KeepAsLeadForm = lazy(() => import('./TextNumberThread').then((module) => ({ default: module.KeepAsLeadForm })));

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

export const textLeadsQuery = graphql(`
  query UnknownTextNumbers_Leads {
    textLeads {
      id
      phone
      name
      note
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
 * Texts from numbers on no client or helper: the owner opens a number's texts and replies by text, keeps it as a lead,
 * or links it to a client, when its texts join that client's conversation. Then the numbers kept as leads. Shows
 * nothing when there are none (or the lists cannot be read: the inbox is the page's point).
 */
export function UnknownTextNumbers() {
  const { data } = useQuery(unknownTextNumbersQuery);
  const leads = useQuery(textLeadsQuery);
  const numbers = data?.unknownTextNumbers ?? [];
  const kept = leads.data?.textLeads ?? [];
  return (
    <>
      {numbers.length > 0 ? (
        <StyledBox aria-labelledby="unknown-texts-title">
          <StyledTitle id="unknown-texts-title">Texts from numbers not on a client</StyledTitle>
          <StyledList>
            {numbers.map((number) => (
              <TextNumber key={number.phone} {...number} lead={null} />
            ))}
          </StyledList>
        </StyledBox>
      ) : null}
      {kept.length > 0 ? (
        <StyledBox aria-labelledby="text-leads-title">
          <StyledTitle id="text-leads-title">Leads by text</StyledTitle>
          <StyledList>
            {kept.map((lead) => (
              <TextNumber key={lead.phone} {...lead} lead={{ name: lead.name ?? null, note: lead.note ?? null }} />
            ))}
          </StyledList>
        </StyledBox>
      ) : null}
    </>
  );
}

function TextNumber(props: {
  phone: string;
  lastBody?: string | null;
  lastAt?: string | null;
  count: number;
  lead: { name: string | null; note: string | null } | null;
}) {
  const [open, setOpen] = useState(false);
  const [keeping, setKeeping] = useState(false);
  const [linking, setLinking] = useState(false);
  const [clientId, setClientId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [loadClients, clients] = useLazyQuery(linkClientChoicesQuery);
  const [link, linkState] = useMutation(linkTextNumberMutation, {
    refetchQueries: ['UnknownTextNumbers_Query', 'UnknownTextNumbers_Leads', 'MessagesInbox_Query'],
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
        <strong>{props.lead?.name ? `${props.lead.name} · ${shown}` : shown}</strong>
        <span>
          {props.count} {props.count === 1 ? 'text' : 'texts'}
          {props.lastAt ? ` · ${formatDayAndTime(props.lastAt)}` : ''}
        </span>
      </StyledHead>
      {props.lead?.note ? <StyledNote>{props.lead.note}</StyledNote> : null}
      {props.lastBody ? <StyledBody>{props.lastBody}</StyledBody> : null}
      <StyledLinkRow>
        <Button
          $variant="secondary"
          $size="sm"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Open'} texts with ${shown}`}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide texts' : 'Open texts'}
        </Button>
        {props.lead || keeping ? null : (
          <Button $variant="secondary" $size="sm" aria-label={`Keep ${shown} as a lead`} onClick={() => setKeeping(true)}>
            Keep as lead
          </Button>
        )}
      </StyledLinkRow>
      {open ? (
        <Suspense fallback={<Spinner label={`Loading texts with ${shown}…`} />}>
          <TextNumberThread phone={props.phone} />
        </Suspense>
      ) : null}
      {keeping ? (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <KeepAsLeadForm phone={props.phone} onDone={() => setKeeping(false)} />
        </Suspense>
      ) : null}
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

const StyledNote = styled.p`
  margin: 0;
  font-style: italic;
  overflow-wrap: anywhere;
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
