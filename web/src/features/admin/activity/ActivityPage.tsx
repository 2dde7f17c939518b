import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import { ACTIVITY_PATH } from '../../../lib/history';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { PageLoader } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { ActivityEventItem } from './ActivityEventItem';
import { StackList } from '../../../ui/StackList';

export const ACTIVITY_PAGE_SIZE = 25;

export const activityPageQuery = graphql(`
  query ActivityPage_Query(
    $first: Int!
    $after: String
    $actor: ID
    $object: ID
    $objectType: String
    $from: LocalDate
    $to: LocalDate
  ) {
    auditEvents(first: $first, after: $after, actor: $actor, object: $object, objectType: $objectType, from: $from, to: $to) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          object {
            id
            title
            label
          }
          ...ActivityEventItem_event
        }
      }
    }
    auditActors {
      id
      kind
      name
    }
    auditObjectTypes {
      name
      title
    }
  }
`);

/** The filters live in the address, so a history link (`?object=`) and a filtered view can be shared or reloaded. */
const FILTERS = ['actor', 'object', 'type', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * Settings → Activity (admin): every recorded change, newest first, filtered by person, kind of object, one object's
 * history, and days (America/New_York). Pages with 'Load more'.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const value = (name: Filter) => params.get(name) || null;
  const variables = {
    first: ACTIVITY_PAGE_SIZE,
    actor: value('actor'),
    object: value('object'),
    objectType: value('type'),
    from: value('from'),
    to: value('to'),
  };
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(activityPageQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While a new filter loads, the choices (people, kinds) stay on screen.
  const choices = data ?? previousData;
  const connection = data?.auditEvents;
  const filtered = FILTERS.some((name) => params.get(name));

  function setFilter(name: Filter, next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  }

  const subject = variables.object ? connection?.edges[0]?.node.object : null;

  return (
    <>
      <BackLink to="/settings">Settings</BackLink>
      <PageHeader
        title="Activity"
        lead="Who changed what, and when: every change to clients, helpers, money, settings and access."
      />

      {variables.object ? (
        <StyledScope role="status">
          <span>
            {subject ? (
              <>
                History of {subject.title.toLowerCase()} <strong>{subject.label ? `“${subject.label}”` : ''}</strong>
              </>
            ) : (
              'History of one object'
            )}
          </span>
          <Link to={ACTIVITY_PATH}>Show all activity</Link>
        </StyledScope>
      ) : null}

      <StyledFilters aria-label="Filter activity" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Person"
          value={variables.actor ?? ''}
          onChange={(event) => setFilter('actor', event.target.value)}
          options={[
            { value: '', label: 'Everyone' },
            ...(choices?.auditActors ?? []).map((actor) => ({ value: actor.id ?? '', label: actor.name })),
          ]}
        />
        <Select
          label="Kind of object"
          value={variables.objectType ?? ''}
          onChange={(event) => setFilter('type', event.target.value)}
          options={[
            { value: '', label: 'Everything' },
            ...(choices?.auditObjectTypes ?? []).map((type) => ({ value: type.name, label: type.title })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={variables.from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField label="To" type="date" value={variables.to ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
        {filtered ? (
          <StyledClear>
            <Button type="button" $variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              Clear filters
            </Button>
          </StyledClear>
        ) : null}
      </StyledFilters>

      {error ? (
        <Alert>
          We couldn't load the activity ({errorMessage(error)}).{' '}
          <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !connection ? (
        <PageLoader label="Loading activity…" />
      ) : connection.edges.length === 0 ? (
        <EmptyState title={filtered ? 'No changes match these filters' : 'No activity yet'}>
          {filtered
            ? 'Try another person, kind or dates.'
            : 'Changes made by you, your team, clients and API tokens appear here.'}
        </EmptyState>
      ) : (
        <>
          <StyledCount role="status">
            {connection.totalCount === 1 ? '1 change' : `${connection.totalCount} changes`}, newest first
          </StyledCount>
          <StyledList aria-label="Changes">
            {connection.edges.map((edge) => (
              <ActivityEventItem key={edge.node.id} event={edge.node} showHistoryLink={!variables.object} />
            ))}
          </StyledList>
          {connection.pageInfo.hasNextPage ? (
            <StyledMore>
              <Button
                $variant="secondary"
                disabled={networkStatus === NetworkStatus.fetchMore}
                onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() => undefined)}
              >
                {networkStatus === NetworkStatus.fetchMore ? 'Loading…' : 'Load more'}
              </Button>
            </StyledMore>
          ) : null}
        </>
      )}
    </>
  );
}

const StyledScope = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  a {
    font-weight: 600;
  }
`;

const StyledFilters = styled.form`
  display: grid;
  /* 10rem: the four filters share one row beside the sidebar at 1024 px instead of leaving 'To' alone below. */
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
`;

const StyledClear = styled.div`
  display: flex;
  align-items: flex-end;
`;

const StyledCount = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled(StackList)`
  gap: 0.75rem;
  max-width: 56rem;
`;

const StyledMore = styled.div`
  margin-top: 1rem;
`;
