import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Dialog } from '../../ui/Dialog';
import { LoadState } from '../../ui/LoadState';
import { DELIVERY_STATUS, eventLabel } from './outboxWords';

export const outboxEmailDialogQuery = graphql(`
  query OutboxEmailDialog_Query($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on OutboxEmail {
        event
        subject
        status
        toAddress
        lastError
        html
        text
      }
    }
  }
`);

/**
 * One email as it was (or would be) sent: the rendered HTML in a sandboxed frame (no scripts, no same-origin access,
 * so nothing in the email can act in the app) and its plain-text part. Loaded on opening: the list carries no bodies.
 */
export function OutboxEmailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, loading, refetch } = useQuery(outboxEmailDialogQuery, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  const email = data?.node?.__typename === 'OutboxEmail' ? data.node : null;

  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={email ? (email.subject ?? eventLabel(email.event)) : 'Email'}
      description={email ? `To ${email.toAddress}` : undefined}
      width="48rem"
    >
      {!email ? (
        <LoadState
          loading={loading || (!error && !data)}
          error={error ? errorMessage(error) : 'This email is no longer in the outbox.'}
          label="Loading the email…"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <StyledBody>
          <div>
            <Badge tone={DELIVERY_STATUS[email.status].tone}>{DELIVERY_STATUS[email.status].label}</Badge>
          </div>
          {email.lastError ? <Alert>{`Last error: ${email.lastError}`}</Alert> : null}
          <StyledHeading>Email</StyledHeading>
          {email.html ? (
            <StyledFrame title={`Email preview: ${email.subject ?? eventLabel(email.event)}`} sandbox="" srcDoc={email.html} />
          ) : (
            <StyledNote>Not rendered yet: it is rendered at the first attempt to send it.</StyledNote>
          )}
          <StyledHeading>Plain text</StyledHeading>
          {email.text ? (
            <StyledText tabIndex={0} aria-label="Plain-text part">
              {email.text}
            </StyledText>
          ) : (
            <StyledNote>No plain-text part yet.</StyledNote>
          )}
        </StyledBody>
      )}
    </Dialog>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledHeading = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

/** Emails are designed on white: the frame keeps a white page in the dark theme too. */
const StyledFrame = styled.iframe`
  width: 100%;
  height: 28rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`;

const StyledText = styled.pre`
  margin: 0;
  max-height: 16rem;
  overflow: auto;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
