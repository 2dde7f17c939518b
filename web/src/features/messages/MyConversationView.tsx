import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { LoadState } from '../../ui/LoadState';
import { PageHeader } from '../../ui/PageHeader';
import { ConversationView } from './ConversationView';
import { ReplyBox } from './ReplyBox';
import { myConversationQuery, THREAD_PAGE_SIZE, useSendInConversation } from './useConversation';

/** A client's or helper's Messages screen: their one conversation with the business, to read and to write in. */
export function MyConversationView() {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(myConversationQuery, {
    variables: { first: THREAD_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { sendToBusiness, sending } = useSendInConversation();

  return (
    <>
      <PageHeader title="Messages" lead="Your conversation with Sunshine Clean: ask about a visit, a bill or anything else." />
      {!data ? (
        <LoadState
          loading={!error}
          error={error ? `We couldn't load your messages. ${errorMessage(error)}` : null}
          label="Loading messages…"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <StyledPanel>
          <ConversationView
            conversation={data.myConversation ?? null}
            readerIsBusiness={false}
            label="Messages with Sunshine Clean"
            empty="No messages yet. Write to us below and we will answer here."
            loadingEarlier={networkStatus === NetworkStatus.fetchMore}
            onLoadEarlier={(after) => void fetchMore({ variables: { after } }).catch(() => undefined)}
          >
            <ReplyBox label="Message to Sunshine Clean" sending={sending} onSend={sendToBusiness} />
          </ConversationView>
        </StyledPanel>
      )}
    </>
  );
}

const StyledPanel = styled.section`
  max-width: 48rem;
  /* The header and the page title take about 13rem: the conversation fills the rest of the window, no page scroll. */
  height: min(44rem, calc(100dvh - 13rem));
  min-height: 24rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;
