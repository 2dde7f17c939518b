import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Td, Tr } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { DELIVERY_STATUS, eventLabel } from './outboxWords';
import { TextButton } from '../../ui/Button';

export const OutboxEmailRow_email = graphql(`
  fragment OutboxEmailRow_email on OutboxEmail {
    id
    event
    subject
    status
    toAddress
    attempts
    lastError
    createdAt
    sentAt
    recipientName
    channel
    providerStatus
    sendAfter
  }
`);

interface OutboxEmailRowProps {
  email: FragmentType<typeof OutboxEmailRow_email>;
  onOpen: (id: string) => void;
  onRetry: (id: string) => void;
  retrying: boolean;
}

/** One email: its state, subject (opens it), recipient, when, attempts, the last error, and Retry when it failed. */
export function OutboxEmailRow({ email: ref, onOpen, onRetry, retrying }: OutboxEmailRowProps) {
  const email = useFragment(OutboxEmailRow_email, ref);
  const status = DELIVERY_STATUS[email.status];
  const subject = email.subject ?? eventLabel(email.event);
  return (
    <Tr>
      <Td label="Status">
        <Badge tone={status.tone}>{status.label}</Badge>
        {email.channel === 'SMS' ? (
          <StyledSub>
            Text{email.providerStatus ? ` · ${email.providerStatus}` : ''}
            {email.sendAfter && email.status === 'PENDING' ? ` · held until ${formatDayAndTime(email.sendAfter)}` : ''}
          </StyledSub>
        ) : null}
      </Td>
      <Td label="Email" primary>
        <StyledOpen type="button" onClick={() => onOpen(email.id)}>
          {subject}
        </StyledOpen>
        <StyledSub>{eventLabel(email.event)}</StyledSub>
        {email.lastError ? <StyledError>{email.lastError}</StyledError> : null}
      </Td>
      <Td label="To">
        <div>
          {/* An account's name, or a client's without an account (mail to its record's email). */}
          {email.recipientName}
          <StyledSub>{email.toAddress}</StyledSub>
        </div>
      </Td>
      <Td label="Created">
        <div>
          {formatDayAndTime(email.createdAt)}
          {email.sentAt ? (
            <StyledSub>{`${email.status === 'KEPT' ? 'Kept' : 'Sent'} ${formatDayAndTime(email.sentAt)}`}</StyledSub>
          ) : null}
        </div>
      </Td>
      <Td label="Attempts" align="right">
        {email.attempts}
      </Td>
      <Td label="Actions" actions>
        {email.status === 'FAILED' ? (
          <Button $variant="secondary" $size="sm" disabled={retrying} onClick={() => onRetry(email.id)}>
            Retry<VisuallyHidden>{`: ${subject} to ${email.toAddress}`}</VisuallyHidden>
          </Button>
        ) : null}
      </Td>
    </Tr>
  );
}

const StyledOpen = styled(TextButton)`
  text-align: left;
  overflow-wrap: anywhere;
`;

const StyledSub = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledError = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;
