import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';

export const textChannelStatusQuery = graphql(`
  query TextChannelStatus_Query {
    textMessaging {
      enabled
      message
      incomingUrl
    }
  }
`);

/**
 * Whether texts go out (Twilio set up) and, when they do, the address to give the Twilio number for incoming texts.
 * Quiet while loading or when the question fails: the email outbox below is what this page is for.
 */
export function TextChannelStatus() {
  const { data } = useQuery(textChannelStatusQuery);
  const status = data?.textMessaging;
  if (!status) return null;
  return (
    <StyledStatus role="status" aria-label="Text messages">
      <strong>{status.enabled ? 'Text messages are on.' : 'Text messages are off.'}</strong>{' '}
      {status.message.replace(/^Text messages are (on|off):\s*/, '')}
      {status.enabled ? (
        <StyledUrl>
          Incoming texts: point the Twilio number&apos;s &ldquo;A message comes in&rdquo; webhook (HTTP POST) at{' '}
          <code>{status.incomingUrl}</code>
        </StyledUrl>
      ) : null}
    </StyledStatus>
  );
}

const StyledStatus = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

const StyledUrl = styled.span`
  display: block;
  margin-top: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
