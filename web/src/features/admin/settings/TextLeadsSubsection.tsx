import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import { formatInstantDate } from '../../../lib/businessTime';
import { formatPhone } from '../../../lib/phone';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { SettingsSubsection } from './SettingsSection';

export const textLeadsSubsectionQuery = graphql(`
  query TextLeadsSubsection_Query {
    textLeads {
      id
      phone
      name
      note
      count
      lastAt
      createdAt
    }
  }
`);

/**
 * The numbers the owner kept as leads from their texts, beside the booking leads: they have a phone, not an email,
 * and live until linked to a client (booking leads are purged after 90 days), so they are listed apart.
 */
export function TextLeadsSubsection() {
  const { data, loading, error } = useQuery(textLeadsSubsectionQuery);
  const leads = data?.textLeads ?? [];
  return (
    <SettingsSubsection
      title="Leads by text"
      description="Numbers that texted and that you kept as leads in Messages, until you link them to a client."
    >
      {loading && !data ? <Spinner label="Loading leads by text…" /> : null}
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      {data && leads.length === 0 ? <p>No leads by text yet.</p> : null}
      {leads.length > 0 ? (
        <StyledList aria-label="Leads by text">
          {leads.map((lead) => (
            <li key={lead.id}>
              <span>
                <strong>{lead.name ? `${lead.name} · ${formatPhone(lead.phone)}` : formatPhone(lead.phone)}</strong> · kept{' '}
                {formatInstantDate(lead.createdAt)} · {lead.count} {lead.count === 1 ? 'text' : 'texts'}
                {lead.lastAt ? `, last ${formatInstantDate(lead.lastAt)}` : ''}
                {lead.note ? ` · ${lead.note}` : ''}
              </span>
            </li>
          ))}
        </StyledList>
      ) : null}
      <p>
        <Link to="/messages">Open Messages</Link> to read their texts, reply, or link one to a client.
      </p>
    </SettingsSubsection>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;
