import { useId, useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Badge } from '../../ui/Badge';
import { useMarkMessageRead } from './useMarkMessageRead';
import { formatInstantDateTime } from '../../lib/businessTime';

export const MessageItem_message = graphql(`
  fragment MessageItem_message on Message {
    id
    subject
    body
    read
    createdAt
    senderName
  }
`);

/**
 * One received message: subject, sender and date; opening it shows the body and marks it read. The body is plain
 * text rendered as text (never as HTML), with its line breaks kept.
 */
export function MessageItem(props: { message: FragmentType<typeof MessageItem_message> }) {
  const message = useFragment(MessageItem_message, props.message);
  const [open, setOpen] = useState(false);
  const markRead = useMarkMessageRead();
  const bodyId = `message-body-${useId()}`;

  function toggle() {
    if (!open && !message.read) markRead(message.id);
    setOpen(!open);
  }

  return (
    <StyledItem $unread={!message.read}>
      <StyledToggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        <StyledTop>
          <StyledSubject>{message.subject}</StyledSubject>
          {!message.read ? <Badge tone="info">New</Badge> : null}
        </StyledTop>
        <StyledMeta>
          From {message.senderName} · {formatInstantDateTime(message.createdAt)}
        </StyledMeta>
        {!open ? <StyledPreview>{message.body}</StyledPreview> : null}
      </StyledToggle>
      <StyledBody id={bodyId} hidden={!open}>
        {message.body}
      </StyledBody>
    </StyledItem>
  );
}

const StyledItem = styled.li<{ $unread: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledToggle = styled.button`
  display: block;
  width: 100%;
  padding: 1rem 1.25rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledTop = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const StyledSubject = styled.span`
  font-weight: 700;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.span`
  display: block;
  margin-top: 0.125rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPreview = styled.span`
  display: block;
  margin-top: 0.375rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBody = styled.p`
  margin: 0;
  padding: 0 1.25rem 1.25rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;
