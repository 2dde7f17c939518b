import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { Button } from '../../ui/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

export const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    title
    body
    link
    read
    createdAt
  }
`);

interface NotificationItemProps {
  notification: FragmentType<typeof NotificationItem_notification>;
  onMarkRead: (id: string) => void;
  /** Called when the person follows its link (the list closes). */
  onOpen: () => void;
}

/** One notification: its title links to what it is about (and marks it read); unread ones have a 'Mark read' button. */
export function NotificationItem({ notification: ref, onMarkRead, onOpen }: NotificationItemProps) {
  const notification = useFragment(NotificationItem_notification, ref);
  const title = (
    <>
      {!notification.read ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
      {notification.title}
    </>
  );
  return (
    <StyledItem $unread={!notification.read}>
      <StyledDot $unread={!notification.read} aria-hidden="true" />
      <StyledBody>
        <StyledTitle>
          {notification.link ? (
            <Link
              to={notification.link}
              onClick={() => {
                if (!notification.read) onMarkRead(notification.id);
                onOpen();
              }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </StyledTitle>
        <StyledText>{notification.body}</StyledText>
        <StyledMeta>{formatDayAndTime(notification.createdAt)}</StyledMeta>
      </StyledBody>
      {!notification.read ? (
        <Button $variant="ghost" $size="sm" onClick={() => onMarkRead(notification.id)}>
          Mark read<VisuallyHidden>{`: ${notification.title}`}</VisuallyHidden>
        </Button>
      ) : null}
    </StyledItem>
  );
}

const StyledItem = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceMuted : 'transparent')};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledDot = styled.span<{ $unread: boolean }>`
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  margin-top: 0.45rem;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    display: block;
    color: inherit;
  }
`;

const StyledText = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledMeta = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
