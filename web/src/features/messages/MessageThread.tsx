import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { Button } from '../../ui/Button';

export const MessageThread_message = graphql(`
  fragment MessageThread_message on Message {
    id
    body
    createdAt
    fromBusiness
    senderName
    channel
  }
`);

interface MessageThreadProps {
  /** Newest first, as the API pages them; shown oldest first, like a chat. */
  messages: readonly FragmentType<typeof MessageThread_message>[];
  /** Whether the reader writes for the business (the owner): their own messages sit on the right. */
  readerIsBusiness: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  label: string;
}

/** A conversation's messages, oldest at the top and the newest in view; earlier pages load at the top. */
export function MessageThread(props: MessageThreadProps) {
  const messages = useFragment(MessageThread_message, props.messages);
  const ordered = [...messages].reverse();
  const newestId = messages[0]?.id;
  const endRef = useRef<HTMLLIElement>(null);

  // A new message (sent or received) scrolls into view; loading earlier ones does not move the reader.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  return (
    <StyledThread aria-label={props.label}>
      {props.hasEarlier ? (
        <StyledEarlier>
          <Button $variant="ghost" $size="sm" disabled={props.loadingEarlier} onClick={props.onLoadEarlier}>
            {props.loadingEarlier ? 'Loading…' : 'Load earlier messages'}
          </Button>
        </StyledEarlier>
      ) : null}
      {ordered.map((message, index) => {
        const own = message.fromBusiness === props.readerIsBusiness;
        return (
          <StyledMessage key={message.id} $own={own} ref={index === ordered.length - 1 ? endRef : undefined}>
            <StyledMeta>
              <strong>{own ? 'You' : message.senderName}</strong> · {formatDayAndTime(message.createdAt)}
              {message.channel === 'TEXT' ? <StyledTextMarker> · by text</StyledTextMarker> : null}
            </StyledMeta>
            <StyledBubble $own={own}>{message.body}</StyledBubble>
          </StyledMessage>
        );
      })}
    </StyledThread>
  );
}

const StyledTextMarker = styled.span`
  font-weight: 600;
`;

const StyledThread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
`;

const StyledEarlier = styled.li`
  display: flex;
  justify-content: center;
`;

const StyledMessage = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: 100%;
`;

const StyledMeta = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBubble = styled.p<{ $own: boolean }>`
  margin: 0;
  max-width: min(36rem, 90%);
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ theme, $own }) => ($own ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.border)};
`;
