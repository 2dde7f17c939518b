import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { offlineQueue, type QueueSnapshot } from '../../apollo/offline/offlineQueue';
import { formatClockTime } from '../../lib/businessTime';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { compactCard } from '../../ui/Card';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine !== false;

export const waitingWords = (count: number) => `${count} waiting to send`;

interface OfflineQueueStatusProps {
  /** The queue to show (the app's one unless a test gives its own). */
  queue?: Pick<typeof offlineQueue, 'subscribe' | 'getSnapshot' | 'flush' | 'dismiss'>;
}

/**
 * What the helper's phone still holds: "N waiting to send" while changes made without a signal wait, and each change
 * the server refused, with its reason, until the helper has read it (nothing is dropped in silence). Nothing shows
 * when all is sent.
 */
export function OfflineQueueStatus({ queue = offlineQueue }: OfflineQueueStatusProps) {
  const { waiting, refused }: QueueSnapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  if (online && waiting === 0 && refused.length === 0) return null;

  return (
    <StyledCard aria-labelledby="offline-status-title">
      <StyledTop>
        <StyledTitle id="offline-status-title">{online ? 'Sending your changes' : 'No signal'}</StyledTitle>
        <div role="status" aria-live="polite">
          {waiting > 0 ? <Badge tone="warning">{waitingWords(waiting)}</Badge> : null}
        </div>
      </StyledTop>
      {!online ? (
        <StyledLine>What you do is kept on this phone and sent when the signal returns.</StyledLine>
      ) : waiting > 0 ? (
        <Button $variant="secondary" $size="sm" onClick={() => void queue.flush()}>
          Send now
        </Button>
      ) : null}
      {refused.length > 0 ? (
        <section aria-labelledby="offline-refused-title">
          <StyledSubtitle id="offline-refused-title">Not accepted by the office</StyledSubtitle>
          <StyledList>
            {refused.map((change) => (
              <StyledItem key={change.id}>
                <div>
                  <strong>{change.label}</strong> <StyledMuted>(made at {formatClockTime(change.queuedAt)})</StyledMuted>
                  <StyledReason>{change.reason}</StyledReason>
                </div>
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Dismiss: ${change.label}`}
                  onClick={() => void queue.dismiss(change.id)}
                >
                  Dismiss
                </Button>
              </StyledItem>
            ))}
          </StyledList>
        </section>
      ) : null}
    </StyledCard>
  );
}

const StyledCard = styled.section`
  ${compactCard}
  gap: 0.5rem;
  border-left: 4px solid ${({ theme }) => theme.colors.borderStrong};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
`;

const StyledSubtitle = styled.h3`
  margin: 0.25rem 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const StyledReason = styled.p`
  margin: 0.125rem 0 0;
`;
