import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { DeliveryStatus } from '../../gql/graphql';
import { BackLink } from '../../ui/BackLink';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadState } from '../../ui/LoadState';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import { Table, TBody, Th, THead } from '../../ui/Table';
import { OutboxEmailDialog } from './OutboxEmailDialog';
import { OutboxEmailRow } from './OutboxEmailRow';
import { modeSentence, STATUS_FILTERS } from './outboxWords';
import { TextChannelStatus } from './TextChannelStatus';
import { useRetryOutboxEmail } from './useRetryOutboxEmail';

export const OUTBOX_PAGE_SIZE = 25;

export const outboxPageQuery = graphql(`
  query OutboxPage_Query($first: Int!, $after: String, $status: DeliveryStatus) {
    outboxStatus {
      mode
      counts {
        waiting
        sent
        kept
        failed
      }
    }
    outbox(first: $first, after: $after, status: $status) {
      edges {
        node {
          id
          ...OutboxEmailRow_email
        }
      }
      pageInfo {
        ...Paging_pageInfo @unmask
      }
      totalCount
    }
  }
`);

const isStatus = (value: string | null): value is DeliveryStatus =>
  STATUS_FILTERS.some((filter) => filter.value !== '' && filter.value === value);

/** Settings → Outbox (admin): every email, newest first, with the counts per state, each error and Retry. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const [openId, setOpenId] = useState<string | null>(null);
  const { retry, loading: retrying } = useRetryOutboxEmail();

  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(outboxPageQuery, {
    variables: { first: OUTBOX_PAGE_SIZE, status },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const counts = shown?.outboxStatus.counts;
  const connection = shown?.outbox;

  return (
    <>
      <BackLink to="/settings">Settings</BackLink>
      <PageHeader
        title="Outbox"
        lead={shown ? modeSentence(shown.outboxStatus.mode) : 'Every email the app sends, newest first.'}
      />
      <TextChannelStatus />
      {counts ? (
        <StyledCounts aria-label="Emails by state">
          <Count label="Waiting" value={counts.waiting} />
          <Count label="Sent" value={counts.sent} />
          <Count label="Kept" value={counts.kept} />
          <Count label="Failed" value={counts.failed} danger={counts.failed > 0} />
        </StyledCounts>
      ) : null}
      <StyledFilter>
        <Select
          label="Show"
          options={STATUS_FILTERS}
          value={status ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('status', event.target.value);
            else next.delete('status');
            setParams(next, { replace: true });
          }}
        />
      </StyledFilter>
      {!connection ? (
        <LoadState
          loading={!error}
          error={error ? `We couldn't load the outbox. ${errorMessage(error)}` : null}
          label="Loading the outbox…"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : connection.edges.length === 0 ? (
        <EmptyState title={status ? 'No emails in this state' : 'No emails yet'}>
          {status ? 'Choose another state to see more.' : 'Emails appear here as soon as the app has something to send.'}
        </EmptyState>
      ) : (
        <>
          <Table caption="Emails, newest first" busy={networkStatus === NetworkStatus.setVariables}>
            <THead>
              <Th>Status</Th>
              <Th>Email</Th>
              <Th>To</Th>
              <Th>Created</Th>
              <Th $align="right">Attempts</Th>
              <Th>Actions</Th>
            </THead>
            <TBody>
              {connection.edges.map((edge) => (
                <OutboxEmailRow
                  key={edge.node.id}
                  email={edge.node}
                  onOpen={setOpenId}
                  onRetry={(id) => void retry(id)}
                  retrying={retrying}
                />
              ))}
            </TBody>
          </Table>
          <ListFooter
            shown={connection.edges.length}
            total={connection.totalCount}
            noun="email"
            hasMore={connection.pageInfo.hasNextPage}
            loadingMore={networkStatus === NetworkStatus.fetchMore}
            onLoadMore={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() => undefined)}
          />
        </>
      )}
      <OutboxEmailDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function Count({ label, value, danger = false }: { label: string; value: number; danger?: boolean }) {
  return (
    <StyledCount $danger={danger}>
      <dt>{label}</dt>
      <dd>{value.toLocaleString('en-US')}</dd>
    </StyledCount>
  );
}

const StyledCounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.25rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledCount = styled.div<{ $danger: boolean }>`
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  }
`;

const StyledFilter = styled.div`
  max-width: 16rem;
  margin-bottom: 1rem;
`;
