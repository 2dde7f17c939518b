import { errorMessage } from '../../apollo/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageLoader } from '../../ui/Spinner';

interface AccountPageLoadProps {
  /** The query's failure, if it failed. */
  error?: unknown;
  /** What could not be loaded, in the sentence "We couldn't load {what} (…)". */
  what: string;
  /** The spinner's label while loading; PageLoader's own when left out. */
  label?: string;
  refetch: () => Promise<unknown>;
}

/** An account page before its viewer has loaded: the spinner, or what failed with Try again. */
export function AccountPageLoad({ error, what, label, refetch }: AccountPageLoadProps) {
  if (!error) return <PageLoader label={label} />;
  return (
    <Alert>
      We couldn't load {what} ({errorMessage(error)}).{' '}
      <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
        Try again
      </Button>
    </Alert>
  );
}
