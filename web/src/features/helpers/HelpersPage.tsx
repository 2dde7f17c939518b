import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { ActiveStatusFilter } from '../../gql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/Spinner';
import { Table, TBody, Th, THead } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { ListFooter, ListHeader, ListToolbar } from '../clients/ListLayout';
import { useDebouncedValue } from '../clients/useDebouncedValue';
import { HelperFormDialog } from './HelperFormDialog';
import { HelperRow } from './HelperRow';

export const HELPERS_PAGE_SIZE = 25;

export const helpersPageQuery = graphql(`
  query HelpersPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {
    helpers(search: $search, status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...HelperRow_helper
        }
      }
    }
  }
`);

/**
 * The helpers screen (spec §2): the clients screen's pattern with ID, Phone, Hourly Rate, Max Hours/Week, Status,
 * Created and Actions; searchable by name, notes, phone digits or the 'Helper 1a2b3c4d' label.
 */
export function HelpersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ActiveStatusFilter>('ALL');
  const [adding, setAdding] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim());
  const { toast } = useToast();

  const { data, previousData, error, loading, networkStatus, fetchMore, refetch } = useQuery(helpersPageQuery, {
    variables: { search: debouncedSearch || null, status, first: HELPERS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (error && toasted.current !== error) {
      toasted.current = error;
      toast({ title: 'Error', description: 'Failed to fetch helpers', variant: 'destructive' });
    }
  }, [error, toast]);

  const connection = (data ?? previousData)?.helpers;
  const searching = debouncedSearch !== '';
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  return (
    <>
      <title>Helpers · Sunshine Clean</title>
      <ListHeader
        title="Helpers"
        description="Your cleaning team, their rates and hours."
        action={<Button onClick={() => setAdding(true)}>Add Helper</Button>}
      />
      <ListToolbar
        noun="helper"
        searchLabel="Search helpers"
        placeholder="Search name, phone, notes or ID"
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
      />
      {!connection ? (
        error ? (
          <Alert>
            Failed to fetch helpers.{' '}
            <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PageLoader label="Loading helpers…" />
        )
      ) : connection.edges.length === 0 ? (
        searching ? (
          <EmptyState title="No helpers found matching your search">Check the spelling, or search by part of the phone number.</EmptyState>
        ) : status === 'INACTIVE' ? (
          <EmptyState title="No inactive helpers">Helpers you deactivate are kept here.</EmptyState>
        ) : (
          <EmptyState title="No helpers yet" action={<Button onClick={() => setAdding(true)}>Add Helper</Button>}>
            Add your cleaning team to keep their rates and hours in one place.
          </EmptyState>
        )
      ) : (
        <>
          <Table caption="Helpers" busy={loading && !loadingMore}>
            <THead>
              <Th>ID</Th>
              <Th>Phone</Th>
              <Th>Hourly Rate</Th>
              <Th>Max Hours/Week</Th>
              <Th>Status</Th>
              <Th>Created</Th>
              <Th $align="right">Actions</Th>
            </THead>
            <TBody>
              {connection.edges.map((edge) => (
                <HelperRow key={edge.node.id} helper={edge.node} />
              ))}
            </TBody>
          </Table>
          <ListFooter
            shown={connection.edges.length}
            total={connection.totalCount}
            noun="helper"
            hasMore={connection.pageInfo.hasNextPage}
            loadingMore={loadingMore}
            onLoadMore={() =>
              void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() =>
                toast({ title: 'Error', description: 'Failed to fetch helpers', variant: 'destructive' }),
              )
            }
          />
        </>
      )}
      <HelperFormDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
