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
import { ClientFormDialog } from './ClientFormDialog';
import { ClientRow } from './ClientRow';
import { ListFooter, ListHeader, ListToolbar } from './ListLayout';
import { useDebouncedValue } from './useDebouncedValue';

export const CLIENTS_PAGE_SIZE = 25;

export const clientsPageQuery = graphql(`
  query ClientsPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {
    clients(search: $search, status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...ClientRow_client
        }
      }
    }
  }
`);

/**
 * The clients screen (spec §2): a searchable table (the server searches names and phone digits), newest first, paged
 * with 'Load more'; Add Client; per row Edit, Send Message and Deactivate (or Reactivate).
 */
export function ClientsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ActiveStatusFilter>('ALL');
  const [adding, setAdding] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim());
  const { toast } = useToast();

  const { data, previousData, error, loading, networkStatus, fetchMore, refetch } = useQuery(clientsPageQuery, {
    variables: { search: debouncedSearch || null, status, first: CLIENTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  // Spec §8: a list that cannot load says so in a toast, once per failure.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (error && toasted.current !== error) {
      toasted.current = error;
      toast({ title: 'Error', description: 'Failed to fetch clients', variant: 'destructive' });
    }
  }, [error, toast]);

  const connection = (data ?? previousData)?.clients;
  const searching = debouncedSearch !== '';
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  return (
    <>
      <title>Clients · Sunshine Clean</title>
      <ListHeader
        title="Clients"
        description="Everyone you clean for, with their contact details."
        action={<Button onClick={() => setAdding(true)}>Add Client</Button>}
      />
      <ListToolbar
        noun="client"
        searchLabel="Search clients"
        placeholder="Search by name or phone"
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
      />
      {!connection ? (
        error ? (
          <Alert>
            Failed to fetch clients.{' '}
            <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PageLoader label="Loading clients…" />
        )
      ) : connection.edges.length === 0 ? (
        searching ? (
          <EmptyState title="No clients found matching your search">Check the spelling, or search by part of the phone number.</EmptyState>
        ) : status === 'INACTIVE' ? (
          <EmptyState title="No inactive clients">Clients you deactivate are kept here.</EmptyState>
        ) : (
          <EmptyState title="No clients yet" action={<Button onClick={() => setAdding(true)}>Add Client</Button>}>
            Add the people you clean for to keep their details in one place.
          </EmptyState>
        )
      ) : (
        <>
          <Table caption="Clients" busy={loading && !loadingMore}>
            <THead>
              <Th>Name</Th>
              <Th>Phone</Th>
              <Th>Status</Th>
              <Th>Created</Th>
              <Th $align="right">Actions</Th>
            </THead>
            <TBody>
              {connection.edges.map((edge) => (
                <ClientRow key={edge.node.id} client={edge.node} />
              ))}
            </TBody>
          </Table>
          <ListFooter
            shown={connection.edges.length}
            total={connection.totalCount}
            noun="client"
            hasMore={connection.pageInfo.hasNextPage}
            loadingMore={loadingMore}
            onLoadMore={() =>
              void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() =>
                toast({ title: 'Error', description: 'Failed to fetch clients', variant: 'destructive' }),
              )
            }
          />
        </>
      )}
      <ClientFormDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
