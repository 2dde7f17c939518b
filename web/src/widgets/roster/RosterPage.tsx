import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ActiveStatusFilter } from '../../gql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/Spinner';
import { Table, TBody, Th, THead } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { ListToolbar } from '../../ui/ListToolbar';
import { statusOptions } from './ListLayout';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** The variables every roster query takes: server-side search, the status filter and a Relay page. */
export interface RosterVariables {
  search?: string | null;
  status: ActiveStatusFilter;
  first: number;
  after?: string | null;
}

interface RosterConnection<TNode> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: readonly { node: TNode }[];
}

export interface RosterPageProps<TData, TNode extends { id: string }> {
  query: TypedDocumentNode<TData, RosterVariables>;
  connectionOf: (data: TData) => RosterConnection<TNode>;
  pageSize: number;
  /** Singular and lower case ('client'): the titles, labels, empty states and toasts of spec §2 and §8 follow it. */
  noun: string;
  description: string;
  searchPlaceholder: string;
  /** What the empty list invites the admin to do, under 'No {noun}s yet'. */
  emptyInvitation: string;
  /** Column headings; the last (Actions) is right-aligned. */
  columns: readonly string[];
  /** Columns (1-based) that matter less, hidden first when the table runs out of room (see ui/Table). */
  collapse?: readonly number[];
  renderRow: (node: TNode) => ReactNode;
  renderAddDialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
  /** More in the header beside Add (the helpers' Time off link). */
  headerExtra?: ReactNode;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The clients and helpers screens' shared behaviour: a searchable table (the server searches), newest first, a
 * status filter, paged with 'Load more'; the Add button and its dialog; loading, failure and the three empty
 * states. Each screen supplies its query, columns and row.
 */
export function RosterPage<TData, TNode extends { id: string }>(props: RosterPageProps<TData, TNode>) {
  const { noun } = props;
  const plural = `${noun}s`;
  const failed = `Failed to fetch ${plural}`;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ActiveStatusFilter>('ALL');
  const [adding, setAdding] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim());
  const { toast } = useToast();

  const { data, previousData, error, loading, networkStatus, fetchMore, refetch } = useQuery(props.query, {
    variables: { search: debouncedSearch || null, status, first: props.pageSize },
    notifyOnNetworkStatusChange: true,
  });

  // Spec §8: a list that cannot load says so in a toast, once per failure.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (error && toasted.current !== error) {
      toasted.current = error;
      toast({ title: 'Error', description: failed, variant: 'destructive' });
    }
  }, [error, failed, toast]);

  const shown = data ?? previousData;
  const connection = shown ? props.connectionOf(shown) : undefined;
  const searching = debouncedSearch !== '';
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const addButton = <Button onClick={() => setAdding(true)}>Add {capitalized(noun)}</Button>;

  return (
    <>
      <PageHeader
        title={capitalized(plural)}
        lead={props.description}
        action={
          props.headerExtra ? (
            <StyledHeaderActions>
              {props.headerExtra}
              {addButton}
            </StyledHeaderActions>
          ) : (
            addButton
          )
        }
      />
      <ListToolbar
        searchLabel={`Search ${plural}`}
        placeholder={props.searchPlaceholder}
        search={search}
        onSearchChange={setSearch}
        filterLabel={`Show ${plural}`}
        filterOptions={statusOptions(noun)}
        filter={status}
        onFilterChange={setStatus}
      />
      {!connection ? (
        error ? (
          <Alert>
            {failed}.{' '}
            <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PageLoader label={`Loading ${plural}…`} />
        )
      ) : connection.edges.length === 0 ? (
        searching ? (
          <EmptyState title={`No ${plural} found matching your search`}>
            Check the spelling, or search by part of the phone number.
          </EmptyState>
        ) : status === 'INACTIVE' ? (
          <EmptyState title={`No inactive ${plural}`}>{capitalized(plural)} you deactivate are kept here.</EmptyState>
        ) : (
          <EmptyState title={`No ${plural} yet`} action={addButton}>
            {props.emptyInvitation}
          </EmptyState>
        )
      ) : (
        <>
          <Table caption={capitalized(plural)} busy={loading && !loadingMore} collapse={props.collapse}>
            <THead>
              {props.columns.map((column, index) => (
                <Th key={column} $align={index === props.columns.length - 1 ? 'right' : undefined}>
                  {column}
                </Th>
              ))}
            </THead>
            <TBody>{connection.edges.map((edge) => props.renderRow(edge.node))}</TBody>
          </Table>
          <ListFooter
            shown={connection.edges.length}
            total={connection.totalCount}
            noun={noun}
            hasMore={connection.pageInfo.hasNextPage}
            loadingMore={loadingMore}
            onLoadMore={() =>
              void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() =>
                toast({ title: 'Error', description: failed, variant: 'destructive' }),
              )
            }
          />
        </>
      )}
      {props.renderAddDialog(adding, setAdding)}
    </>
  );
}

const StyledHeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;
