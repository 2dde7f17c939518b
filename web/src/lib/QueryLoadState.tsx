import { serverMessage } from '../apollo/errors';
import { LoadState } from '../ui/LoadState';

interface QueryLoadStateProps {
  /** The query's own result (useQuery), before it has data. */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** The spinner's label, e.g. 'Loading your jobs…'. */
  label: string;
  /** Said when the query failed and the server gave no message of its own. */
  failed: string;
}

/** A screen's first load from its query: the spinner, or the server's message (else `failed`) with Try again. */
export function QueryLoadState({ query, label, failed }: QueryLoadStateProps) {
  return (
    <LoadState
      loading={query.loading}
      error={query.error ? (serverMessage(query.error) ?? failed) : null}
      label={label}
      onRetry={() => void query.refetch()}
    />
  );
}
