import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

interface LoadStateProps {
  loading: boolean;
  /** What went wrong, in words for the reader; null shows 'Nothing to show.'. */
  error: string | null;
  /** The spinner's label, e.g. 'Loading your jobs…'. */
  label: string;
  onRetry: () => void;
}

/** A screen's first load, or its failure with a way to try again. */
export function LoadState({ loading, error, label, onRetry }: LoadStateProps) {
  if (loading) return <SectionLoader label={label} />;
  return (
    <StyledStack>
      <Alert>{error ?? 'Nothing to show.'}</Alert>
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </StyledStack>
  );
}

/** A spinner centred in a third of the screen: a screen's first load below its header. */
export function SectionLoader({ label }: { label: string }) {
  return (
    <StyledCentered>
      <Spinner label={label} size={32} />
    </StyledCentered>
  );
}

const StyledCentered = styled.div`
  min-height: 30vh;
  display: grid;
  place-items: center;
`;

const StyledStack = styled.div`
  margin-top: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;
